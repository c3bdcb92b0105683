#include "vision/occupancy/washed_out.hpp"

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

} // namespace adj::vision
