#pragma once
// Radial lens distortion in pixel units. Cheap webcams bend straight lines by several pixels
// near the frame edge; a homography cannot absorb that, so registration and rectification
// carry this one-parameter model alongside it.
//
// The model is written in the direction that is cheap to evaluate for a camera frame:
//     undistorted = centre + (distorted - centre) * (1 + k * r^2),  r = |distorted - centre| / radius
// with `radius` the half-diagonal of the frame, so k means the same at every resolution
// (k = -0.05 pulls the frame corners 5% towards the centre). The synthetic camera renders
// with this model and the pipeline undoes it, so both sides agree exactly.

#include <opencv2/core.hpp>

namespace adj::vision {

struct RadialDistortion {
    double k = 0.0;
    cv::Point2d centrePx;
    double radiusPx = 1.0;

    /// The model for a frame of `size`, centred on the frame, with coefficient `k`.
    [[nodiscard]] static RadialDistortion forFrame(cv::Size size, double k);

    [[nodiscard]] bool isIdentity() const { return k == 0.0; }

    /// Where a distorted frame pixel would be in an ideal pinhole image. Closed form.
    [[nodiscard]] cv::Point2d undistort(cv::Point2d distortedPx) const;
    /// Where an ideal pinhole pixel lands in the distorted frame (Newton's method; exact to
    /// 1e-6 px for |k| <= 0.3 inside the frame).
    [[nodiscard]] cv::Point2d distort(cv::Point2d undistortedPx) const;
};

} // namespace adj::vision
