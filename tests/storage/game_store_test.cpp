// The store's everyday behaviour: games, the event log, its sequence rules, snapshots.
#include "tests/storage/support/store_fixture.hpp"

#include "app/storage/schema.hpp"

#include <sqlite3.h>

namespace adj::storage::testing {
namespace {

using GameStoreTest = StoreTest;

std::string pragmaText(const std::filesystem::path& file, const char* pragma) {
    sqlite3* db = nullptr;
    sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt* stmt = nullptr;
    sqlite3_prepare_v2(db, pragma, -1, &stmt, nullptr);
    std::string value = sqlite3_step(stmt) == SQLITE_ROW ? reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0)) : "";
    sqlite3_finalize(stmt);
    sqlite3_close(db);
    return value;
}

TEST_F(GameStoreTest, CreatesFoldersAndAWalDatabaseAtTheLatestSchema) {
    GameStore store = openStore();
    EXPECT_EQ(store.openReport().outcome, OpenReport::Outcome::Created);
    EXPECT_TRUE(std::filesystem::exists(databasePath()));
    EXPECT_EQ(pragmaText(databasePath(), "PRAGMA journal_mode"), "wal");
    EXPECT_EQ(pragmaText(databasePath(), "PRAGMA user_version"), std::to_string(latestSchemaVersion()));
    EXPECT_EQ(pragmaText(databasePath(), "PRAGMA application_id"), std::to_string(kApplicationId));
    EXPECT_EQ(store.integrityCheck(), "ok");
}

TEST_F(GameStoreTest, ReopeningAHealthyStoreSaysOpened) {
    { GameStore store = openStore(); }
    GameStore store = openStore();
    EXPECT_EQ(store.openReport().outcome, OpenReport::Outcome::Opened);
    EXPECT_FALSE(store.openReport().needsAttention());
}

TEST_F(GameStoreTest, EventsComeBackInOrderAfterReopening) {
    GameKey key = 0;
    {
        GameStore store = openStore();
        key = gameWithEvents(store, 50);
    }
    GameStore store = openStore();
    const std::vector<StoredEvent> events = store.events(key);
    ASSERT_EQ(events.size(), 50u);
    for (Seq seq = 1; seq <= 50; ++seq) {
        const StoredEvent& event = events[static_cast<std::size_t>(seq - 1)];
        EXPECT_EQ(event.seq, seq);
        EXPECT_EQ(event.type, "piece.moved");
        EXPECT_EQ(event.json, moveEvent(seq, "p" + std::to_string(seq % 7)).json);
        EXPECT_GT(event.recordedAt, 0);
    }
    EXPECT_EQ(store.lastSeq(key), 50);
    EXPECT_EQ(store.events(key, 48).size(), 3u);
    EXPECT_EQ(store.events(key, 48).front().seq, 48);
}

TEST_F(GameStoreTest, AGapIsRefusedWithAClearMessageAndStoresNothing) {
    GameStore store = openStore();
    const GameKey key = gameWithEvents(store, 3);
    try {
        store.appendEvent(key, moveEvent(6));
        FAIL() << "a gap was accepted";
    } catch (const StoreError& error) {
        EXPECT_EQ(error.kind(), ErrorKind::Sequence);
        const std::string message = error.what();
        EXPECT_NE(message.find(databasePath().string()), std::string::npos) << message;
        EXPECT_NE(message.find("events 4..5 missing"), std::string::npos) << message;
    }
    EXPECT_EQ(store.lastSeq(key), 3);
    store.appendEvent(key, moveEvent(4));  // still usable
    EXPECT_EQ(store.lastSeq(key), 4);
}

TEST_F(GameStoreTest, ADuplicateIsRefused) {
    GameStore store = openStore();
    const GameKey key = gameWithEvents(store, 3);
    try {
        store.appendEvent(key, moveEvent(2, "other"));
        FAIL() << "a duplicate was accepted";
    } catch (const StoreError& error) {
        EXPECT_EQ(error.kind(), ErrorKind::Sequence);
        EXPECT_NE(std::string(error.what()).find("repeat"), std::string::npos) << error.what();
    }
    EXPECT_EQ(store.events(key, 2).front().json, moveEvent(2, "p2").json);
}

TEST_F(GameStoreTest, TheFirstEventMustBeOne) {
    GameStore store = openStore();
    const GameKey key = store.createGame({"war-for-the-union", "1861", "t"});
    EXPECT_THROW(store.appendEvent(key, moveEvent(0)), StoreError);
    EXPECT_THROW(store.appendEvent(key, moveEvent(2)), StoreError);
    store.appendEvent(key, moveEvent(kFirstSeq));
    EXPECT_EQ(store.lastSeq(key), 1);
}

