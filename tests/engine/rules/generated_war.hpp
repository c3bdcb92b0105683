#pragma once
// A generated War-for-the-Union-like game for the incremental-evaluation test and the benchmark: a
// flat-top hex map with terrain, rivers (some with ferries), a rail grid, a river network, supply
// cities for both sides, and two armies. The configuration is what a game module would write:
// WftU ZOC, LOS and LOC, safe stacking limits and fort capacities, control by troops.
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "engine/rules/evaluator.hpp"
#include "tests/engine/rules/rules_test_support.hpp"

namespace adj::rules::test {

struct GeneratedWar {
    board::SpaceGraph graph;
    std::optional<Topology> topology;
    model::Position position;
    EvaluatorConfig config;
    std::vector<SpaceIndex> unionCities;
    std::vector<SpaceIndex> confederateCities;
};

inline bool isArmyHq(const model::Piece& p) { return p.kind == "army-hq"; }

inline EvaluatorConfig wftuLikeConfig(const Topology& topology, const GeneratedWar& war) {
    EvaluatorConfig config;
    config.sides = {"union", "confederate"};

    ControlRules control;
    control.controls = isTroop;
    config.control = control;

    ZoneRules zoc;
    zoc.id = "zoc";
    zoc.rule = "4.2";
    zoc.projects = [](const model::Piece& p) { return isTroop(p) && !p.hasFlag("in-fort"); };
    zoc.crosses = [](const ArcView& arc) {
        return !arc.features.hasAny({feature::navigableRiver, feature::tidalRiver, feature::mountain});
    };
    zoc.enters = [](const board::Space& s) { return s.terrain != terrain::swamp; };
    zoc.leaves = [](const board::Space& s) { return s.terrain != terrain::swamp; };
    zoc.entry = [](const SpaceQuery& q) {
        const bool fortified = q.info().features.hasAll({feature::majorCity, feature::fort});
        return fortified && q.hasEnemy(isTroop) ? ZoneEntry::Blocked : ZoneEntry::Enter;
    };
    zoc.negates = isTroop;
    config.zones = {zoc};

    CostSchedule overland;
    overland.terrain = {{terrain::rough, Price::mp(2)}, {terrain::forest, Price::mp(2)}, {terrain::swamp, Price::mp(3)}};
    overland.linkFeatures = {{{feature::ferry}, {}, Price::mp(1)},
                             {{feature::tidalRiver}, {feature::ferry}, Price::impassable()},
                             {{feature::navigableRiver}, {}, Price::mp(1)}};

    SupplyTraceRules los;
    los.id = "los";
    los.rule = "7.2";
    los.overlandCosts = overland;
    // 7.23a: a LOS is not traced into or through swamp.
    los.overlandCosts.terrain = {{terrain::rough, Price::mp(2)}, {terrain::forest, Price::mp(2)}, {terrain::swamp, Price::impassable()}};
    los.overlandLimit = 4;
    los.zoneToZone = "zoc";
    los.zoneToZoneExtra = 1;
    los.overlandBlockers.enemyPieces = isTroop;
    NetworkLeg rail;
    rail.name = "rail";
    rail.layer = topology.layerIndex("rail");
    rail.blockers.enemyZone = "zoc";
    rail.blockers.friendlyNegatesZone = true;
    rail.blockers.enemyPieces = isTroop;
    NetworkLeg river;
    river.name = "river";
    river.layer = topology.layerIndex("river");
    river.joins = [](const SpaceQuery& q) { return q.info().features.has(feature::city); };
    river.blockers.enemyPieces = isTroop;
    los.networks = {rail, river};

    SupplyTraceRules loc = los;
    loc.id = "loc";
    loc.overlandCosts = overland;
    loc.overlandLimit = 8;
    loc.zoneToZoneExtra = 0;
    loc.overlandBlockers.enemyZone = "zoc";

    const auto sourcesOf = [unionCities = war.unionCities, confederateCities = war.confederateCities](
                               const BoardIndex& board, SideIndex side, const RuleFacts&) {
        std::vector<SpaceIndex> sources;
        for (const SpaceIndex city : side == 0 ? unionCities : confederateCities) {
            bool enemyTroops = false;
            for (const PieceIndex p : board.piecesAt(city))
                enemyTroops = enemyTroops || (board.sideOf(p) != side && isTroop(board.piece(p)));
            if (!enemyTroops) sources.push_back(city);
        }
        return sources;
    };
    config.supply = {SupplyConfig{los, sourcesOf, "supplied"}, SupplyConfig{loc, sourcesOf, "unsupplied"}};
    config.noSupplyState = "isolated";
    config.pieceTrace = [](const model::Piece& p, std::size_t) {
        PieceTrace how;
        how.needs = isTroop(p) || isArmyHq(p);
        return how;
    };

    StackingLimit safe;
    safe.id = "safe-limit";
    safe.rule = "4.11";
    safe.code = "stacking.over-safe-limit";
    safe.soft = true;
    safe.severity = model::Severity::Warning;
    safe.points = [](const model::Piece& p) { return isTroop(p) ? p.strength : 0; };
    safe.limit = [](const StackContext& c) -> std::optional<int> {
        const SupplyMap* map = c.facts != nullptr ? c.facts->supplyMap("los", c.side) : nullptr;
        const bool head = map != nullptr && map->head(c.space);
        return (head ? 18 : 12) + (c.sideHas(isArmyHq) ? 6 : 0);
    };
    StackingLimit fort;
    fort.id = "fort-capacity";
    fort.rule = "4.12";
    fort.points = [](const model::Piece& p) { return isTroop(p) && p.hasFlag("in-fort") ? p.strength : 0; };
    fort.limit = [](const StackContext& c) -> std::optional<int> {
        const auto features = c.info().features;
        if (!features.has(feature::fort)) return std::nullopt;
        return features.has(feature::majorCity) ? 8 : features.has(feature::minorCity) ? 6 : 4;
    };
    config.stacking = {safe, fort};
    return config;
}

inline std::unique_ptr<GeneratedWar> generateWar(int columns, int rows, int piecesPerSide, unsigned seed) {
    auto war = std::make_unique<GeneratedWar>();
    war->graph = hexMap(columns, rows);
    board::SpaceGraph& graph = war->graph;
    std::mt19937 random(seed);
    const auto roll = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    const auto id = [&](int c, int r) {
        const std::string cc = std::to_string(c), rr = std::to_string(r);
        return std::string(2 - std::min<std::size_t>(2, cc.size()), '0') + cc + std::string(2 - std::min<std::size_t>(2, rr.size()), '0') + rr;
    };
    const auto space = [&](int c, int r) { return graph.indexOf(id(c, r)); };

    for (SpaceIndex s = 0; s < graph.spaceCount(); ++s) {
        const int t = roll(100);
        graph.setTerrain(s, t < 62 ? terrain::clear : t < 78 ? terrain::rough : t < 93 ? terrain::forest : terrain::swamp);
    }
    // Rivers: random walks along borders; every fifth crossing has a ferry, tidal rivers need it.
    for (int r = 0; r < columns / 6; ++r) {
        SpaceIndex at = space(1 + roll(columns), 1 + roll(rows));
        const bool tidal = r % 3 == 0;
        for (int step = 0; step < rows + columns / 2; ++step) {
            const auto neighbours = graph.neighbours(at);
            const board::Neighbour next = neighbours[static_cast<std::size_t>(roll(static_cast<int>(neighbours.size())))];
            board::FeatureSet features{tidal ? feature::tidalRiver : feature::navigableRiver};
            if (roll(5) == 0) features.add(feature::ferry);
            graph.setBorderFeatures(next.border, features);
            at = next.space;
        }
    }
    // A rail grid: every 8th row and every 10th column (flat-top columns are straight lines).
    // Rows of a flat-top grid zigzag, so a rail "row" joins each hex to the adjacent one east of it.
    std::vector<std::pair<SpaceIndex, SpaceIndex>> railPairs;
    const auto joinRail = [&](SpaceIndex a, SpaceIndex b) {
        if (a != b && graph.borderBetween(a, b)) railPairs.emplace_back(a, b);
    };
    for (int r = 4; r <= rows; r += 8)
        for (int c = 1; c < columns; ++c) joinRail(space(c, r), space(c + 1, r));
    for (int c = 5; c <= columns; c += 10)
        for (int r = 1; r < rows; ++r) joinRail(space(c, r), space(c, r + 1));
    const board::LayerIndex rail = graph.addLayer("rail");
    for (const auto& [a, b] : railPairs) graph.addNetworkEdge(rail, a, b);
    // A river network down two columns.
    const board::LayerIndex river = graph.addLayer("river");
    for (const int c : {columns / 3, 2 * columns / 3})
        for (int r = 1; r < rows; ++r) graph.addNetworkEdge(river, space(c, r), space(c, r + 1));
    graph.finalize();

    // Supply cities on the rail at both ends; forts in a few of them.
    for (int r = 4; r <= rows; r += 8) {
        const SpaceIndex east = space(columns - 1, r);
        const SpaceIndex west = space(2, r);
        graph.setFeatures(east, board::FeatureSet{feature::city, feature::majorCity});
        graph.setFeatures(west, board::FeatureSet{feature::city, feature::minorCity, feature::fort});
        graph.setTerrain(east, terrain::clear);
        graph.setTerrain(west, terrain::clear);
        war->unionCities.push_back(east);
        war->confederateCities.push_back(west);
    }
    war->topology.emplace(graph);

    // Two armies: the union in the east two thirds, the confederates in the west two thirds.
    model::Position& position = war->position;
    position.game = "generated";
    position.phasingSide = "union";
    position.step = "supply-phase";
    const char* kinds[] = {"infantry", "infantry", "infantry", "cavalry", "leader", "army-hq"};
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < piecesPerSide; ++i) {
            const int c = side == 0 ? columns / 3 + 1 + roll(columns - columns / 3) : 1 + roll(columns - columns / 3);
            const int r = 1 + roll(rows);
            const std::string kind = kinds[roll(6)];
            const bool troop = kind == "infantry" || kind == "cavalry";
            position.pieces.push_back(piece((side == 0 ? "US-" : "CS-") + std::to_string(i), kind, side == 0 ? "union" : "confederate",
                                            id(c, r), troop ? 1 + roll(6) : 0));
        }
    }
    war->config = wftuLikeConfig(*war->topology, *war);
    return war;
}

}  // namespace adj::rules::test
