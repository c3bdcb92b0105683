#pragma once
// Moves the players describe rather than make on the table: `adjutant-cli check --move` and a
// position file's `moves:` list. Each is checked as input (the piece, its hexes, a path of
// neighbours from where it stands), then judged by the same judge the table app uses for a move
// made by touch (move_check.hpp), so a test of the command line tests what the players see.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/data/game_map.hpp"
#include "engine/games/game.hpp"
#include "engine/games/move_check.hpp"
#include "engine/model/alert.hpp"
#include "engine/model/position.hpp"

namespace adj::games {

// One leg of a move: a piece, or a stack moving together (9.12), along a path. A piece may have
// several legs in one list; its MPs add up over them.
struct PlannedMove {
    std::vector<std::string> pieces;  // one, or a stack that moves as one
    std::vector<std::string> path;    // from where the pieces stand; one space: only where they end
    std::string where;                // "--move US-inf-1:0802-0803" or "file.yaml:12: moves", for messages
};

struct PlannedMoveResult {
    std::string piece;
    std::string pieceName;          // as the players know it
    int spentBefore = 0;            // MPs it counts as spent before this leg (9.12: a stack counts its most)
    bool overrun = false;           // the leg ends in a hex held by enemy troops: an overrun attempt (9.31)
    MoveJudgement judgement;        // spent: in all, this leg and the ones before
};

struct PlannedMovesReport {
    std::vector<PlannedMoveResult> moves;
    std::vector<model::Alert> consequences;  // stacking and supply the moves change (consequencesOfMoves)
};

// Judges the moves in order, each from the position the moves before it left: a piece's MPs add up
// over its legs, and a stack's leg starts from the most any of its pieces had spent (9.12). A leg
// into a hex of enemy troops, where the game's rules name a rule for "move.overrun", is an overrun
// attempt: the cost of entering is judged without the defenders' own zone (9.31 step 2), the piece
// does not enter, and it must pay that cost in full (9.33: no minimum move). Throws
// std::invalid_argument, its message starting with the move's `where`, for a piece the position
// lacks or that is off the map, a space not on the map, a path that does not start where the piece
// stands, or a step between spaces that are not neighbours.
PlannedMovesReport judgePlannedMoves(const Game& game, const model::Position& position, const data::GameMap& map,
                                     const std::vector<PlannedMove>& moves);

// [{piece, name, path, allowance, spent, alerts}] and the consequences, as `check` prints them.
nlohmann::json toJson(const PlannedMovesReport& report);
// For people: one line per move ("Infantry 1 (Union): 0802, 0803: 2 of 4 MP"), then its alerts.
std::string toText(const PlannedMovesReport& report);

}  // namespace adj::games
