#include "vision/camera/distortion_from_markers.hpp"

#include <opencv2/calib3d.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace adj::vision {

namespace {

// A corner this far (map mm) from the least-squares fit is misread, not bent by the lens: well-read
// corners fit within about 0.3 mm once k is right. Under hard light a marker now and then has a corner
// or two 5-6 px off (glare or a shadow along its edge); least squares spreads that over k, the bent lens
// then fits no clearly better than the straight one, and k fell back to 0 on 20 of 120 hard 1080p tables
// (seed 2000), leaving the map's corners up to 6 mm out. With the misread corners left out, one at a
// time, worst first, the registration's error at the map's corners and centre (worst of nine points)
// went on average from 0.51 to 0.31 mm, and from 22 to 4 tables beyond 1 mm (seed 2000, 196 tables);
// seed 4000: 0.48 to 0.30 mm, 25 to 5; seed 3000: 0.52 to 0.34 mm, 15 to 6. Leaving out whole markers
// did less well: from four markers k came out about twice the truth.
constexpr double kMisreadCornerMm = 1.0;
// Four markers give 16 corners for 9 unknowns and k; fewer leave k unconstrained. Corners are left
// out only while more than that many remain.
constexpr std::size_t kLeastCorners = 16;

struct Corners {
    std::vector<cv::Point2d> framePx;
    std::vector<cv::Point2d> mapMm;
    std::vector<int> ids; ///< The marker each corner is of.
};

Corners layoutCorners(const std::vector<DetectedMarker>& detected, const MarkerLayout& layout, int* markers)
{
    Corners corners;
    std::set<int> seen;
    for (const DetectedMarker* found : inIdOrder(detected)) { // least squares' rounding follows the order
        const DetectedMarker& marker = *found;
        const PlacedMarker* placed = layout.find(marker.id);
        if (placed == nullptr || !seen.insert(marker.id).second) {
            continue;
        }
        const auto mm = layout.cornersMm(*placed);
        for (std::size_t c = 0; c < 4; ++c) {
            corners.framePx.emplace_back(marker.cornersPx[c]);
            corners.mapMm.push_back(mm[c]);
            corners.ids.push_back(marker.id);
        }
    }
    *markers = static_cast<int>(seen.size());
    return corners;
}

void leaveOut(Corners& corners, std::size_t i)
{
    const auto at = static_cast<std::ptrdiff_t>(i);
    corners.framePx.erase(corners.framePx.begin() + at);
    corners.mapMm.erase(corners.mapMm.begin() + at);
    corners.ids.erase(corners.ids.begin() + at);
}

// Each corner's distance (map mm) from a least-squares homography through the corners with `lens`
// removed; empty when no homography fits. Least squares, not RANSAC: k is judged by how well all the
// corners fit, and misread ones are taken out by the caller.
std::vector<double> fitResiduals(const Corners& corners, const RadialDistortion& lens)
{
    std::vector<cv::Point2d> ideal;
    ideal.reserve(corners.framePx.size());
    for (const auto& p : corners.framePx) {
        ideal.push_back(lens.undistort(p));
    }
    const cv::Mat h = cv::findHomography(ideal, corners.mapMm, 0);
    if (h.empty()) {
        return {};
    }
    std::vector<cv::Point2d> projected;
    cv::perspectiveTransform(ideal, projected, h);
    std::vector<double> residuals;
    residuals.reserve(projected.size());
    for (std::size_t i = 0; i < projected.size(); ++i) {
        residuals.push_back(cv::norm(projected[i] - corners.mapMm[i]));
    }
    return residuals;
}

double fitRms(const Corners& corners, const RadialDistortion& lens)
{
    const std::vector<double> residuals = fitResiduals(corners, lens);
    if (residuals.empty()) {
        return std::numeric_limits<double>::infinity();
    }
    double sum = 0.0;
    for (const double r : residuals) sum += r * r;
    return std::sqrt(sum / static_cast<double>(residuals.size()));
}

// k by the corners as they are, all trusted; `heldK` unless another k fits clearly better.
DistortionEstimate estimateFrom(const Corners& corners, cv::Size frameSize, double heldK, double maxK)
{
    DistortionEstimate estimate;
    estimate.lens = RadialDistortion::forFrame(frameSize, heldK);
    const auto rmsAt = [&](double k) { return fitRms(corners, RadialDistortion::forFrame(frameSize, k)); };
    estimate.rmsBeforeMm = rmsAt(0.0);
    const double heldRms = heldK == 0.0 ? estimate.rmsBeforeMm : rmsAt(heldK);

    // The residual is smooth and single-dipped in k over this range: golden-section search.
    const double phi = (std::sqrt(5.0) - 1.0) / 2.0;
    double lo = -maxK;
    double hi = maxK;
    double a = hi - phi * (hi - lo);
    double b = lo + phi * (hi - lo);
    double fa = rmsAt(a);
    double fb = rmsAt(b);
    for (int i = 0; i < 40 && hi - lo > 1e-5; ++i) {
        if (fa < fb) {
            hi = b;
            b = a;
            fb = fa;
            a = hi - phi * (hi - lo);
            fa = rmsAt(a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + phi * (hi - lo);
            fb = rmsAt(b);
        }
    }
    const double k = (lo + hi) / 2.0;
    const double after = rmsAt(k);
    estimate.ok = true;
    // Keep the held k (the straight pinhole for a camera not yet known) unless another fits clearly
    // better: corner noise alone would otherwise produce a small random k, and a k that changes from
    // frame to frame moves the map in the frame of a camera that holds still.
    if (after < 0.8 * heldRms) {
        estimate.lens.k = k;
        estimate.rmsAfterMm = after;
    } else {
        estimate.rmsAfterMm = heldRms;
    }
    return estimate;
}

} // namespace

DistortionEstimate estimateDistortionFromMarkers(const std::vector<DetectedMarker>& detected,
                                                 const MarkerLayout& layout, cv::Size frameSize, double heldK,
                                                 double maxK)
{
    int markers = 0;
    Corners corners = layoutCorners(detected, layout, &markers);
    if (markers < 4) {
        DistortionEstimate none;
        none.lens = RadialDistortion::forFrame(frameSize, heldK);
        return none;
    }
    std::set<int> misread;
    for (;;) {
        DistortionEstimate estimate = estimateFrom(corners, frameSize, heldK, maxK);
        estimate.misreadIds.assign(misread.begin(), misread.end());
        if (corners.ids.size() <= kLeastCorners) return estimate;
        const std::vector<double> residuals = fitResiduals(corners, estimate.lens);
        const auto worst = std::max_element(residuals.begin(), residuals.end());
        if (worst == residuals.end() || *worst <= kMisreadCornerMm) return estimate;
        const auto i = static_cast<std::size_t>(worst - residuals.begin());
        misread.insert(corners.ids[i]);
        leaveOut(corners, i);
    }
}

std::vector<DetectedMarker> undistortMarkers(const std::vector<DetectedMarker>& detected, const RadialDistortion& lens)
{
    std::vector<DetectedMarker> out = detected;
    if (lens.isIdentity()) {
        return out;
    }
    for (auto& marker : out) {
        for (auto& corner : marker.cornersPx) {
            const cv::Point2d p = lens.undistort(cv::Point2d(corner));
            corner = cv::Point2f(static_cast<float>(p.x), static_cast<float>(p.y));
        }
    }
    return out;
}

} // namespace adj::vision
