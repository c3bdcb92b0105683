// Path costs, move validation with stop rules, reachable spaces, and prices nobody knows yet.
#include "engine/rules/movement.hpp"

#include <gtest/gtest.h>

#include "tests/engine/rules/rules_test_support.hpp"

namespace adj::rules {
namespace {

using test::piece;
namespace feature = test::feature;
namespace terrain = test::terrain;

// WftU 9.11-9.15 as far as the text gives them; the rest waits for the TEC.
CostSchedule wftuMarch() {
    CostSchedule march;
    march.terrain = {{terrain::clear, Price::mp(1)},
                     {terrain::rough, Price::mp(2)},
                     {terrain::swamp, Price::mp(3)},
                     {terrain::forest, Price::unknown("TEC: forest hex")}};
    march.linkFeatures = {{{feature::ferry}, {}, Price::mp(1)},
                          {{feature::tidalRiver}, {feature::ferry}, Price::impassable()},
                          {{feature::navigableRiver}, {}, Price::unknown("TEC: navigable river hexside")}};
    return march;
}

MoveRules wftuRules() {
    MoveRules rules;
    rules.occupies = test::isTroop;
    rules.mayEnterEnemyOccupied = false;
    rules.zoneToZoneExtra = 1;
    rules.minimumMove = true;
    rules.ruleOf = {{kMoveEnemyOccupied, "9.18"}, {kMoveOverAllowance, "9.1"}, {kMoveImpassable, "9.15"}};
    return rules;
}

ZoneRules simpleZoc() {
    ZoneRules zoc;
    zoc.id = "zoc";
    zoc.projects = test::isTroop;
    return zoc;
}

class MoveTest : public ::testing::Test {
protected:
    board::SpaceGraph graph = test::hexMap(6, 4);
    std::optional<Topology> topology;
    std::vector<model::Piece> pieces{piece("u1", "infantry", "union", "0101"), piece("c1", "infantry", "confederate", "0403")};
    std::optional<BoardIndex> board;
    std::optional<ZoneMap> zoc;
    std::optional<CostTable> costs;

