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
    return options;
}

} // namespace adj::vision
