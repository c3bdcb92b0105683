#pragma once
// Everything engine/data reads for one game, loaded all or nothing: the manifest, the definition
// (pieces.yaml, terrain.yaml), every map in maps/ and every scenario in scenarios/. The game's other
// files (sequence.yaml, calendar.yaml, rules.yaml) belong to other modules and are not read here.
#include "engine/data/game_definition.hpp"
#include "engine/data/game_manifest.hpp"
#include "engine/data/game_map.hpp"
#include "engine/data/position_file.hpp"
#include "engine/data/scenario.hpp"
#include "engine/model/position.hpp"

#include <filesystem>
#include <map>
#include <string>
#include <string_view>

namespace adj::data {

struct GameData {
    GameManifest manifest;
    GameDefinition definition;
    std::map<std::string, GameMap, std::less<>> maps;            // by id
    std::map<std::string, Scenario, std::less<>> scenarios;      // by id
    CounterKits kits;                                            // kits/*.yaml, by id
    // The map positions use when they name none: the map whose id is the game's, else the only map;
    // empty when neither exists (then positions must say `map:`).
    std::string defaultMap;

    // The map with that id, or the default map for an empty id; nullptr when there is none.
    const GameMap* findMap(std::string_view id) const;
    const Scenario* findScenario(std::string_view id) const;
};

// Reads <gameFolder>/game.yaml, pieces.yaml, terrain.yaml, maps/*.yaml, kits/*.yaml and scenarios/*.yaml (in
// file-name order). Throws DataError for the first mistake anywhere; returns nothing half-loaded.
GameData loadGameData(const std::filesystem::path& gameFolder);

// Reads a position file of this game and checks it against the game and the map it names (or the
// default map). Throws DataError naming the file, line and what was expected.
model::Position loadPosition(const std::filesystem::path& path, const GameData& game);

}  // namespace adj::data
