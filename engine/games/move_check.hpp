#pragma once
// Judging one move the players made: the path it took (or, when only the destination is known, the
// cheapest path there), its cost in movement points against the piece's allowance, and what the
// game's movement rules forbid on the way. The alerts cite the rules the game's rules.yaml names
// for each violation; a cost or allowance only a printed chart holds is asked for, never guessed.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/data/game_map.hpp"
#include "engine/games/game.hpp"
#include "engine/model/alert.hpp"
#include "engine/model/position.hpp"

namespace adj::games {

struct MoveJudgement {
    std::vector<model::Alert> alerts;   // empty: the move is legal as far as the rules can tell
    std::optional<int> allowance;       // movement points the piece had, after its game's reductions
    std::optional<int> spent;           // points the path cost, when every step's price is known
    std::vector<std::string> path;      // the spaces, start first
};

// `path` starts where the piece stands in `before`; with only two spaces that are not adjacent,
// the cheapest path between them is judged. Throws std::invalid_argument for an unknown piece or
// space (the message names it).
MoveJudgement judgeMove(const Game& game, const model::Position& before, const data::GameMap& map,
                        const std::string& pieceId, const std::vector<std::string>& path);

// What moves do that the sequence of play only checks later: stacks newly over a stacking limit
// (judged at the Attrition Segment, 7.5) and pieces newly cut off from supply (traced in the next
// Supply Phase, 7.1). Players want to know as they move, not a phase later, so every check of the
// game's "stacking" and "supply" kinds runs on both positions (at no step) and the alerts `after`
// has and `before` had not, and that name a moved piece or a space one moved into, are returned.
// `moves` are piece id -> the space it moved to.
std::vector<model::Alert> consequencesOfMoves(const Game& game, const model::Position& before, const model::Position& after,
                                              const data::GameMap& map,
                                              const std::vector<std::pair<std::string, std::string>>& moves);

// Each piece's march judged from where it stood in `before` (judgeMove), for moves over the map:
// moves onto or off the board, or out of a box, are placements and are not judged as marches. The
// same alert is listed once.
std::vector<model::Alert> judgeMarches(const Game& game, const model::Position& before, const data::GameMap& map,
                                       const std::vector<std::pair<std::string, std::string>>& moves);

}  // namespace adj::games
