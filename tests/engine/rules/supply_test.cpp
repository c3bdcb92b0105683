// Supply tracing: overland then rail then river to a source, blockers with names, relays (depot
// chains), limits on legs, paths to draw, and the reasons a line fails.
#include "engine/rules/supply_tracer.hpp"

#include <algorithm>
#include <set>

#include <gtest/gtest.h>

#include "tests/engine/rules/rules_test_support.hpp"

namespace adj::rules {
namespace {

using test::piece;
namespace feature = test::feature;
namespace terrain = test::terrain;

ZoneRules troopZoc() {
    ZoneRules zoc;
    zoc.id = "zoc";
    zoc.projects = test::isTroop;
    zoc.negates = test::isTroop;
    return zoc;
}

std::vector<TraceVia> vias(const std::vector<TraceStep>& steps) {
    std::vector<TraceVia> out;
    for (const TraceStep& step : steps)
        if (out.empty() || out.back() != step.via || step.via == TraceVia::Transfer) out.push_back(step.via);
    return out;
}

// WftU 7.2 on a 12 x 6 map: a rail line 0303-0805 (Corinth) and a river 0805-1205 (Cairo, the source).
class SupplyTest : public ::testing::Test {
protected:
    board::SpaceGraph graph = test::hexMap(12, 6);
    std::optional<Topology> topology;
    std::vector<model::Piece> pieces;
    std::set<std::string> railBreaks;
    std::optional<BoardIndex> board;
    std::vector<ZoneMap> zones;
    RuleFacts facts;

