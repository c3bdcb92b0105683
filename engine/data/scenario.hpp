#pragma once
// A scenario: a named starting position with a title and a description, read from
// scenarios/<id>.yaml. The set-up uses the position format (pieces, markers, control, records).
#include "engine/data/counter_kit.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/data/game_map.hpp"
#include "engine/model/position.hpp"

#include <filesystem>
#include <map>
#include <string>

namespace adj::data {

struct Scenario {
    std::string id;           // the file's name: scenarios/meeting.yaml is "meeting"
    std::string title;        // "Meeting at the Ford"
    std::string description;  // a few sentences, may be empty
    model::Position start;    // game, scenario and map filled in; the map always named
    // Names the set-up gives its pieces (`name:`), by piece id; others get one built (games/piece_names.hpp).
    std::map<std::string, std::string, std::less<>> pieceNames;
    // The counter kit the scenario is played with (kits/<id>.yaml): Adjutant's own counters, whose
    // printed values the game uses. Empty: the publisher's counters, whose values players enter.
    std::string kit;
};

using CounterKits = std::map<std::string, CounterKit, std::less<>>;

// `maps` are the game's maps by id; `defaultMap` the one a scenario without `map:` is on (may be
// empty when the game has no default); `kits` the counter kits a scenario may name, each of which must
// print every counter value its pieces' kinds leave to the counter. Throws DataError naming the file,
// line and what was expected.
Scenario loadScenario(const std::filesystem::path& file, const GameDefinition& definition,
                      const std::map<std::string, GameMap, std::less<>>& maps, const std::string& defaultMap,
                      const CounterKits& kits = {});

}  // namespace adj::data