    void SetUp() override {
        graph.setTerrain(graph.indexOf("0201"), terrain::rough);
        graph.setTerrain(graph.indexOf("0102"), terrain::forest);
        test::setBorder(graph, "0301", "0401", {feature::tidalRiver, feature::ferry});
        test::setBorder(graph, "0302", "0402", {feature::tidalRiver});
        topology.emplace(graph);
        board.emplace(*topology, std::vector<std::string>{"union", "confederate"}, pieces);
        zoc.emplace(*topology, simpleZoc());
        zoc->build(*board);
        costs.emplace(*topology, std::nullopt, wftuMarch());
    }
    SpaceIndex at(const char* id) const { return graph.indexOf(id); }
    std::vector<SpaceIndex> path(std::initializer_list<const char*> ids) const {
        std::vector<SpaceIndex> out;
        for (const char* id : ids) out.push_back(at(id));
        return out;
    }
    MoveContext context(int allowance, SideIndex side = 0) const { return MoveContext{*board, side, *costs, &*zoc, nullptr, allowance}; }
};

TEST_F(MoveTest, PricesTerrainAndBorderCrossingsCumulatively) {
    const MoveCheck check = checkMove(wftuRules(), context(5), path({"0101", "0201", "0301", "0401"}));
    EXPECT_TRUE(check.legal());
    EXPECT_EQ(check.spent, (std::vector<int>{0, 2, 3, 5}));  // rough 2, clear 1, ferry 1 + clear 1
    const MoveCheck tooFar = checkMove(wftuRules(), context(4), path({"0101", "0201", "0301", "0401"}));
    ASSERT_EQ(tooFar.violations.size(), 1U);
    EXPECT_EQ(tooFar.violations[0].code, kMoveOverAllowance);
    EXPECT_EQ(tooFar.violations[0].step, 3U);
    EXPECT_EQ(tooFar.violations[0].rule, "9.1");
}

TEST_F(MoveTest, TidalRiverWithoutFerryIsImpassableAndPathsMustBeAdjacent) {
    const MoveCheck check = checkMove(wftuRules(), context(9), path({"0101", "0202", "0302", "0402"}));
    ASSERT_TRUE(check.has(kMoveImpassable));
    EXPECT_EQ(check.violations.front().space, at("0402"));
    EXPECT_EQ(check.violations.front().rule, "9.15");
    EXPECT_TRUE(checkMove(wftuRules(), context(9), path({"0101", "0303"})).has(kMoveNotAdjacent));
}

TEST_F(MoveTest, LeavingOneEnemyZoneSpaceForAnotherCostsOneMore) {
    // c1 at 0403 covers 0302 and 0303: 0302 -> 0303 is ZOC to ZOC.
    const MoveCheck check = checkMove(wftuRules(), context(9), path({"0202", "0302", "0303", "0304"}));
    EXPECT_TRUE(check.legal());
    EXPECT_EQ(check.spent, (std::vector<int>{0, 1, 3, 4}));
    // Without zones (a game that has none) the same path costs 3.
    MoveContext noZones = context(9);
    noZones.zone = nullptr;
    EXPECT_EQ(checkMove(wftuRules(), noZones, path({"0202", "0302", "0303", "0304"})).spent.back(), 3);
}

TEST_F(MoveTest, EnemyTroopsMayNotBeEnteredButAOneSpaceMoveIsAlwaysAllowed) {
    const MoveCheck into = checkMove(wftuRules(), context(9), path({"0303", "0403"}));
    ASSERT_TRUE(into.has(kMoveEnemyOccupied));
    EXPECT_EQ(into.violations[0].rule, "9.18");
    // 9.14: a unit with 1 MP may move one hex into rough (2 MP), not two hexes.
    const MoveCheck one = checkMove(wftuRules(), context(1), path({"0101", "0201"}));
    EXPECT_TRUE(one.legal());
    EXPECT_TRUE(one.usedMinimumMove);
    EXPECT_TRUE(checkMove(wftuRules(), context(1), path({"0101", "0201", "0301"})).has(kMoveOverAllowance));
}

TEST_F(MoveTest, AMissingChartValueIsReportedNotGuessed) {
    const MoveCheck check = checkMove(wftuRules(), context(9), path({"0101", "0102", "0103"}));
    EXPECT_FALSE(check.legal());
    EXPECT_TRUE(check.violations.empty());
    ASSERT_TRUE(check.missingChart);
    EXPECT_EQ(*check.missingChart, "TEC: forest hex");
    EXPECT_EQ(check.missingAtStep, std::optional<std::size_t>(1));
    EXPECT_EQ(check.spent, (std::vector<int>{0}));  // nothing after the unknown step is priced

    // Once the players give the value, the same move is priced.
    CostTable known = *costs;
    known.set(topology->adjacency().find(at("0101"), at("0102")), Price::mp(2));
    const MoveContext withValue{*board, 0, known, &*zoc, nullptr, 9};
    EXPECT_EQ(checkMove(wftuRules(), withValue, path({"0101", "0102", "0103"})).spent.back(), 3);
}

TEST_F(MoveTest, ReachableSpacesWithinTheAllowance) {
    const Reach reach = reachable(wftuRules(), context(3), at("0101"));
    EXPECT_EQ(reach.cost[at("0101")], 0);
    EXPECT_EQ(reach.cost[at("0201")], 2);
    EXPECT_EQ(reach.cost[at("0301")], 2);  // round the rough hex, not through it
    EXPECT_EQ(reach.pathTo(at("0301")), path({"0101", "0202", "0301"}));
    EXPECT_EQ(reach.cost[at("0402")], 3);
    EXPECT_FALSE(reach.reached(at("0401")));  // 0301 + ferry + clear = 5
    EXPECT_FALSE(reach.reached(at("0403")));
    // Forest cannot be priced: the search says so instead of skipping it silently.
    ASSERT_FALSE(reach.pending.empty());
    EXPECT_EQ(reach.pending.front().to, at("0102"));
    EXPECT_EQ(reach.pending.front().chart, "TEC: forest hex");
    // Minimum move: with 1 MP the rough hex next door is reachable, as the move's end.
    const Reach short_ = reachable(wftuRules(), context(1), at("0101"));
    EXPECT_TRUE(short_.reached(at("0201")));
    EXPECT_TRUE(short_.byMinimumMove.test(at("0201")));
    EXPECT_TRUE(short_.mustStop.test(at("0201")));
}

TEST_F(MoveTest, AreaMapMovementStopsOnEnteringAnEnemyArea) {
    // A Gate of Hell 7.1.2: a ground unit must stop when it enters an enemy-occupied area.
    board::SpaceGraph areas;
    for (const char* id : {"L1", "L2", "L3", "L4"}) areas.addSpace(board::SpaceKind::Area, id);
    areas.addBorder(0, 1);  // L1-L2
    areas.addBorder(1, 2);  // L2-L3
    areas.addBorder(0, 3);  // L1-L4
    areas.addBorder(3, 2);  // L4-L3
    areas.finalize();
    const Topology local(areas);
    const std::vector<model::Piece> units{piece("u", "infantry", "union", "L1"), piece("c", "infantry", "confederate", "L2")};
    const BoardIndex areaBoard(local, {"union", "confederate"}, units);
    const CostTable areaCosts(local, std::nullopt, CostSchedule{});
    MoveRules rules;
    rules.stopOnEnteringEnemyOccupied = true;
    rules.ruleOf = {{kMovePastStop, "7.1.2"}};
    const MoveContext ctx{areaBoard, 0, areaCosts, nullptr, nullptr, 4};

    const std::vector<SpaceIndex> through{0, 1, 2};
    const MoveCheck check = checkMove(rules, ctx, through);
    ASSERT_EQ(check.violations.size(), 1U);
    EXPECT_EQ(check.violations[0].code, kMovePastStop);
    EXPECT_EQ(check.violations[0].space, 1U);  // it had to stop in L2
    EXPECT_EQ(check.violations[0].rule, "7.1.2");
    EXPECT_TRUE(checkMove(rules, ctx, std::vector<SpaceIndex>{0, 1}).legal());

    const Reach reach = reachable(rules, ctx, 0);
    EXPECT_TRUE(reach.mustStop.test(1));
    EXPECT_EQ(reach.cost[2], 2);
    EXPECT_EQ(reach.pathTo(2), (std::vector<SpaceIndex>{0, 3, 2}));  // around, not through L2
}

TEST_F(MoveTest, StickyZonesStopTheMoverOnEntry) {
    MoveRules rules = wftuRules();
    rules.stopOnEnteringEnemyZone = true;
    rules.zoneToZoneExtra = 0;
    const Reach reach = reachable(rules, context(6), at("0202"));
    EXPECT_TRUE(reach.mustStop.test(at("0302")));
    EXPECT_TRUE(checkMove(rules, context(6), path({"0202", "0302", "0303"})).has(kMovePastStop));
}

}  // namespace
}  // namespace adj::rules
