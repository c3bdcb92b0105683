#pragma once
// A pinhole camera above the table. World coordinates are map mm with x east, y south and
// z down into the table, so a point h mm above the map has z = -h.

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision::synth {

/// Where the camera is and where it looks.
struct CameraPose {
    double tiltDeg = 20.0;   ///< Off vertical. With yaw 0 the camera sits south of the map, looking north.
    double rollDeg = 4.0;    ///< Turn about the viewing axis: nobody mounts a camera square.
    double yawDeg = 0.0;     ///< Which side of the table the camera leans from, clockwise from south.
    double distanceMm = 760.0;
    double focalPx = 1000.0;
    cv::Size imageSize{1280, 960};
    cv::Point2d lookAtMm{300, 200};
};

/// The pose as matrices: K (principal point at the frame centre), world -> camera rotation
/// and translation.
class PinholeCamera {
public:
    explicit PinholeCamera(const CameraPose& pose);

    [[nodiscard]] cv::Size imageSize() const { return size_; }
    [[nodiscard]] const cv::Matx33d& intrinsics() const { return k_; }
    /// World point (map mm, z down) -> ideal pixel.
    [[nodiscard]] cv::Point2d project(cv::Point3d world) const;
    /// The homography map mm -> ideal pixels for the plane `heightMm` above the map.
    [[nodiscard]] cv::Matx33d planeToImage(double heightMm) const;
    /// The camera's centre in world coordinates.
    [[nodiscard]] cv::Point3d centre() const;
    /// Depth of a world point along the viewing axis (for drawing order).
    [[nodiscard]] double depth(cv::Point3d world) const;

private:
    cv::Matx33d k_;
    cv::Matx33d r_;
    cv::Vec3d t_;
    cv::Size size_;
};

/// The exact homography map mm -> camera pixels for `pose`: K [r1 r2 t] for the table plane.
[[nodiscard]] cv::Matx33d mapToCamera(const CameraPose& pose);

/// `pose` with focalPx chosen so that every point of `mapPointsMm` falls inside the central
/// `fill` fraction of the frame (both directions).
[[nodiscard]] CameraPose framed(CameraPose pose, const std::vector<cv::Point2d>& mapPointsMm, double fill);

[[nodiscard]] cv::Point2d applyHomography(const cv::Matx33d& h, cv::Point2d p);

/// Camera pixels per map mm at a map point (geometric mean of the two directions).
[[nodiscard]] double pixelsPerMmAt(const cv::Matx33d& mapToCam, cv::Point2d mapMm);

} // namespace adj::vision::synth
