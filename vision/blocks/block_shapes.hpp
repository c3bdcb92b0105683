#pragma once
// Wooden blocks as occupancy sees them from above. A block standing upright (its label facing its
// owner, hidden from the camera) shows only its narrow painted top edge, high above the map; a block
// tipped onto its back shows its whole label face, low. The detector measures its blobs with both
// shapes; whether a block is tipped is then decided by its label (block_reading.hpp), not by which
// outline fitted: two upright blocks one behind the other are as square as one lying block.

#include "vision/occupancy/occupancy_types.hpp"

namespace adj::vision {

/// A block's size. Columbia Games' blocks are about 3/4 inch square and 3/8 inch thick; measure
/// your own set if it differs.
struct BlockSize {
    double faceMm = 19.0;      ///< The square label face.
    double thicknessMm = 9.0;  ///< Front to back.
};

/// tableOccupancyOptions() with the two faces of `size` as the only shapes: tipped (face x face,
/// `thicknessMm` high) first, then upright (face x thickness, `faceMm` high). Blocks do not stack,
/// and the detector does not split regions: blocksOf counts the blocks in each.
[[nodiscard]] OccupancyOptions blockOccupancyOptions(const BlockSize& size = {});

} // namespace adj::vision
