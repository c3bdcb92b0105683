#include "vision/synth/camera_pose.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace adj::vision::synth {

namespace {

double radians(double deg)
{
    return deg * std::numbers::pi / 180.0;
}

} // namespace

PinholeCamera::PinholeCamera(const CameraPose& pose) : size_(pose.imageSize)
{
    const double tilt = radians(pose.tiltDeg);
    const double roll = radians(pose.rollDeg);
    const double yaw = radians(pose.yawDeg);
    // A camera looking straight down with its image x east and y south has the world's axes;
    // tilt it about x (leaning back to the south), roll about its viewing axis, then carry
    // the whole rig round the table about the vertical.
    const cv::Matx33d tiltR(1, 0, 0, 0, std::cos(tilt), -std::sin(tilt), 0, std::sin(tilt), std::cos(tilt));
    const cv::Matx33d rollR(std::cos(roll), -std::sin(roll), 0, std::sin(roll), std::cos(roll), 0, 0, 0, 1);
    const cv::Matx33d yawR(std::cos(yaw), -std::sin(yaw), 0, std::sin(yaw), std::cos(yaw), 0, 0, 0, 1);
    const cv::Matx33d cameraAxes = yawR * tiltR * rollR; // columns: camera x, y, z in world terms
    const cv::Vec3d view = cameraAxes * cv::Vec3d(0, 0, 1);
    const cv::Vec3d centre = cv::Vec3d(pose.lookAtMm.x, pose.lookAtMm.y, 0) - pose.distanceMm * view;
    r_ = cameraAxes.t();
    t_ = -(r_ * centre);
    k_ = cv::Matx33d(pose.focalPx, 0, (pose.imageSize.width - 1) / 2.0, 0, pose.focalPx,
                     (pose.imageSize.height - 1) / 2.0, 0, 0, 1);
}

cv::Point2d PinholeCamera::project(cv::Point3d world) const
{
    const cv::Vec3d q = k_ * (r_ * cv::Vec3d(world.x, world.y, world.z) + t_);
    return {q[0] / q[2], q[1] / q[2]};
}

cv::Matx33d PinholeCamera::planeToImage(double heightMm) const
{
    // Points (x, y, -h): the third column absorbs -h times the rotation's z column.
    const cv::Vec3d t = t_ + r_ * cv::Vec3d(0, 0, -heightMm);
    const cv::Matx33d plane(r_(0, 0), r_(0, 1), t[0], r_(1, 0), r_(1, 1), t[1], r_(2, 0), r_(2, 1), t[2]);
    return k_ * plane;
}

cv::Point3d PinholeCamera::centre() const
{
    const cv::Vec3d c = -(r_.t() * t_);
    return {c[0], c[1], c[2]};
}

double PinholeCamera::depth(cv::Point3d world) const
{
    const cv::Vec3d q = r_ * cv::Vec3d(world.x, world.y, world.z) + t_;
    return q[2];
}

cv::Matx33d mapToCamera(const CameraPose& pose)
{
    return PinholeCamera(pose).planeToImage(0.0);
}

CameraPose framed(CameraPose pose, const std::vector<cv::Point2d>& mapPointsMm, double fill)
{
    // Offsets from the principal point scale linearly with the focal length, so one trial
    // projection at f = 1 gives the exact focal length that fits.
    pose.focalPx = 1.0;
    const cv::Matx33d h = mapToCamera(pose);
    const cv::Point2d c((pose.imageSize.width - 1) / 2.0, (pose.imageSize.height - 1) / 2.0);
    double worst = 0.0;
    for (const auto& p : mapPointsMm) {
        const cv::Point2d q = applyHomography(h, p) - c;
        worst = std::max({worst, std::abs(q.x) / (pose.imageSize.width / 2.0),
                          std::abs(q.y) / (pose.imageSize.height / 2.0)});
    }
    pose.focalPx = worst > 0 ? fill / worst : 1000.0;
    return pose;
}

cv::Point2d applyHomography(const cv::Matx33d& h, cv::Point2d p)
{
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
    return {q[0] / q[2], q[1] / q[2]};
}

double pixelsPerMmAt(const cv::Matx33d& mapToCam, cv::Point2d mapMm)
{
    const cv::Point2d p = applyHomography(mapToCam, mapMm);
    const double dx = cv::norm(applyHomography(mapToCam, mapMm + cv::Point2d(1, 0)) - p);
    const double dy = cv::norm(applyHomography(mapToCam, mapMm + cv::Point2d(0, 1)) - p);
    return std::sqrt(dx * dy);
}

} // namespace adj::vision::synth
