#include "vision/camera/distortion_from_markers.hpp"

#include <opencv2/calib3d.hpp>

#include <cmath>
#include <limits>
#include <set>

namespace adj::vision {

namespace {

struct Corners {
    std::vector<cv::Point2d> framePx;
    std::vector<cv::Point2d> mapMm;
};

Corners layoutCorners(const std::vector<DetectedMarker>& detected, const MarkerLayout& layout, int* markers)
{
    Corners corners;
    std::set<int> seen;
    for (const auto& marker : detected) {
        const PlacedMarker* placed = layout.find(marker.id);
        if (placed == nullptr || !seen.insert(marker.id).second) {
            continue;
        }
        const auto mm = layout.cornersMm(*placed);
        for (std::size_t c = 0; c < 4; ++c) {
            corners.framePx.emplace_back(marker.cornersPx[c]);
            corners.mapMm.push_back(mm[c]);
        }
    }
    *markers = static_cast<int>(seen.size());
    return corners;
}

// RMS (map mm) of a least-squares homography through the corners with `lens` removed.
// Least squares, not RANSAC: a misread corner would bias k, but it would equally spoil the
// registration, which rejects it afterwards.
double fitRms(const Corners& corners, const RadialDistortion& lens)
{
    std::vector<cv::Point2d> ideal;
    ideal.reserve(corners.framePx.size());
    for (const auto& p : corners.framePx) {
        ideal.push_back(lens.undistort(p));
    }
    const cv::Mat h = cv::findHomography(ideal, corners.mapMm, 0);
    if (h.empty()) {
        return std::numeric_limits<double>::infinity();
    }
    std::vector<cv::Point2d> projected;
    cv::perspectiveTransform(ideal, projected, h);
    double sum = 0.0;
    for (std::size_t i = 0; i < projected.size(); ++i) {
        const cv::Point2d e = projected[i] - corners.mapMm[i];
        sum += e.dot(e);
    }
    return std::sqrt(sum / static_cast<double>(projected.size()));
}

} // namespace

DistortionEstimate estimateDistortionFromMarkers(const std::vector<DetectedMarker>& detected,
                                                 const MarkerLayout& layout, cv::Size frameSize, double heldK,
                                                 double maxK)
{
    DistortionEstimate estimate;
    estimate.lens = RadialDistortion::forFrame(frameSize, heldK);
    int markers = 0;
    const Corners corners = layoutCorners(detected, layout, &markers);
    // Four markers give 16 corners for 9 unknowns; fewer leave k unconstrained.
    if (markers < 4) {
        return estimate;
    }
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
