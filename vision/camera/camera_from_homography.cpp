#include "vision/camera/camera_from_homography.hpp"

#include <cmath>
#include <numbers>

namespace adj::vision {

namespace {

// Estimate 1/f^2 from the two constraints a rotation puts on the homography's first two
// columns (orthogonal, equal length), least squares over both. Returns <= 0 when the
// columns carry no information about f (camera nearly square to the map).
double inverseFocalSquared(const cv::Matx33d& h, double* conditioning)
{
    const double a1 = h(0, 0) * h(0, 1) + h(1, 0) * h(1, 1);
    const double b1 = h(2, 0) * h(2, 1);
    const double a2 = h(0, 0) * h(0, 0) + h(1, 0) * h(1, 0) - h(0, 1) * h(0, 1) - h(1, 1) * h(1, 1);
    const double b2 = h(2, 0) * h(2, 0) - h(2, 1) * h(2, 1);
    const double norm = a1 * a1 + a2 * a2;
    // How strongly the perspective terms speak, relative to the affine ones: about
    // sin(tilt) / f, zero for a camera looking straight down, where any focal length fits.
    const double affine = h(0, 0) * h(0, 0) + h(1, 0) * h(1, 0) + h(0, 1) * h(0, 1) + h(1, 1) * h(1, 1);
    const double perspective = h(2, 0) * h(2, 0) + h(2, 1) * h(2, 1);
    *conditioning = affine > 0 ? std::sqrt(perspective / affine) : 0.0;
    if (norm <= 0) {
        return 0.0;
    }
    return -(a1 * b1 + a2 * b2) / norm;
}

ViewGeometry poseWithFocal(const cv::Matx33d& h, double f)
{
    ViewGeometry view;
    const cv::Matx33d kInv(1 / f, 0, 0, 0, 1 / f, 0, 0, 0, 1);
    const cv::Matx33d m = kInv * h;
    cv::Vec3d r1(m(0, 0), m(1, 0), m(2, 0));
    cv::Vec3d r2(m(0, 1), m(1, 1), m(2, 1));
    cv::Vec3d t(m(0, 2), m(1, 2), m(2, 2));
    double scale = 2.0 / (cv::norm(r1) + cv::norm(r2));
    if (t[2] < 0) { // the map must lie in front of the camera
        scale = -scale;
    }
    r1 *= scale;
    r2 *= scale;
    t *= scale;
    // Re-orthogonalise: noise leaves r1 and r2 slightly skew, and the camera centre depends
    // on the third axis.
    cv::Matx33d r(r1[0], r2[0], 0, r1[1], r2[1], 0, r1[2], r2[2], 0);
    const cv::Vec3d r3 = r1.cross(r2);
    r(0, 2) = r3[0];
    r(1, 2) = r3[1];
    r(2, 2) = r3[2];
    cv::SVD svd(cv::Mat(r), cv::SVD::FULL_UV);
    const cv::Matx33d rotation(cv::Mat(svd.u * svd.vt));
    const cv::Vec3d centre = -(rotation.t() * t);
    // Map axes: x east, y south, so z = x cross y points down into the table; a camera
    // above the map has negative z.
    if (!(centre[2] < 0) || !std::isfinite(centre[2])) {
        return view;
    }
    view.known = true;
    view.footMm = {centre[0], centre[1]};
    view.heightMm = -centre[2];
    view.focalPx = f;
    return view;
}

} // namespace

cv::Point2d ViewGeometry::standingPoint(cv::Point2d seenMm, double pointHeightMm) const
{
    if (!known || pointHeightMm <= 0 || pointHeightMm >= heightMm) {
        return seenMm;
    }
    return footMm + (seenMm - footMm) * ((heightMm - pointHeightMm) / heightMm);
}

cv::Point2d ViewGeometry::seenPoint(cv::Point2d standingMm, double pointHeightMm) const
{
    if (!known || pointHeightMm <= 0 || pointHeightMm >= heightMm) {
        return standingMm;
    }
    return footMm + (standingMm - footMm) * (heightMm / (heightMm - pointHeightMm));
}

ViewGeometry viewFromHomography(const cv::Matx33d& mapToImage, cv::Size imageSize, double fallbackFocalPx)
{
    // Move the principal point to the origin so that K = diag(f, f, 1).
    const cv::Matx33d centre(1, 0, -(imageSize.width - 1) / 2.0, 0, 1, -(imageSize.height - 1) / 2.0, 0, 0, 1);
    const cv::Matx33d h = centre * mapToImage;
    double conditioning = 0.0;
    const double w = inverseFocalSquared(h, &conditioning);
    const double width = imageSize.width;
    if (w > 0 && conditioning > 0.1 / width) { // tilted more than about 6 degrees
        const double f = 1.0 / std::sqrt(w);
        if (f > 0.2 * width && f < 5.0 * width) {
            ViewGeometry view = poseWithFocal(h, f);
            if (view.known) {
                view.focalEstimated = true;
                return view;
            }
        }
    }
    if (fallbackFocalPx > 0) {
        return poseWithFocal(h, fallbackFocalPx);
    }
    return {};
}

double focalFromHorizontalFov(double fovDeg, int widthPx)
{
    return widthPx / 2.0 / std::tan(fovDeg * std::numbers::pi / 360.0);
}

} // namespace adj::vision
