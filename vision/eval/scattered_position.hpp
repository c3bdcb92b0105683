#pragma once
// Test scenes for measuring vision: a scenario's counters scattered over the map's land hexes in
// stacks of one to three, different for every seed. A scenario's own set-up is one table; scoring
// vision on hundreds of tables needs the same counters in hundreds of places, next to rivers,
// cities and map edges, single and stacked.

#include "engine/data/game_data.hpp"
#include "engine/model/position.hpp"

namespace adj::vision::eval {

struct ScatterOptions {
    int counters = 64;   ///< Counters on hexes; beyond the scenario's own, copies of them (ids "<id>~2"...).
    int tallestStack = 3;
};

/// The pieces of `start` that stand on hexes are laid out on random land hexes of `map` (none on sea),
/// a stack per hex, bottom first; pieces elsewhere (ships on hexsides, boxes) stay where they are.
/// Throws std::invalid_argument when the map has too few land hexes or `start` no piece on a hex.
[[nodiscard]] model::Position scatteredPosition(const data::GameData& game, const data::GameMap& map,
                                                const model::Position& start, const ScatterOptions& options,
                                                unsigned seed);

/// The scenario id a copied counter was made from ("US-inf-1~2" -> "US-inf-1"); the id itself otherwise.
[[nodiscard]] std::string originalPieceId(const std::string& id);

} // namespace adj::vision::eval
