// Zone projection: who projects, where zones stop, mutual zones, negation, counts kept by moves.
#include "engine/rules/zone_map.hpp"

#include <algorithm>
#include <random>

#include <gtest/gtest.h>

#include "tests/engine/rules/rules_test_support.hpp"

namespace adj::rules {
namespace {

using test::piece;

class ZoneTest : public ::testing::Test {
protected:
    board::SpaceGraph graph = test::hexMap(6, 6);
    std::optional<Topology> topology;
    std::vector<model::Piece> pieces;

    void SetUp() override {
        test::setBorder(graph, "0303", "0403", {test::feature::navigableRiver});  // blocks ZOC (WftU 4.23)
        test::setBorder(graph, "0303", "0302", {test::feature::minorRiver});      // does not
        graph.setTerrain(graph.indexOf("0304"), test::terrain::swamp);
        graph.setFeatures(graph.indexOf("0204"), board::FeatureSet{test::feature::majorCity, test::feature::fort});
        test::addLine(graph, "river", {"0101", "0201", "0301", "0401", "0501", "0601"});
        graph.finalize();
        topology.emplace(graph);
    }
    SpaceIndex at(const char* id) const { return graph.indexOf(id); }
    std::vector<std::string> ids(const std::vector<SpaceIndex>& spaces) const {
        std::vector<std::string> out;
        for (const SpaceIndex s : spaces) out.push_back(graph.space(s).id);
        std::sort(out.begin(), out.end());
        return out;
    }

