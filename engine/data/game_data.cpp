#include "engine/data/game_data.hpp"

#include <algorithm>
#include <vector>

namespace adj::data {
namespace {

// The .yaml files of a folder, by name, so loading (and its first error) is the same on every machine.
std::vector<std::filesystem::path> yamlFilesIn(const std::filesystem::path& folder) {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    if (!std::filesystem::is_directory(folder, ec)) return files;
    for (const auto& entry : std::filesystem::directory_iterator(folder))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string chooseDefaultMap(const GameData& game) {
    if (game.maps.contains(game.manifest.id)) return game.manifest.id;
    if (game.maps.size() == 1) return game.maps.begin()->first;
    return {};
}

}  // namespace

const GameMap* GameData::findMap(std::string_view id) const {
    const auto it = maps.find(id.empty() ? std::string_view(defaultMap) : id);
    return it == maps.end() ? nullptr : &it->second;
}

const Scenario* GameData::findScenario(std::string_view id) const {
    const auto it = scenarios.find(id);
    return it == scenarios.end() ? nullptr : &it->second;
}

GameData loadGameData(const std::filesystem::path& gameFolder) {
    GameData game;
    game.manifest = loadGameManifest(gameFolder);
    game.definition = loadGameDefinition(gameFolder, game.manifest.id);
    for (const auto& file : yamlFilesIn(gameFolder / "maps")) {
        GameMap map = loadGameMap(file, game.definition);
        const bool areas = map.kind == MapKind::Areas;
        if (areas != (game.manifest.board == "areas"))
            throw DataError(file, 1, std::string("the game's board is ") + game.manifest.board + " (game.yaml), but this map has " +
                                         (areas ? "areas:" : "grid:"));
        std::string id = map.id;
        game.maps.emplace(std::move(id), std::move(map));
    }
    game.defaultMap = chooseDefaultMap(game);
    for (const auto& file : yamlFilesIn(gameFolder / "kits")) {
        CounterKit kit = loadCounterKit(file, game.definition);
        std::string id = kit.id;
        game.kits.emplace(std::move(id), std::move(kit));
    }
    for (const auto& file : yamlFilesIn(gameFolder / "scenarios")) {
        Scenario scenario = loadScenario(file, game.definition, game.maps, game.defaultMap, game.kits);
        std::string id = scenario.id;
        game.scenarios.emplace(std::move(id), std::move(scenario));
    }
    return game;
}

model::Position loadPosition(const std::filesystem::path& path, const GameData& game) {
    PositionSource source = readPositionFile(path);
    const model::Position& position = source.position;
    const auto fail = [&](const std::string& key, const std::string& message) {
        const PositionField field{PositionField::Part::Top, 0, key};
        throw DataError(path, source.lines.lineOf(field), key + ": " + message);
    };
    if (position.game != game.manifest.id)
        fail("game", "the position is for game '" + position.game + "', not '" + game.manifest.id + "'");
    if (!position.scenario.empty() && !game.findScenario(position.scenario))
        fail("scenario", "no scenario '" + position.scenario + "' in this game");
    const GameMap* map = game.findMap(position.map);
    if (!map) {
        if (position.map.empty()) fail("map", "the game has several maps and no default; say which with 'map:'");
        fail("map", "no map '" + position.map + "' in this game");
    }
    source.check(game.definition, map->graph);
    return std::move(source.position);
}

}  // namespace adj::data
