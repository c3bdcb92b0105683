#include "vision/camera/radial_distortion.hpp"

#include <cmath>

namespace adj::vision {

RadialDistortion RadialDistortion::forFrame(cv::Size size, double k)
{
    RadialDistortion d;
    d.k = k;
    d.centrePx = {(size.width - 1) / 2.0, (size.height - 1) / 2.0};
    d.radiusPx = std::hypot(size.width, size.height) / 2.0;
    return d;
}

cv::Point2d RadialDistortion::undistort(cv::Point2d distortedPx) const
{
    const cv::Point2d v = distortedPx - centrePx;
    const double r2 = v.dot(v) / (radiusPx * radiusPx);
    return centrePx + v * (1.0 + k * r2);
}

cv::Point2d RadialDistortion::distort(cv::Point2d undistortedPx) const
{
    if (k == 0.0) {
        return undistortedPx;
    }
    const cv::Point2d v = undistortedPx - centrePx;
    const double target = std::sqrt(v.dot(v)) / radiusPx; // r_u = s (1 + k s^2), solve for s
    if (target == 0.0) {
        return undistortedPx;
    }
    double s = target;
    for (int i = 0; i < 20; ++i) {
        const double f = s * (1.0 + k * s * s) - target;
        const double df = 1.0 + 3.0 * k * s * s;
        const double step = f / df;
        s -= step;
        if (std::abs(step) < 1e-12) {
            break;
        }
    }
    return centrePx + v * (s / target);
}

} // namespace adj::vision
