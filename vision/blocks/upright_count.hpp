#pragma once
// How many upright blocks a patch of wood holds. From above, an upright block shows its narrow top
// and the walls turned to the camera; blocks one behind the other hide part of each other. So the
// count comes from comparing the wood's area with what one, two or more blocks in a row would cover
// from this camera, standing there: the camera's geometry, not a fixed size, sets the yardstick.

#include "vision/blocks/block_shapes.hpp"
#include "vision/camera/camera_from_homography.hpp"

#include <opencv2/core.hpp>

namespace adj::vision {

/// The area on the map plane a box covers as this camera sees it: its footprint (along its own x and
/// y, turned by `angleDeg`, standing at `centreMm`) swept up to its top `heightMm` above the map, with
/// the halo of blended pixels round it.
[[nodiscard]] double coveredAreaMm2(const ViewGeometry& view, cv::Point2d centreMm, cv::Size2d footprint,
                                    double angleDeg, double heightMm);

/// What `n` upright blocks standing about `centreMm` cover: in one row for two or three, as players
/// stand them in a hex; more as rows side by side.
[[nodiscard]] double uprightAreaMm2(const ViewGeometry& view, cv::Point2d centreMm, int n, double angleDeg,
                                    const BlockSize& size);

struct UprightCount {
    int blocks = 0;          ///< 0: too little wood for a block.
    double confidence = 0.0; ///< 0.1..1: how well the area fits that many.
};

/// The number of upright blocks `woodAreaMm2` of wood standing about `centreMm` holds (at most 8);
/// `angleDeg` is the wood's long axis on the map.
[[nodiscard]] UprightCount countUpright(const ViewGeometry& view, double woodAreaMm2, cv::Point2d centreMm,
                                        double angleDeg, const BlockSize& size);

} // namespace adj::vision
