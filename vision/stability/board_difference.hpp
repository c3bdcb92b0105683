#pragma once
// Whether two occupancy observations show the same board: the same pieces in the same
// places, within what noise moves a blob's centre between frames.

#include "vision/occupancy/occupancy_types.hpp"

#include <vector>

namespace adj::vision {

struct DifferenceTolerance {
    /// A blob's seen top moving less than this has not moved. The top of a fanned-out stack
    /// can be fitted to either of two counters from frame to frame (about 2 mm apart), so
    /// this is set above that; a real move is a hex, about 28 mm.
    double moveMm = 4.0;
};

/// True when every blob of `a` has a partner in `b` (and the other way round) within the
/// tolerance: nothing placed, removed or moved. Blobs are compared where their tops are
/// seen, not where they are estimated to stand: the stack estimate behind the latter
/// varies by a piece or two between frames of the same stack (parallax is about a pixel
/// per counter), which is no move.
[[nodiscard]] bool sameBoard(const std::vector<OccupancyBlob>& a, const std::vector<OccupancyBlob>& b,
                             const DifferenceTolerance& tolerance);

} // namespace adj::vision
