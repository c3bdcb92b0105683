#include "engine/games/war-for-the-union/wftu_module.hpp"

#include <algorithm>
#include <map>
#include <mutex>

#include "engine/games/game.hpp"
#include "engine/games/game_names.hpp"
#include "engine/games/game_rules_config.hpp"
#include "engine/games/supply_alerts.hpp"
#include "engine/games/war-for-the-union/wftu_alerts.hpp"
#include "engine/games/war-for-the-union/wftu_attrition.hpp"
#include "engine/games/war-for-the-union/wftu_position_facts.hpp"
#include "engine/games/war-for-the-union/wftu_stacking.hpp"
#include "engine/games/war-for-the-union/wftu_supply.hpp"
#include "engine/games/war-for-the-union/wftu_zones.hpp"

namespace adj::games {

namespace {

using namespace wftu;

// What addAlerts needs again from the configuration of the same topology.
struct Parts {
    std::shared_ptr<const Catalog> catalog;
    std::shared_ptr<PositionFacts> facts;
    std::shared_ptr<SourceFinder> finder;
};

std::mutex partsMutex;
std::map<const PositionFacts*, Parts>& partsByFacts() {
    static std::map<const PositionFacts*, Parts> map;
    return map;
}

}  // namespace

std::vector<std::string> WarForTheUnionModule::checks() const {
    std::vector<std::string> checks = GameModule::checks();
    for (const char* check : {kZoc, kNavalZoi, "isolation", "attrition"}) checks.emplace_back(check);
    return checks;
}

rules::EvaluatorConfig WarForTheUnionModule::evaluatorConfig(const Game& game, const rules::Topology& topology) const {
    rules::EvaluatorConfig config = games::evaluatorConfig(game.rules, game.data.definition, topology);
    auto catalog = std::make_shared<const Catalog>(makeCatalog(game.data.definition));
    auto facts = registerFacts(topology, config.sides.size());
    for (rules::ZoneRules& zone : config.zones) {
        if (zone.id == kZoc) completeZoc(zone, catalog);
        if (zone.id == kNavalZoi) completeNavalZoi(zone, topology, catalog);
    }
    // 9.11, 9.15: a tidal river (or a bay like the Chesapeake) is crossed only at a ferry.
    for (rules::SupplyConfig& supply : config.supply) {
        for (const board::FeatureId water : {catalog->tidalRiver, catalog->bay, catalog->chesapeakeBay})
            supply.rules.overlandCosts.linkFeatures.push_back(
                {board::FeatureSet{water}, board::FeatureSet{catalog->ferry}, rules::Price::impassable()});
    }
    auto finder = completeSupply(config, topology, catalog, facts);
    completeStacking(config);

    const std::lock_guard lock(partsMutex);
    auto& parts = partsByFacts();
    for (auto it = parts.begin(); it != parts.end();) it = it->second.facts.use_count() <= 1 ? parts.erase(it) : std::next(it);
    parts[facts.get()] = Parts{catalog, facts, finder};
    return config;
}

rules::IndexBits WarForTheUnionModule::closedCrossings(const Game& game, const rules::Evaluator& evaluator,
                                                       rules::SideIndex side) const {
    const rules::Topology& topology = evaluator.topology();
    rules::IndexBits closed = GameModule::closedCrossings(game, evaluator, side);
    const std::shared_ptr<PositionFacts> facts = factsFor(topology);
    std::shared_ptr<const Catalog> catalog;
    if (facts) {
        const std::lock_guard lock(partsMutex);
        const auto it = partsByFacts().find(facts.get());
        if (it != partsByFacts().end()) catalog = it->second.catalog;
    }
    if (!catalog) return closed;
    const std::vector<rules::SpaceIndex> hexsides = hexsideSpaces(topology);
    const rules::ArcGraph& arcs = topology.adjacency();
    for (rules::ArcIndex arc = 0; arc < arcs.arcCount(); ++arc) {
        const std::uint32_t border = arcs.arc(arc).link;
        if (border >= hexsides.size() || hexsides[border] == rules::kNoSpace) continue;
        if (inEnemyZoi(evaluator.board(), evaluator.facts(), *catalog, side, hexsides[border])) closed.set(arc);
    }
    return closed;
}

void WarForTheUnionModule::addAlerts(const Game& game, rules::Evaluator& evaluator, std::vector<model::Alert>& alerts) const {
    const std::shared_ptr<PositionFacts> facts = factsFor(evaluator.topology());
    Parts parts;
    if (facts) {
        const std::lock_guard lock(partsMutex);
        const auto it = partsByFacts().find(facts.get());
        if (it != partsByFacts().end()) parts = it->second;
    }
    if (!parts.catalog) {  // an evaluator this module did not configure: the shared alerts only
        GameModule::addAlerts(game, evaluator, alerts);
        return;
    }
    // Markers, month and step matter to supply and stacking: evaluate again with them.
    const auto supplyValue = game.data.definition.spaceAttributeId("supply-value");
    std::vector<CityAllowance> allowances;
    {
        const std::vector<model::Alert> before = evaluator.alerts();
        facts->load(evaluator.position(), evaluator.topology(), game.data.definition, parts.catalog->unionSide,
                    parts.catalog->confederateSide);
        const model::Position position = evaluator.position();
        evaluator.evaluate(position);
        // 7.34: units an ineligible city has no room for lose their LOS through it: evaluate once more.
        if (parts.finder) {
            allowances = allowIneligibleCities(evaluator, *parts.finder, *parts.catalog, *facts, supplyValue);
            for (const CityAllowance& city : allowances) {
                for (const rules::PieceIndex p : city.left) facts->beyondCapacity.insert(evaluator.board().piece(p).id);
                for (const rules::PieceIndex p : city.leftWithoutLoc) facts->noLocBeyondCapacity.insert(evaluator.board().piece(p).id);
            }
            if (!facts->beyondCapacity.empty()) evaluator.evaluate(position);
        }
        std::erase_if(alerts, [&](const model::Alert& alert) {
            return std::any_of(before.begin(), before.end(), [&](const model::Alert& b) { return b.key() == alert.key(); });
        });
        for (model::Alert& alert : evaluator.alerts()) alerts.push_back(std::move(alert));
    }
    const PieceNames names = pieceNamesFor(game, evaluator.position());
    // 7.1: a side's units are judged in its own Supply Phase and Supply Judgment Segment only.
    const auto judgedNow = [&](rules::PieceIndex p) { return facts->judgesNow(evaluator.board().piece(p).side); };
    addUnsuppliedAlerts(game.rules.unsupplied, evaluator, names, alerts, judgedNow);
    addIsolationAlerts(evaluator, names, judgedNow, alerts);
    addSupplyForecastAlerts(evaluator, names, judgedNow, alerts);
    addAttritionAlerts(evaluator, *parts.catalog, facts->poorWeather(), alerts);
    addEnemyTroopsTogetherAlerts(evaluator, *parts.catalog, alerts);
    addClosedCrossingAlerts(evaluator, *parts.catalog, alerts);
    addLimitedSourceAlerts(evaluator, allowances, names, alerts);
}

const GameModule& warForTheUnionModule() {
    static const WarForTheUnionModule module;
    return module;
}

GameModule::Allowance WarForTheUnionModule::movementAllowance(const Game& game, const model::Position& position,
                                                             const model::Piece& piece) const {
    Allowance allowance = GameModule::movementAllowance(game, position, piece);
    if (!allowance.points) return allowance;
    int less = 0;
    std::string why;
    const auto add = [&](int points, const std::string& reason) {
        less += points;
        why += " less " + std::to_string(points) + " " + reason;
    };
    if (piece.hasFlag("isolated")) add(1, "Isolated (9.13)");
    else if (piece.hasFlag("unsupplied")) add(1, "Unsupplied (9.13)");
    const auto fatigue = piece.counters.find("fatigue");
    if (fatigue != piece.counters.end() && fatigue->second >= 2) {
        const data::PieceKind* kind = game.data.definition.pieceKinds.find(piece.kind);
        const bool cavalry = kind && kind->attributes.text("arm") == std::optional<std::string>("cavalry");
        add(cavalry && fatigue->second >= 4 ? 2 : 1, "at Fatigue F" + std::to_string(fatigue->second) + " (9.13)");
    }
    const int month = position.time.month;
    if (month == 12 || (month >= 1 && month <= 3)) add(1, "in poor weather (4.61, 9.13)");
    if (less > 0) {
        allowance.why = std::to_string(*allowance.points) + why + ", never below 1";
        allowance.points = std::max(1, *allowance.points - less);
    }
    return allowance;
}

}  // namespace adj::games
