#pragma once
// A registration plus the lens model: everything needed to go between camera-frame pixels
// (as the camera delivers them, distortion and all) and map millimetres.

#include "vision/camera/radial_distortion.hpp"
#include "vision/registration/rectified_grid.hpp"
#include "vision/registration/registration.hpp"

#include <opencv2/core.hpp>

namespace adj::vision {

struct FrameGeometry {
    /// Homography between ideal pinhole pixels (lens distortion removed) and map mm.
    Registration registration;
    RadialDistortion lens;

    [[nodiscard]] bool ok() const { return registration.ok; }
    /// Map mm -> frame pixel. Throws std::logic_error unless ok().
    [[nodiscard]] cv::Point2d mapToFrame(cv::Point2d mapMm) const;
    /// Frame pixel -> map mm. Throws std::logic_error unless ok().
    [[nodiscard]] cv::Point2d frameToMap(cv::Point2d framePx) const;
    /// How finely the camera sees the map round `mapMm`: its pixels per map millimetre, the coarser
    /// of the map's two ways (perspective foreshortens one). Throws std::logic_error unless ok().
    [[nodiscard]] double pxPerMmAt(cv::Point2d mapMm) const;
};

/// Lookup tables that rectify a frame onto a grid in one pass, undoing perspective and lens
/// together. Building them costs tens of milliseconds; using them a few, so they are kept
/// for as long as the registration holds.
struct RectifyMaps {
    RectifiedGrid grid;
    cv::Size frameSize;
    cv::Mat map1;  ///< Fixed-point maps for cv::remap (CV_16SC2 + CV_16UC1).
    cv::Mat map2;
    cv::Mat valid; ///< CV_8U, 255 where the grid pixel is inside the camera frame.
};

/// Throws std::logic_error unless `geometry` is ok, std::invalid_argument for an empty grid.
[[nodiscard]] RectifyMaps buildRectifyMaps(const FrameGeometry& geometry, const RectifiedGrid& grid,
                                           cv::Size frameSize);

/// The grid's view of `frame`; pixels outside the frame are black (see RectifyMaps::valid).
[[nodiscard]] cv::Mat rectifyWith(const cv::Mat& frame, const RectifyMaps& maps);

/// A square patch of the map plane, `sideMm` wide at `pxPerMm`, centred on `centreMm` and
/// turned by `angleDeg` (the patch's x axis points along the map direction angleDeg clockwise
/// from east): a counter's face, squared up, straight from the frame. Edges replicate.
[[nodiscard]] cv::Mat rectifyPatch(const cv::Mat& frame, const FrameGeometry& geometry, cv::Point2d centreMm,
                                   double angleDeg, double sideMm, double pxPerMm);

} // namespace adj::vision
