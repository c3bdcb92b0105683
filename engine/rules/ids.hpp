#pragma once
// Small dense indices shared by the rule algorithms. Spaces keep the board's SpaceIndex; sides and
// pieces are numbered by the BoardIndex, so every per-side or per-piece table is a plain vector.
#include <cstdint>
#include <limits>

#include "engine/board/space.hpp"

namespace adj::rules {

using board::SpaceIndex;
using board::LayerIndex;
using SideIndex = std::uint8_t;    // position in the side list a game module gives (at most 254 sides)
using PieceIndex = std::uint32_t;  // position of the piece in Position::pieces
using ArcIndex = std::uint32_t;    // a directed arc of a Topology's adjacency or of one of its layers

inline constexpr SpaceIndex kNoSpace = std::numeric_limits<SpaceIndex>::max();
inline constexpr SideIndex kNoSide = std::numeric_limits<SideIndex>::max();
inline constexpr ArcIndex kNoArc = std::numeric_limits<ArcIndex>::max();

}  // namespace adj::rules
