// Occupancy through the whole pipeline on synthetic camera frames: registration, lens,
// rectification, lighting normalisation and blob finding against the printed empty map.
// Each test prints what it measured, so accuracy can be followed as the code changes;
// the thresholds asserted are the robust ones the design needs (right hex, no false pieces).

#include "support/occupancy_kit.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <iomanip>
#include <numeric>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;

Scene countersScene(const Conditions& conditions, unsigned seed, int counters, int stacked)
{
    cv::RNG rng(seed);
    static const auto roster = test::kitCounters(40, false);
    Scene scene;
    scene.pieces = placeCounters(test::scatter(roster, counters, stacked, rng), conditions, rng);
    return scene;
}

// A picture for a person: the rectified frame with blobs (green: centre, red: seen top)
// and foreign objects (magenta boxes).
void saveOverlay(const std::string& name, const FrameOccupancy& frame, const RectifiedGrid& grid)
{
    cv::Mat out = frame.rectified.clone();
    // Changed pixels tinted blue, so that a person sees what the blobs were made from.
    cv::Mat tint(out.size(), CV_8UC3, cv::Scalar(255, 128, 0));
    cv::Mat blend;
    cv::addWeighted(out, 0.6, tint, 0.4, 0.0, blend);
    blend.copyTo(out, frame.occupancy.changed);
    for (const auto& b : frame.occupancy.blobs) {
        cv::circle(out, grid.toPixel(b.topSeenMm), 3, cv::Scalar(0, 0, 255), cv::FILLED);
        cv::circle(out, grid.toPixel(b.centreMm), 3, cv::Scalar(0, 255, 0), cv::FILLED);
        cv::rectangle(out, b.boundsPx, cv::Scalar(0, 255, 0), 1);
    }
    for (const auto& f : frame.occupancy.foreign) {
        const cv::Point2d tl = grid.toPixel(f.boundsMm.tl());
        const cv::Point2d br = grid.toPixel(f.boundsMm.br());
        cv::rectangle(out, cv::Rect(cv::Point(tl), cv::Point(br)), cv::Scalar(255, 0, 255), 2);
    }
    cv::imwrite((test::outputDir() / (name + ".png")).string(), out);
    cv::imwrite((test::outputDir() / (name + "_changed.png")).string(), frame.occupancy.changed);
}

TEST(PracticeGrid, EngineHexesMatchThePrintedMap)
{
    // The test's hex lookup must agree with the printed map, or "right hex" means nothing.
    const auto& grid = test::practiceGrid();
    for (const auto& centre : test::kit().hexes) {
        const auto hex = test::hexAt(centre);
        ASSERT_TRUE(hex.has_value()) << centre;
        const auto c = grid.centre(*hex);
        EXPECT_NEAR(c.x, centre.x, 1e-6);
        EXPECT_NEAR(c.y, centre.y, 1e-6);
    }
}

TEST(OccupancyDetector, RejectsAReferenceOfTheWrongSize)
{
    const RectifiedGrid grid = test::occupancyGrid();
    EXPECT_THROW(OccupancyDetector(grid, cv::Mat(10, 10, CV_8UC3)), std::invalid_argument);
    OccupancyOptions none;
    none.shapes.clear();
    EXPECT_THROW(OccupancyDetector(grid, cv::Mat(grid.size(), CV_8UC3), none), std::invalid_argument);
}

TEST(Occupancy, EmptyBoardGivesNoBlobs)
{
    for (const auto level : {ConditionLevel::Easy, ConditionLevel::Normal, ConditionLevel::Hard}) {
        const auto conditions = Conditions::preset(level);
        for (unsigned seed = 1; seed <= 3; ++seed) {
            SyntheticCamera camera(test::kit().sheet, conditions, seed);
            auto pipeline = test::practicePipeline();
            const FrameOccupancy frame = pipeline.process(camera.render(Scene{}).image);
            ASSERT_TRUE(frame.geometry.ok()) << frame.geometry.registration.reason;
            std::cout << "[ occupancy ] empty " << conditions.name << " seed " << seed << ": changed "
                      << std::setprecision(3) << 100 * frame.occupancy.changedFraction << "% of the board, "
                      << frame.occupancy.blobs.size() << " blobs, " << frame.occupancy.foreign.size()
                      << " foreign\n";
            EXPECT_TRUE(frame.occupancy.blobs.empty()) << conditions.name << " seed " << seed;
            EXPECT_TRUE(frame.occupancy.foreign.empty()) << conditions.name << " seed " << seed;
            if (seed == 1) {
                saveOverlay("occupancy_empty_" + conditions.name, frame, pipeline.detector().grid());
            }
        }
    }
}

