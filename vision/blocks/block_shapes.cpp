#include "vision/blocks/block_shapes.hpp"

#include "vision/table/table_map.hpp"

namespace adj::vision {

OccupancyOptions blockOccupancyOptions(const BlockSize& size)
{
    OccupancyOptions options = tableOccupancyOptions();
    options.shapes = {
        TopShape{{size.faceMm, size.faceMm}, size.thicknessMm, false},
        TopShape{{size.faceMm, size.thicknessMm}, size.faceMm, false},
    };
    options.maxStack = 1;
    // Blocks standing close together, with the long shadows of upright ones, merge into regions of
    // several blocks; blocksOf counts the blocks in a region itself, so the detector neither splits
    // regions nor drops the odd-shaped ones, and takes only a region as large as four pairs of
    // blocks with their shadows (or larger: a hand, an arm) as no pieces.
    options.splitAreaMultiple = 1e9;
    options.minConfidence = 0.0;
    options.maxPieceAreaMultiple = 8.0;
    options.maxClusterAreaMultiple = 8.0; // blocksOf reads what it takes; nothing larger is let through
    return options;
}

} // namespace adj::vision
