// The stack viewer's count against the stacking limits: every limit with something that counts in
// the space, per side, over or not, with the limit the space and the pieces there give.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "engine/games/stack_report.hpp"
#include "tests/engine/games/games_test_support.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games {
namespace {

class OpenFieldStack : public ::testing::Test {
protected:
    std::unique_ptr<const Game> game = test::fixtureGame("open-field");
    const data::GameMap& map = *game->data.findMap("");

    model::Position position(const std::string& pieces) const {
        return test::positionOf(*game, "game: open-field\nstep: blue.movement\nphasing: blue\npieces:\n" + pieces);
    }
};

TEST_F(OpenFieldStack, TheCountAgainstTheLimitUnderItAndOverIt) {
    // Westport is a city: 8 strength points, 2 more with a general.
    const model::Position under = position(
        "  - {id: B-1, kind: infantry, side: blue, strength: 3, at: \"0101\"}\n"
        "  - {id: B-2, kind: infantry, side: blue, strength: 2, at: \"0101\"}\n");
    auto tallies = stackLimitsAt(*game, under, map, "0101");
    ASSERT_EQ(tallies.size(), 1u);
    EXPECT_EQ(tallies[0].limit, "strength-per-hex");
    EXPECT_EQ(tallies[0].rule, "4.1");
    EXPECT_EQ(tallies[0].side, "blue");
    EXPECT_EQ(tallies[0].count, 5);
    EXPECT_EQ(tallies[0].allowed.value_or(-1), 8);
    EXPECT_FALSE(tallies[0].over());
    EXPECT_TRUE(tallies[0].checkedNow);

    const model::Position over = position(
        "  - {id: B-1, kind: infantry, side: blue, strength: 6, at: \"0101\"}\n"
        "  - {id: B-2, kind: infantry, side: blue, strength: 3, at: \"0101\"}\n"
        "  - {id: R-1, kind: infantry, side: red, strength: 1, at: \"0101\"}\n");
    tallies = stackLimitsAt(*game, over, map, "0101");
    ASSERT_EQ(tallies.size(), 2u) << "each side counted apart";
    EXPECT_EQ(tallies[0].count, 9);
    EXPECT_TRUE(tallies[0].over());
    EXPECT_EQ(tallies[1].side, "red");
    EXPECT_EQ(tallies[1].count, 1);
}

TEST_F(OpenFieldStack, AGeneralRaisesTheLimitAndCountsNothingHimself) {
    const model::Position withGeneral = position(
        "  - {id: B-1, kind: infantry, side: blue, strength: 4, at: \"0504\"}\n"
        "  - {id: B-gen, kind: blue-general, side: blue, at: \"0504\"}\n");
    const auto tallies = stackLimitsAt(*game, withGeneral, map, "0504");
    ASSERT_EQ(tallies.size(), 1u);
    EXPECT_EQ(tallies[0].count, 4);
    EXPECT_EQ(tallies[0].allowed.value_or(-1), 8);  // clear: 6, +2 with a general
}

TEST_F(OpenFieldStack, AnEmptySpaceHasNoCountAndAnUnknownOneIsSaid) {
    const model::Position empty = position("  - {id: B-1, kind: infantry, side: blue, strength: 4, at: \"0504\"}\n");
    EXPECT_TRUE(stackLimitsAt(*game, empty, map, "0303").empty());
    EXPECT_THROW(stackLimitsAt(*game, empty, map, "9999"), std::invalid_argument);
}

TEST(WftuStack, TheArmyBeforeLindowIsOverItsSafeLimitOf18) {
    using namespace wftu::test;
    const model::Position army = position({piece("US-army-1", "union-army-hq", "union", 0, "1207"),
                                           piece("US-inf-1", "infantry-vol", "union", 4, "1207"),
                                           piece("US-inf-2", "infantry-vol", "union", 4, "1207"),
                                           piece("US-inf-3", "infantry-vet", "union", 4, "1207"),
                                           piece("US-inf-4", "infantry-mil", "union", 4, "1207"),
                                           piece("US-inf-5", "infantry-mil", "union", 3, "1207")});
    const auto tallies = stackLimitsAt(game(), army, practiceMap(), "1207");
    const auto safe = std::find_if(tallies.begin(), tallies.end(), [](const auto& t) { return t.limit == "safe-limit"; });
    ASSERT_NE(safe, tallies.end());
    EXPECT_EQ(safe->count, 19);
    EXPECT_EQ(safe->allowed.value_or(-1), 18);
    EXPECT_TRUE(safe->soft);
    EXPECT_TRUE(safe->over());
}

}  // namespace
}  // namespace adj::games
