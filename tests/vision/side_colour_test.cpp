// Side by colour: every counter found is given the side whose colour (from the game's
// data, not from how the test kit happened to print it) its background matches.

#include "support/occupancy_kit.hpp"
#include "vision/identity/side_colour.hpp"
#include "vision/table/table_map.hpp"

#include <gtest/gtest.h>

#include <iomanip>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;

// The War for the Union's sides as its pieces.yaml declares them. The kit prints its own,
// slightly different blue and grey, as a real counter sheet never matches the data exactly.
std::vector<data::Side> warForTheUnionSides()
{
    return {data::Side{"union", "Union", *data::Colour::parse("#2f4f8f")},
            data::Side{"confederate", "Confederate", *data::Colour::parse("#8c8c8c")}};
}

TEST(SideColour, TellsTheTwoSidesApartUnderEveryCondition)
{
    const SideClassifier classifier(warForTheUnionSides());
    for (const auto level : {ConditionLevel::Easy, ConditionLevel::Normal, ConditionLevel::Hard}) {
        const auto conditions = Conditions::preset(level);
        int judged = 0;
        int right = 0;
        int confidentlyWrongSingles = 0;
        double leastConfidence = 1.0;
        for (unsigned seed = 1; seed <= 3; ++seed) {
            cv::RNG rng(seed);
            Scene scene;
            scene.pieces = placeCounters(test::scatter(test::kitCounters(30, false), 40, 6, rng), conditions, rng);
            SyntheticCamera camera(test::kit().sheet, conditions, 500 + seed);
            auto pipeline = test::practicePipeline();
            const RenderedFrame rendered = camera.render(scene);
            const FrameOccupancy frame = pipeline.process(rendered.image);
            ASSERT_TRUE(frame.geometry.ok());
            for (const auto& blob : frame.occupancy.blobs) {
                // The visible piece this blob shows (kit ids start with the side's letter).
                const synth::PieceTruth* shown = nullptr;
                for (const auto& p : rendered.truth.pieces) {
                    if (p.visibility == Visibility::Visible && cv::norm(p.centreMm - blob.centreMm) < 5.0) {
                        shown = &p;
                    }
                }
                if (shown == nullptr) {
                    continue;
                }
                const SideMatch m =
                    classifier.classify(frame.occupancy.normalised, blob, pipeline.detector().grid(),
                                        pipeline.detector().options());
                const std::string truth = shown->id[0] == 'u' ? "union" : "confederate";
                ++judged;
                if (m.sideId != truth) {
                    std::cout << "[ side ] wrong: " << shown->id << " at " << blob.topSeenMm << " (stack level "
                              << shown->stackLevel << ") seen as " << m.seenBgr << ", " << m.sideId << " at "
                              << std::setprecision(2) << m.confidence << "\n";
                }
                right += m.sideId == truth ? 1 : 0;
                confidentlyWrongSingles += m.sideId != truth && m.confidence > 0.5 && shown->stackLevel == 0 ? 1 : 0;
                leastConfidence = std::min(leastConfidence, m.confidence);
            }
        }
        std::cout << "[ side ] " << conditions.name << ": " << right << "/" << judged << " right, least confidence "
                  << std::setprecision(2) << leastConfidence << "\n";
        ASSERT_GT(judged, 90);
        // Measured: 102/102 (easy), 99/99 (normal, hard); 101/102 and 97/100 before a washed-out
        // blue was taken for blue (AWashedOutColourKeepsItsSideAndAGreyStaysGrey). The confident
        // mistakes seen are stack tops whose face was fitted onto the other side's counter peeking
        // out below, an occupancy error, not a colour one; a counter alone is never confidently wrong.
        EXPECT_GE(right, 0.95 * judged) << conditions.name;
        EXPECT_EQ(confidentlyWrongSingles, 0) << conditions.name;
    }
}

// A counter of `colourBgr` lying square at the middle of a 50 mm square of cream map, 2 px/mm,
// mixed `washOut` of the way to white over the counter alone: glare on its glossy print, not light
// the map's normalisation would have divided out.
SideMatch classifyWashedOut(const SideClassifier& classifier, cv::Vec3b colourBgr, double washOut)
{
    const RectifiedGrid grid{cv::Rect2d(0, 0, 50, 50), 2.0};
    cv::Mat image(100, 100, CV_8UC3, cv::Scalar(200, 228, 238));
    cv::Vec3b seen;
    for (int k = 0; k < 3; ++k) {
        seen[k] = cv::saturate_cast<unsigned char>(colourBgr[k] + washOut * (255 - colourBgr[k]));
    }
    cv::rectangle(image, cv::Rect(36, 36, 29, 29), cv::Scalar(seen[0], seen[1], seen[2]), cv::FILLED);
    OccupancyBlob blob;
    blob.centreMm = blob.topSeenMm = {25.25, 25.25};
    return classifier.classify(image, blob, grid, OccupancyOptions{});
}

TEST(SideColour, AWashedOutColourKeepsItsSideAndAGreyStaysGrey)
{
    const SideClassifier classifier(warForTheUnionSides());
    // Glare washes the Union blue (#2f4f8f) a third and a half of the way to white: paler than the
    // Confederate grey, and nearer it in plain colour difference, but still plainly blue in hue,
    // where grey washed out stays grey.
    for (const double washOut : {0.0, 0.35, 0.5}) {
        SCOPED_TRACE(washOut);
        const SideMatch blue = classifyWashedOut(classifier, cv::Vec3b(0x8f, 0x4f, 0x2f), washOut);
        EXPECT_EQ(blue.sideId, "union");
        EXPECT_GT(blue.confidence, 0.3);
        // A grey washed half way to white is as pale as a blue washed out, so less sure; still named.
        const SideMatch grey = classifyWashedOut(classifier, cv::Vec3b(0x8c, 0x8c, 0x8c), washOut);
        EXPECT_EQ(grey.sideId, "confederate");
        EXPECT_GT(grey.confidence, washOut < 0.5 ? 0.3 : kMinSideConfidence);
    }
}

TEST(SideColour, WithNoSidesThereIsNoAnswer)
{
    const SideClassifier none({});
    const cv::Mat image(100, 100, CV_8UC3, cv::Scalar(150, 85, 35));
    OccupancyBlob blob;
    blob.topSeenMm = {25, 25};
    const SideMatch m = none.classify(image, blob, RectifiedGrid{cv::Rect2d(0, 0, 50, 50), 2.0}, OccupancyOptions{});
    EXPECT_EQ(m.side, -1);
    EXPECT_EQ(m.seenBgr, cv::Vec3b(150, 85, 35));
}

} // namespace
} // namespace adj::vision