    void SetUp() override {
        test::addLine(graph, "rail", {"0303", "0403", "0503", "0603", "0703", "0803", "0804", "0805"});
        test::addLine(graph, "river", {"0805", "0905", "1005", "1105", "1205"});
        graph.setFeatures(graph.indexOf("1205"), board::FeatureSet{feature::city});
        graph.setTerrain(graph.indexOf("0503"), terrain::swamp);
        graph.finalize();
        topology.emplace(graph);
    }
    SpaceIndex at(const char* id) const { return graph.indexOf(id); }
    void place() {
        board.emplace(*topology, std::vector<std::string>{"union", "confederate"}, pieces);
        zones.clear();
        zones.emplace_back(*topology, troopZoc());
        zones.front().build(*board);
        facts.zones = &zones;
    }
    SupplyTraceRules los() {
        SupplyTraceRules rules;
        rules.id = "los";
        rules.rule = "7.2";
        rules.overlandCosts.terrain = {{terrain::swamp, Price::impassable()}};  // 7.23a: not into swamp
        rules.overlandLimit = 4;
        rules.zoneToZone = "zoc";
        rules.zoneToZoneExtra = 1;
        rules.overlandBlockers.enemyPieces = test::isTroop;  // 7.23h

        NetworkLeg rail;
        rail.name = "rail";
        rail.layer = topology->layerIndex("rail");
        rail.blockers.enemyZone = "zoc";  // 7.23c: unless friendly troops occupy it
        rail.blockers.friendlyNegatesZone = true;
        rail.blockers.enemyPieces = test::isTroop;
        rail.blockers.spaces.push_back({"rail-break", [this](const SpaceQuery& q) { return railBreaks.contains(q.info().id); }});
        NetworkLeg river;
        river.name = "river";
        river.layer = topology->layerIndex("river");
        // 7.22: an overland leg joins a river only at a friendly city or river depot.
        river.joins = [](const SpaceQuery& q) {
            return q.info().features.has(feature::city) || q.hasFriendly([](const model::Piece& p) { return p.kind == "depot"; });
        };
        river.blockers.enemyPieces = test::isTroop;
        rules.networks = {rail, river};
        return rules;
    }
    SupplyMap trace(SupplyTracer& tracer, SideIndex side = 0) {
        tracer.attach(*board);
        const std::vector<SpaceIndex> sources{at("1205")};
        return tracer.trace(*board, side, facts, sources);
    }
};

TEST_F(SupplyTest, OverlandThenRailThenRiverToTheSourceWithThePathToDraw) {
    pieces = {piece("u1", "infantry", "union", "0101")};
    place();
    SupplyTracer tracer(*topology, los());
    const SupplyMap map = trace(tracer);
    ASSERT_TRUE(map.reached(at("0101")));
    EXPECT_EQ(map.overlandCost(at("0101")), 3);
    const auto path = map.path(at("0101"));
    EXPECT_EQ(vias(path), (std::vector<TraceVia>{TraceVia::Start, TraceVia::Overland, TraceVia::Network, TraceVia::Transfer,
                                                 TraceVia::Network}));
    EXPECT_EQ(path.front().space, at("0101"));
    EXPECT_EQ(path.back().space, at("1205"));
    // The overland leg ends at the first rail hex; rail to Corinth, then the river.
    const auto joined = std::find_if(path.begin(), path.end(), [](const TraceStep& s) { return s.via == TraceVia::Network; });
    EXPECT_TRUE(topology->onLayer(topology->layerIndex("rail"), std::prev(joined)->space));
    EXPECT_EQ(joined->leg, 0);
    const auto transfer = std::find_if(path.begin(), path.end(), [](const TraceStep& s) { return s.via == TraceVia::Transfer; });
    EXPECT_EQ(transfer->space, at("0805"));
    EXPECT_EQ(transfer->leg, 1);
    // Supply heads: on the networks with no overland leg at all (WftU 7.4).
    EXPECT_TRUE(map.head(at("0603")));
    EXPECT_TRUE(map.head(at("1205")));
    EXPECT_FALSE(map.head(at("0101")));
    EXPECT_TRUE(map.onNetwork(at("0905"), 1));
    // A river hex that is no city or depot is not a place to join the river.
    EXPECT_FALSE(map.isOrigin(at("0905")));
    EXPECT_TRUE(map.isOrigin(at("0303")));
}

TEST_F(SupplyTest, EnemyZoneCutsTheRailUnlessFriendlyTroopsHoldTheHex) {
    pieces = {piece("u1", "infantry", "union", "0101"), piece("c1", "infantry", "confederate", "0602")};  // ZOC on 0603
    place();
    SupplyTracer tracer(*topology, los());
    const SupplyMap cut = trace(tracer);
    EXPECT_FALSE(cut.reached(at("0101")));
    EXPECT_TRUE(cut.reached(at("0703")));  // east of the cut the rail still runs
    const auto reasons = tracer.explain(*board, facts, cut, at("0101"));
    ASSERT_FALSE(reasons.empty());
    EXPECT_EQ(reasons[0].code, kSupplyNetworkCut);
    EXPECT_EQ(reasons[0].space, at("0603"));
    EXPECT_EQ(reasons[0].leg, "rail");
    EXPECT_EQ(reasons[0].blocker, kBlockedByEnemyZone);
    EXPECT_EQ(reasons[0].message, "the rail line from 0303 is cut at 0603 (enemy-zone)");

    // 7.23c: a friendly troop unit in the hex keeps the rail open through the enemy ZOC.
    pieces.push_back(piece("u2", "infantry", "union", "0603"));
    place();
    const SupplyMap held = trace(tracer);
    EXPECT_TRUE(held.reached(at("0101")));
    const auto path = held.path(at("0101"));
    EXPECT_TRUE(std::any_of(path.begin(), path.end(), [&](const TraceStep& s) { return s.space == at("0603"); }));
}

TEST_F(SupplyTest, RailBreakMarkersAndEnemyTroopsBlockByName) {
    pieces = {piece("u1", "infantry", "union", "0101")};
    railBreaks = {"0703"};
    place();
    SupplyTracer tracer(*topology, los());
    const SupplyMap map = trace(tracer);
    EXPECT_FALSE(map.reached(at("0101")));
    const auto reasons = tracer.explain(*board, facts, map, at("0101"));
    ASSERT_FALSE(reasons.empty());
    EXPECT_EQ(reasons[0].code, kSupplyNetworkCut);
    EXPECT_EQ(reasons[0].space, at("0703"));
    EXPECT_EQ(reasons[0].blocker, "rail-break");
}

TEST_F(SupplyTest, TooFarNamesTheNearestConnectedSpaceAndItsCost) {
    pieces = {piece("u1", "infantry", "union", "0106")};
    place();
    SupplyTraceRules poorWeather = los();
    poorWeather.overlandLimit = 3;  // WftU 7.2: LOS 3 MP in poor weather
    SupplyTracer tracer(*topology, poorWeather);
    const SupplyMap map = trace(tracer);
    EXPECT_FALSE(map.reached(at("0106")));
    const auto reasons = tracer.explain(*board, facts, map, at("0106"));
    ASSERT_FALSE(reasons.empty());
    EXPECT_EQ(reasons[0].code, kSupplyTooFar);
    EXPECT_EQ(reasons[0].limit, 3);
    EXPECT_EQ(reasons[0].cost, 4);
    EXPECT_EQ(reasons[0].space, at("0303"));
    EXPECT_EQ(reasons[0].message, "no rail space within 3 MP: the nearest, 0303, is 4 MP away");
    // In good weather (4 MP) it traces: the limit is an input.
    SupplyTracer goodWeather(*topology, los());
    EXPECT_TRUE(trace(goodWeather).reached(at("0106")));
}

TEST_F(SupplyTest, LimitingNetworkLegsAndWhereNetworksMeet) {
    pieces = {piece("u1", "infantry", "union", "0101")};
    place();
    SupplyTraceRules oneLeg = los();
    oneLeg.maxNetworkLegs = 1;
    SupplyTracer single(*topology, oneLeg);
    const SupplyMap map = trace(single);
    EXPECT_FALSE(map.reached(at("0101")));  // rail and river are two legs
    EXPECT_TRUE(map.onNetwork(at("1005"), 1));
    EXPECT_FALSE(map.onNetwork(at("0805"), 0));
    const auto reasons = single.explain(*board, facts, map, at("0101"));
    ASSERT_FALSE(reasons.empty());
    EXPECT_EQ(reasons[0].code, kSupplyNetworkCut);
    EXPECT_EQ(reasons[0].blocker, "too-many-legs");

    // US Civil War 13.4.4: rail and water meet only at a friendly port.
    SupplyTraceRules ports = los();
    ports.transfers = [](const SpaceQuery& q, std::size_t, std::size_t) { return q.info().features.has(feature::port); };
    SupplyTracer atPorts(*topology, ports);
    EXPECT_FALSE(trace(atPorts).reached(at("0101")));
    graph.addFeature(at("0805"), feature::port);
    EXPECT_TRUE(trace(atPorts).reached(at("0101")));
}

TEST_F(SupplyTest, LosPaysForZoneToZoneWhileLocMayNotEnterEnemyZones) {
    // A band of enemy ZOC across the map from two units; west of it a unit, east of it the source.
    board::SpaceGraph strip = test::hexMap(6, 3);
    const Topology local(strip);
    pieces = {piece("u1", "infantry", "union", "0102"), piece("c1", "infantry", "confederate", "0401"),
              piece("c2", "infantry", "confederate", "0403")};
    const BoardIndex stripBoard(local, {"union", "confederate"}, pieces);
    std::vector<ZoneMap> stripZones;
    stripZones.emplace_back(local, troopZoc());
    stripZones.front().build(stripBoard);
    RuleFacts stripFacts;
    stripFacts.zones = &stripZones;
    const std::vector<SpaceIndex> sources{strip.indexOf("0602")};

    SupplyTraceRules losRules;
    losRules.id = "los";
    losRules.overlandLimit = 7;
    losRules.zoneToZone = "zoc";
    losRules.zoneToZoneExtra = 1;
    losRules.overlandBlockers.enemyPieces = test::isTroop;
    SupplyTracer los7(local, losRules);
    los7.attach(stripBoard);
    const SupplyMap losMap = los7.trace(stripBoard, 0, stripFacts, sources);
    EXPECT_TRUE(losMap.reached(strip.indexOf("0102")));
    EXPECT_EQ(losMap.overlandCost(strip.indexOf("0102")), 7);  // 5 hexes + 2 ZOC-to-ZOC steps

    SupplyTraceRules locRules = losRules;
    locRules.id = "loc";
    locRules.overlandLimit = 8;
    locRules.zoneToZoneExtra = 0;
    locRules.overlandBlockers.enemyZone = "zoc";  // 7.21b, even if friendly-occupied
    SupplyTracer loc8(local, locRules);
    loc8.attach(stripBoard);
    const SupplyMap locMap = loc8.trace(stripBoard, 0, stripFacts, sources);
    EXPECT_FALSE(locMap.reached(strip.indexOf("0102")));
    const auto reasons = loc8.explain(stripBoard, stripFacts, locMap, strip.indexOf("0102"));
    ASSERT_FALSE(reasons.empty());
    EXPECT_EQ(reasons[0].code, kSupplyOverlandBlocked);
    EXPECT_EQ(reasons[0].blocker, kBlockedByEnemyZone);
    EXPECT_EQ(strip.space(reasons[0].space).hex->column, 3);  // the first column of the band
}

TEST_F(SupplyTest, DepotChainsCarryALineFromDepotToDepot) {
    // NCR 14.23/14.32: units within 2 of a depot, depots within 5 of each other or of the source.
    board::SpaceGraph strip = test::hexMap(12, 3);
    const Topology local(strip);
    pieces = {piece("u1", "infantry", "union", "0102"), piece("d1", "depot", "union", "0302"), piece("d2", "depot", "union", "0702"),
              piece("cd", "depot", "confederate", "1002")};
    BoardIndex stripBoard(local, {"union", "confederate"}, pieces);
    RuleFacts none;
    SupplyTraceRules rules;
    rules.id = "depot-line";
    rules.overlandLimit = 2;
    RelayRules depots;
    depots.name = "depot";
    depots.isRelay = [](const SpaceQuery& q) { return q.hasFriendly([](const model::Piece& p) { return p.kind == "depot"; }); };
    depots.hopLimit = 5;
    rules.relays = depots;
    SupplyTracer tracer(local, rules);
    tracer.attach(stripBoard);
    const std::vector<SpaceIndex> sources{strip.indexOf("1202")};
    const SupplyMap map = tracer.trace(stripBoard, 0, none, sources);
    ASSERT_TRUE(map.reached(strip.indexOf("0102")));
    const auto path = map.path(strip.indexOf("0102"));
    EXPECT_EQ(vias(path), (std::vector<TraceVia>{TraceVia::Start, TraceVia::Overland, TraceVia::Hop}));
    EXPECT_EQ(path.back().space, strip.indexOf("1202"));
    EXPECT_TRUE(std::any_of(path.begin(), path.end(), [&](const TraceStep& s) { return s.space == strip.indexOf("0702"); }));
    EXPECT_EQ(map.originKind(strip.indexOf("0302")), OriginKind::Relay);
    EXPECT_EQ(map.originKind(strip.indexOf("1002")), OriginKind::None);  // an enemy depot is no relay

    // Take the middle depot away and the chain breaks.
    stripBoard.move(2, kNoSpace);
    tracer.attach(stripBoard);
    const SupplyMap broken = tracer.trace(stripBoard, 0, none, sources);
    EXPECT_FALSE(broken.reached(strip.indexOf("0102")));
    const auto reasons = tracer.explain(stripBoard, none, broken, strip.indexOf("0102"));
    ASSERT_FALSE(reasons.empty());
    EXPECT_EQ(reasons[0].code, kSupplyTooFar);
    EXPECT_EQ(reasons[0].space, strip.indexOf("1202"));
}

TEST_F(SupplyTest, AnUnknownChartValueIsNamedWhenItDecidesTheAnswer) {
    board::SpaceGraph line = test::hexMap(3, 1);
    line.setTerrain(line.indexOf("0201"), terrain::forest);
    const Topology local(line);
    pieces = {piece("u1", "infantry", "union", "0101")};
    const BoardIndex lineBoard(local, {"union"}, pieces);
    SupplyTraceRules rules;
    rules.id = "los";
    rules.overlandLimit = 4;
    rules.overlandCosts.terrain = {{terrain::forest, Price::unknown("TEC: forest hex")}};
    SupplyTracer tracer(local, rules);
    tracer.attach(lineBoard);
    const RuleFacts none;
    const std::vector<SpaceIndex> sources{line.indexOf("0301")};
    const SupplyMap map = tracer.trace(lineBoard, 0, none, sources);
    EXPECT_FALSE(map.reached(line.indexOf("0101")));
    const auto reasons = tracer.explain(lineBoard, none, map, line.indexOf("0101"));
    ASSERT_FALSE(reasons.empty());
    EXPECT_EQ(reasons.back().code, kSupplyCostUnknown);
    EXPECT_EQ(reasons.back().chart, "TEC: forest hex");
    EXPECT_EQ(reasons.back().space, line.indexOf("0201"));
}

TEST_F(SupplyTest, ASideWithoutSourcesIsToldSo) {
    pieces = {piece("u1", "infantry", "union", "0101")};
    place();
    SupplyTracer tracer(*topology, los());
    tracer.attach(*board);
    const SupplyMap map = tracer.trace(*board, 0, facts, {});
    const auto reasons = tracer.explain(*board, facts, map, at("0101"));
    ASSERT_EQ(reasons.size(), 1U);
    EXPECT_EQ(reasons[0].code, kSupplyNoSource);
}

}  // namespace
}  // namespace adj::rules
