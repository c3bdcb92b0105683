// Movement costs (9.11, 9.15, 9.17) from rules.yaml and terrain.yaml on the practice map.
#include <gtest/gtest.h>

#include "engine/games/game_rules_config.hpp"
#include "engine/rules/cost_table.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

rules::StepCost stepCost(const std::string& from, const std::string& to) {
    static const rules::Topology topology(practiceMap().graph);
    static const rules::CostTable table(topology, std::nullopt, costSchedule(game().rules.movement->costs, game().data.definition));
    const rules::ArcIndex arc = topology.adjacency().find(*topology.find(from), *topology.find(to));
    EXPECT_NE(arc, rules::kNoArc) << from << " -> " << to;
    return table.cost(arc);
}

// 9.11: moving directly from one swamp hex to another costs 1 MP plus 2, 3 MP in all.
TEST(WftuMovement, SwampToSwampCostsThree) {
    const rules::StepCost cost = stepCost("2216", "2217");
    ASSERT_TRUE(cost.known());
    EXPECT_EQ(cost.points(), 3);
}

TEST(WftuMovement, ClearCostsOneAndAFerryAddsOne) {
    EXPECT_EQ(stepCost("0101", "0102").points(), 1);
    // 2112/2213 is a tidal river with a ferry: +1 MP (2.23, 9.15).
    EXPECT_EQ(stepCost("2112", "2213").points(), 2);
}

TEST(WftuMovement, ChartValuesStayUnknown) {
    // Forest is on the Terrain Effects Chart, which the rules text lacks: never a guessed number.
    const rules::StepCost forest = stepCost("0202", "0302");
    EXPECT_FALSE(forest.known());
    EXPECT_TRUE(game().rules.movement.has_value());
    EXPECT_EQ(game().rules.movement->zoneToZoneExtra, 1);  // 9.17
}

}  // namespace
}  // namespace adj::games::wftu::test
