// Judging a move on the practice map (9.1): MP costs with swamp and the ZOC-to-ZOC +1, no entering
// enemy-occupied hexes (9.18), and the allowance one less when Unsupplied or Isolated (9.13).
#include <gtest/gtest.h>

#include "engine/games/move_check.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

model::Position positionWith(std::vector<model::Piece> pieces) {
    model::Position position;
    position.game = "war-for-the-union";
    position.map = "practice";
    position.time = {1, 1862, 5};
    position.phasingSide = "union";
    position.pieces = std::move(pieces);
    return position;
}

bool hasCode(const MoveJudgement& judgement, const std::string& code) {
    return std::any_of(judgement.alerts.begin(), judgement.alerts.end(),
                       [&](const model::Alert& alert) { return alert.code == code; });
}

const model::Alert* find(const MoveJudgement& judgement, const std::string& code) {
    for (const model::Alert& alert : judgement.alerts)
        if (alert.code == code) return &alert;
    return nullptr;
}

const std::vector<std::string> kFourClearSteps{"1809", "1909", "2009", "2109", "2209"};

TEST(WftuMoveCheck, FourClearHexesFitAnAllowanceOfFour) {
    const auto position = positionWith({piece("US-1", "infantry-vet", "union", 3, "1809", {}, {{"movement", 4}})});
    const MoveJudgement judgement = judgeMove(game(), position, practiceMap(), "US-1", kFourClearSteps);
    EXPECT_TRUE(judgement.alerts.empty()) << judgement.alerts.front().message;
    ASSERT_TRUE(judgement.spent);
    EXPECT_EQ(*judgement.spent, 4);
    EXPECT_EQ(judgement.allowance, 4);
}

TEST(WftuMoveCheck, AnUnsuppliedUnitHasOneMovementPointLess) {
    const auto position =
        positionWith({piece("US-1", "infantry-vet", "union", 3, "1809", {"unsupplied"}, {{"movement", 4}})});
    const MoveJudgement judgement = judgeMove(game(), position, practiceMap(), "US-1", kFourClearSteps);
    EXPECT_EQ(judgement.allowance, 3);
    const model::Alert* over = find(judgement, "move.over-allowance");
    ASSERT_NE(over, nullptr);
    EXPECT_EQ(over->severity, model::Severity::Error);
    EXPECT_EQ(over->rule, "9.11, 9.17");
    EXPECT_EQ(over->spaces, std::vector<std::string>{"2209"});
    EXPECT_NE(over->message.find("9.13"), std::string::npos) << over->message;
    EXPECT_NE(over->message.find("Unsupplied"), std::string::npos) << over->message;
}

TEST(WftuMoveCheck, VolunteerInfantryHasThreeAndTheReductionsAddUp) {
    // 4.61: VOL infantry MA 3, from the data; in poor weather (January) at Fatigue F2 and Unsupplied:
    // 3 - 1 - 1 - 1 = 0, never below 1.
    auto position = positionWith({piece("US-1", "infantry-vol", "union", 3, "1809", {"unsupplied"}, {{"fatigue", 2}})});
    position.time = {1, 1863, 1};
    const MoveJudgement judgement = judgeMove(game(), position, practiceMap(), "US-1", {"1809", "1909", "2009"});
    EXPECT_EQ(judgement.allowance, 1);
    const model::Alert* over = find(judgement, "move.over-allowance");
    ASSERT_NE(over, nullptr);
    EXPECT_NE(over->message.find("poor weather"), std::string::npos) << over->message;
    EXPECT_NE(over->message.find("Fatigue F2"), std::string::npos) << over->message;
}

TEST(WftuMoveCheck, TheReductionNeverGoesBelowOne) {
    const auto position =
        positionWith({piece("US-1", "infantry-vet", "union", 3, "1809", {"isolated"}, {{"movement", 1}})});
    const MoveJudgement judgement = judgeMove(game(), position, practiceMap(), "US-1", {"1809", "1909"});
    EXPECT_EQ(judgement.allowance, 1);
    EXPECT_TRUE(judgement.alerts.empty());
}

