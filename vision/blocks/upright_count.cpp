#include "vision/blocks/upright_count.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace adj::vision {
namespace {

/// Gap players leave between blocks standing in a row.
constexpr double kRowGapMm = 2.5;
/// Most upright blocks one patch of wood is read as.
constexpr int kMostUpright = 8;
/// The changed region reaches this far beyond a block's outline: the wood blends with the map beside
/// it over a pixel or so of the grid. Measured: single upright blocks covered 1.05-1.4 times the
/// outline's own area on normal tables (the darker wood more), pairs 1.8-2.4 times.
constexpr double kHaloMm = 0.85;
/// Less wood than this share of one upright block's area is no block: a fringe, a sliver of shadow.
constexpr double kLeastUprightShare = 0.5;

} // namespace

double coveredAreaMm2(const ViewGeometry& view, cv::Point2d centreMm, cv::Size2d footprint, double angleDeg,
                      double heightMm)
{
    const double a = angleDeg * CV_PI / 180.0;
    const cv::Point2d ux(std::cos(a), std::sin(a));
    const cv::Point2d uy(-std::sin(a), std::cos(a));
    std::vector<cv::Point2f> corners;
    for (const double sx : {-0.5, 0.5}) {
        for (const double sy : {-0.5, 0.5}) {
            const cv::Point2d c = centreMm + ux * (sx * footprint.width) + uy * (sy * footprint.height);
            corners.emplace_back(c);
            corners.emplace_back(view.known ? view.seenPoint(c, heightMm) : c);
        }
    }
    std::vector<cv::Point2f> hull;
    cv::convexHull(corners, hull);
    return cv::contourArea(hull) + kHaloMm * cv::arcLength(hull, true);
}

double uprightAreaMm2(const ViewGeometry& view, cv::Point2d centreMm, int n, double angleDeg, const BlockSize& size)
{
    const auto row = [&](int k, double angle) {
        const cv::Size2d footprint(size.faceMm, k * size.thicknessMm + (k - 1) * kRowGapMm);
        return coveredAreaMm2(view, centreMm, footprint, angle, size.faceMm);
    };
    // The row's direction is not known for a square-ish region: both ways, averaged.
    const auto either = [&](int k) { return 0.5 * (row(k, angleDeg) + row(k, angleDeg + 90.0)); };
    if (n <= 3) return either(n);
    return either(3) * n / 3.0;
}

UprightCount countUpright(const ViewGeometry& view, double woodAreaMm2, cv::Point2d centreMm, double angleDeg,
                          const BlockSize& size)
{
    UprightCount count;
    if (woodAreaMm2 < kLeastUprightShare * uprightAreaMm2(view, centreMm, 1, angleDeg, size)) return count;
    double bestMiss = std::numeric_limits<double>::infinity();
    for (int n = 1; n <= kMostUpright; ++n) {
        const double miss = std::abs(std::log(woodAreaMm2 / uprightAreaMm2(view, centreMm, n, angleDeg, size)));
        if (miss < bestMiss) {
            bestMiss = miss;
            count.blocks = n;
        }
    }
    count.confidence = std::clamp(1.0 - bestMiss, 0.1, 1.0);
    return count;
}

} // namespace adj::vision