TEST(Occupancy, CountersOnKnownHexesAreFoundInTheirHexes)
{
    for (const auto level : {ConditionLevel::Easy, ConditionLevel::Normal, ConditionLevel::Hard}) {
        const auto conditions = Conditions::preset(level);
        test::Matching all;
        int blobs = 0;
        double leastConfidence = 1.0;
        for (unsigned seed = 1; seed <= 4; ++seed) {
            SyntheticCamera camera(test::kit().sheet, conditions, 100 + seed);
            auto pipeline = test::practicePipeline();
            const Scene scene = countersScene(conditions, seed, 40, 8);
            const RenderedFrame rendered = camera.render(scene);
            const FrameOccupancy frame = pipeline.process(rendered.image);
            ASSERT_TRUE(frame.geometry.ok()) << frame.geometry.registration.reason;
            const auto m = test::matchBlobs(rendered.truth, frame.occupancy.blobs, 5.0, 8.0);
            all.visible += m.visible;
            all.found += m.found;
            all.rightHex += m.rightHex;
            all.stackRight += m.stackRight;
            all.falseBlobs += m.falseBlobs;
            all.singles += m.singles;
            all.singlesRightHex += m.singlesRightHex;
            all.errorsMm.insert(all.errorsMm.end(), m.errorsMm.begin(), m.errorsMm.end());
            blobs += static_cast<int>(frame.occupancy.blobs.size());
            for (const auto& b : frame.occupancy.blobs) {
                leastConfidence = std::min(leastConfidence, b.confidence);
                if (b.confidence < 0.2) {
                    std::cout << "[ occupancy ]   unsure blob at " << b.centreMm << ": " << b.areaMm2 << " mm2, extent "
                              << b.extentMm << ", edge score " << b.edgeScore << ", confidence " << b.confidence << "\n";
                }
            }
            if (seed == 1) {
                saveOverlay("occupancy_counters_" + conditions.name, frame, pipeline.detector().grid());
            }
        }
        auto errors = all.errorsMm;
        std::sort(errors.begin(), errors.end());
        const double median = errors.empty() ? 0.0 : errors[errors.size() / 2];
        const double p95 = errors.empty() ? 0.0 : errors[errors.size() * 95 / 100];
        const double worst = errors.empty() ? 0.0 : errors.back();
        std::cout << "[ occupancy ] " << conditions.name << ": " << all.found << "/" << all.visible
                  << " visible counters found, " << all.rightHex << " in the right hex, stack right "
                  << all.stackRight << ", false " << all.falseBlobs << ", blobs " << blobs
                  << "; centre error median " << std::setprecision(3) << median << " mm, p95 " << p95
                  << " mm, worst " << worst << " mm\n";
        std::cout << "[ occupancy ] " << conditions.name << ": single counters " << all.singlesRightHex << "/"
                  << all.singles << " in the right hex; stack tops " << all.rightHex - all.singlesRightHex << "/"
                  << all.visible - all.singles << "; least blob confidence " << leastConfidence << "\n";
        ASSERT_GT(all.visible, 100);
        // Every counter standing alone is found in its hex. The top of a fanned-out stack
        // can be confused with the counter below it (one in 32 here, at the map's edge), so
        // stacks are held to 95% until the top-face fit handles occlusion.
        EXPECT_EQ(all.singlesRightHex, all.singles) << conditions.name;
        EXPECT_GE(all.rightHex - all.singlesRightHex, 0.95 * (all.visible - all.singles)) << conditions.name;
        EXPECT_EQ(all.falseBlobs, 0) << conditions.name;
        EXPECT_LT(median, 1.5) << conditions.name;
        EXPECT_LT(p95, 3.5) << conditions.name;
    }
}

