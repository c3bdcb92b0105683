#pragma once
// What the stack viewer says about one space: how full it is under each of the game's stacking
// limits ("14 of 18 SPs, safe limit, rule 4.11"), per side where the limit counts sides apart, from
// the same evaluation `adjutant-cli check` runs. Over or not, every limit with something that counts
// is listed, so players see the room left before they move in.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/data/game_map.hpp"
#include "engine/games/game.hpp"
#include "engine/model/position.hpp"

namespace adj::games {

struct StackLimitTally {
    std::string limit;  // the limit's id: "safe-limit"
    std::string rule;   // "4.11"
    std::string side;   // the side counted; empty when the limit counts every side together
    int count = 0;
    std::optional<int> allowed;  // nullopt: the limit sets none in this space
    bool soft = false;           // may be exceeded, with consequences later (WftU attrition)
    bool checkedNow = false;     // the limit is checked at the position's step
    bool over() const { return allowed && count > *allowed; }
    friend bool operator==(const StackLimitTally&, const StackLimitTally&) = default;
};

// Throws std::invalid_argument for a space the map does not have.
std::vector<StackLimitTally> stackLimitsAt(const Game& game, const model::Position& position, const data::GameMap& map,
                                           std::string_view spaceId);

}  // namespace adj::games
