// MarkerTracker: a still camera's markers are looked for round where they were; a moved camera, a
// marker hidden or a frame that did not register sends the search back to the whole frame. What is
// found round the last markers must be what the whole frame gives.

#include "support/occupancy_kit.hpp"
#include "vision/pipeline/fast_markers.hpp"
#include "vision/pipeline/marker_tracker.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include <map>

namespace adj::vision {
namespace {
namespace marker_tracker_test {

using namespace adj::vision::synth;

std::map<int, DetectedMarker> byId(const std::vector<DetectedMarker>& markers)
{
    std::map<int, DetectedMarker> out;
    for (const auto& m : markers) out[m.id] = m;
    return out;
}

// Worst distance (frame px) between two registrations over the map's corners and centre.
double worstShiftPx(const FrameGeometry& a, const FrameGeometry& b)
{
    double worst = 0.0;
    for (const cv::Point2d mm : {cv::Point2d(0, 0), cv::Point2d(600, 0), cv::Point2d(0, 400), cv::Point2d(600, 400), cv::Point2d(300, 200)}) {
        worst = std::max(worst, cv::norm(a.mapToFrame(mm) - b.mapToFrame(mm)));
    }
    return worst;
}

TEST(MarkerSearch, RoundTheLastMarkersFindsWhatTheWholeFrameFinds)
{
    const MarkerRegistrar registrar(test::kit().layout);
    for (const auto level : {ConditionLevel::Normal, ConditionLevel::Hard}) {
        for (unsigned seed = 1; seed <= 3; ++seed) {
            SCOPED_TRACE(seed);
            SyntheticCamera camera(test::kit().sheet, Conditions::preset(level), 800 + seed);
            const cv::Mat frame = camera.render(Scene{}).image;
            const auto whole = detectMarkersScaled(registrar.detector(), frame, 0.5);
            const FrameGeometry geometry = registerWithLens(registrar, whole, frame.size());
            ASSERT_TRUE(geometry.ok()) << geometry.registration.reason;
            const auto regions = markerSearchRegions(registrar.layout(), geometry, frame.size());
            ASSERT_FALSE(regions.empty());
            int searched = 0;
            for (const auto& r : regions) searched += r.area();
            EXPECT_LT(searched, frame.size().area() / 4) << "the regions are a small part of the frame";

            const auto tracked = byId(detectMarkersScaledWithin(registrar.detector(), frame, 0.5, regions));
            const auto all = byId(whole);
            ASSERT_EQ(tracked.size(), all.size());
            for (const auto& [id, marker] : all) {
                ASSERT_TRUE(tracked.count(id)) << "marker " << id;
                for (std::size_t c = 0; c < 4; ++c) {
                    EXPECT_LT(cv::norm(tracked.at(id).cornersPx[c] - marker.cornersPx[c]), 0.05) << "marker " << id;
                }
            }
        }
    }
}

TEST(MarkerSearch, HasNoRegionsWithoutARegistration)
{
    EXPECT_TRUE(markerSearchRegions(test::kit().layout, FrameGeometry{}, {1920, 1080}).empty());
}

TEST(MarkerTracker, AStillCameraIsSearchedRoundItsMarkersOnlyAndRegistersTheSame)
{
    SyntheticCamera camera(test::kit().sheet, Conditions::preset(ConditionLevel::Hard), 31);
    const cv::Mat frame = camera.render(Scene{}).image;
    auto pipeline = test::practicePipeline();
    const FrameOccupancy first = pipeline.process(frame);
    ASSERT_TRUE(first.geometry.ok()) << first.geometry.registration.reason;
    EXPECT_TRUE(first.markersSearchedWhole);
    for (int i = 0; i < 3; ++i) {
        const FrameOccupancy next = pipeline.process(camera.render(Scene{}).image);
        ASSERT_TRUE(next.geometry.ok()) << next.geometry.registration.reason;
        EXPECT_FALSE(next.markersSearchedWhole) << "frame " << i;
        EXPECT_EQ(next.geometry.registration.markersUsed, first.geometry.registration.markersUsed);
        EXPECT_LT(worstShiftPx(next.geometry, first.geometry), 0.5);
    }
}

TEST(MarkerTracker, AMovedCameraIsSearchedWholeAndRegistersWhereItNowIs)
{
    SyntheticCamera camera(test::kit().sheet, Conditions::preset(ConditionLevel::Normal), 32);
    auto pipeline = test::practicePipeline();
    ASSERT_TRUE(pipeline.process(camera.render(Scene{}).image).geometry.ok());
    // Far enough that the markers leave the regions round where they were.
    camera.bump(4.0, 3.0, 2.0, {120, -80});
    const cv::Mat moved = camera.render(Scene{}).image;
    const FrameOccupancy seen = pipeline.process(moved);
    ASSERT_TRUE(seen.geometry.ok()) << seen.geometry.registration.reason;
    EXPECT_TRUE(seen.markersSearchedWhole);
    auto fresh = test::practicePipeline();
    const FrameOccupancy expected = fresh.process(moved);
    ASSERT_TRUE(expected.geometry.ok());
    EXPECT_EQ(seen.geometry.registration.markersUsed, expected.geometry.registration.markersUsed);
    EXPECT_LT(worstShiftPx(seen.geometry, expected.geometry), 0.01);
}

TEST(MarkerTracker, AHiddenMarkerIsLookedForInTheWholeFrameOnceAndFoundRoundItsPlaceWhenUncovered)
{
    SyntheticCamera camera(test::kit().sheet, Conditions::preset(ConditionLevel::Normal), 33);
    const cv::Mat frame = camera.render(Scene{}).image;
    auto pipeline = test::practicePipeline();
    const FrameOccupancy first = pipeline.process(frame);
    ASSERT_TRUE(first.geometry.ok());
    const int all = first.geometry.registration.markersUsed;

    // A sleeve over the first marker: grey over its outline and a margin.
    std::vector<cv::Point> outline;
    const MarkerLayout& layout = test::kit().layout;
    for (const cv::Point2d mm : layout.cornersMm(layout.markers.front())) outline.emplace_back(first.geometry.mapToFrame(mm));
    cv::Mat covered = frame.clone();
    const cv::Rect box = cv::boundingRect(outline);
    cv::rectangle(covered, cv::Rect(box.x - 10, box.y - 10, box.width + 20, box.height + 20), cv::Scalar(90, 100, 110), cv::FILLED);

    const FrameOccupancy hidden = pipeline.process(covered);
    ASSERT_TRUE(hidden.geometry.ok());
    EXPECT_EQ(hidden.geometry.registration.markersUsed, all - 1);
    EXPECT_TRUE(hidden.markersSearchedWhole) << "one fewer round the last: the camera may have moved";
    const FrameOccupancy stillHidden = pipeline.process(covered);
    EXPECT_FALSE(stillHidden.markersSearchedWhole) << "as many as the last search: nothing moved";
    EXPECT_EQ(stillHidden.geometry.registration.markersUsed, all - 1);
    const FrameOccupancy uncovered = pipeline.process(frame);
    EXPECT_FALSE(uncovered.markersSearchedWhole) << "its place is still searched";
    EXPECT_EQ(uncovered.geometry.registration.markersUsed, all);
}

TEST(MarkerTracker, AFrameThatDidNotRegisterSendsTheNextSearchWhole)
{
    SyntheticCamera camera(test::kit().sheet, Conditions::preset(ConditionLevel::Normal), 34);
    const cv::Mat frame = camera.render(Scene{}).image;
    auto pipeline = test::practicePipeline();
    ASSERT_TRUE(pipeline.process(frame).geometry.ok());
    const cv::Mat blank(frame.size(), frame.type(), cv::Scalar::all(128));
    EXPECT_FALSE(pipeline.process(blank).geometry.ok());
    const FrameOccupancy back = pipeline.process(frame);
    ASSERT_TRUE(back.geometry.ok());
    EXPECT_TRUE(back.markersSearchedWhole);
}

} // namespace marker_tracker_test
} // namespace
} // namespace adj::vision
