// Finding The War for the Union's practice map by its own print, with every registration marker out
// of the picture: the map found must put the map's corners within a few millimetres of where the
// synthetic camera's truth has them, with or without counters on it, and the frames after it are
// registered on it like touches. A picture without the map is refused in words.

#include "table_fixture.hpp"

#include "tests/support/map_only_frame.hpp"

#include "vision/registration/feature_registration.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/table_vision.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <chrono>
#include <cmath>
#include <iostream>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;
using test::wftu;

const cv::Size kPrintFrameSize{1920, 1080};

cv::Point2d mappedBy(const cv::Matx33d& h, cv::Point2d p)
{
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
    return {q[0] / q[2], q[1] / q[2]};
}

// The frame with all but the map and a 9 mm strip round it blacked out: no marker is left.
cv::Mat withMapOnly(const RenderedFrame& frame)
{
    return adj::test::mapOnlyFrame(frame.image, frame.truth.mapToImage, wftu().maker.layout().mapSizeMm);
}

// The worst distance (mm) between where `found` and the truth put the map's four corners. With no
// lens in the camera the truth is a homography, as what is found is.
double worstPrintCornerMm(const Registration& found, const FrameTruth& truth)
{
    const cv::Size2d mapMm = wftu().maker.layout().mapSizeMm;
    double worst = 0;
    for (const cv::Point2d corner : {cv::Point2d(0, 0), cv::Point2d(mapMm.width, 0), cv::Point2d(mapMm.width, mapMm.height),
                                     cv::Point2d(0, mapMm.height)}) {
        worst = std::max(worst, cv::norm(mappedBy(found.imageToMap, mappedBy(truth.mapToImage, corner)) - corner));
    }
    return worst;
}

SyntheticCamera printCamera(unsigned seed)
{
    SyntheticCamera camera(wftu().maker.sheet(), Conditions::preset(ConditionLevel::Normal), seed, kPrintFrameSize);
    camera.conditions().distortionK = 0.0; // the map found by its print has no lens model, as touches have none
    return camera;
}

TEST(PrintRegistration, FindsTheMapByItsPrintWithEveryMarkerOutOfThePicture)
{
    const TableMap table(wftu().game->data.definition, wftu().map);
    const FeatureReference reference(table.reference(), table.grid(), wftu().maker.layout().mapSizeMm);
    const auto& start = wftu().game->data.findScenario("practice-border-war")->start;
    for (const unsigned seed : {411U, 523U, 637U}) {
        SyntheticCamera camera = printCamera(seed);
        for (const bool withCounters : {false, true}) {
            const RenderedFrame frame =
                camera.render(withCounters ? wftu().maker.scene(start, Conditions::preset(ConditionLevel::Normal), seed) : Scene{});
            const auto begin = std::chrono::steady_clock::now();
            const Registration found = reference.registerFrame(withMapOnly(frame));
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
            ASSERT_TRUE(found.ok) << "seed " << seed << (withCounters ? " with counters: " : ": ") << found.reason;
            const double worst = worstPrintCornerMm(found, frame.truth);
            std::cout << "[ print ] seed " << seed << (withCounters ? " with the scenario's counters" : ", empty map")
                      << ": corners off by " << worst << " mm at worst (predicted " << found.predictedErrorMm << " mm, "
                      << found.rmsErrorMm << " mm RMS over the matches), " << ms << " ms\n";
            EXPECT_LT(worst, 3.0) << "seed " << seed;
            EXPECT_EQ(found.markersUsed, 0);
        }
    }
}

TEST(PrintRegistration, APictureWithoutTheMapIsRefusedInWords)
{
    const TableMap table(wftu().game->data.definition, wftu().map);
    const FeatureReference reference(table.reference(), table.grid(), wftu().maker.layout().mapSizeMm);
    EXPECT_GT(reference.featureCount(), 1000U);

    const Registration blank = reference.registerFrame(cv::Mat(kPrintFrameSize, CV_8UC3, cv::Scalar(90, 110, 120)));
    EXPECT_FALSE(blank.ok);
    EXPECT_NE(blank.reason.find("too little print"), std::string::npos) << blank.reason;

    // A cluttered picture of something else: corners aplenty, none of them the map's.
    cv::Mat clutter(kPrintFrameSize, CV_8UC3);
    cv::RNG rng(7);
    clutter.setTo(cv::Scalar(200, 200, 200));
    for (int i = 0; i < 3000; ++i) {
        const cv::Point at(rng.uniform(0, clutter.cols), rng.uniform(0, clutter.rows));
        cv::rectangle(clutter, at, at + cv::Point(rng.uniform(4, 30), rng.uniform(4, 30)),
                      cv::Scalar(rng.uniform(0, 255), rng.uniform(0, 255), rng.uniform(0, 255)), cv::FILLED);
    }
    const Registration other = reference.registerFrame(clutter);
    EXPECT_FALSE(other.ok);
    EXPECT_FALSE(other.reason.empty());
    EXPECT_NE(other.reason.find("touch the hexes"), std::string::npos) << other.reason;
}

TEST(PrintRegistration, TableVisionRegistersLaterFramesOnTheMapFound)
{
    TableVision tv(*wftu().game, wftu().map);
    SyntheticCamera camera = printCamera(411);
    const cv::Mat frame = withMapOnly(camera.render({}));
    EXPECT_FALSE(tv.process(frame, 0.0).registered); // no markers, no touches

    std::vector<HexTouch> touches;
    const Registration found = tv.findMapByPrint(frame, touches);
    ASSERT_TRUE(found.ok) << found.reason;
    EXPECT_EQ(touches.size(), 6U); // one per touch target, for keeping the set-up
    EXPECT_TRUE(tv.hasTouchedRegistration());
    const TableFrame next = tv.process(withMapOnly(camera.render({})), 0.5);
    EXPECT_TRUE(next.registered) << next.why;
    EXPECT_TRUE(next.byTouch);
    EXPECT_EQ(next.pieces, 0);

    std::vector<HexTouch> none;
    const Registration refused = tv.findMapByPrint(cv::Mat(kPrintFrameSize, CV_8UC3, cv::Scalar(30, 30, 30)), none);
    EXPECT_FALSE(refused.ok);
    EXPECT_TRUE(none.empty());
    EXPECT_TRUE(tv.hasTouchedRegistration()) << "a failed search keeps the map found before";
}

} // namespace
} // namespace adj::vision
