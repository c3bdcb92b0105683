#pragma once
// Occupancy: the rectified frame against the empty map, giving piece-sized blobs with their
// map position, orientation and a confidence, and the foreign objects (hands, arms, heavy
// shadows) that stability needs to know about.

#include "vision/camera/camera_from_homography.hpp"
#include "vision/occupancy/change_map.hpp"
#include "vision/occupancy/lighting.hpp"
#include "vision/occupancy/occupancy_types.hpp"
#include "vision/occupancy/scratch_mat.hpp"
#include "vision/registration/rectified_grid.hpp"

#include <opencv2/core.hpp>

namespace adj::vision {

class OccupancyDetector {
public:
    /// `referenceBgr`: the empty map on `grid` (a set-up capture, rectified and normalised,
    /// or the printed map resampled with referenceFromPrint).
    /// `camouflage` (optional, CV_8U on the grid, 255 = yes): where the map is printed so that a piece
    /// lying on it can look like the map there, such as a river under a ship that stands on it. A piece
    /// over it shows as changed only round it, in parts; parts reaching across it from both sides are
    /// joined (see occupancy_detector.cpp).
    /// Throws std::invalid_argument if the reference or the camouflage does not match the grid.
    OccupancyDetector(RectifiedGrid grid, const cv::Mat& referenceBgr, OccupancyOptions options = {},
                      cv::Mat camouflage = {});

    /// Blobs and foreign objects in `rectified` (the frame on the grid, CV_8UC3); `valid`
    /// marks grid pixels the camera sees; `view` places the camera for parallax.
    /// Not const: the working images are kept for the next frame (see scratch_mat.hpp).
    [[nodiscard]] OccupancyResult detect(const cv::Mat& rectified, const cv::Mat& valid, const ViewGeometry& view);

    [[nodiscard]] const RectifiedGrid& grid() const { return grid_; }
    [[nodiscard]] const LightingModel& lighting() const { return lighting_; }
    [[nodiscard]] const OccupancyOptions& options() const { return options_; }
    [[nodiscard]] const cv::Mat& reference() const { return change_.reference(); }
    /// The camouflage mask it was made with (empty: none).
    [[nodiscard]] const cv::Mat& camouflage() const { return camouflage_; }
    /// Whether a fit measured on `normalised` (OccupancyResult::normalised) is kept as a piece, as detect
    /// keeps its own: confident enough, and not the map washed out by glare (washed_out.hpp). For regions
    /// measured again after detect (TableMap's recoveries).
    [[nodiscard]] bool keepsAsPiece(const OccupancyBlob& blob, const cv::Mat& normalised) const;

private:
    RectifiedGrid grid_;
    OccupancyOptions options_;
    ChangeReference change_;
    LightingModel lighting_;
    cv::Mat camouflage_;
    cv::Rect bridgeArea_; ///< Where bridging camouflage can change anything (see occupancy_detector.cpp).
    // Per-frame working images; what detect returns is allocated afresh, as callers keep it.
    ScratchMat lightScale_;
    ScratchMat awayFromEdges_;
    ScratchMat grey_;
    ScratchMat shadows_;
    ScratchMat regions_;
    ScratchMat labels_;
};

/// A printed map image (BGR at `pxPerMm`, its pixel (0, 0) starting at `originMm`)
/// resampled onto `grid`, as the camera would see it if the light were perfect.
[[nodiscard]] cv::Mat referenceFromPrint(const cv::Mat& printBgr, double pxPerMm, cv::Point2d originMm,
                                         const RectifiedGrid& grid);

/// Skin-like colour (YCrCb box), for telling hands from other large changes.
[[nodiscard]] bool skinLike(const cv::Vec3b& bgr);

} // namespace adj::vision
