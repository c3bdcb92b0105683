#include "engine/data/scenario.hpp"

#include "engine/data/position_yaml.hpp"

namespace adj::data {

Scenario loadScenario(const std::filesystem::path& path, const GameDefinition& definition,
                      const std::map<std::string, GameMap, std::less<>>& maps, const std::string& defaultMap,
                      const CounterKits& kits) {
    const YamlFile file = YamlFile::load(path);
    const YamlValue root = file.root();
    if (!root.isMap()) root.fail("expected a scenario: a mapping with title, time and pieces");
    const auto fields = root.fields({"title", "description", "map", "time", "phasing", "step", "pieces", "markers",
                                     "control", "records", "kit"});
    Scenario scenario;
    scenario.id = path.stem().string();
    scenario.title = fields.string("title");
    scenario.description = fields.string("description", "");

    model::Position& start = scenario.start;
    PositionLines lines;
    readPositionBody(fields, start, lines, &scenario.pieceNames);
    start.game = definition.game;
    start.scenario = scenario.id;

    if (start.map.empty()) {
        if (defaultMap.empty()) root.fail("the game has several maps and no default; say which with 'map:'");
        start.map = defaultMap;
    }
    const auto map = maps.find(start.map);
    if (map == maps.end()) {
        std::string known;
        for (const auto& [id, unused] : maps) known += (known.empty() ? "" : ", ") + id;
        fields.required("map").fail("no map '" + start.map + "' in this game (expected one of: " + known + ")");
    }
    throwFirstProblem(checkPosition(start, definition, map->second.graph), lines, path);
    if (const auto kitNode = fields.optional("kit")) {
        scenario.kit = kitNode->asString();
        const auto kit = kits.find(scenario.kit);
        if (kit == kits.end()) {
            std::string known;
            for (const auto& [id, unused] : kits) known += (known.empty() ? "" : ", ") + id;
            kitNode->fail("no counter kit '" + scenario.kit + "' in this game's kits/ (" + (known.empty() ? "it has none" : "it has: " + known) + ")");
        }
        // The kit prints what its counters show: a value left open would leave the rules waiting.
        std::string missing;
        for (const model::Piece& piece : start.pieces) {
            const PieceKind* kind = definition.pieceKinds.find(piece.kind);
            if (kind == nullptr) continue;
            for (const auto& [name, value] : kind->attributes.all()) {
                if (!isOnChart(value) || kit->second.printed.find("pieces", kind->id, name)) continue;
                const std::string key = "pieces/" + kind->id + "/" + name;
                if (missing.find(key) == std::string::npos) missing += (missing.empty() ? "" : ", ") + key;
            }
        }
        if (!missing.empty()) kitNode->fail("the counter kit '" + scenario.kit + "' does not print what these pieces show: " + missing);
    }
    return scenario;
}

}  // namespace adj::data
