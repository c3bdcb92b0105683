#include "vision/registration/homography_uncertainty.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adj::vision {

namespace {

cv::Point2d applyH(const cv::Matx33d& h, cv::Point2d p)
{
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
    return {q[0] / q[2], q[1] / q[2]};
}

// Hartley normalisation of the image points: centroid to the origin, mean distance sqrt(2).
// Raw pixel coordinates make the normal equations too badly conditioned to invert reliably.
cv::Matx33d normalising(const std::vector<cv::Point2d>& points)
{
    cv::Point2d centroid(0, 0);
    for (const auto& p : points) {
        centroid += p;
    }
    centroid *= 1.0 / static_cast<double>(points.size());
    double meanDistance = 0.0;
    for (const auto& p : points) {
        meanDistance += cv::norm(p - centroid);
    }
    meanDistance /= static_cast<double>(points.size());
    const double s = meanDistance > 0 ? std::sqrt(2.0) / meanDistance : 1.0;
    return {s, 0, -s * centroid.x, 0, s, -s * centroid.y, 0, 0, 1};
}

// Derivatives of the mapped point (u, v) with respect to the eight free entries of a
// homography whose bottom-right entry is fixed at 1, at input point p.
cv::Matx<double, 2, 8> jacobianAt(const cv::Matx33d& h, cv::Point2d p)
{
    const double w = h(2, 0) * p.x + h(2, 1) * p.y + 1.0;
    const double u = (h(0, 0) * p.x + h(0, 1) * p.y + h(0, 2)) / w;
    const double v = (h(1, 0) * p.x + h(1, 1) * p.y + h(1, 2)) / w;
    return {p.x / w, p.y / w, 1 / w, 0, 0, 0, -u * p.x / w, -u * p.y / w,
            0, 0, 0, p.x / w, p.y / w, 1 / w, -v * p.x / w, -v * p.y / w};
}

} // namespace

std::vector<double> predictedErrorsMm(const cv::Matx33d& imageToMap, const std::vector<cv::Point2d>& imagePx,
                                      const std::vector<cv::Point2d>& mapMm,
                                      const std::vector<cv::Point2d>& probesMm, double cornerSigma)
{
    std::vector<double> errors(probesMm.size(), std::numeric_limits<double>::infinity());
    // Four points fix the eight parameters exactly: how far they are off then follows from
    // cornerSigma alone, which the caller knows (a noise floor) even though residuals cannot say.
    if (imagePx.size() < 4 || imagePx.size() != mapMm.size()) {
        return errors;
    }
    // Work on normalised image points; the map-side covariance does not depend on this choice.
    const cv::Matx33d t = normalising(imagePx);
    cv::Matx33d h = imageToMap * t.inv();
    if (std::abs(h(2, 2)) < 1e-12) {
        return errors;
    }
    h *= 1.0 / h(2, 2);

    cv::Matx<double, 8, 8> normal = cv::Matx<double, 8, 8>::zeros();
    for (const auto& p : imagePx) {
        const auto j = jacobianAt(h, applyH(t, p));
        normal += j.t() * j;
    }
    cv::Matx<double, 8, 8> covariance;
    // Near-singular normal equations mean the points do not pin the homography down.
    if (cv::invert(normal, covariance, cv::DECOMP_SVD) < 1e-12) {
        return errors;
    }
    const cv::Matx33d mapToNormalised = t * imageToMap.inv();
    for (std::size_t i = 0; i < probesMm.size(); ++i) {
        const auto g = jacobianAt(h, applyH(mapToNormalised, probesMm[i]));
        const cv::Matx22d sigma = g * covariance * g.t();
        errors[i] = cornerSigma * std::sqrt(std::max(0.0, sigma(0, 0) + sigma(1, 1)));
    }
    return errors;
}

double cornerSigmaMm(const cv::Matx33d& imageToMap, const std::vector<cv::Point2d>& imagePx,
                     const std::vector<cv::Point2d>& mapMm, double floorMm)
{
    const auto degreesOfFreedom = 2 * static_cast<double>(imagePx.size()) - 8;
    if (degreesOfFreedom <= 0) {
        return floorMm;
    }
    double squared = 0.0;
    for (std::size_t i = 0; i < imagePx.size(); ++i) {
        const cv::Point2d r = applyH(imageToMap, imagePx[i]) - mapMm[i];
        squared += r.dot(r);
    }
    return std::max(floorMm, std::sqrt(squared / degreesOfFreedom));
}

} // namespace adj::vision
