#include "vision/occupancy/washed_out.hpp"

#include "vision/occupancy/top_face.hpp"

#include <algorithm>
#include <cmath>

namespace adj::vision {

namespace {

// The middle of a 9/16 inch counter's face: clear of its edges and of the wall beside it.
constexpr double kSampleHalfMm = 4.7;
constexpr double kDarkerThanMap = 0.9;
constexpr double kOtherSaturation = 0.25;

double saturationOf(const cv::Scalar& bgr)
{
    const double mean = (bgr[0] + bgr[1] + bgr[2]) / 3.0;
    if (mean <= 0) return 0;
    return (std::max({bgr[0], bgr[1], bgr[2]}) - std::min({bgr[0], bgr[1], bgr[2]})) / mean;
}

} // namespace

bool looksLikeWashedOutMap(const OccupancyBlob& blob, const cv::Mat& normalised, const cv::Mat& reference,
                           const RectifiedGrid& grid)
{
    const cv::Point2d centre = grid.toPixel(blob.topSeenMm);
    const int half = std::max(1, static_cast<int>(std::lround(kSampleHalfMm * grid.pxPerMm)));
    const cv::Rect box = cv::Rect(cvRound(centre.x) - half, cvRound(centre.y) - half, 2 * half + 1, 2 * half + 1) &
                         cv::Rect(0, 0, normalised.cols, normalised.rows);
    if (box.empty() || reference.size() != normalised.size()) return false;
    const cv::Scalar seen = cv::mean(normalised(box));
    const cv::Scalar map = cv::mean(reference(box));
    const double mapLight = map[0] + map[1] + map[2];
    if (mapLight <= 0) return false;
    const double light = (seen[0] + seen[1] + seen[2]) / mapLight;
    return light >= kDarkerThanMap && std::abs(saturationOf(seen) - saturationOf(map)) < kOtherSaturation;
}

double mapOutlineShare(const OccupancyBlob& blob, const cv::Mat& referenceGrey, const RectifiedGrid& grid,
                       cv::Size2d shapeSizeMm)
{
    if (!(blob.edgeScore > 0) || referenceGrey.empty()) return 0.0;
    const cv::Size2d sizePx = shapeSizeMm * grid.pxPerMm;
    const cv::Point2d centre = grid.toPixel(blob.topSeenMm);
    // The face and a little beyond it: the gradients along its outline, and the search for the pixel
    // nearest the fitted centre (a pixel either way).
    const int half = static_cast<int>(std::ceil(std::max(sizePx.width, sizePx.height))) + 4;
    const cv::Rect roi = cv::Rect(cvRound(centre.x) - half, cvRound(centre.y) - half, 2 * half + 1, 2 * half + 1) &
                         cv::Rect(0, 0, referenceGrey.cols, referenceGrey.rows);
    if (roi.empty()) return 0.0;
    const cv::Point local(cvRound(centre.x) - roi.x, cvRound(centre.y) - roi.y);
    const RectangleFit printed =
        fitRectangle(gradientsOf(referenceGrey(roi)), sizePx, blob.shapeAngleDeg, cv::Rect(local.x - 1, local.y - 1, 3, 3));
    return printed.score / blob.edgeScore;
}

} // namespace adj::vision
