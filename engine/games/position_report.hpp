#pragma once
// What `adjutant-cli check` (and the table app) shows for one position: the alerts of the checks
// that run at the position's step, each piece's supply state and each side's zone.
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/games/game.hpp"
#include "engine/model/alert.hpp"
#include "engine/model/position.hpp"

namespace adj::games {

struct PositionReport {
    std::string game;
    std::string step;                       // the position's step; empty when it names none
    std::string stepTitle;                  // "Red Player Turn > Movement Phase", where known
    std::vector<std::string> checks;        // the checks that ran
    std::vector<model::Alert> alerts;       // in display order
    nlohmann::json supply = nlohmann::json::object();  // piece id -> state, as last judged where the game keeps one
    nlohmann::json supplyForecast = nlohmann::json::object();  // piece id -> state a fresh trace gives; empty when
                                                               // the game keeps no standing state
    nlohmann::json zones = nlohmann::json::object();   // side -> [space ids], the game's first zone
    nlohmann::json zoneTypes = nlohmann::json::object();  // zone id -> side -> [space ids]
};

// Evaluates the position on `map` with the game's module. A step the sequence does not have is a
// std::invalid_argument naming it (positions are checked against the game when they are loaded).
PositionReport evaluatePosition(const Game& game, const model::Position& position, const data::GameMap& map);

// {"game", "step", "alerts": [{code, severity, rule, spaces, pieces, message, fix}], "supply", "zones"}, and
// "supplyForecast" for a game that keeps the standing state apart from a fresh trace (WftU 7.1).
nlohmann::json toJson(const PositionReport& report);
// For people: one line per alert, then supply and zones. `pieceNames` (id -> name, game_names.hpp)
// names the pieces of the supply list; a piece it lacks is listed by id.
std::string toText(const PositionReport& report, const std::map<std::string, std::string, std::less<>>& pieceNames = {});

}  // namespace adj::games
