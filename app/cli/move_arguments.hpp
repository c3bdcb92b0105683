#pragma once
// `check --move` as the user types it: "PIECE:HEX-HEX-HEX" (the path from where the piece stands,
// each hex next to the one before) or "PIECE:HEX" (only where it ends); "A+B:..." moves pieces A
// and B as one stack (9.12). Several moves (legs) are joined by
// commas or given as several --move options. Read against the map, so a sea zone or box whose id
// holds a dash ("gannet-bank") is one space, not two.
#include <string>
#include <vector>

#include "engine/board/space_graph.hpp"
#include "engine/games/planned_moves.hpp"

namespace adj::cli {

// Throws std::invalid_argument naming the option and the part that is wrong.
std::vector<games::PlannedMove> parseMoveOption(const std::string& value, const board::SpaceGraph& graph);

}  // namespace adj::cli
