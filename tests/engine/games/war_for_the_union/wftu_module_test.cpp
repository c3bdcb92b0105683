// The War for the Union's module: registered for its game id, running the checks its sequence names.
#include <gtest/gtest.h>

#include "engine/games/war-for-the-union/wftu_module.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

TEST(WftuModule, LoadGameSucceedsWithTheModuleRegistered) {
    const std::unique_ptr<const Game> loaded = loadGame(gameFolder());
    ASSERT_NE(loaded->module, nullptr);
    EXPECT_EQ(loaded->module->id(), "war-for-the-union");
    EXPECT_EQ(&moduleFor("war-for-the-union"), &warForTheUnionModule());
    EXPECT_NE(moduleFor("open-field").id(), "war-for-the-union");
    EXPECT_FALSE(loaded->rules.file.empty());  // rules.yaml was read
    ASSERT_NE(loaded->sequence, nullptr);
}

TEST(WftuModule, ChecksAreTheSharedOnesAndTheGamesOwn) {
    const std::vector<std::string> checks = warForTheUnionModule().checks();
    for (const char* check : {"stacking", "supply", "control", "movement", "zoc", "naval-zoi", "isolation", "attrition"})
        EXPECT_TRUE(contains(checks, check)) << check;
}

TEST(WftuModule, RulesYamlGivesStackingZonesAndBothLines) {
    const GameRules& rules = game().rules;
    ASSERT_EQ(rules.zones.size(), 2U);
    EXPECT_EQ(rules.zones[0].id, "zoc");
    EXPECT_EQ(rules.zones[1].id, "naval-zoi");
    ASSERT_EQ(rules.supply.size(), 2U);
    EXPECT_EQ(rules.supply[0].id, "los");
    EXPECT_EQ(rules.supply[0].overlandLimit, 4);  // 7.2
    EXPECT_EQ(rules.supply[1].id, "loc");
    EXPECT_EQ(rules.supply[1].overlandLimit, 8);
    ASSERT_FALSE(rules.stacking.empty());
    EXPECT_EQ(rules.stacking[0].limit.id, "safe-limit");
    EXPECT_EQ(rules.stacking[0].fixed, 12);  // 4.11
    EXPECT_EQ(rules.stacking[0].bonus, 6);
}

}  // namespace
}  // namespace adj::games::wftu::test