TEST(WftuMoveCheck, EnemyTroopsCannotBeEntered) {
    const auto position = positionWith({piece("US-1", "infantry-vol", "union", 3, "1809", {}, {{"movement", 6}}),
                                        piece("CS-1", "infantry-vol", "confederate", 2, "1909")});
    const MoveJudgement judgement = judgeMove(game(), position, practiceMap(), "US-1", {"1809", "1909"});
    const model::Alert* blocked = find(judgement, "move.enemy-occupied");
    ASSERT_NE(blocked, nullptr);
    EXPECT_EQ(blocked->rule, "9.18");
    EXPECT_EQ(blocked->pieces, std::vector<std::string>{"US-1"});
}

TEST(WftuMoveCheck, SwampToSwampCostsThreeAndZocToZocOneMore) {
    // 9.11: 2216 -> 2217 is swamp to swamp, 3 MP.
    const auto swamp = positionWith({piece("US-1", "cavalry-vet", "union", 2, "2216", {}, {{"movement", 8}})});
    const MoveJudgement inSwamp = judgeMove(game(), swamp, practiceMap(), "US-1", {"2216", "2217"});
    ASSERT_TRUE(inSwamp.spent);
    EXPECT_EQ(*inSwamp.spent, 3);
    // 9.17: from one enemy-ZOC hex straight into another costs +1. The Confederate unit at 2009 puts
    // its ZOC on 1909 and 2010 (clear, next to it and to each other); 2011 is outside it.
    const auto zoc = positionWith({piece("US-1", "infantry-vol", "union", 3, "1909", {}, {{"movement", 6}}),
                                   piece("CS-1", "infantry-vol", "confederate", 2, "2009")});
    const MoveJudgement acrossZoc = judgeMove(game(), zoc, practiceMap(), "US-1", {"1909", "2010", "2011"});
    ASSERT_TRUE(acrossZoc.spent);
    EXPECT_EQ(*acrossZoc.spent, 3) << "1 + 1 (ZOC to ZOC) into 2010, then 1 out of the zone into 2011";
}

TEST(WftuMoveCheck, AChartCostOrAnUnknownAllowanceIsAskedForNotGuessed) {
    // 0302 is forest: its cost is on the Terrain Effects Chart.
    const auto forest = positionWith({piece("US-1", "infantry-vol", "union", 3, "0202", {}, {{"movement", 6}})});
    const MoveJudgement intoForest = judgeMove(game(), forest, practiceMap(), "US-1", {"0202", "0302"});
    const model::Alert* cost = find(intoForest, "move.cost-unknown");
    ASSERT_NE(cost, nullptr);
    EXPECT_EQ(cost->severity, model::Severity::Info);
    EXPECT_NE(cost->message.find("Forest terrain: move cost"), std::string::npos) << cost->message;  // in words, not its key
    EXPECT_FALSE(intoForest.spent);

    const auto noCounter = positionWith({piece("US-1", "infantry-vet", "union", 3, "1809")});
    const MoveJudgement unknown = judgeMove(game(), noCounter, practiceMap(), "US-1", kFourClearSteps);
    EXPECT_TRUE(hasCode(unknown, "move.allowance-unknown"));
    EXPECT_FALSE(hasCode(unknown, "move.over-allowance"));
}

TEST(WftuMoveCheck, OnlyTheEndsGivenMeansTheCheapestPath) {
    const auto position = positionWith({piece("US-1", "infantry-vol", "union", 3, "1809", {}, {{"movement", 6}})});
    const MoveJudgement judgement = judgeMove(game(), position, practiceMap(), "US-1", {"1809", "2209"});
    EXPECT_EQ(judgement.path.front(), "1809");
    EXPECT_EQ(judgement.path.back(), "2209");
    ASSERT_TRUE(judgement.spent);
    EXPECT_EQ(*judgement.spent, 4);
    EXPECT_THROW(judgeMove(game(), position, practiceMap(), "nobody", {"1809", "1909"}), std::invalid_argument);
}

}  // namespace
}  // namespace adj::games::wftu::test
