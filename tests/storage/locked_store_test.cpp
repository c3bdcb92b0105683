// A store another process holds locked at start-up (issue 55, point 7): the writable open fails
// with a clear Busy error, a read-only open still resumes the game, and once the lock is gone a
// writable store takes the game over where it stood.
#include "tests/storage/support/journal_game.hpp"
#include "tests/storage/support/store_fixture.hpp"

#include <sqlite3.h>

namespace adj::storage::testing {
namespace {

using LockedStoreTest = StoreTest;

TEST_F(LockedStoreTest, ALockedStoreOpensReadOnlyToResumeAndHandsTheGameToAWritableOneLater) {
    GameKey key = 0;
    {
        GameStore store = openStore();
        auto journal = app::GameJournal::start(store, stackedPosition(), "locked", tickingClock());
        journal.append(moveStack("1207", "1208"), session::Source::Touch);
        key = journal.key();
    }
    // Another process holds the write lock (as a second app instance, or a backup tool, might).
    sql::Connection other = sql::Connection::open(databasePath(), SQLITE_OPEN_READWRITE);
    other.exec("BEGIN IMMEDIATE");
    other.exec("INSERT INTO settings (key, value) VALUES ('held', 'by another process')");

    OpenOptions quick;
    quick.busyTimeout = std::chrono::milliseconds(50);
    try {
        GameStore::open(databasePath(), quick);
        ADD_FAILURE() << "a locked store opened for writing";
    } catch (const StoreError& error) {
        EXPECT_EQ(error.kind(), ErrorKind::Busy) << error.what();
    }

    OpenOptions readOnly = quick;
    readOnly.readOnly = true;
    GameStore reader = GameStore::open(databasePath(), readOnly);
    EXPECT_TRUE(reader.readOnly());
    ASSERT_EQ(reader.lastGame()->key, key);
    auto journal = app::GameJournal::resume(reader, key, std::nullopt, tickingClock());
    EXPECT_EQ(journal.session().log().size(), 9u);
    EXPECT_EQ(journal.position().findPiece(stackPiece(7))->location.space, "1208");
    // Nothing can be written, and the screen keeps what the store keeps.
    EXPECT_THROW(journal.append({session::Note{"not kept"}}, session::Source::Touch), StoreError);
    EXPECT_EQ(journal.session().log().size(), 9u);

    other.exec("ROLLBACK");
    GameStore writable = GameStore::open(databasePath(), quick);
    journal.moveTo(writable);
    journal.append({session::Note{"kept"}}, session::Source::Touch);
    EXPECT_EQ(writable.lastSeq(key), 10);
}

TEST_F(LockedStoreTest, AJournalMovesOnlyToAStoreHoldingItsLog) {
    GameStore store = openStore();
    auto journal = app::GameJournal::start(store, stackedPosition(), "moved", tickingClock());
    journal.append({session::Note{"one"}}, session::Source::Touch);
    TempDir elsewhere;
    GameStore other = GameStore::open(elsewhere / "other.sqlite");
    EXPECT_THROW(journal.moveTo(other), StoreError);
    journal.append({session::Note{"still in the first store"}}, session::Source::Touch);
    EXPECT_EQ(store.lastSeq(journal.key()), 3);
}

}  // namespace
}  // namespace adj::storage::testing
