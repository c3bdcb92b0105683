// GameJournal over a real store (issue 55): an action is kept whole or not at all, the snapshot
// at every 100th event is the position after that event, and a resume keeps what can be kept.
#include "tests/storage/support/journal_game.hpp"
#include "tests/storage/support/store_fixture.hpp"

#include "engine/session/position_json.hpp"
#include "engine/session/session_error.hpp"

#include <sqlite3.h>

namespace adj::storage::testing {
namespace {

using JournalTest = StoreTest;

// A store where this game's rows can be changed behind the store's back, as a bad disk would.
void rawExec(const std::filesystem::path& file, const std::string& sqlText) {
    sql::Connection raw = sql::Connection::open(file, SQLITE_OPEN_READWRITE);
    raw.exec(sqlText);
}

TEST_F(JournalTest, AnActionThatDoesNotFitOnTheDiskKeepsNoneOfItsEventsAndSaysSo) {
    GameStore store = openStore();
    auto journal = app::GameJournal::start(store, stackedPosition(), "full disk", tickingClock());
    store.setMaxPageCount(12);
    std::size_t refused = 0;
    std::string message;
    for (int round = 0; round < 200 && refused == 0; ++round) {
        // Eight bulky events: the cap bites somewhere inside one of these actions.
        std::vector<session::Payload> action;
        for (int i = 0; i < kStackSize; ++i)
            action.emplace_back(session::Note{std::to_string(round) + "/" + std::to_string(i) + std::string(700, 'x')});
        const std::size_t before = journal.session().log().size();
        try {
            journal.append(action, session::Source::Touch);
        } catch (const StoreError& error) {
            refused = before;
            message = error.what();
            EXPECT_EQ(error.kind(), ErrorKind::DiskFull) << message;
        }
    }
    ASSERT_GT(refused, 0u) << "the cap never bit";
    // The screen and the store agree, and neither holds any of the refused action.
    EXPECT_EQ(journal.session().log().size(), refused);
    EXPECT_EQ(store.lastSeq(journal.key()), static_cast<Seq>(refused));
    EXPECT_NE(message.find("Nothing of this change was kept"), std::string::npos) << message;
    EXPECT_NE(message.find("events " + std::to_string(refused + 1) + ".." + std::to_string(refused + kStackSize)),
              std::string::npos)
        << message;
    store.setMaxPageCount(std::nullopt);
    const auto resumed = app::GameJournal::resume(store, journal.key());
    EXPECT_EQ(resumed.session().log(), journal.session().log());
    EXPECT_EQ(store.integrityCheck(), "ok");
}

TEST_F(JournalTest, TheSnapshotAtTheHundredthEventIsThePositionAfterThatEventNotAfterItsAction) {
    GameStore store = openStore();
    auto journal = app::GameJournal::start(store, stackedPosition(), "snapshots", tickingClock());
    // Event 1 is the start; notes up to event 96, then stack moves of 8: events 97..104 cross 100.
    while (journal.session().log().size() < 96) journal.append({session::Note{"wait"}}, session::Source::Touch);
    journal.append(moveStack("1207", "1208"), session::Source::Touch);
    ASSERT_EQ(journal.session().log().size(), 104u);
    const auto snapshot = store.latestSnapshot(journal.key(), 100);
    ASSERT_TRUE(snapshot.has_value());
    ASSERT_EQ(snapshot->seq, 100);
    const model::Position stored = session::positionFromJson(nlohmann::json::parse(snapshot->positionJson), "snapshot 100");
    const model::Position after100 = journal.session().positionAfter(100);
    EXPECT_EQ(stored, after100);
    // Events 97..100 moved four of the stack; the other four are still in 1207.
    EXPECT_EQ(stored.findPiece(stackPiece(3))->location.space, "1208");
    EXPECT_EQ(stored.findPiece(stackPiece(4))->location.space, "1207");
}

// Events 1 (start), 2 and 3 (one counter there and back), 4..11 (the stack), 12 (one counter).
GameKey twelveEventGame(GameStore& store) {
    auto journal = app::GameJournal::start(store, stackedPosition(), "Evening game", tickingClock());
    journal.append({session::PieceMoved{stackPiece(0), "1207", "1307"}}, session::Source::Touch);
    journal.append({session::PieceMoved{stackPiece(0), "1307", "1207"}}, session::Source::Touch);
    journal.append(moveStack("1207", "1208"), session::Source::Touch);
    journal.append({session::PieceMoved{stackPiece(1), "1208", "1209"}}, session::Source::Touch);
    EXPECT_EQ(journal.session().log().size(), 12u);
    return journal.key();
}

TEST_F(JournalTest, ADamagedEventResumesTheWholeActionsBeforeItAndSaysWhichEventStoppedIt) {
    GameKey key = 0;
    {
        GameStore store = openStore();
        key = twelveEventGame(store);
    }
    // One changed byte in event 7, in the middle of the stack's action (events 4..11).
    rawExec(databasePath(), "UPDATE events SET json = '[' || substr(json, 2) WHERE seq = 7");

    GameStore store = openStore();
    const auto resumed = app::GameJournal::resume(store, key, stackedPosition(), tickingClock());
    // Not events 1..6: that would be half the stack moved, which the screen never showed.
    ASSERT_EQ(resumed.session().log().size(), 3u) << resumed.resumeNote();
    for (int i = 0; i < kStackSize; ++i) EXPECT_EQ(resumed.position().findPiece(stackPiece(i))->location.space, "1207");
    const std::string& note = resumed.resumeNote();
    EXPECT_NE(note.find("event 7 (piece-moved)"), std::string::npos) << note;
    EXPECT_NE(note.find("resumed after event 3"), std::string::npos) << note;

    // The damaged game is kept as it was; play goes on in a new game holding the valid actions.
    EXPECT_NE(resumed.key(), key);
    ASSERT_TRUE(resumed.stored());
    EXPECT_EQ(store.lastSeq(key), 12);
    EXPECT_EQ(store.events(key, 7).front().json.front(), '[');
    auto goingOn = app::GameJournal::resume(store, resumed.key(), std::nullopt, tickingClock());
    EXPECT_TRUE(goingOn.resumeNote().empty()) << goingOn.resumeNote();
    goingOn.append(moveStack("1207", "1208"), session::Source::Touch);
    EXPECT_EQ(store.lastSeq(resumed.key()), 11);
    EXPECT_EQ(store.lastGame()->key, resumed.key());
    EXPECT_EQ(store.actionOf(resumed.key(), 9), 4);
}

TEST_F(JournalTest, AnEventThatNoLongerFitsStopsTheResumeAtItsAction) {
    GameKey key = 0;
    {
        GameStore store = openStore();
        key = twelveEventGame(store);
    }
    // Still JSON, but event 12 now moves a counter from a hex it is not in.
    rawExec(databasePath(), "UPDATE events SET json = replace(json, '\"1208\"', '\"1210\"') WHERE seq = 12");
    GameStore store = openStore();
    const auto resumed = app::GameJournal::resume(store, key, std::nullopt, tickingClock());
    EXPECT_EQ(resumed.session().log().size(), 11u) << resumed.resumeNote();
    EXPECT_NE(resumed.resumeNote().find("event 12"), std::string::npos) << resumed.resumeNote();
}

TEST_F(JournalTest, ALostStartingSnapshotIsRebuiltFromTheScenario) {
    GameKey key = 0;
    {
        GameStore store = openStore();
        key = twelveEventGame(store);
    }
    rawExec(databasePath(), "DELETE FROM snapshots WHERE seq = 1");
    GameStore store = openStore();
    EXPECT_THROW(app::GameJournal::resume(store, key), session::SessionError);

    const auto resumed = app::GameJournal::resume(store, key, stackedPosition(), tickingClock());
    EXPECT_EQ(resumed.session().log().size(), 12u);
    EXPECT_EQ(resumed.key(), key);
    EXPECT_EQ(resumed.position().findPiece(stackPiece(1))->location.space, "1209");
    EXPECT_NE(resumed.resumeNote().find("rebuilt from the start of scenario '1861'"), std::string::npos) << resumed.resumeNote();
    // Kept again, so the next resume needs no scenario.
    const auto again = app::GameJournal::resume(store, key);
    EXPECT_TRUE(again.resumeNote().empty()) << again.resumeNote();
    EXPECT_EQ(again.session().log(), resumed.session().log());
}

}  // namespace
}  // namespace adj::storage::testing
