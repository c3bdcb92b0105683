// The supply route the space inspector explains and the map draws: the line a stack traces, space by
// space with its overland and network legs, or why it traces none.
#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/games/supply_route.hpp"
#include "tests/engine/games/games_test_support.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games {
namespace {

class OpenFieldRoute : public ::testing::Test {
protected:
    std::unique_ptr<const Game> game = test::fixtureGame("open-field");
    const data::GameMap& map = *game->data.findMap("");

    model::Position position(const std::string& pieces, const std::string& control = "{\"0101\": blue, \"1008\": red}") const {
        return test::positionOf(*game, "game: open-field\ncontrol: " + control + "\npieces:\n" + pieces);
    }
};

TEST_F(OpenFieldRoute, OverlandToTheRailwayThenAlongItToTheSource) {
    // 0504 is one clear hex from Crossing (0503), where the railway runs back to Westport (0101).
    const auto route = supplyRouteAt(*game, position("  - {id: B-1, kind: infantry, side: blue, strength: 3, at: \"0504\"}\n"),
                                     map, "0504");
    ASSERT_TRUE(route.has_value());
    EXPECT_EQ(route->pieceId, "B-1");
    EXPECT_EQ(route->state, "supplied");
    EXPECT_TRUE(route->traced());
    EXPECT_EQ(route->trace, "supply");
    EXPECT_EQ(route->rule, "7.1");
    EXPECT_EQ(route->spaces, (std::vector<std::string>{"0504", "0503", "0403", "0302", "0202", "0101"}));
    EXPECT_EQ(route->legs, (std::vector<SupplyRouteLeg>{{"overland", 1}, {"rail", 4}}));
    EXPECT_EQ(route->length(), 5);
    EXPECT_TRUE(route->why.empty());
    EXPECT_TRUE(route->blockedTrace.empty());
}

TEST_F(OpenFieldRoute, AUnitInItsSourceHasALineOfNoLength) {
    const auto route = supplyRouteAt(*game, position("  - {id: B-1, kind: infantry, side: blue, strength: 3, at: \"0101\"}\n"),
                                     map, "0101");
    ASSERT_TRUE(route.has_value());
    EXPECT_TRUE(route->traced());
    EXPECT_EQ(route->spaces, (std::vector<std::string>{"0101"}));
    EXPECT_EQ(route->length(), 0);
}

TEST_F(OpenFieldRoute, WithoutALineItSaysWhy) {
    // Blue holds no supply source at all.
    const auto route = supplyRouteAt(*game, position("  - {id: B-1, kind: infantry, side: blue, strength: 3, at: \"0504\"}\n",
                                                     "{\"1008\": red}"),
                                     map, "0504");
    ASSERT_TRUE(route.has_value());
    EXPECT_FALSE(route->traced());
    EXPECT_EQ(route->state, "out-of-supply");
    EXPECT_TRUE(route->spaces.empty());
    EXPECT_TRUE(route->legs.empty());
    EXPECT_EQ(route->blockedTrace, "supply");
    EXPECT_NE(route->why.find("no supply source"), std::string::npos) << route->why;
}

TEST_F(OpenFieldRoute, AnEnemyOnTheRailwayCutsTheLineThere) {
    // Red troops in Crossing (0503) block the railway east of it (7.1: enemy units block).
    const auto route = supplyRouteAt(*game,
                                     position("  - {id: B-1, kind: infantry, side: blue, strength: 3, at: \"0704\"}\n"
                                              "  - {id: R-1, kind: infantry, side: red, strength: 3, at: \"0503\"}\n"),
                                     map, "0704");
    ASSERT_TRUE(route.has_value());
    EXPECT_FALSE(route->traced());
    EXPECT_FALSE(route->why.empty());
    EXPECT_FALSE(route->cutAt.empty());
}

TEST_F(OpenFieldRoute, TheStackIsExplainedByAPieceThatNeedsSupply) {
    // The general needs no supply: an infantry unit of the stack answers for it.
    const model::Position stack = position("  - {id: B-gen, kind: blue-general, side: blue, at: \"0302\"}\n"
                                           "  - {id: B-1, kind: infantry, side: blue, strength: 3, at: \"0302\"}\n");
    const auto route = supplyRouteAt(*game, stack, map, "0302");
    ASSERT_TRUE(route.has_value());
    EXPECT_EQ(route->pieceId, "B-1");
    EXPECT_FALSE(supplyRouteOf(*game, stack, map, "B-gen").has_value());
    EXPECT_TRUE(supplyRouteOf(*game, stack, map, "B-1").has_value());
}

TEST_F(OpenFieldRoute, NoRouteWhereNothingNeedsSupplyAndErrorsForUnknownIds) {
    const model::Position alone = position("  - {id: B-gen, kind: blue-general, side: blue, at: \"0302\"}\n");
    EXPECT_FALSE(supplyRouteAt(*game, alone, map, "0302").has_value());
    EXPECT_FALSE(supplyRouteAt(*game, alone, map, "0808").has_value());
    EXPECT_THROW(supplyRouteAt(*game, alone, map, "9999"), std::invalid_argument);
    EXPECT_THROW(supplyRouteOf(*game, alone, map, "nobody"), std::invalid_argument);
}

TEST(AreaSkirmishRoute, AGameThatTracesNoSupplyHasNoRoutes) {
    const std::unique_ptr<const Game> game = test::fixtureGame("area-skirmish");
    const model::Position position = data::readPositionFile(test::fixturePosition("area-skirmish/ashore")).position;
    const data::GameMap& map = *game->data.findMap(position.map);
    for (const model::Piece& piece : position.pieces)
        if (piece.location.onBoard()) {
            EXPECT_FALSE(supplyRouteAt(*game, position, map, piece.location.space).has_value());
        }
}

// The War for the Union: a cavalry unit cut off by the Union's zones traces neither LOS nor LOC and
// is told why; a ship's line runs along the river's hexsides, a network leg of its own.
TEST(WftuRoute, AnIsolatedUnitAndAShipOnThePracticeMap) {
    const Game& game = wftu::test::game();
    const model::Position position =
        data::readPositionFile(test::fixturePosition("war-for-the-union/border-war-trace")).position;
    const data::GameMap& map = *game.data.findMap(position.map);
    const auto isolated = supplyRouteOf(game, position, map, "CS-cav-2");
    ASSERT_TRUE(isolated.has_value());
    EXPECT_EQ(isolated->state, "isolated");
    EXPECT_FALSE(isolated->traced());
    EXPECT_EQ(isolated->blockedTrace, "los");
    EXPECT_FALSE(isolated->why.empty());

    // The Union ironclad traces its LOS down the river's hexsides, then onto the bank at Union-held 0808.
    const auto ship = supplyRouteOf(game, position, map, "US-ironclad-1");
    ASSERT_TRUE(ship.has_value());
    EXPECT_EQ(ship->state, "supplied");
    EXPECT_EQ(ship->trace, "los");
    EXPECT_EQ(ship->rule, "7.2");
    ASSERT_FALSE(ship->spaces.empty());
    EXPECT_EQ(ship->spaces.front(), "0810/0910");
    EXPECT_EQ(ship->spaces.back(), "0808");
    ASSERT_FALSE(ship->legs.empty());
    EXPECT_EQ(ship->legs.front().way, "river");
    EXPECT_EQ(ship->length(), static_cast<int>(ship->spaces.size()) - 1);
    EXPECT_TRUE(ship->why.empty());
}

}  // namespace
}  // namespace adj::games
