// Hidden Blocks, a test game of wooden blocks: the engine knows most pieces only by side and
// count. Stacking, supply and control must all work without knowing what a block is.
#include <gtest/gtest.h>

#include "engine/games/position_report.hpp"
#include "tests/engine/games/games_test_support.hpp"

namespace adj::games {
namespace {

class HiddenBlocks : public ::testing::Test {
protected:
    std::unique_ptr<const Game> game = test::fixtureGame("hidden-blocks");
    const data::GameMap& map = *game->data.findMap("");
};

TEST_F(HiddenBlocks, EveryBlockKnownOnlyBySideIsTracedForSupply) {
    const LoadedPosition loaded = loadPositionWithGame(test::fixturePosition("hidden-blocks/all-hidden"), test::fixtureGames());
    for (const model::Piece& piece : loaded.position.pieces) ASSERT_TRUE(piece.kind.empty()) << piece.id;
    const PositionReport report = evaluatePosition(*game, loaded.position, loaded.map());
    ASSERT_EQ(report.supply.size(), 6u);
    for (const auto& [piece, state] : report.supply.items()) EXPECT_EQ(state, "supplied") << piece;
    EXPECT_TRUE(report.alerts.empty());
    EXPECT_TRUE(report.zoneTypes.empty());  // no zones of control
}

TEST_F(HiddenBlocks, FiveHiddenBlocksInAHexAreOneTooMany) {
    std::string yaml = "game: hidden-blocks\ncontrol: {Ashford: usa}\npieces:\n";
    for (int i = 1; i <= 5; ++i) yaml += "  - {id: blk-" + std::to_string(i) + ", side: usa, at: Ashford}\n";
    const PositionReport report = evaluatePosition(*game, test::positionOf(*game, yaml), map);
    ASSERT_EQ(report.alerts.size(), 1u);
    EXPECT_EQ(report.alerts.front().code, "stacking.too-many-blocks");
    EXPECT_EQ(report.alerts.front().rule, "5.4");
    EXPECT_EQ(report.alerts.front().pieces.size(), 5u);
    EXPECT_EQ(report.alerts.front().message, "5 Union blocks in Ashford; a hex holds 4");
}

TEST_F(HiddenBlocks, AHiddenEnemyBlockOnTheRailwayCutsSupply) {
    // Brookfield is three hexes of railway from Ashford, the Union's supply city.
    const std::string base = "game: hidden-blocks\ncontrol: {Ashford: usa, Carrow: csa}\npieces:\n"
                             "  - {id: U1, kind: infantry, side: usa, strength: 4, at: Brookfield}\n";
    const PositionReport open = evaluatePosition(*game, test::positionOf(*game, base), map);
    EXPECT_EQ(open.supply.at("U1"), "supplied");

    // Enemy blocks on the line and around Brookfield: the one hex of overland leg allowed cannot
    // reach the railway past them.
    const std::string cut = base + "  - {id: C-a, side: csa, at: c04r02}\n  - {id: C-b, side: csa, at: c03r02}\n";
    const PositionReport report = evaluatePosition(*game, test::positionOf(*game, cut), map);
    EXPECT_EQ(report.supply.at("U1"), "unsupplied");
    ASSERT_FALSE(report.alerts.empty());
    const model::Alert& alert = report.alerts.front();
    EXPECT_EQ(alert.code, "supply.unsupplied");
    EXPECT_EQ(alert.rule, "9.2");
    EXPECT_EQ(alert.pieces, std::vector<std::string>{"U1"});
    EXPECT_EQ(alert.spaces.front(), "Brookfield");
}

}  // namespace
}  // namespace adj::games
