#pragma once
// The War for the Union loaded from data/, its maps and the fixture map of the western rivers
// (tests/fixtures/positions/war-for-the-union/maps/western-rivers.yaml, where the rules booklet's worked
// examples keep their own hex numbers), and positions evaluated the way `adjutant-cli check` does.
#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/data/game_map.hpp"
#include "engine/games/game.hpp"
#include "engine/games/position_report.hpp"
#include "engine/model/position.hpp"
#include "engine/rules/evaluator.hpp"
#include "engine/rules/zone_map.hpp"

namespace adj::games::wftu::test {

inline std::filesystem::path gameFolder() {
    return std::filesystem::path(ADJUTANT_DEFAULT_DATA_DIR) / "games" / "war-for-the-union";
}
inline std::filesystem::path fixtureFolder() {
    return std::filesystem::path(ADJUTANT_TEST_FIXTURES) / "positions" / "war-for-the-union";
}

inline const Game& game() {
    static const std::unique_ptr<const Game> loaded = loadGame(gameFolder());
    return *loaded;
}
inline const data::GameMap& practiceMap() { return *game().data.findMap("practice"); }
inline const data::GameMap& westernRivers() {
    static const data::GameMap map = data::loadGameMap(fixtureFolder() / "maps" / "western-rivers.yaml", game().data.definition);
    return map;
}

inline model::Piece piece(std::string id, std::string kind, std::string side, int strength, std::string at,
                          std::set<std::string> flags = {}, std::map<std::string, int> counters = {}) {
    model::Piece p;
    p.id = std::move(id);
    p.kind = std::move(kind);
    p.side = std::move(side);
    p.strength = strength;
    p.location.space = std::move(at);
    p.flags = std::move(flags);
    p.counters = std::move(counters);
    return p;
}

inline model::Marker marker(std::string kind, std::string side, std::string at) {
    model::Marker m;
    m.kind = std::move(kind);
    m.side = std::move(side);
    m.location.space = std::move(at);
    return m;
}

inline model::Position position(std::vector<model::Piece> pieces, std::vector<model::Marker> markers = {}, int month = 5,
                                std::string step = "union-turn.supply.attrition") {
    model::Position p;
    p.game = "war-for-the-union";
    p.time = {1, 1862, month};
    p.phasingSide = step.rfind("confederate", 0) == 0 ? "confederate" : "union";
    p.step = std::move(step);
    p.pieces = std::move(pieces);
    p.markers = std::move(markers);
    return p;
}

// An evaluated position with the module's alerts, keeping the evaluator for questions.
struct Evaluated {
    std::unique_ptr<rules::Topology> topology;
    std::unique_ptr<rules::Evaluator> evaluator;
    std::vector<model::Alert> alerts;

    rules::SpaceIndex space(const std::string& id) const { return *topology->find(id); }
    rules::PieceIndex pieceIndex(const std::string& id) const { return *evaluator->board().findPiece(id); }
    const std::string& state(const std::string& pieceId) const { return evaluator->supplyState(pieceIndex(pieceId)); }
    std::vector<std::string> path(const std::string& pieceId, std::size_t trace = 0) const {
        std::vector<std::string> ids;
        for (const rules::TraceStep& step : evaluator->supplyPath(pieceIndex(pieceId), trace)) ids.push_back(topology->id(step.space));
        return ids;
    }
    std::vector<const model::Alert*> withCode(const std::string& code) const {
        std::vector<const model::Alert*> out;
        for (const model::Alert& alert : alerts)
            if (alert.code == code) out.push_back(&alert);
        return out;
    }
    bool zoneCovers(const std::string& zone, const std::string& side, const std::string& space) const {
        const rules::ZoneMap* map = evaluator->zone(zone);
        return map != nullptr && map->covers(evaluator->board().sideIndex(side), *topology->find(space));
    }
};

inline Evaluated evaluate(const data::GameMap& map, const model::Position& position) {
    Evaluated e;
    e.topology = std::make_unique<rules::Topology>(map.graph);
    e.evaluator = std::make_unique<rules::Evaluator>(*e.topology, game().module->evaluatorConfig(game(), *e.topology));
    e.evaluator->evaluate(position);
    e.alerts = e.evaluator->alerts();
    game().module->addAlerts(game(), *e.evaluator, e.alerts);
    return e;
}

inline bool contains(const std::vector<std::string>& ids, const std::string& id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

}  // namespace adj::games::wftu::test
