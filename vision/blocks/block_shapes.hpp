#pragma once
// Wooden blocks as occupancy sees them from above. A block standing upright (its label facing its
// owner, hidden from the camera) shows only its narrow painted top edge, high above the map; a block
// tipped onto its back shows its whole label face, low. The detector fits both shapes to every blob:
// which one fits says whether the block is tipped, and its height is what removes the parallax.

#include "vision/occupancy/occupancy_types.hpp"

namespace adj::vision {

/// A block's size. Columbia Games' blocks are about 3/4 inch square and 3/8 inch thick; measure
/// your own set if it differs.
struct BlockSize {
    double faceMm = 19.0;      ///< The square label face.
    double thicknessMm = 9.0;  ///< Front to back.
};

/// Indices into OccupancyOptions::shapes of blockOccupancyOptions.
inline constexpr int kTippedBlockShape = 0;
inline constexpr int kUprightBlockShape = 1;

/// tableOccupancyOptions() with the two faces of `size` as the only shapes: tipped (face x face,
/// `thicknessMm` high) first, then upright (face x thickness, `faceMm` high). Blocks do not stack,
/// and the detector does not split regions: blocksOf counts the blocks in each.
[[nodiscard]] OccupancyOptions blockOccupancyOptions(const BlockSize& size = {});

} // namespace adj::vision
