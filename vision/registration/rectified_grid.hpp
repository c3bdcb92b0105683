#pragma once
// The pixel grid of a rectified (top-down) map image: which map millimetres each pixel
// shows. Later stages (occupancy, identity) work in rectified pixels and need this to name
// the map point, and so the hex, under a blob.

#include <opencv2/core.hpp>

namespace adj::vision {

/// Pixel (u, v) covers map mm [x0 + u/s, x0 + (u+1)/s) x [y0 + v/s, y0 + (v+1)/s), where
/// (x0, y0) is regionMm's top-left and s is pxPerMm; its centre is OpenCV's (u, v).
struct RectifiedGrid {
    cv::Rect2d regionMm;
    double pxPerMm = 1.0;

    /// The map area (0,0)-(mapSizeMm) at `pxPerMm`.
    [[nodiscard]] static RectifiedGrid wholeMap(cv::Size2d mapSizeMm, double pxPerMm);

    /// Image size: the region at pxPerMm, rounded to whole pixels.
    [[nodiscard]] cv::Size size() const;
    /// Map mm -> rectified pixel coordinates.
    [[nodiscard]] cv::Matx33d mapToPixel() const;
    [[nodiscard]] cv::Point2d toPixel(cv::Point2d mapMm) const;
    [[nodiscard]] cv::Point2d toMap(cv::Point2d pixel) const;
};

} // namespace adj::vision
