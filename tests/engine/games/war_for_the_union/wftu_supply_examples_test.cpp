// Supply (7.2, 7.33) on the fixture map of the western rivers, with the rules booklet's own hexes.
#include <gtest/gtest.h>

#include "engine/games/war-for-the-union/wftu_supply.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

// 7.22: a Union unit in 2720 traces overland to 2919, by rail to Corinth, then by river to Cairo.
TEST(WftuSupplyExamples, From2720OverlandToRailToCorinthThenRiverToCairo) {
    const Evaluated e = evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, "2720")}));
    EXPECT_EQ(e.state("US-1"), "supplied");
    const std::vector<std::string> path = e.path("US-1");
    ASSERT_FALSE(path.empty());
    EXPECT_TRUE(contains(path, "2919"));
    EXPECT_TRUE(contains(path, "3016"));  // Corinth, where rail meets the river
    EXPECT_EQ(path.back(), "2710");       // Cairo
}

TEST(WftuSupplyExamples, EnemyTroopsOnTheRailCutThe2720Line) {
    const Evaluated e = evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, "2720"),
                                                            piece("CS-1", "infantry-vol", "confederate", 2, "2918")}));
    EXPECT_NE(e.state("US-1"), "supplied");  // 7.23h, and 7.23c: the rail is in enemy ZOC
}

// 7.22: with a Union river depot in 3112, a unit in 3313 traces overland to 3112, then by river to Cairo.
TEST(WftuSupplyExamples, From3313ToTheRiverDepotIn3112ThenByRiverToCairo) {
    const Evaluated e = evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, "3313")},
                                                           {marker("river-depot", "union", "3112")}));
    EXPECT_EQ(e.state("US-1"), "supplied");
    const std::vector<std::string> path = e.path("US-1");
    ASSERT_FALSE(path.empty());
    EXPECT_TRUE(contains(path, "3112"));
    EXPECT_EQ(path.back(), "2710");
}

TEST(WftuSupplyExamples, WithoutTheDepotALosCannotLeaveTheRiverAt3112) {
    const Evaluated e = evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, "3313")}));
    EXPECT_EQ(e.state("US-1"), "unsupplied");
    // A LOC needs no depot to leave the river (12.14a): the unit is not isolated.
    const Evaluated again = evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, "3313", {"unsupplied"})}));
    EXPECT_EQ(again.state("US-1"), "unsupplied");
}

// 7.23g: no part of a line along a river hexside in enemy ZOI: a Confederate gunboat on the Ohio.
TEST(WftuSupplyExamples, AnEnemyGunboatOnTheOhioCutsTheRiverLine) {
    const Evaluated e = evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, "3313"),
                                                            piece("CS-ship", "wooden-riverine", "confederate", 1, "2910/2911")},
                                                           {marker("river-depot", "union", "3112")}));
    EXPECT_TRUE(e.zoneCovers("naval-zoi", "confederate", "2910/3011"));
    EXPECT_NE(e.state("US-1"), "supplied");
}

// 7.23d: a rail break cuts the rail part of the line.
TEST(WftuSupplyExamples, ARailBreakCutsTheRail) {
    const Evaluated e = evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, "2720")},
                                                           {marker("rail-break", "", "2916")}));
    EXPECT_NE(e.state("US-1"), "supplied");
}

// 4.61: in poor weather (December to March) the LOS overland leg is 3 MP, not 4.
TEST(WftuSupplyExamples, PoorWeatherShortensTheOverlandLeg) {
    // 3313 -> 3112 is 2 MP; 3414 is 3 MP and 3514 4 MP from the depot.
    const auto at = [](const std::string& hex, int month) {
        return evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, hex)},
                                                  {marker("river-depot", "union", "3112")}, month));
    };
    EXPECT_EQ(at("3514", 5).state("US-1"), "supplied");
    EXPECT_EQ(at("3514", 1).state("US-1"), "unsupplied");
    EXPECT_EQ(at("3414", 1).state("US-1"), "supplied");
}