TEST(Occupancy, AHandIsAForeignObjectNotPieces)
{
    const auto conditions = Conditions::preset(ConditionLevel::Normal);
    int falsePieces = 0;
    int frames = 0;
    for (unsigned seed = 1; seed <= 4; ++seed) {
        for (int tone = 0; tone < 5; tone += 2) {
            SyntheticCamera camera(test::kit().sheet, conditions, 200 + seed);
            auto pipeline = test::practicePipeline();
            Scene scene = countersScene(conditions, seed, 30, 5);
            scene.hands.push_back(test::handFromSouth({120.0 + 90 * seed, 180.0 + 20 * tone}, tone));
            const RenderedFrame rendered = camera.render(scene);
            const FrameOccupancy frame = pipeline.process(rendered.image);
            ASSERT_TRUE(frame.geometry.ok()) << frame.geometry.registration.reason;
            ++frames;
            const auto m = test::matchBlobs(rendered.truth, frame.occupancy.blobs, 5.0, 8.0);
            falsePieces += m.falseBlobs;
            ASSERT_FALSE(frame.occupancy.foreign.empty()) << "seed " << seed << " tone " << tone;
            const auto biggest = std::max_element(frame.occupancy.foreign.begin(), frame.occupancy.foreign.end(),
                                                  [](const auto& a, const auto& b) { return a.areaMm2 < b.areaMm2; });
            std::cout << "[ occupancy ] hand seed " << seed << " tone " << tone << ": " << frame.occupancy.foreign.size()
                      << " foreign, largest " << std::setprecision(4) << biggest->areaMm2 << " mm2, skin "
                      << std::setprecision(2) << biggest->skinFraction << ", from the edge " << biggest->touchesEdge
                      << "; " << m.found << "/" << m.visible << " counters, " << m.falseBlobs << " false\n";
            for (const auto* b : m.falseAt) {
                std::cout << "[ occupancy ]   false piece at " << b->centreMm << ", " << b->areaMm2 << " mm2, extent "
                          << b->extentMm << ", confidence " << b->confidence << "\n";
            }
            EXPECT_TRUE(biggest->touchesEdge) << "an arm reaches in from the side";
            EXPECT_GT(biggest->areaMm2, 5000.0) << "a hand is far bigger than a stack";
            if (seed == 1 && tone == 0) {
                saveOverlay("occupancy_hand", frame, pipeline.detector().grid());
            }
        }
    }
    EXPECT_EQ(falsePieces, 0) << "over " << frames << " frames with hands";
}

TEST(Occupancy, ShadowsAndUnevenLightGiveNoFalsePieces)
{
    // A hand just off the map's south edge with a low lamp behind it: its shadow falls
    // across the map while the hand itself is outside the grid.
    // Hard light (strong falloff, vignetting and a hot spot) but no glare: glare whitens the
    // print rather than dimming or brightening it, which the lighting model does not yet
    // undo (dark woods under glare still come out as changed; see the report on issue 5).
    auto conditions = Conditions::preset(ConditionLevel::Hard);
    conditions.maxGlare = 0.0;
    int falsePieces = 0;
    for (unsigned seed = 1; seed <= 4; ++seed) {
        SyntheticCamera camera(test::kit().sheet, conditions, 300 + seed);
        camera.conditions().lightDirection = {0.0, -1.0}; // travelling north
        camera.conditions().lightElevationDeg = 40.0;
        auto pipeline = test::practicePipeline();
        Scene scene = countersScene(conditions, seed, 30, 5);
        SceneHand hand = test::handFromSouth({150.0 + 80 * seed, 450.0}, static_cast<int>(seed));
        hand.heightMm = 110.0;
        scene.hands.push_back(hand);
        const RenderedFrame rendered = camera.render(scene);
        const FrameOccupancy frame = pipeline.process(rendered.image);
        ASSERT_TRUE(frame.geometry.ok()) << frame.geometry.registration.reason;
        const auto m = test::matchBlobs(rendered.truth, frame.occupancy.blobs, 5.0, 8.0);
        falsePieces += m.falseBlobs;
        std::cout << "[ occupancy ] shadow seed " << seed << ": " << frame.occupancy.foreign.size() << " foreign, "
                  << m.found << "/" << m.visible << " counters, " << m.falseBlobs << " false\n";
        EXPECT_GE(m.found, m.visible - 1) << "seed " << seed;
        if (seed == 3) {
            saveOverlay("occupancy_shadow", frame, pipeline.detector().grid());
        }
    }
    EXPECT_EQ(falsePieces, 0);
}

} // namespace
} // namespace adj::vision
