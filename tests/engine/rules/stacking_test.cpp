// Stacking: points per piece, limits per space, several limits at once, hard and soft, who is checked.
#include "engine/rules/stacking.hpp"

#include <gtest/gtest.h>

#include <climits>

#include "tests/engine/rules/rules_test_support.hpp"

namespace adj::rules {
namespace {

using test::piece;
namespace feature = test::feature;

// WftU 4.11-4.13 as a game module would write them.
std::vector<StackingLimit> wftuLimits() {
    StackingLimit safe;
    safe.id = "safe-limit";
    safe.rule = "4.11";
    safe.code = "stacking.over-safe-limit";
    safe.soft = true;
    safe.severity = model::Severity::Warning;
    safe.steps = {"supply-phase"};
    safe.checked = StackingLimit::Checked::PhasingSide;
    safe.points = [](const model::Piece& p) { return test::isTroop(p) ? p.strength : 0; };
    safe.limit = [](const StackContext& c) -> std::optional<int> {
        const bool sourceOrHead = c.info().features.has(feature::city);  // supply cities are sources here
        const bool armyHq = c.sideHas([](const model::Piece& p) { return p.kind == "army-hq"; });
        return (sourceOrHead ? 18 : 12) + (armyHq ? 6 : 0);
    };
    safe.message = "{count} SPs of {side} in {space}: {excess} over the safe limit of {limit} roll for attrition";

    StackingLimit fort;
    fort.id = "fort-capacity";
    fort.rule = "4.12";
    fort.code = "stacking.fort-capacity";
    fort.points = [](const model::Piece& p) { return test::isTroop(p) && p.hasFlag("in-fort") ? p.strength : 0; };
    fort.limit = [](const StackContext& c) -> std::optional<int> {
        const auto features = c.info().features;
        if (!features.has(feature::fort)) return std::nullopt;
        return features.has(feature::majorCity) ? 8 : features.has(feature::minorCity) ? 6 : 4;
    };

    StackingLimit batteries;
    batteries.id = "batteries";
    batteries.rule = "4.13";
    batteries.code = "stacking.batteries";
    batteries.points = [](const model::Piece& p) { return p.kind == "coastal-battery" ? 2 : p.kind == "river-battery" ? 1 : 0; };
    batteries.fixedLimit = 2;  // 2 river batteries, or 1 coastal battery (counted as 2)
    return {safe, fort, batteries};
}

class StackingTest : public ::testing::Test {
protected:
    board::SpaceGraph graph = test::hexMap(4, 4);
    std::optional<Topology> topology;
    void SetUp() override {
        graph.setFeatures(graph.indexOf("0202"), board::FeatureSet{feature::city});
        graph.setFeatures(graph.indexOf("0303"), board::FeatureSet{feature::fort, feature::minorCity});
        topology.emplace(graph);
    }
    SpaceIndex at(const char* id) const { return graph.indexOf(id); }
};

TEST_F(StackingTest, SafeLimitIsTwelveEighteenOnASourceAndSixMoreWithAnArmyHq) {
    const std::vector<model::Piece> pieces{
        piece("u1", "infantry", "union", "0101", 8), piece("u2", "infantry", "union", "0101", 5),  // 13 > 12
        piece("u3", "infantry", "union", "0202", 10), piece("u4", "cavalry", "union", "0202", 8),  // 18 on a source: fine
        piece("u5", "infantry", "union", "0404", 9), piece("u6", "infantry", "union", "0404", 8),
        piece("hq", "army-hq", "union", "0404", 0), piece("ul", "leader", "union", "0404", 0),  // 17 <= 12 + 6
        piece("c1", "infantry", "confederate", "0101", 7), piece("c2", "infantry", "confederate", "0101", 7),  // 14, not phasing
    };
    const BoardIndex board(*topology, {"union", "confederate"}, pieces);
    StackingCheck check(wftuLimits());
    check.attach(board);
    const auto violations = check.evaluate(board, nullptr, 0, "supply-phase");
    ASSERT_EQ(violations.size(), 1U);
    EXPECT_EQ(violations[0].space, at("0101"));
    EXPECT_EQ(violations[0].side, 0);
    EXPECT_EQ(violations[0].count, 13);
    EXPECT_EQ(violations[0].allowed, 12);
    EXPECT_EQ(violations[0].pieces, (std::vector<PieceIndex>{0, 1}));  // not the confederates'

    const model::Alert alert = check.alert(violations[0], board);
    EXPECT_EQ(alert.code, "stacking.over-safe-limit");
    EXPECT_EQ(alert.rule, "4.11");
    EXPECT_EQ(alert.severity, model::Severity::Warning);
    EXPECT_EQ(alert.spaces, (std::vector<std::string>{"0101"}));
    EXPECT_EQ(alert.pieces, (std::vector<std::string>{"u1", "u2"}));
    EXPECT_EQ(alert.message, "13 SPs of union in 0101: 1 over the safe limit of 12 roll for attrition");

    // 4.11 is judged only in the owner's supply phase: nothing during movement.
    EXPECT_TRUE(check.evaluate(board, nullptr, 0, "movement").empty());
    // In the confederate supply phase, their 14 SPs are the ones over.
    const auto theirs = check.evaluate(board, nullptr, 1, "supply-phase");
    ASSERT_EQ(theirs.size(), 1U);
    EXPECT_EQ(theirs[0].side, 1);
}

TEST_F(StackingTest, FortCapacityAndBatteriesAreSeparateHardLimitsInOneSpace) {
    const std::vector<model::Piece> pieces{
        piece("i1", "infantry", "confederate", "0303", 4, {"in-fort"}), piece("i2", "infantry", "confederate", "0303", 3, {"in-fort"}),
        piece("i3", "infantry", "confederate", "0303", 9),  // outside the fort: not counted by 4.12
        piece("b1", "river-battery", "confederate", "0303"), piece("b2", "coastal-battery", "confederate", "0303"),
    };
    const BoardIndex board(*topology, {"union", "confederate"}, pieces);
    StackingCheck check(wftuLimits());
    check.attach(board);
    const auto violations = check.evaluate(board, nullptr, kNoSide, "combat");
    ASSERT_EQ(violations.size(), 2U);
    EXPECT_EQ(check.limits()[violations[0].limit].id, "fort-capacity");
    EXPECT_EQ(violations[0].count, 7);
    EXPECT_EQ(violations[0].allowed, 6);  // a fort in a minor city
    EXPECT_EQ(check.limits()[violations[1].limit].id, "batteries");
    EXPECT_EQ(violations[1].count, 3);
    EXPECT_EQ(check.alert(violations[0], board).severity, model::Severity::Error);
}

TEST_F(StackingTest, AreaMapCountsUnitsPerSideAndShipsPerSeaArea) {
    // A Gate of Hell 6.1.1: 5 units per land area, 5 naval units per sea area; enemy units do not count.
    board::SpaceGraph areas;
    const auto l1 = areas.addSpace(board::SpaceKind::Area, "L1");
    const auto s7 = areas.addSpace(board::SpaceKind::Area, "S7");
    areas.setTerrain(s7, test::terrain::sea);
    areas.addBorder(l1, s7);
    areas.finalize();
    const Topology local(areas);
    std::vector<model::Piece> pieces;
    for (int i = 0; i < 6; ++i) pieces.push_back(piece("cs" + std::to_string(i), "infantry", "confederate", "L1"));
    for (int i = 0; i < 4; ++i) pieces.push_back(piece("us" + std::to_string(i), "infantry", "union", "L1"));
    for (int i = 0; i < 6; ++i) pieces.push_back(piece("ic" + std::to_string(i), "ironclad", "union", "S7"));

    StackingLimit land;
    land.id = "land-area";
    land.rule = "6.1.1";
    land.steps = {"end-of-impulse"};
    land.points = [](const model::Piece& p) { return p.kind == "ironclad" ? 0 : 1; };
    land.limit = [](const StackContext& c) -> std::optional<int> {
        if (c.info().terrain == test::terrain::sea) return std::nullopt;
        return 5;
    };
    StackingLimit sea = land;
    sea.id = "sea-area";
    sea.points = [](const model::Piece& p) { return p.kind == "ironclad" ? 1 : 0; };
    sea.limit = [](const StackContext& c) -> std::optional<int> {
        if (c.info().terrain != test::terrain::sea) return std::nullopt;
        return 5;
    };
    const BoardIndex board(local, {"union", "confederate"}, pieces);
    StackingCheck check({land, sea});
    check.attach(board);
    const auto violations = check.evaluate(board, nullptr, 0, "end-of-impulse");
    ASSERT_EQ(violations.size(), 2U);
    EXPECT_EQ(violations[0].space, l1);
    EXPECT_EQ(violations[0].side, 1);  // six confederates; the four union units are legal
    EXPECT_EQ(violations[0].count, 6);
    EXPECT_EQ(violations[1].space, s7);
    EXPECT_EQ(violations[1].count, 6);
}

TEST_F(StackingTest, HiddenBlocksCountByNumberWithoutKnowingWhatTheyAre) {
    // Blocks seen only as a colour: kind empty. A limit counting units counts them all.
    std::vector<model::Piece> pieces;
    for (int i = 0; i < 5; ++i) pieces.push_back(piece("blue-" + std::to_string(i), "", "union", "0101"));
    pieces.push_back(piece("grey-0", "", "confederate", "0101"));
    ASSERT_TRUE(pieces[0].hidden());
    StackingLimit forage;
    forage.id = "forage-limit";
    forage.rule = "11.5";
    forage.soft = true;
    forage.severity = model::Severity::Warning;
    forage.fixedLimit = 4;  // clear terrain, dry weather
    const BoardIndex board(*topology, {"union", "confederate"}, pieces);
    StackingCheck check({forage});
    check.attach(board);
    const auto violations = check.evaluate(board, nullptr, kNoSide, "");
    ASSERT_EQ(violations.size(), 1U);
    EXPECT_EQ(violations[0].count, 5);
    EXPECT_EQ(violations[0].pieces.size(), 5U);
    EXPECT_EQ(check.alert(violations[0], board).pieces.front(), "blue-0");
}

TEST_F(StackingTest, AllSidesScopeCountsEverythingInTheSpace) {
    const std::vector<model::Piece> pieces{piece("u1", "infantry", "union", "0101"), piece("c1", "infantry", "confederate", "0101")};
    StackingLimit one;
    one.id = "one-per-space";
    one.scope = StackingLimit::Scope::AllSides;
    one.fixedLimit = 1;
    const BoardIndex board(*topology, {"union", "confederate"}, pieces);
    StackingCheck check({one});
    check.attach(board);
    const auto violations = check.evaluate(board, nullptr, kNoSide, "");
    ASSERT_EQ(violations.size(), 1U);
    EXPECT_EQ(violations[0].side, kNoSide);
    EXPECT_EQ(violations[0].count, 2);
    EXPECT_EQ(check.alert(violations[0], board).message, "2 in 0101 is over the limit of 1");
}

// Issue 55: two 1,500,000,000-SP units in a hex summed to a negative int, under every limit, and
// the hex gave "No alerts". The sum is held at INT_MAX instead: far over the limit, and said so.
TEST_F(StackingTest, HugeStrengthsDoNotWrapTheSumRoundUnderTheLimit) {
    const std::vector<model::Piece> pieces{
        piece("u1", "infantry", "union", "0101", 1'500'000'000), piece("u2", "infantry", "union", "0101", 1'500'000'000),
    };
    const BoardIndex board(*topology, {"union", "confederate"}, pieces);
    StackingCheck check(wftuLimits());
    check.attach(board);
    const auto violations = check.evaluate(board, nullptr, 0, "supply-phase");
    ASSERT_EQ(violations.size(), 1U);
    EXPECT_EQ(violations[0].count, INT_MAX);
    EXPECT_EQ(violations[0].allowed, 12);
    EXPECT_EQ(check.alert(violations[0], board).message,
              "2147483647 SPs of union in 0101: 2147483635 over the safe limit of 12 roll for attrition");
}

}  // namespace
}  // namespace adj::rules