TEST_F(GameStoreTest, MalformedEventsAndUnknownGamesAreRefused) {
    GameStore store = openStore();
    const GameKey key = store.createGame({"war-for-the-union", "1861", "t"});
    auto kindOf = [&](GameKey game, const NewEvent& event) {
        try {
            store.appendEvent(game, event);
        } catch (const StoreError& error) {
            return error.kind();
        }
        return ErrorKind::Internal;
    };
    EXPECT_EQ(kindOf(key, {1, "", "{}"}), ErrorKind::InvalidArgument);
    EXPECT_EQ(kindOf(key, {1, "piece.moved", "{\"unterminated\": "}), ErrorKind::InvalidArgument);
    EXPECT_EQ(kindOf(key, {1, "piece.moved", "[1, 2]"}), ErrorKind::InvalidArgument);
    EXPECT_EQ(kindOf(key + 100, moveEvent(1)), ErrorKind::NotFound);
    EXPECT_EQ(store.lastSeq(key), 0);
}

TEST_F(GameStoreTest, GamesAreListedMostRecentlyPlayedFirstAndTheLastUnfinishedIsResumed) {
    GameStore store = openStore();
    const GameKey first = gameWithEvents(store, 2, "first");
    const GameKey second = gameWithEvents(store, 2, "second");
    store.appendEvent(first, moveEvent(3));  // first is now the most recently played
    std::vector<GameInfo> games = store.listGames();
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].key, first);
    EXPECT_EQ(games[1].key, second);
    EXPECT_EQ(store.lastGame()->key, first);

    store.setFinished(first, true);
    EXPECT_EQ(store.lastGame()->key, second);
    EXPECT_TRUE(store.game(first)->finished);
    store.setFinished(second, true);
    EXPECT_FALSE(store.lastGame().has_value());
}

TEST_F(GameStoreTest, GameRecordsKeepWhatTheyWereCreatedWith) {
    GameStore store = openStore();
    const GameKey key = store.createGame({"a-gate-of-hell", "campaign", "Gallipoli", std::string("fixed-uid")});
    const GameInfo game = *store.game(key);
    EXPECT_EQ(game.uid, "fixed-uid");
    EXPECT_EQ(game.gameModule, "a-gate-of-hell");
    EXPECT_EQ(game.scenario, "campaign");
    EXPECT_EQ(game.title, "Gallipoli");
    EXPECT_EQ(game.startedAt, game.lastPlayedAt);
    EXPECT_EQ(store.gameByUid("fixed-uid")->key, key);
    EXPECT_THROW(store.createGame({"a-gate-of-hell", "campaign", "again", std::string("fixed-uid")}), StoreError);
    EXPECT_THROW(store.createGame({"", "x", "y"}), StoreError);
    store.setTitle(key, "Gallipoli, evening two");
    EXPECT_EQ(store.game(key)->title, "Gallipoli, evening two");
    // Generated uids are distinct.
    const GameKey other = store.createGame({"a-gate-of-hell", "campaign", "t"});
    const GameKey third = store.createGame({"a-gate-of-hell", "campaign", "t"});
    EXPECT_NE(store.game(other)->uid, store.game(third)->uid);
    EXPECT_EQ(store.game(other)->uid.size(), 36u);
}

TEST_F(GameStoreTest, DeletingAGameTakesEverythingOfItAndNothingElse) {
    GameStore store = openStore();
    const GameKey doomed = gameWithEvents(store, 5);
    const GameKey kept = gameWithEvents(store, 5);
    store.saveSnapshot(doomed, 5, R"({"pieces":[]})");
    store.saveCalibration(CalibrationScope::forGame(doomed), R"({"h":[1,0,0,0,1,0,0,0,1]})");
    store.recordChartValue(doomed, "weather", "clear");
    store.deleteGame(doomed);
    EXPECT_FALSE(store.game(doomed).has_value());
    EXPECT_TRUE(store.events(doomed).empty());
    EXPECT_FALSE(store.latestSnapshot(doomed).has_value());
    EXPECT_FALSE(store.calibration(CalibrationScope::forGame(doomed)).has_value());
    EXPECT_TRUE(store.chartValues(doomed).empty());
    EXPECT_EQ(store.events(kept).size(), 5u);
    EXPECT_THROW(store.deleteGame(doomed), StoreError);
    EXPECT_EQ(store.integrityCheck(), "ok");
}

