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
// How far (grey levels) the face's mean colour may lie off the line from the map's mean colour to white.
// Saturation alone does not tell a blue counter on a green wood, its face lit white in the middle, from
// the wood washed out: 65-72 levels off for the three such counters dropped on 200 hard tables at 1080p,
// at most 27 for the 160 fits with no piece under them (glare, registration, shadow).
constexpr double kOffTheWashMeanLevels = 40.0;

double saturationOf(const cv::Scalar& bgr)
{
    const double mean = (bgr[0] + bgr[1] + bgr[2]) / 3.0;
    if (mean <= 0) return 0;
    return (std::max({bgr[0], bgr[1], bgr[2]}) - std::min({bgr[0], bgr[1], bgr[2]})) / mean;
}

// Glare mixes the map with white by this much at least before a pixel counts as washed out: less is
// within the noise and light the comparison allows anyway.
constexpr double kLeastWash = 0.08;
// How far (grey levels) a pixel may lie off the line from the map's colour to white: noise, and the
// comparison's smoothing of print edges. A share of the pixel's distance from the map is allowed too, as
// the camera's colours are not quite linear in light.
constexpr double kOffTheWashLevels = 12.0;
constexpr double kOffTheWashShare = 0.25;
// Both images are smoothed as the change map smooths them (change_map.cpp), so that a print edge the
// camera blurred compares like the map's.
constexpr double kWashCompareBlurPx = 1.2;

} // namespace

cv::Mat washedOutMapPixels(const cv::Mat& normalised, const cv::Mat& reference, const cv::Mat& mask, const cv::Rect& roi)
{
    cv::Mat out = cv::Mat::zeros(mask.size(), CV_8U);
    if (roi.empty() || normalised.size() != reference.size()) return out;
    cv::Mat seen;
    cv::Mat map;
    cv::GaussianBlur(normalised(roi), seen, cv::Size(0, 0), kWashCompareBlurPx);
    cv::GaussianBlur(reference(roi), map, cv::Size(0, 0), kWashCompareBlurPx);
    const cv::Vec3f white(255.0F, 255.0F, 255.0F);
    for (int y = 0; y < mask.rows; ++y) {
        const auto* m = mask.ptr<unsigned char>(y);
        const auto* f = seen.ptr<cv::Vec3b>(y);
        const auto* r = map.ptr<cv::Vec3b>(y);
        auto* o = out.ptr<unsigned char>(y);
        for (int x = 0; x < mask.cols; ++x) {
            if (m[x] == 0) continue;
            const cv::Vec3f under(r[x]);
            const cv::Vec3f towardsWhite = white - under;
            const double span = towardsWhite.dot(towardsWhite);
            if (span < 1.0) continue; // white paper: glare cannot show on it
            const cv::Vec3f change = cv::Vec3f(f[x]) - under;
            const double t = change.dot(towardsWhite) / span;
            if (t < kLeastWash) continue;
            const double off = cv::norm(change - towardsWhite * static_cast<float>(t));
            if (off <= std::max(kOffTheWashLevels, kOffTheWashShare * cv::norm(change))) o[x] = 255;
        }
    }
    return out;
}

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
    if (light < kDarkerThanMap || std::abs(saturationOf(seen) - saturationOf(map)) >= kOtherSaturation) return false;
    // Glare keeps the map's hue; as saturated a counter of another hue does not.
    const cv::Vec3d under(map[0], map[1], map[2]);
    const cv::Vec3d towardsWhite = cv::Vec3d(255.0, 255.0, 255.0) - under;
    const cv::Vec3d change = cv::Vec3d(seen[0], seen[1], seen[2]) - under;
    const double t = change.dot(towardsWhite) / std::max(1.0, towardsWhite.dot(towardsWhite));
    return cv::norm(change - towardsWhite * t) <= kOffTheWashMeanLevels;
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
