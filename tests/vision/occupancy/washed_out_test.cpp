// looksLikeWashedOutMap: glare over a printed terrain is the map's own colour, a little brighter and
// paler; a piece on it, even one with a weak outline, is darker or of another saturation.

#include "vision/occupancy/washed_out.hpp"

#include <gtest/gtest.h>

namespace adj::vision {
namespace {
namespace washed_out_test {

const RectifiedGrid kGrid{cv::Rect2d(0, 0, 60, 60), 1.5};

OccupancyBlob blobAt(cv::Point2d mm)
{
    OccupancyBlob blob;
    blob.centreMm = mm;
    blob.topSeenMm = mm;
    return blob;
}

/// The whole grid in one colour (BGR).
cv::Mat plain(cv::Scalar bgr)
{
    return cv::Mat(kGrid.size(), CV_8UC3, bgr);
}

/// `base` with a 14.3 mm square of `bgr` centred at 30,30 mm.
cv::Mat withCounter(const cv::Mat& base, cv::Scalar bgr)
{
    cv::Mat out = base.clone();
    const cv::Point2d half(7.15, 7.15);
    cv::rectangle(out, kGrid.toPixel(cv::Point2d(30, 30) - half), kGrid.toPixel(cv::Point2d(30, 30) + half), bgr,
                  cv::FILLED);
    return out;
}

const cv::Scalar kSwamp{150, 165, 110};   // the practice map's teal
const cv::Scalar kCream{200, 235, 240};
const cv::Scalar kGreyCounter{140, 140, 140};
const cv::Scalar kBlueCounter{150, 70, 40};

TEST(WashedOutMap, GlareOverTheMapIsTheMapWashedOut)
{
    const cv::Mat swamp = plain(kSwamp);
    cv::Mat glare;
    // Whitened: brighter, and paler by mixing in white.
    cv::addWeighted(swamp, 0.85, plain(cv::Scalar(255, 255, 255)), 0.15, 0.0, glare);
    EXPECT_TRUE(looksLikeWashedOutMap(blobAt({30, 30}), glare, swamp, kGrid));
    EXPECT_TRUE(looksLikeWashedOutMap(blobAt({30, 30}), swamp, swamp, kGrid)); // the map itself, unchanged
}

TEST(WashedOutMap, APieceIsNot)
{
    const cv::Mat swamp = plain(kSwamp);
    // A grey counter on the swamp: about as bright, but grey where the map is teal.
    EXPECT_FALSE(looksLikeWashedOutMap(blobAt({30, 30}), withCounter(swamp, kGreyCounter), swamp, kGrid));
    // A blue counter on cream: darker.
    const cv::Mat cream = plain(kCream);
    EXPECT_FALSE(looksLikeWashedOutMap(blobAt({30, 30}), withCounter(cream, kBlueCounter), cream, kGrid));
    // A grey counter on cream: darker too.
    EXPECT_FALSE(looksLikeWashedOutMap(blobAt({30, 30}), withCounter(cream, kGreyCounter), cream, kGrid));
}

TEST(WashedOutMap, AFaceOffTheGridIsNotJudged)
{
    const cv::Mat cream = plain(kCream);
    EXPECT_FALSE(looksLikeWashedOutMap(blobAt({-40, -40}), cream, cream, kGrid));
    EXPECT_FALSE(looksLikeWashedOutMap(blobAt({30, 30}), cream, cv::Mat(), kGrid));
}

} // namespace washed_out_test
} // namespace
} // namespace adj::vision
