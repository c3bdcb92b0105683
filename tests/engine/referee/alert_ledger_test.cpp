// The alert ledger on the War for the Union practice map: an error stands through later moves until
// it is undone, put right or overridden, and the log says when each alert was raised and how it
// ended. The session, the rules and the judge are the real ones; the test table feeds the ledger
// as the app does, action by action.
#include <gtest/gtest.h>

#include "engine/games/move_check.hpp"
#include "engine/referee/alert_ledger.hpp"
#include "engine/referee/game_alert_judge.hpp"
#include "engine/session/session.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::referee::test {
namespace {

using games::wftu::test::game;
using games::wftu::test::piece;
using games::wftu::test::practiceMap;

model::Position startWith(std::vector<model::Piece> pieces) {
    model::Position position;
    position.game = "war-for-the-union";
    position.map = "practice";
    position.time = {1, 1862, 5};
    position.phasingSide = "union";
    position.pieces = std::move(pieces);
    return position;
}

// A game at the table: each action is judged and fed to the ledger as the play screen does.
class Table {
public:
    explicit Table(model::Position start)
        : session_(start), stepStart_(std::move(start)), judge_(game(), practiceMap()) {}

    void move(const std::string& pieceId, const std::string& to) { act({session::PieceMoved{pieceId, where(pieceId), to}}); }
    void act(std::vector<session::Payload> payloads) {
        const model::Position before = session_.position();
        std::vector<std::pair<std::string, std::string>> moves;
        for (const session::Payload& payload : payloads)
            if (const auto* moved = std::get_if<session::PieceMoved>(&payload)) moves.emplace_back(moved->piece, moved->to);
        ActionVerdicts verdicts;
        verdicts.moves = games::judgeMarches(game(), before, practiceMap(), moves);
        feed(session_.append(std::move(payloads)), std::move(verdicts));
    }
    void undo() { feed({session_.undo()}, {}); }
    void redo() { feed({session_.redo()}, {}); }

    std::string where(const std::string& pieceId) const { return session_.position().findPiece(pieceId)->location.space; }
    const AlertLedger& ledger() const { return ledger_; }
    // The records of one code, oldest first.
    std::vector<AlertRecord> records(const std::string& code) const {
        std::vector<AlertRecord> out;
        for (const AlertRecord& record : ledger_.log())
            if (record.alert.code == code) out.push_back(record);
        return out;
    }
    bool stands(const std::string& code) const {
        const std::vector<model::Alert> standing = ledger_.standing();
        return std::any_of(standing.begin(), standing.end(), [&](const model::Alert& alert) { return alert.code == code; });
    }

private:
    void feed(std::vector<session::Event> action, ActionVerdicts verdicts) {
        const session::SessionState& after = session_.state();
        verdicts.position = games::evaluatePosition(game(), after.position, practiceMap()).alerts;
        verdicts.consequences = stepConsequences(game(), practiceMap(), stepStart_, after.position);
        ledger_.record(action, session_.log(), after, verdicts, judge_);
    }

