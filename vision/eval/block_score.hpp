#pragma once
// Scoring a block-game frame against the camera's truth. Blocks of a side look alike from above, so
// what can be right is the count: how many blocks of each side stand in each hex, and how many of
// those lie tipped. A block is counted right when its hex holds at least as many seen blocks of its
// side as true ones up to it; the rest are missed, and seen blocks beyond the truth are false.

#include "engine/tracker/observation.hpp"
#include "vision/eval/block_table.hpp"
#include "vision/synth/frame_truth.hpp"

#include <string>
#include <vector>

namespace adj::vision::eval {

struct BlockScore {
    int visible = 0;      ///< True blocks the camera saw whole enough to count.
    int rightSpace = 0;   ///< ...counted in their hex with their side.
    int rightTipped = 0;  ///< ...and with their tipped or upright state.
    int missed = 0;       ///< True blocks not matched by a seen one of their side in their hex.
    int falseBlocks = 0;  ///< Seen blocks beyond the truth of their hex and side.
    int hexes = 0;        ///< Hexes holding true or seen blocks.
    int hexesRight = 0;   ///< ...whose count of each side, upright and tipped, is exactly right.
    std::vector<std::string> mistakes; ///< One line per wrong hex, in words.

    BlockScore& operator+=(const BlockScore& other);
};

/// Scores `seen` (one ObservedStack per block, as blocksOf gives) against `truth`. Blocks the frame
/// shows less than half of (under a hand, out of frame) are left out, and so are the hexes they stand in.
[[nodiscard]] BlockScore scoreBlocks(const std::vector<BlockTruth>& truth, const synth::FrameTruth& frame,
                                     const std::vector<tracker::ObservedStack>& seen);

} // namespace adj::vision::eval