// 7.33: Little Rock, Camden and Shreveport form a three-city network; if the Union takes Camden, Little
// Rock stops being a functioning supply source (and supplies only its printed value, 7.34).
TEST(WftuSupplyExamples, LittleRockCamdenShreveportNetwork) {
    const auto limited = [](const Evaluated& e, const std::string& city) {
        for (const model::Alert* alert : e.withCode("supply.limited-source"))
            if (alert->spaces.front() == city && alert->message.find("Confederate") != std::string::npos) return true;
        return false;
    };
    const Evaluated held = evaluate(westernRivers(), position({piece("CS-1", "infantry-vol", "confederate", 2, "1714")}));
    EXPECT_FALSE(limited(held, "1714"));
    EXPECT_FALSE(limited(held, "1524"));
    EXPECT_EQ(held.state("CS-1"), "supplied");

    const Evaluated taken = evaluate(westernRivers(), position({piece("CS-1", "infantry-vol", "confederate", 2, "1714"),
                                                                piece("US-1", "infantry-vol", "union", 2, "1619")}));
    EXPECT_TRUE(limited(taken, "1714"));
    EXPECT_TRUE(limited(taken, "1524"));
    EXPECT_FALSE(limited(taken, "1619"));  // Camden is in Union hands: no source for the Confederates at all
}

// 7.11: Supplied -> Unsupplied -> Isolated, never straight to Isolated; only improvements in the
// Supply Judgment Segment (15.21).
TEST(WftuSupplyStates, TransitionsOf711) {
    model::Piece fresh = piece("u", "infantry-vol", "union", 1, "0101");
    model::Piece unsupplied = piece("u", "infantry-vol", "union", 1, "0101", {"unsupplied"});
    model::Piece isolated = piece("u", "infantry-vol", "union", 1, "0101", {"unsupplied", "isolated"});
    EXPECT_EQ(supplyStateOf(fresh, true, true, false), "supplied");
    EXPECT_EQ(supplyStateOf(fresh, false, false, false), "unsupplied");
    EXPECT_EQ(supplyStateOf(fresh, false, true, false), "unsupplied");
    EXPECT_EQ(supplyStateOf(unsupplied, false, false, false), "isolated");
    EXPECT_EQ(supplyStateOf(unsupplied, false, true, false), "unsupplied");
    EXPECT_EQ(supplyStateOf(isolated, false, true, false), "unsupplied");
    EXPECT_EQ(supplyStateOf(isolated, true, false, false), "supplied");
    EXPECT_EQ(supplyStateOf(unsupplied, false, false, true), "unsupplied");  // no worsening in judgment
    EXPECT_EQ(supplyStateOf(isolated, false, true, true), "unsupplied");     // improving is allowed
}

// Judged in the Confederate Supply Phase: 7.1 judges a side's units in its own player turn only.
TEST(WftuSupplyStates, AnUnsuppliedUnitWithNoLineAtAllBecomesIsolated) {
    // Far east of the fixture map, out of reach of every Confederate source.
    const std::string step = "confederate-turn.supply.trace";
    const Evaluated first = evaluate(westernRivers(), position({piece("CS-cav", "cavalry-vet", "confederate", 1, "3525")}, {}, 5, step));
    EXPECT_EQ(first.state("CS-cav"), "unsupplied");
    EXPECT_TRUE(first.withCode("isolation.isolated").empty());
    const Evaluated second =
        evaluate(westernRivers(), position({piece("CS-cav", "cavalry-vet", "confederate", 1, "3525", {"unsupplied"})}, {}, 5, step));
    EXPECT_EQ(second.state("CS-cav"), "isolated");
    ASSERT_EQ(second.withCode("isolation.isolated").size(), 1U);
    EXPECT_EQ(second.withCode("isolation.isolated").front()->rule, "7.11, 7.52");
}

}  // namespace
}  // namespace adj::games::wftu::test