    session::Session session_;
    model::Position stepStart_;
    GameAlertJudge judge_;
    AlertLedger ledger_;
};

constexpr const char* kOver = "move.over-allowance";
constexpr const char* kStack = "stacking.over-safe-limit";

// US-1 has 3 MP and 1809 -> 2209 costs 4 over clear hexes; US-2 can go one hex anywhere near.
Table overAllowance() {
    Table table(startWith({piece("US-1", "infantry-vet", "union", 3, "1809", {}, {{"movement", 3}}),
                           piece("US-2", "infantry-vet", "union", 3, "2009", {}, {{"movement", 4}})}));
    table.move("US-1", "2209");
    return table;
}

TEST(AlertLedger, AMoveOverItsAllowanceStandsThroughLaterUnrelatedMoves) {
    Table table = overAllowance();
    ASSERT_TRUE(table.stands(kOver));
    table.move("US-2", "2109");
    table.move("US-2", "2009");
    EXPECT_TRUE(table.stands(kOver)) << "another piece's moves leave US-1's error standing";
    ASSERT_EQ(table.records(kOver).size(), 1u);
    const AlertRecord record = table.records(kOver).front();
    EXPECT_EQ(record.origin, AlertOrigin::Move);
    EXPECT_EQ(record.raised.seq, 1);
    EXPECT_EQ(record.raised.turn, 1);
    EXPECT_EQ(record.from, "1809");
    EXPECT_EQ(table.ledger().standingCount(model::Severity::Error), 1);
}

TEST(AlertLedger, UndoingTheMoveEndsItAsUndoneAndRedoRaisesItAgain) {
    Table table = overAllowance();
    table.move("US-2", "2109");
    table.undo();  // US-2's move
    EXPECT_TRUE(table.stands(kOver));
    table.undo();  // US-1's move
    EXPECT_FALSE(table.stands(kOver));
    ASSERT_EQ(table.records(kOver).size(), 1u);
    EXPECT_EQ(table.records(kOver).front().ending, AlertEnding::Undone);
    EXPECT_EQ(table.records(kOver).front().ended->seq, 4);

    table.redo();
    EXPECT_TRUE(table.stands(kOver)) << "the redone move breaks the rule again";
    ASSERT_EQ(table.records(kOver).size(), 2u);
    EXPECT_EQ(table.records(kOver).back().raised.seq, 5);
    table.undo();
    EXPECT_EQ(table.records(kOver).back().ending, AlertEnding::Undone);
}

TEST(AlertLedger, MovingThePieceBackPutsItRight) {
    Table table = overAllowance();
    table.move("US-1", "1809");
    EXPECT_FALSE(table.stands(kOver));
    EXPECT_EQ(table.records(kOver).front().ending, AlertEnding::PutRight);
    EXPECT_EQ(table.records(kOver).front().ended->seq, 2);
}

TEST(AlertLedger, MovingThePieceToWhereItsAllowanceReachesPutsItRight) {
    Table table = overAllowance();
    table.move("US-1", "2109");  // 1809 -> 2109 is 3 MP: the march is legal now
    EXPECT_FALSE(table.stands(kOver));
    EXPECT_EQ(table.records(kOver).front().ending, AlertEnding::PutRight);
}

TEST(AlertLedger, MovingThePieceStillTooFarLeavesItStanding) {
    Table table(startWith({piece("US-1", "infantry-vet", "union", 3, "1809", {}, {{"movement", 2}})}));
    table.move("US-1", "2209");
    table.move("US-1", "2109");  // 1809 -> 2109 is 3 MP, still over 2
    EXPECT_TRUE(table.stands(kOver));
    EXPECT_EQ(table.records(kOver).front().ending, AlertEnding::Standing);
}

TEST(AlertLedger, UndoingWhatPutItRightRaisesItAgain) {
    Table table = overAllowance();
    table.move("US-1", "1809");
    table.undo();
    EXPECT_TRUE(table.stands(kOver));
    ASSERT_EQ(table.records(kOver).size(), 2u);
    EXPECT_EQ(table.records(kOver).front().ending, AlertEnding::PutRight);
    EXPECT_EQ(table.records(kOver).back().raised.seq, 3);
}

TEST(AlertLedger, AnOverrideEndsItWithTheReason) {
    Table table = overAllowance();
    const std::string key = table.records(kOver).front().alert.key();
    table.act({session::AlertOverridden{key, "forced march agreed"}});
    EXPECT_FALSE(table.stands(kOver));
    const AlertRecord record = table.records(kOver).front();
    EXPECT_EQ(record.ending, AlertEnding::Overridden);
    EXPECT_EQ(record.reason, "forced march agreed");
    table.move("US-2", "2109");
    EXPECT_FALSE(table.stands(kOver)) << "an overridden alert is not raised again while it holds";
    EXPECT_EQ(table.records(kOver).size(), 1u);
}

// 20 SPs in 1809, over the safe limit (12, or 18 on a Supply Head: 4.11): an alert of the
// position's own checks.
Table overStacked() {
    Table table(startWith({piece("US-1", "infantry-vet", "union", 12, "1809", {}, {{"movement", 4}}),
                           piece("US-3", "infantry-vet", "union", 8, "1909", {}, {{"movement", 4}}),
                           piece("US-2", "infantry-vet", "union", 3, "2209", {}, {{"movement", 4}})}));
    table.move("US-3", "1809");
    return table;
}

TEST(AlertLedger, AStackOverItsLimitStandsUntilThePieceLeaves) {
    Table table = overStacked();
    ASSERT_TRUE(table.stands(kStack));
    table.move("US-2", "2109");
    EXPECT_TRUE(table.stands(kStack));
    table.move("US-3", "1909");
    EXPECT_FALSE(table.stands(kStack));
    ASSERT_EQ(table.records(kStack).size(), 1u);
    EXPECT_EQ(table.records(kStack).front().origin, AlertOrigin::Position);
    EXPECT_EQ(table.records(kStack).front().ending, AlertEnding::PutRight);
    EXPECT_EQ(table.records(kStack).front().ended->seq, 3);
}

TEST(AlertLedger, AStackOverItsLimitIsUndoneWithTheMoveThatMadeIt) {
    Table table = overStacked();
    table.undo();
    EXPECT_FALSE(table.stands(kStack));
    EXPECT_EQ(table.records(kStack).front().ending, AlertEnding::Undone);
}

TEST(AlertLedger, TheLogSaysWhenEachAlertWasRaisedAndHowItEnded) {
    Table table = overAllowance();
    table.move("US-2", "2109");
    table.move("US-1", "1809");
    const nlohmann::json log = table.ledger().toJson();
    const auto over = std::find_if(log.begin(), log.end(), [](const nlohmann::json& item) { return item.at("code") == kOver; });
    ASSERT_NE(over, log.end());
    EXPECT_EQ(over->at("severity"), "error");
    EXPECT_EQ(over->at("rule"), "9.11, 9.17");
    EXPECT_EQ(over->at("headline"), "Moved farther than its allowance");
    EXPECT_EQ(over->at("raised").at("seq"), 1);
    EXPECT_EQ(over->at("ending"), "put-right");
    EXPECT_EQ(over->at("ended").at("seq"), 3);
    EXPECT_EQ(over->at("pieces"), nlohmann::json::array({"US-1"}));
}

}  // namespace
}  // namespace adj::referee::test
