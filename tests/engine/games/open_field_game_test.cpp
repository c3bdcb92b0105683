// Open Field, a test hex game with no zones of control: costs from its terrain chart, bridges
// over the river, enemy troops that block movement and supply by being there, and a stacking limit
// that depends on the hex and on a general.
#include <gtest/gtest.h>

#include "engine/games/game_rules_config.hpp"
#include "engine/games/position_report.hpp"
#include "engine/rules/cost_table.hpp"
#include "engine/rules/topology.hpp"
#include "tests/engine/games/games_test_support.hpp"

namespace adj::games {
namespace {

class OpenField : public ::testing::Test {
protected:
    std::unique_ptr<const Game> game = test::fixtureGame("open-field");
    const data::GameMap& map = *game->data.findMap("");
    rules::Topology topology{map.graph};

    rules::StepCost costOf(const char* from, const char* to) const {
        const rules::CostTable costs(topology, std::nullopt, costSchedule(game->rules.movement->costs, game->data.definition));
        return costs.cost(topology.adjacency().find(*topology.find(from), *topology.find(to)));
    }
    PositionReport check(const std::string& pieces, const std::string& control = "{\"0101\": blue, \"1008\": red}") const {
        return evaluatePosition(*game, test::positionOf(*game, "game: open-field\ncontrol: " + control + "\npieces:\n" + pieces), map);
    }
};

TEST_F(OpenField, TerrainAndRiverCostsComeFromTheChartAndABridgeCancelsTheRiver) {
    EXPECT_EQ(costOf("0302", "0303"), rules::StepCost::points(1));   // into clear
    EXPECT_EQ(costOf("0401", "0402"), rules::StepCost::points(2));   // into forest
    EXPECT_EQ(costOf("0801", "0802"), rules::StepCost::points(2));   // into hills
    EXPECT_EQ(costOf("0504", "0604"), rules::StepCost::points(2));   // clear 1 + river 1
    EXPECT_EQ(costOf("0503", "0604"), rules::StepCost::points(1));   // the river is bridged there
    EXPECT_EQ(costOf("0505", "0605"), rules::StepCost::points(4));   // swamp 3 + river 1
    EXPECT_TRUE(costOf("0106", "0206").isImpassable());              // lake: the chart gives no cost at all
}

TEST_F(OpenField, HasNoZonesOfControl) {
    const PositionReport report = check("  - {id: B-1, kind: infantry, side: blue, strength: 3, at: \"0503\"}\n"
                                        "  - {id: R-1, kind: infantry, side: red, strength: 3, at: \"0604\"}\n");
    EXPECT_TRUE(report.zones.empty());
    EXPECT_TRUE(report.zoneTypes.empty());
}

TEST_F(OpenField, StackingLimitDependsOnTheHexAndAGeneral) {
    const std::string seven = "  - {id: B-1, kind: infantry, side: blue, strength: 4, at: \"0302\"}\n"
                              "  - {id: B-2, kind: infantry, side: blue, strength: 3, at: \"0302\"}\n";
    const PositionReport over = check(seven);
    ASSERT_EQ(over.alerts.size(), 1u);
    EXPECT_EQ(over.alerts.front().code, "stacking.over-limit");
    EXPECT_EQ(over.alerts.front().rule, "4.1");
    EXPECT_EQ(over.alerts.front().message, "7 Blue Army strength points in 0302; the limit there is 6");
    // The general does not count, and commands two more.
    EXPECT_TRUE(check(seven + "  - {id: B-gen, kind: blue-general, side: blue, at: \"0302\"}\n").alerts.empty());
    // A fort (Millbrook) holds ten, a city (Westport) eight.
    const std::string nine = "  - {id: B-1, kind: infantry, side: blue, strength: 5, at: \"0706\"}\n"
                             "  - {id: B-2, kind: infantry, side: blue, strength: 4, at: \"0706\"}\n";
    EXPECT_TRUE(check(nine).alerts.empty());
    const std::string nineInCity = "  - {id: B-1, kind: infantry, side: blue, strength: 5, at: \"0101\"}\n"
                                   "  - {id: B-2, kind: infantry, side: blue, strength: 4, at: \"0101\"}\n";
    EXPECT_EQ(check(nineInCity).alerts.size(), 1u);
}

TEST_F(OpenField, EnemyTroopsOnTheRailwayCutSupplyButAGeneralDoesNot) {
    // Eastholm (1008) is Red's source; the railway runs 1008-1007-1006-0905-0805-0704-0604.
    const std::string red = "  - {id: R-1, kind: infantry, side: red, strength: 3, at: \"0604\"}\n";
    EXPECT_EQ(check(red).supply.at("R-1"), "supplied");
    EXPECT_EQ(check(red + "  - {id: B-gen, kind: blue-general, side: blue, at: \"0905\"}\n").supply.at("R-1"), "supplied");
    // Blue troops on the railway at 0704, 0805 and 0905: R-1 can neither follow it nor reach it
    // further east within four movement points.
    const PositionReport cut = check(red + "  - {id: B-1, kind: infantry, side: blue, strength: 1, at: \"0805\"}\n"
                                           "  - {id: B-2, kind: infantry, side: blue, strength: 1, at: \"0704\"}\n"
                                           "  - {id: B-3, kind: infantry, side: blue, strength: 1, at: \"0905\"}\n");
    EXPECT_EQ(cut.supply.at("R-1"), "out-of-supply");
    ASSERT_FALSE(cut.alerts.empty());
    EXPECT_EQ(cut.alerts.front().code, "supply.out-of-supply");
    EXPECT_EQ(cut.alerts.front().rule, "7.2");
    EXPECT_EQ(cut.alerts.front().pieces, std::vector<std::string>{"R-1"});
    EXPECT_EQ(cut.alerts.front().message, "Infantry 1 (Red Army) in 0604 cannot trace supply: the rail line from 0604 is cut at 0704 (enemy-units)");
    // Generals need no supply.
    EXPECT_FALSE(check("  - {id: B-gen, kind: blue-general, side: blue, at: \"0908\"}\n").supply.contains("B-gen"));
}

TEST_F(OpenField, ASourceSuppliesOnlyTheSideThatHoldsIt) {
    const std::string blue = "  - {id: B-1, kind: infantry, side: blue, strength: 3, at: \"0302\"}\n";
    EXPECT_EQ(check(blue).supply.at("B-1"), "supplied");
    EXPECT_EQ(check(blue, "{\"0101\": red, \"1008\": red}").supply.at("B-1"), "out-of-supply");
}

TEST_F(OpenField, TheStepDecidesWhichChecksRaiseAlerts) {
    const std::string over = "step: blue.supply\ncontrol: {\"0101\": blue}\npieces:\n  - {id: B-1, kind: infantry, side: blue, strength: 7, at: \"0302\"}\n";
    const PositionReport atSupply = evaluatePosition(*game, test::positionOf(*game, "game: open-field\n" + over), map);
    EXPECT_EQ(atSupply.checks, std::vector<std::string>{"supply"});
    EXPECT_TRUE(atSupply.alerts.empty());  // stacking is checked at movement and combat, not in the supply phase
    EXPECT_EQ(atSupply.stepTitle, "Blue Army Player Turn > Supply Phase");
    const std::string atMovement = "game: open-field\nstep: blue.movement\npieces:\n"
                                   "  - {id: B-1, kind: infantry, side: blue, strength: 7, at: \"0302\"}\n";
    EXPECT_EQ(evaluatePosition(*game, test::positionOf(*game, atMovement), map).alerts.size(), 1u);
}

}  // namespace
}  // namespace adj::games
