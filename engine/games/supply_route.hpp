#pragma once
// Where the supply of a stack comes from, for the space inspector: the line one of its pieces traces
// (space by space, from the unit to the source, with how far it runs overland and on each network),
// or, when it traces none, why not in the tracer's words. The map overlay draws the line; players read
// "supplied from Westport in 3 hexes" or what cut it.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/data/game_map.hpp"
#include "engine/games/game.hpp"
#include "engine/model/position.hpp"

namespace adj::games {

// A run of the line on one kind of way: "overland" (including hops between depots) or a network leg's
// name ("rail", "river", "sea").
struct SupplyRouteLeg {
    std::string way;
    int spaces = 0;  // how many spaces the line advances on it
    friend bool operator==(const SupplyRouteLeg&, const SupplyRouteLeg&) = default;
};

struct SupplyRoute {
    std::string pieceId;  // the piece of the stack the route is for
    std::string state;    // its supply state ("supplied", "unsupplied", "isolated"...)
    // The line that gives it that state: the first of the game's traces (in rules.yaml order) it can
    // trace. Empty when it traces none.
    std::string trace;
    std::string rule;                 // that trace's rule number
    std::vector<std::string> spaces;  // the unit's space first, the supply source (or network end) last
    std::vector<SupplyRouteLeg> legs;
    // Why the piece does not trace the game's first line (LOS before LOC), most useful reason first;
    // empty when it does. A piece that traces only a later line has both a route and a reason.
    std::string blockedTrace;  // the id of the line it could not trace
    std::string why;
    std::string cutAt;  // the space the reason names (the cut, the blocked space); may be empty

    bool traced() const { return !trace.empty(); }
    // How many spaces the line runs, every leg together.
    int length() const;
};

// The route of the stack in `spaceId`: of the pieces there that need supply, the first one that cannot
// trace the game's first line (the one players need explained), else the first of them. nullopt when
// the space holds no piece that needs supply, or the game traces no supply. Throws
// std::invalid_argument for a space the map does not have.
std::optional<SupplyRoute> supplyRouteAt(const Game& game, const model::Position& position, const data::GameMap& map,
                                         std::string_view spaceId);

// The route of one piece; nullopt when it needs no supply, is off the board, or the game traces none.
// Throws std::invalid_argument for a piece the position does not have.
std::optional<SupplyRoute> supplyRouteOf(const Game& game, const model::Position& position, const data::GameMap& map,
                                         std::string_view pieceId);

}  // namespace adj::games