    // WftU 4.2 and 4.23 in ZoneRules form.
    static ZoneRules wftuZoc() {
        ZoneRules zoc;
        zoc.id = "zoc";
        zoc.rule = "4.2";
        zoc.projects = [](const model::Piece& p) { return test::isTroop(p) && !p.hasFlag("in-fort"); };
        zoc.crosses = [](const ArcView& arc) {
            return !arc.features.hasAny({test::feature::navigableRiver, test::feature::tidalRiver, test::feature::mountain});
        };
        zoc.enters = [](const board::Space& s) { return s.terrain != test::terrain::swamp; };
        zoc.leaves = [](const board::Space& s) { return s.terrain != test::terrain::swamp; };
        // Not into a fortified major city held by troops of the other side.
        zoc.entry = [](const SpaceQuery& q) {
            const bool fortified = q.info().features.hasAll({test::feature::majorCity, test::feature::fort});
            return fortified && q.hasEnemy(test::isTroop) ? ZoneEntry::Blocked : ZoneEntry::Enter;
        };
        zoc.negates = test::isTroop;
        return zoc;
    }
};

TEST_F(ZoneTest, TroopsProjectIntoTheirOwnAndAdjacentSpacesOnly) {
    pieces = {piece("c1", "infantry", "confederate", "0502"), piece("cl", "leader", "confederate", "0205")};
    const BoardIndex board(*topology, {"union", "confederate"}, pieces);
    ZoneMap zoc(*topology, wftuZoc());
    zoc.build(board);
    EXPECT_EQ(ids(zoc.spaces(1)), (std::vector<std::string>{"0402", "0403", "0501", "0502", "0503", "0602", "0603"}));
    EXPECT_TRUE(zoc.spaces(0).empty());
    EXPECT_TRUE(zoc.footprint(1).empty());  // the leader projects nothing
    EXPECT_TRUE(zoc.enemyCovers(0, at("0503")));
    EXPECT_FALSE(zoc.enemyCovers(1, at("0503")));
}

TEST_F(ZoneTest, RiversMountainsAndSwampsStopZonesMinorRiversDoNot) {
    pieces = {piece("c1", "infantry", "confederate", "0303"), piece("c2", "infantry", "confederate", "0605")};
    graph.setTerrain(at("0605"), test::terrain::swamp);  // a projector in swamp: no zone out of it
    const Topology local(graph);
    const BoardIndex board(local, {"union", "confederate"}, pieces);
    ZoneMap zoc(local, wftuZoc());
    zoc.build(board);
    // 0303's neighbours: 0302 (minor river: yes), 0304 (swamp: no), 0403 (navigable river: no), 0404, 0203, 0204.
    EXPECT_EQ(ids(std::vector<SpaceIndex>(zoc.footprint(0).begin(), zoc.footprint(0).end())),
              (std::vector<std::string>{"0203", "0204", "0302", "0303", "0404"}));
    EXPECT_EQ(ids(std::vector<SpaceIndex>(zoc.footprint(1).begin(), zoc.footprint(1).end())), (std::vector<std::string>{"0605"}));
}

TEST_F(ZoneTest, FortifiedCityKeepsTheEnemyZoneOutUntilItsGarrisonLeaves) {
    pieces = {piece("c1", "infantry", "confederate", "0303"), piece("u1", "infantry", "union", "0204")};
    BoardIndex board(*topology, {"union", "confederate"}, pieces);
    ZoneMap zoc(*topology, wftuZoc());
    zoc.build(board);
    EXPECT_FALSE(zoc.covers(1, at("0204")));
    EXPECT_TRUE(zoc.covers(0, at("0303")));  // the union garrison's zone reaches the confederates

    // The garrison marches out: the city falls into the confederate zone, and only that changed.
    std::vector<SpaceIndex> changed;
    const SpaceIndex from = board.move(1, at("0206"));
    zoc.moved(board, nullptr, 1, from, at("0206"), changed);
    EXPECT_TRUE(zoc.covers(1, at("0204")));
    EXPECT_NE(std::find(changed.begin(), changed.end(), at("0204")), changed.end());

    ZoneMap fresh(*topology, wftuZoc());
    fresh.build(board);
    for (SideIndex side = 0; side < 2; ++side) EXPECT_EQ(zoc.coverage(side), fresh.coverage(side));
}

TEST_F(ZoneTest, MutualZonesDoNotCancelAndFriendlyTroopsNegateOnlyWhenAsked) {
    pieces = {piece("c1", "infantry", "confederate", "0303"), piece("u1", "infantry", "union", "0203"),
              piece("u2", "cavalry", "union", "0302")};
    const BoardIndex board(*topology, {"union", "confederate"}, pieces);
    ZoneMap zoc(*topology, wftuZoc());
    zoc.build(board);
    EXPECT_TRUE(zoc.mutual(at("0203")));
    EXPECT_TRUE(zoc.enemyCovers(0, at("0302")));     // 4.22: enemy ZOC extends into friendly-occupied hexes
    EXPECT_FALSE(zoc.enemyEffective(0, at("0302")));  // ...but a friendly troop unit negates it for 7.23c
    EXPECT_TRUE(zoc.enemyEffective(0, at("0404")));
    EXPECT_EQ(zoc.count(0, at("0202")), 2);  // both union units cover it
}

TEST_F(ZoneTest, AGameWithoutZonesConfiguresNoProjectorsAndGetsNothing) {
    pieces = {piece("c1", "infantry", "confederate", "0303"), piece("u1", "infantry", "union", "0203")};
    BoardIndex board(*topology, {"union", "confederate"}, pieces);
    ZoneRules none;
    none.id = "none";
    none.projects = [](const model::Piece&) { return false; };
    ZoneMap zones(*topology, none);
    zones.build(board);
    EXPECT_FALSE(zones.coverage(0).any());
    EXPECT_FALSE(zones.coverage(1).any());
    std::vector<SpaceIndex> changed;
    const SpaceIndex from = board.move(0, at("0505"));
    zones.moved(board, nullptr, 0, from, at("0505"), changed);
    EXPECT_TRUE(changed.empty());
}

TEST_F(ZoneTest, LongRangeZonesFollowALayerAndStopAtEnemyShips) {
    // WftU 4.31/4.33b: a gunboat's ZOI runs along the river, not into or through a hexside with an
    // undamaged enemy naval unit (hexes stand in for the river hexsides here).
    ZoneRules zoi;
    zoi.id = "zoi";
    zoi.projects = [](const model::Piece& p) { return p.kind == "gunboat"; };
    zoi.range = 3;
    zoi.layer = topology->layerIndex("river");
    zoi.includeOwnSpace = false;
    zoi.entry = [](const SpaceQuery& q) {
        return q.hasEnemy([](const model::Piece& p) { return p.kind == "gunboat"; }) ? ZoneEntry::Blocked : ZoneEntry::Enter;
    };
    pieces = {piece("ub", "gunboat", "union", "0101"), piece("cb", "gunboat", "confederate", "0601")};
    BoardIndex board(*topology, {"union", "confederate"}, pieces);
    ZoneMap zones(*topology, zoi);
    zones.build(board);
    EXPECT_EQ(ids(zones.spaces(0)), (std::vector<std::string>{"0201", "0301", "0401"}));
    EXPECT_EQ(ids(zones.spaces(1)), (std::vector<std::string>{"0301", "0401", "0501"}));

    std::vector<SpaceIndex> changed;
    const SpaceIndex from = board.move(1, at("0301"));  // the confederate boat steams up to 0301
    zones.moved(board, nullptr, 1, from, at("0301"), changed);
    EXPECT_EQ(ids(zones.spaces(0)), (std::vector<std::string>{"0201"}));
    EXPECT_EQ(ids(zones.spaces(1)), (std::vector<std::string>{"0201", "0401", "0501", "0601"}));  // not into 0101

    // EnterAndStop: the zone covers the ship's space but goes no further.
    zoi.entry = [](const SpaceQuery& q) {
        return q.hasEnemy([](const model::Piece& p) { return p.kind == "gunboat"; }) ? ZoneEntry::EnterAndStop : ZoneEntry::Enter;
    };
    ZoneMap stopping(*topology, zoi);
    stopping.build(board);
    EXPECT_EQ(ids(stopping.spaces(0)), (std::vector<std::string>{"0201", "0301"}));
}

TEST_F(ZoneTest, CountsKeptByMovesMatchAFreshProjectionAfterManyMoves) {
    std::mt19937 random(7);
    for (int i = 0; i < 24; ++i) {
        const bool union_ = i % 2 == 0;
        pieces.push_back(piece("p" + std::to_string(i), i % 5 == 0 ? "leader" : "infantry", union_ ? "union" : "confederate",
                               graph.space(static_cast<SpaceIndex>(random() % graph.spaceCount())).id));
    }
    BoardIndex board(*topology, {"union", "confederate"}, pieces);
    ZoneMap zoc(*topology, wftuZoc());
    zoc.build(board);
    for (int move = 0; move < 400; ++move) {
        const auto p = static_cast<PieceIndex>(random() % pieces.size());
        const auto to = static_cast<SpaceIndex>(random() % graph.spaceCount());
        std::vector<SpaceIndex> changed;
        const SpaceIndex from = board.move(p, to);
        const auto before0 = zoc.coverage(0);
        const auto before1 = zoc.coverage(1);
        zoc.moved(board, nullptr, p, from, to, changed);
        ZoneMap fresh(*topology, wftuZoc());
        fresh.build(board);
        ASSERT_EQ(zoc.coverage(0), fresh.coverage(0)) << "after move " << move;
        ASSERT_EQ(zoc.coverage(1), fresh.coverage(1)) << "after move " << move;
        for (SpaceIndex s = 0; s < graph.spaceCount(); ++s) {
            ASSERT_EQ(zoc.count(0, s), fresh.count(0, s));
            const bool differs = before0.test(s) != zoc.covers(0, s) || before1.test(s) != zoc.covers(1, s);
            if (differs) {
                ASSERT_NE(std::find(changed.begin(), changed.end(), s), changed.end()) << "unreported change";
            }
        }
    }
}

}  // namespace
}  // namespace adj::rules
