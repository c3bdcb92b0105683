// estimateDistortionFromMarkers: the lens's k from the registration markers' corners, with corners
// that were misread left out rather than spread over k, and a running camera's k held while its
// corners fit it as well as any.

#include "vision/camera/distortion_from_markers.hpp"

#include <gtest/gtest.h>

namespace adj::vision {
namespace {
namespace distortion_from_markers_test {

const cv::Size kFrame{1920, 1080};

// The markers round a 600 x 400 mm map, photographed square-on through a lens of coefficient k:
// 2.4 px per mm, the map in the middle of the frame.
std::vector<DetectedMarker> photographed(const MarkerLayout& layout, double k)
{
    const RadialDistortion lens = RadialDistortion::forFrame(kFrame, k);
    std::vector<DetectedMarker> markers;
    for (const PlacedMarker& placed : layout.markers) {
        DetectedMarker marker;
        marker.id = placed.id;
        const auto mm = layout.cornersMm(placed);
        for (std::size_t c = 0; c < 4; ++c) {
            const cv::Point2d ideal(960 + 1.6 * (mm[c].x - 300), 540 + 1.6 * (mm[c].y - 200));
            const cv::Point2d px = lens.distort(ideal);
            marker.cornersPx[c] = cv::Point2f(static_cast<float>(px.x), static_cast<float>(px.y));
        }
        markers.push_back(marker);
    }
    return markers;
}

const MarkerLayout& layout()
{
    static const MarkerLayout kLayout = MarkerLayout::forMapRect(600, 400, 30, 10);
    return kLayout;
}

TEST(DistortionFromMarkers, FindsTheLensOfCleanCorners)
{
    ASSERT_GT(layout().markers.size(), 4U);
    for (const double k : {-0.06, 0.05}) {
        const DistortionEstimate estimate = estimateDistortionFromMarkers(photographed(layout(), k), layout(), kFrame);
        ASSERT_TRUE(estimate.ok);
        EXPECT_NEAR(estimate.lens.k, k, 0.002);
        EXPECT_TRUE(estimate.misreadIds.empty());
    }
}

TEST(DistortionFromMarkers, LeavesOutMisreadCornersAndNamesTheirMarker)
{
    // Two corners of one marker 6 px out, as glare along its edge left them on hard tables.
    std::vector<DetectedMarker> markers = photographed(layout(), 0.05);
    DetectedMarker& misread = markers[1];
    misread.cornersPx[1] += cv::Point2f(5.0F, -3.5F);
    misread.cornersPx[2] += cv::Point2f(-4.0F, 4.5F);
    const DistortionEstimate estimate = estimateDistortionFromMarkers(markers, layout(), kFrame);
    ASSERT_TRUE(estimate.ok);
    EXPECT_NEAR(estimate.lens.k, 0.05, 0.005);
    EXPECT_EQ(estimate.misreadIds, std::vector<int>{misread.id});
}

TEST(DistortionFromMarkers, KeepsEveryCornerOfTheLastFourMarkers)
{
    std::vector<DetectedMarker> markers = photographed(layout(), 0.05);
    markers.resize(4);
    markers[0].cornersPx[0] += cv::Point2f(6.0F, 0.0F);
    const DistortionEstimate estimate = estimateDistortionFromMarkers(markers, layout(), kFrame);
    ASSERT_TRUE(estimate.ok);
    EXPECT_TRUE(estimate.misreadIds.empty()) << "fewer than 16 corners leave k unconstrained";
}

// Corner noise of a few tenths of a pixel, as a camera's frames give: the same corners each frame
// with a different jitter.
std::vector<DetectedMarker> jittered(std::vector<DetectedMarker> markers, unsigned seed)
{
    cv::RNG rng(seed);
    for (auto& marker : markers) {
        for (auto& corner : marker.cornersPx) {
            corner += cv::Point2f(static_cast<float>(rng.gaussian(0.3)), static_cast<float>(rng.gaussian(0.3)));
        }
    }
    return markers;
}

TEST(DistortionFromMarkers, KeepsTheHeldLensWhileTheCornersFitItAsWell)
{
    // A running camera whose k was estimated at -0.037: frame after frame the corners' noise would move
    // the estimate by a little, and with it the map in the frame; the held k is kept.
    for (unsigned frame = 1; frame <= 5; ++frame) {
        const auto markers = jittered(photographed(layout(), -0.04), frame);
        const DistortionEstimate fresh = estimateDistortionFromMarkers(markers, layout(), kFrame);
        ASSERT_TRUE(fresh.ok);
        EXPECT_NE(fresh.lens.k, -0.037) << "frame " << frame;
        const DistortionEstimate held = estimateDistortionFromMarkers(markers, layout(), kFrame, -0.037);
        ASSERT_TRUE(held.ok);
        EXPECT_EQ(held.lens.k, -0.037) << "frame " << frame;
        EXPECT_LE(held.rmsAfterMm, held.rmsBeforeMm);
    }
}

TEST(DistortionFromMarkers, LeavesTheHeldLensForOneThatFitsClearlyBetter)
{
    // Another camera, or the same one zoomed: its corners fit k = 0.05, not the held -0.04.
    const DistortionEstimate estimate = estimateDistortionFromMarkers(photographed(layout(), 0.05), layout(), kFrame, -0.04);
    ASSERT_TRUE(estimate.ok);
    EXPECT_NEAR(estimate.lens.k, 0.05, 0.002);
}

TEST(DistortionFromMarkers, HasNoEstimateFromFewerThanFourMarkers)
{
    std::vector<DetectedMarker> markers = photographed(layout(), 0.05);
    markers.resize(3);
    const DistortionEstimate estimate = estimateDistortionFromMarkers(markers, layout(), kFrame);
    EXPECT_FALSE(estimate.ok);
    EXPECT_EQ(estimate.lens.k, 0.0);
    // A running camera keeps its lens while a hand hides all but three markers.
    const DistortionEstimate held = estimateDistortionFromMarkers(markers, layout(), kFrame, 0.05);
    EXPECT_FALSE(held.ok);
    EXPECT_EQ(held.lens.k, 0.05);
}

} // namespace distortion_from_markers_test
} // namespace
} // namespace adj::vision