TEST_F(GameStoreTest, TheLatestSnapshotAtOrBeforeAnEventIsFound) {
    GameStore store = openStore();
    const GameKey key = gameWithEvents(store, 30);
    EXPECT_FALSE(store.latestSnapshot(key).has_value());
    store.saveSnapshot(key, 10, R"({"after":10})");
    store.saveSnapshot(key, 20, R"({"after":20})");
    EXPECT_EQ(store.latestSnapshot(key)->seq, 20);
    EXPECT_EQ(store.latestSnapshot(key)->positionJson, R"({"after":20})");
    EXPECT_EQ(store.latestSnapshot(key, 19)->seq, 10);
    EXPECT_FALSE(store.latestSnapshot(key, 9).has_value());
    store.saveSnapshot(key, 20, R"({"after":20,"again":true})");  // recomputed: replaces
    EXPECT_EQ(store.latestSnapshot(key)->positionJson, R"({"after":20,"again":true})");
}

TEST_F(GameStoreTest, ASnapshotMustLieWithinTheLog) {
    GameStore store = openStore();
    const GameKey key = gameWithEvents(store, 3);
    EXPECT_THROW(store.saveSnapshot(key, 4, "{}"), StoreError);
    EXPECT_THROW(store.saveSnapshot(key, 0, "{}"), StoreError);
    EXPECT_THROW(store.saveSnapshot(key, 2, "not json"), StoreError);
    EXPECT_FALSE(store.latestSnapshot(key).has_value());
}

TEST_F(GameStoreTest, TwoStoresOnOneFileShareTheSequence) {
    GameStore a = openStore();
    GameStore b = openStore();
    const GameKey key = gameWithEvents(a, 1);
    EXPECT_EQ(b.lastSeq(key), 1);
    b.appendEvent(key, moveEvent(2));
    EXPECT_THROW(a.appendEvent(key, moveEvent(2)), StoreError);  // b got there first
    a.appendEvent(key, moveEvent(3));
    EXPECT_EQ(b.events(key).size(), 3u);
}

TEST_F(GameStoreTest, NormalDurabilityOpensToo) {
    GameStore store = openStore({Durability::Normal});
    const GameKey key = gameWithEvents(store, 3);
    EXPECT_EQ(store.lastSeq(key), 3);
}

TEST_F(GameStoreTest, AMovedStoreKeepsWorking) {
    GameStore first = openStore();
    const GameKey key = gameWithEvents(first, 2);
    GameStore second = std::move(first);
    second.appendEvent(key, moveEvent(3));
    EXPECT_EQ(second.lastSeq(key), 3);
}

TEST_F(GameStoreTest, AnActionIsStoredWholeWithItsSnapshotOrNotAtAll) {
    GameStore store = openStore();
    const GameKey key = gameWithEvents(store, 2);
    // The fourth event of the action is bad: none of the first three may stay.
    std::vector<NewEvent> action = {moveEvent(3), moveEvent(4), moveEvent(5), {6, "piece.moved", "not json"}};
    EXPECT_THROW(store.appendAction(key, action, {{4, R"({"after":4})"}}), StoreError);
    EXPECT_EQ(store.lastSeq(key), 2);
    EXPECT_FALSE(store.latestSnapshot(key).has_value());
    // A gap inside the action is refused just the same.
    EXPECT_THROW(store.appendAction(key, {moveEvent(3), moveEvent(5)}), StoreError);
    EXPECT_EQ(store.lastSeq(key), 2);

    action.back() = moveEvent(6);
    store.appendAction(key, action, {{5, R"({"after":5})"}});
    EXPECT_EQ(store.lastSeq(key), 6);
    EXPECT_EQ(store.latestSnapshot(key)->seq, 5);
    for (Seq seq = 3; seq <= 6; ++seq) EXPECT_EQ(store.actionOf(key, seq), 3);
    EXPECT_EQ(store.actionOf(key, 2), 2);
    EXPECT_FALSE(store.actionOf(key, 7).has_value());
}

TEST_F(GameStoreTest, AGameIsCreatedWithItsFirstActionsInOneTransaction) {
    GameStore store = openStore();
    EXPECT_THROW(store.createGame({"war-for-the-union", "1861", "bad"}, {{moveEvent(1)}, {moveEvent(3)}}, {}), StoreError);
    EXPECT_TRUE(store.listGames().empty());
    const GameKey key = store.createGame({"war-for-the-union", "1861", "good"}, {{moveEvent(1)}, {moveEvent(2), moveEvent(3)}},
                                         {{1, R"({"start":true})"}});
    EXPECT_EQ(store.lastSeq(key), 3);
    EXPECT_EQ(store.actionOf(key, 3), 2);
    EXPECT_EQ(store.latestSnapshot(key, 1)->seq, 1);
}

}  // namespace
}  // namespace adj::storage::testing
