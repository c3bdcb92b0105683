#pragma once
// A block game's board from one registered frame: every block the camera sees, the hex it stands
// in, its side by the colour of its wood, and whether it is tipped. An upright block's label faces
// its owner, so which unit it is stays hidden: vision never names one. What the opponent may know,
// and all the camera can know, is how many blocks of each side stand in each hex.

#include "vision/blocks/block_shapes.hpp"
#include "vision/occupancy/occupancy_detector.hpp"
#include "vision/pipeline/occupancy_pipeline.hpp"
#include "vision/table/table_map.hpp"

#include <vector>

namespace adj::vision {

/// One SeenStack per block (count 1, `tipped` set, no identity candidates) in `seen`, measured by
/// `detector` with blockOccupancyOptions(size).
/// - Grey wood is as dark as a shadow on the cream map; such blobs are recovered as counters are.
/// - Tipped: a pale label shows in the middle of the top face. The outline alone cannot tell: two
///   upright blocks one behind the other are as square as one lying block.
/// - Upright blocks standing close together merge into one blob; how many it holds comes from its
///   area against the area one, two or three blocks in a row would cover from this camera.
/// - Side: the colour of the wood round the label, lighting normalised, nearest of the game's sides.
[[nodiscard]] std::vector<SeenStack> blocksOf(const TableMap& table, FrameOccupancy& seen,
                                              const OccupancyDetector& detector, const BlockSize& size = {});

} // namespace adj::vision
