// What a move does that the sequence of play only judges later (move_check.hpp, consequencesOfMoves):
// the practice scenario in the Union Operations Segment, where neither stacking (7.5) nor supply
// (7.1) is checked, yet a stack marched over its safe limit or a brigade cut off must be said at once.
#include <gtest/gtest.h>

#include "engine/games/game_position.hpp"
#include "engine/games/move_check.hpp"
#include "engine/games/position_report.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

#include <algorithm>

namespace adj::games::wftu::test {
namespace {

LoadedPosition operations() {
    return loadPositionWithGame(fixtureFolder() / "border-war-operations.yaml",
                                gameFolder().parent_path());
}

// The position after moving every piece in `from` to `to`, and the moves as consequencesOfMoves takes them.
std::pair<model::Position, std::vector<std::pair<std::string, std::string>>> moveStack(const model::Position& before,
                                                                                      const std::string& from, const std::string& to) {
    model::Position after = before;
    std::vector<std::pair<std::string, std::string>> moves;
    for (model::Piece& piece : after.pieces) {
        if (piece.location.space != from) continue;
        piece.location.space = to;
        moves.emplace_back(piece.id, to);
    }
    return {after, moves};
}

const model::Alert* withCode(const std::vector<model::Alert>& alerts, const std::string& code) {
    for (const model::Alert& alert : alerts)
        if (alert.code == code) return &alert;
    return nullptr;
}

TEST(WftuMoveConsequences, AStackMarchedOverItsSafeLimitIsSaidAsItArrives) {
    // Kessel's garrison (14 SPs, safe there: a Supply Head allows 18) marches whole to 1007, where 12
    // is the limit. The Operations Segment runs no stacking check; the move's consequences do.
    const LoadedPosition loaded = operations();
    const auto [after, moves] = moveStack(loaded.position, "0808", "1007");
    ASSERT_EQ(moves.size(), 6u);
    EXPECT_EQ(withCode(evaluatePosition(*loaded.game, after, loaded.map()).alerts, "stacking.over-safe-limit"), nullptr)
        << "the step's own checks do not judge stacking";
    const std::vector<model::Alert> said = consequencesOfMoves(*loaded.game, loaded.position, after, loaded.map(), moves);
    const model::Alert* over = withCode(said, "stacking.over-safe-limit");
    ASSERT_NE(over, nullptr);
    EXPECT_EQ(over->rule, "4.11");
    EXPECT_EQ(over->spaces, std::vector<std::string>{"1007"});
    EXPECT_NE(over->message.find("14 Union SPs in 1007"), std::string::npos) << over->message;
    // The way from 0808 to 1007 crosses the Marrow: +1 MP on the practice map's own chart, so every
    // counter's march is judged (3 MP, within each printed allowance) and none is too long.
    const std::vector<model::Alert> marches = judgeMarches(*loaded.game, loaded.position, loaded.map(), moves);
    for (const model::Alert& alert : marches) EXPECT_NE(alert.severity, model::Severity::Error) << alert.code << ": " << alert.message;
    EXPECT_EQ(withCode(marches, "move.cost-unknown"), nullptr);
    EXPECT_EQ(withCode(marches, "move.allowance-unknown"), nullptr);
    // With the publisher's chart and counters (the game as written), the same march waits for them.
    EXPECT_NE(withCode(judgeMarches(game(), loaded.position, loaded.map(), moves), "move.cost-unknown"), nullptr);
    // The army already over its limit at 1207 is not news: nothing said of it.
    for (const model::Alert& alert : said) EXPECT_EQ(std::count(alert.spaces.begin(), alert.spaces.end(), "1207"), 0) << alert.message;
}

TEST(WftuMoveConsequences, ARiderCutOffFromSupplyIsSaidAsHeArrives) {
    // The Union cavalry leaves the swamp at 2216 for 2116, behind the Confederate line: no line of
    // supply reaches it there (7.11), which the Supply Phase would only find next turn.
    const LoadedPosition loaded = operations();
    const auto [after, moves] = moveStack(loaded.position, "2216", "2116");
    const std::vector<model::Alert> said = consequencesOfMoves(*loaded.game, loaded.position, after, loaded.map(), moves);
    // 7.1: he is not judged until the Supply Phase, so what is said is the forecast, and says so.
    const model::Alert* cut = withCode(said, "supply.forecast");
    ASSERT_NE(cut, nullptr);
    EXPECT_EQ(cut->rule, "7.1");
    EXPECT_NE(cut->message.find("forecast"), std::string::npos) << cut->message;
    EXPECT_EQ(cut->pieces, std::vector<std::string>{"US-cav-2"});
    EXPECT_EQ(cut->severity, model::Severity::Warning);
}

TEST(WftuMoveConsequences, AMoveThatChangesNothingLaterSaysNothing) {
    // The lone militia at 1804 steps to 1803: still supplied, far under any limit.
    const LoadedPosition loaded = operations();
    const auto [after, moves] = moveStack(loaded.position, "1804", "1803");
    EXPECT_TRUE(consequencesOfMoves(*loaded.game, loaded.position, after, loaded.map(), moves).empty());
}

TEST(WftuMoveConsequences, AShortWayOverAChartCostIsNotJudgedByTheLongWayRound) {
    // US-inf-6 at 1407 moves two hexes to 1409. With the publisher's chart (the game as written, not
    // the practice map's own) the short ways cross costs only the printed charts hold; the cheapest
    // way over known costs goes far round and would spend many times its allowance. That is no
    // reason to call the move too long: it cannot be checked yet.
    const LoadedPosition loaded = operations();
    const MoveJudgement judged = judgeMove(game(), loaded.position, loaded.map(), "US-inf-6", {"1407", "1409"});
    for (const model::Alert& alert : judged.alerts) {
        EXPECT_NE(alert.severity, model::Severity::Error) << alert.code << ": " << alert.message;
    }
    const model::Alert* unknown = withCode(judged.alerts, "move.cost-unknown");
    ASSERT_NE(unknown, nullptr);
    EXPECT_EQ(unknown->pieces, std::vector<std::string>{"US-inf-6"});
    EXPECT_NE(unknown->message.find("the short ways there cross a cost the printed charts hold"), std::string::npos)
        << unknown->message;
    // A move truly out of reach whatever the charts say is still called too long.
    const MoveJudgement far = judgeMove(game(), loaded.position, loaded.map(), "US-inf-6", {"1407", "1417"});
    EXPECT_NE(withCode(far.alerts, "move.over-allowance"), nullptr);
}

TEST(WftuMoveConsequences, AnOverlongMoveShowsItsPathAndTheEnemyZonesOnIt) {
    const LoadedPosition loaded = operations();
    // 9.17: from one enemy ZOC hex straight into another costs 1 more. The lone Confederate brigade
    // at 1912 marching to 2009 crosses the Union zone at 2010 and 2009: 5 MP of its 3.
    const MoveJudgement zocToZoc = judgeMove(*loaded.game, loaded.position, loaded.map(), "CS-inf-11", {"1912", "2009"});
    const model::Alert* over = withCode(zocToZoc.alerts, "move.over-allowance");
    ASSERT_NE(over, nullptr);
    EXPECT_EQ(over->rule, "9.11, 9.17");
    EXPECT_NE(over->message.find("2010 (1, into enemy ZOC), 2009 (2, enemy ZOC to enemy ZOC)"), std::string::npos) << over->message;
    // The Union brigade at 1909 going round Confederate-held 1912 to 1913 (the demo's move) cannot cross
    // the tidal Wick but at a ferry (9.15), so it goes round by the west through the Confederate zone
    // at 1812 and 1813: 7 MP of its 3, the zone on the way named.
    const MoveJudgement across = judgeMove(*loaded.game, loaded.position, loaded.map(), "US-inf-11", {"1909", "1913"});
    const model::Alert* far = withCode(across.alerts, "move.over-allowance");
    ASSERT_NE(far, nullptr);
    EXPECT_NE(far->message.find("1813 (2, enemy ZOC to enemy ZOC)"), std::string::npos) << far->message;
    EXPECT_EQ(far->message.find("2012"), std::string::npos) << far->message;  // not over the Wick at 2012/2013
}

}  // namespace
}  // namespace adj::games::wftu::test
