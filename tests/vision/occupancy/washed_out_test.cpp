// looksLikeWashedOutMap: glare over a printed terrain is the map's own colour, a little brighter and
// paler; a piece on it, even one with a weak outline, is darker or of another saturation.
// mapOutlineShare: a square fitted to the map's own printed edges has an outline the empty map lines as
// strongly as the frame; a piece's outline is an edge the map lacks.

#include "vision/occupancy/washed_out.hpp"

#include "vision/occupancy/top_face.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

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

TEST(WashedOutMap, ACounterOfAnotherHueLitWhiteInTheMiddleIsNot)
{
    // A blue counter on a green wood under a hot spot, its middle lit white: as bright as the wood and
    // about as saturated (blue and white average to a pale blue), but of another hue, which glare keeps.
    const cv::Mat wood = plain(cv::Scalar(116, 189, 142));
    cv::Mat lit = withCounter(wood, cv::Scalar(143, 79, 47));
    const cv::Point2d half(3.0, 3.0);
    cv::rectangle(lit, kGrid.toPixel(cv::Point2d(30, 30) - half), kGrid.toPixel(cv::Point2d(30, 30) + half),
                  cv::Scalar(255, 255, 255), cv::FILLED);
    EXPECT_FALSE(looksLikeWashedOutMap(blobAt({30, 30}), lit, wood, kGrid));
    // The wood itself under the same hot spot is.
    cv::Mat glare = wood.clone();
    cv::addWeighted(wood, 0.8, plain(cv::Scalar(255, 255, 255)), 0.2, 0.0, glare);
    EXPECT_TRUE(looksLikeWashedOutMap(blobAt({30, 30}), glare, wood, kGrid));
}

TEST(WashedOutMap, AFaceOffTheGridIsNotJudged)
{
    const cv::Mat cream = plain(kCream);
    EXPECT_FALSE(looksLikeWashedOutMap(blobAt({-40, -40}), cream, cream, kGrid));
    EXPECT_FALSE(looksLikeWashedOutMap(blobAt({30, 30}), cream, cv::Mat(), kGrid));
}

/// The blob's fitted face as measurePiece fits it: a 14.3 mm square, its centre searched within 2 mm
/// of 30,30 mm, its edge score the frame's (`grey`).
OccupancyBlob fittedIn(const cv::Mat& grey)
{
    const cv::Size2d sizePx = cv::Size2d(14.3, 14.3) * kGrid.pxPerMm;
    const cv::Point2d centre = kGrid.toPixel({30, 30});
    const int reach = static_cast<int>(2 * kGrid.pxPerMm);
    const RectangleFit fit = fitRectangle(gradientsOf(grey), sizePx, 0.0,
                                          cv::Rect(cvRound(centre.x) - reach, cvRound(centre.y) - reach, 2 * reach + 1,
                                                   2 * reach + 1));
    OccupancyBlob blob = blobAt(kGrid.toMap(fit.centrePx));
    blob.edgeScore = fit.score;
    return blob;
}

cv::Mat greyOf(const cv::Mat& bgr)
{
    cv::Mat grey;
    cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
    return grey;
}

TEST(MapOutlineShare, ASquareFittedToPrintedEdgesIsTheMapsOutline)
{
    // The map prints a square of sea in cream land (a coast's hexes, say); glare pales it, and the square
    // fitted to it lies on the print's edges, weaker in the frame than on the map.
    const cv::Scalar sea{230, 200, 150};
    const cv::Mat map = withCounter(plain(kCream), sea);
    cv::Mat glare;
    cv::addWeighted(map, 0.7, plain(cv::Scalar(255, 255, 255)), 0.3, 0.0, glare);
    const OccupancyBlob blob = fittedIn(greyOf(glare));
    ASSERT_GT(blob.edgeScore, 0);
    EXPECT_GE(mapOutlineShare(blob, greyOf(map), kGrid, {14.3, 14.3}), 1.0);
}

TEST(MapOutlineShare, APiecesOutlineIsNotOnTheMap)
{
    const cv::Mat cream = plain(kCream);
    const OccupancyBlob blob = fittedIn(greyOf(withCounter(cream, kGreyCounter)));
    ASSERT_GT(blob.edgeScore, 0);
    EXPECT_LT(mapOutlineShare(blob, greyOf(cream), kGrid, {14.3, 14.3}), 0.1);
    // No outline, or no map: nothing to compare.
    EXPECT_EQ(mapOutlineShare(blobAt({30, 30}), greyOf(cream), kGrid, {14.3, 14.3}), 0.0);
    EXPECT_EQ(mapOutlineShare(blob, cv::Mat(), kGrid, {14.3, 14.3}), 0.0);
}

// washedOutMapPixels: the same per pixel, within a changed region, as the detector strips glare from a
// region too large for a stack before measuring the counters left in it.
double washedShare(const cv::Mat& frame, const cv::Mat& map)
{
    const cv::Mat all(kGrid.size(), CV_8U, cv::Scalar(255));
    const cv::Rect whole(0, 0, kGrid.size().width, kGrid.size().height);
    return cv::countNonZero(washedOutMapPixels(frame, map, all, whole)) / static_cast<double>(all.total());
}

/// `map` mixed towards white by `t`, as glare does.
cv::Mat washed(const cv::Mat& map, double t)
{
    cv::Mat out;
    cv::addWeighted(map, 1.0 - t, plain(cv::Scalar(255, 255, 255)), t, 0.0, out);
    return out;
}

TEST(WashedOutMapPixels, AWoodWashedByGlareIsWashedOutEverywhere)
{
    const cv::Mat wood = plain(cv::Scalar(116, 189, 142));
    EXPECT_GT(washedShare(washed(wood, 0.3), wood), 0.99);
    EXPECT_GT(washedShare(washed(wood, 0.7), wood), 0.99);
    EXPECT_LT(washedShare(washed(wood, 0.03), wood), 0.01) << "within the noise the comparison allows";
}

TEST(WashedOutMapPixels, CountersHandsAndShadowsOnItAreNot)
{
    const cv::Mat wood = plain(cv::Scalar(116, 189, 142));
    EXPECT_EQ(washedShare(plain(cv::Scalar(143, 79, 47)), wood), 0.0) << "a Union blue counter";
    EXPECT_EQ(washedShare(plain(cv::Scalar(140, 140, 140)), wood), 0.0) << "a Confederate grey counter";
    EXPECT_EQ(washedShare(washed(plain(cv::Scalar(143, 79, 47)), 0.3), wood), 0.0) << "a blue counter under glare";
    EXPECT_EQ(washedShare(plain(cv::Scalar(120, 150, 200)), wood), 0.0) << "a hand";
    cv::Mat shadow;
    wood.convertTo(shadow, -1, 0.7);
    EXPECT_EQ(washedShare(shadow, wood), 0.0) << "a shadow";
}

TEST(WashedOutMapPixels, OnlyTheRegionsPixelsAreJudged)
{
    const cv::Mat wood = plain(cv::Scalar(116, 189, 142));
    cv::Mat mask = cv::Mat::zeros(10, 10, CV_8U);
    mask(cv::Rect(0, 0, 5, 10)).setTo(255);
    const cv::Mat out = washedOutMapPixels(washed(wood, 0.4), wood, mask, cv::Rect(20, 20, 10, 10));
    ASSERT_EQ(out.size(), mask.size());
    EXPECT_EQ(cv::countNonZero(out), 50);
}

} // namespace washed_out_test
} // namespace
} // namespace adj::vision
