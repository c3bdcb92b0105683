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
/// `detector` with blockOccupancyOptions(size). Grey wood is as dark as a shadow on the cream map:
/// such regions are first recovered into `seen` as pieces (TableMap::recoverShadowColouredPieces).
/// Blocks standing close together, with the shadows of upright ones, merge into one changed region,
/// so each region the detector took for pieces is read as a whole:
/// - a tipped block is a pale label ringed by wood; it stands where its label's middle, brought down
///   from the block's thickness, puts it;
/// - the rest of the region's wood (changed pixels darker than any label; a shadow on the cream map
///   stays paler than that) is upright blocks: as many as the area one, two or more blocks in a row
///   cover from this camera says, each where its share of the wood puts it;
/// - each block's side is the side its wood's pixels vote for.
[[nodiscard]] std::vector<SeenStack> blocksOf(const TableMap& table, FrameOccupancy& seen,
                                              const OccupancyDetector& detector, const BlockSize& size = {});

} // namespace adj::vision
