// Area Skirmish, a test game on an area map: movement stops on entering an area the enemy holds,
// and an area holds five units of a side. Proves the core assumes neither hexes nor zones.
#include <gtest/gtest.h>

#include "engine/games/game_rules_config.hpp"
#include "engine/games/position_report.hpp"
#include "engine/rules/board_index.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/topology.hpp"
#include "tests/engine/games/games_test_support.hpp"

namespace adj::games {
namespace {

class AreaSkirmish : public ::testing::Test {
protected:
    std::unique_ptr<const Game> game = test::fixtureGame("area-skirmish");
    const data::GameMap& map = *game->data.findMap("");
    rules::Topology topology{map.graph};
    rules::SpaceIndex at(const char* id) const { return *topology.find(id); }
};

TEST_F(AreaSkirmish, MovementStopsOnEnteringAnEnemyOccupiedArea) {
    const LoadedPosition loaded = loadPositionWithGame(test::fixturePosition("area-skirmish/ashore"), test::fixtureGames());
    ASSERT_TRUE(game->rules.movement.has_value());
    const rules::MoveRules move = moveRules(*game->rules.movement, game->data.definition);
    const rules::CostTable costs(topology, std::nullopt, costSchedule(game->rules.movement->costs, game->data.definition));
    const rules::BoardIndex board(topology, {"north", "south"}, loaded.position.pieces);
    const rules::MoveContext context{board, board.sideIndex("north"), costs, nullptr, nullptr, 3};

    // From Lighthouse Point (L3): Mill Farm (L2, a Southern regiment) and Old Fort (L6, a Southern
    // garrison) can be entered but end the move. North Ridge (L1) lies beyond Mill Farm; Crossroads
    // (L5) is reached the long way, by the bay and Harbour Town, where only a Southern ram lies
    // (ships do not make an area enemy-occupied).
    const rules::Reach reach = rules::reachable(move, context, at("L3"));
    EXPECT_TRUE(reach.reached(at("L2")));
    EXPECT_TRUE(reach.mustStop.test(at("L2")));
    EXPECT_TRUE(reach.reached(at("L6")));
    EXPECT_TRUE(reach.mustStop.test(at("L6")));
    EXPECT_FALSE(reach.reached(at("L1")));
    EXPECT_TRUE(reach.reached(at("L5")));
    EXPECT_EQ(reach.pathTo(at("L5")), (std::vector<rules::SpaceIndex>{at("L3"), at("S1"), at("L7"), at("L5")}));
    EXPECT_TRUE(reach.reached(at("S1")));
    EXPECT_FALSE(reach.mustStop.test(at("S1")));  // the ironclad is friendly

    const std::vector<rules::SpaceIndex> through = {at("L3"), at("L2"), at("L1")};
    const rules::MoveCheck check = rules::checkMove(move, context, through);
    ASSERT_TRUE(check.has(rules::kMovePastStop));
    EXPECT_EQ(check.violations.front().rule, "7.1.2");
    EXPECT_EQ(check.violations.front().space, at("L2"));  // where the move had to end
    const std::vector<rules::SpaceIndex> into = {at("L3"), at("L2")};
    EXPECT_TRUE(rules::checkMove(move, context, into).legal());
}

TEST_F(AreaSkirmish, SixUnitsInAnAreaAreOneTooMany) {
    const LoadedPosition loaded =
        loadPositionWithGame(test::fixturePosition("area-skirmish/over-stacked"), test::fixtureGames());
    const PositionReport report = evaluatePosition(*game, loaded.position, loaded.map());
    ASSERT_EQ(report.alerts.size(), 1u);
    const model::Alert& alert = report.alerts.front();
    EXPECT_EQ(alert.code, "stacking.over-capacity");
    EXPECT_EQ(alert.rule, "6.1");
    EXPECT_EQ(alert.severity, model::Severity::Error);
    EXPECT_EQ(alert.spaces, std::vector<std::string>{"L5"});
    EXPECT_EQ(alert.pieces.size(), 6u);
    EXPECT_EQ(alert.fix, "move 1 out of L5");
    EXPECT_TRUE(report.zoneTypes.empty());  // no zones of control in this game
}

TEST_F(AreaSkirmish, EnemyUnitsDoNotCountAgainstAFriendlyStack) {
    const model::Position position = test::positionOf(*game, R"(
game: area-skirmish
pieces:
  - {id: S-1, kind: infantry, side: south, strength: 3, at: L5}
  - {id: S-2, kind: infantry, side: south, strength: 3, at: L5}
  - {id: S-3, kind: infantry, side: south, strength: 3, at: L5}
  - {id: S-4, kind: battery, side: south, strength: 2, at: L5}
  - {id: S-5, kind: infantry, side: south, strength: 3, at: L5}
  - {id: N-1, kind: infantry, side: north, strength: 3, at: L5}
  - {id: N-cmd, kind: commander, side: north, at: L5}
)");
    EXPECT_TRUE(evaluatePosition(*game, position, map).alerts.empty());
}

TEST_F(AreaSkirmish, ShipsAtSeaHaveTheirOwnCapacity) {
    std::string yaml = "game: area-skirmish\npieces:\n";
    for (int i = 1; i <= 6; ++i) yaml += "  - {id: N-ship-" + std::to_string(i) + ", kind: ironclad, side: north, at: S1}\n";
    const PositionReport report = evaluatePosition(*game, test::positionOf(*game, yaml), map);
    ASSERT_EQ(report.alerts.size(), 1u);
    EXPECT_EQ(report.alerts.front().spaces, std::vector<std::string>{"S1"});
}

}  // namespace
}  // namespace adj::games
