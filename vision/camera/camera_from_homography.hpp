#pragma once
// Where the camera is, from the map homography alone. Counters are not flat: the top of a
// 1.8 mm counter seen from a camera 25 degrees off vertical lands 1.5 mm away from where the
// counter stands, a stack of three 4.5 mm. Undoing that parallax needs the camera's position
// above the map, which a plane homography gives once the focal length is known.

#include <opencv2/core.hpp>

namespace adj::vision {

/// The camera's position relative to the map: the map point straight below it and its height.
struct ViewGeometry {
    bool known = false;        ///< False: no usable estimate, treat tops as lying on the map.
    cv::Point2d footMm;        ///< Map point directly below the camera's centre (may be off the map).
    double heightMm = 0.0;     ///< Camera centre above the map plane.
    double focalPx = 0.0;      ///< The focal length used (estimated or assumed).
    bool focalEstimated = false; ///< True when the homography itself fixed the focal length.

    /// Where a point seen at `seenMm` on the map plane really is, if it sits `heightMm` above
    /// the map: the camera ray through it meets the map farther out than the point stands.
    [[nodiscard]] cv::Point2d standingPoint(cv::Point2d seenMm, double pointHeightMm) const;
    /// The reverse: where a point `pointHeightMm` above `standingMm` appears on the map plane.
    [[nodiscard]] cv::Point2d seenPoint(cv::Point2d standingMm, double pointHeightMm) const;
};

/// Camera position from `mapToImage` (map mm -> ideal pinhole pixels, distortion removed) for
/// a frame of `imageSize`, assuming square pixels and the principal point at the frame centre.
/// The focal length comes from the homography when the view is tilted enough to fix it
/// (more than about 6 degrees); otherwise `fallbackFocalPx` is used. Unknown if neither works.
[[nodiscard]] ViewGeometry viewFromHomography(const cv::Matx33d& mapToImage, cv::Size imageSize,
                                              double fallbackFocalPx);

/// Focal length in pixels of a camera with horizontal field of view `fovDeg` over `widthPx`.
[[nodiscard]] double focalFromHorizontalFov(double fovDeg, int widthPx);

} // namespace adj::vision
