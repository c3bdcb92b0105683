#include "vision/registration/registration.hpp"

#include <opencv2/core.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace adj::vision {

namespace {

// The map point each of `from`'s corner pixels shows under `to`, minus the corner itself.
// Measuring in map mm (not pixels) makes the tolerance independent of camera resolution.
double cornerShiftMm(const Registration& from, const Registration& to, const cv::Size2d& mapSize)
{
    const std::vector<cv::Point2d> corners{
        {0, 0}, {mapSize.width, 0}, {mapSize.width, mapSize.height}, {0, mapSize.height}};
    std::vector<cv::Point2d> pixels;
    std::vector<cv::Point2d> seenAt;
    cv::perspectiveTransform(corners, pixels, cv::Mat(from.mapToImage));
    cv::perspectiveTransform(pixels, seenAt, cv::Mat(to.imageToMap));
    double worst = 0.0;
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const double shift = cv::norm(seenAt[i] - corners[i]);
        worst = std::isfinite(shift) ? std::max(worst, shift) : shift;
        if (!std::isfinite(worst)) {
            break;
        }
    }
    return worst;
}

} // namespace

double Registration::displacementMm(const Registration& other) const
{
    if (!ok || !other.ok) {
        return std::numeric_limits<double>::infinity();
    }
    const double shift =
        std::max(cornerShiftMm(other, *this, mapSizeMm), cornerShiftMm(*this, other, mapSizeMm));
    // A homography that sends a corner to infinity has certainly not stayed put.
    return std::isfinite(shift) ? shift : std::numeric_limits<double>::infinity();
}

bool Registration::movedFrom(const Registration& other, double toleranceMm) const
{
    return displacementMm(other) > toleranceMm;
}

} // namespace adj::vision
