// Damaged database files: each is set aside untouched, what SQLite can still read is salvaged
// into a new database, the report says what came back and what did not, and the store works.
#include "tests/storage/support/store_fixture.hpp"

#include "app/storage/schema.hpp"

#include <sqlite3.h>

#include <map>
#include <random>

namespace adj::storage::testing {
namespace {

constexpr int kGames = 3;
constexpr Seq kEventsPerGame = 200;

std::string markedEventJson(int game, Seq seq) {
    return R"({"type":"piece.moved","marker":"g)" + std::to_string(game) + "-s" + std::to_string(seq) +
           R"(;","piece":"p)" + std::to_string(seq % 11) + R"(","to":")" + std::to_string(100 + seq) +
           R"(","detail":")" + std::string(120, static_cast<char>('a' + seq % 26)) + R"("})";
}

class DamageTest : public StoreTest {
protected:
    // Three games of 200 events each, checkpointed into the main file (the store is closed).
    void buildStore() {
        GameStore store = openStore({Durability::Normal});  // setting up needs no fsyncs; saves seconds
        for (int game = 1; game <= kGames; ++game) {
            const GameKey key = store.createGame({"war-for-the-union", "1861", "Game " + std::to_string(game)});
            keys_[game] = key;
            for (Seq seq = 1; seq <= kEventsPerGame; ++seq) store.appendEvent(key, {seq, "piece.moved", markedEventJson(game, seq)});
            store.saveSnapshot(key, 100, R"({"after":100})");
            store.recordChartValue(key, "weather", "clear");
        }
        store.setSetting("admin.pin", "1234");
    }

    std::vector<std::filesystem::path> damagedCopies() const {
        std::vector<std::filesystem::path> found;
        for (const auto& entry : std::filesystem::directory_iterator(databasePath().parent_path())) {
            const std::string name = entry.path().filename().string();
            if (name.find(".damaged-") != std::string::npos && name.find("-wal") == std::string::npos &&
                name.find("-shm") == std::string::npos)
                found.push_back(entry.path());
        }
        return found;
    }

    // Opens the damaged store and checks everything that must hold whatever was lost.
    GameStore openAndCheckRecovery(const std::string& damagedBytes) {
        GameStore store = openStore();
        const OpenReport& report = store.openReport();
        EXPECT_EQ(report.outcome, OpenReport::Outcome::Recovered);
        EXPECT_TRUE(report.needsAttention());
        EXPECT_TRUE(report.salvage.has_value());
        const std::string message = report.message();
        EXPECT_NE(message.find(databasePath().string()), std::string::npos) << message;
        EXPECT_NE(message.find("damaged"), std::string::npos) << message;
        std::cout << message;

        // The damaged file is kept, exactly as it was.
        const std::vector<std::filesystem::path> copies = damagedCopies();
        EXPECT_EQ(copies.size(), 1u);
        if (!copies.empty()) {
            EXPECT_EQ(copies[0], report.salvage->damagedCopy);
            EXPECT_EQ(readFileBytes(copies[0]), damagedBytes);
        }
        EXPECT_EQ(store.integrityCheck(), "ok");

        // Whatever came back is exactly what was written, and every log is contiguous from 1.
        for (const GameInfo& game : store.listGames()) {
            int number = 0;
            for (const auto& [n, key] : keys_)
                if (key == game.key) number = n;
            const std::vector<StoredEvent> events = store.events(game.key);
            for (std::size_t i = 0; i < events.size(); ++i) {
                EXPECT_EQ(events[i].seq, static_cast<Seq>(i + 1));
                EXPECT_EQ(events[i].json, markedEventJson(number, events[i].seq));
            }
            if (const auto snapshot = store.latestSnapshot(game.key)) {
                EXPECT_LE(snapshot->seq, store.lastSeq(game.key));
            }
            // The game goes on where its log ends.
            const Seq next = store.lastSeq(game.key) + 1;
            store.appendEvent(game.key, {next, "piece.moved", markedEventJson(number, next)});
        }
        const GameKey fresh = store.createGame({"us-civil-war", "1861", "after the damage"});
        store.appendEvent(fresh, moveEvent(1));
        return store;
    }

    std::size_t recoveredEvents(GameStore& store) {
        std::size_t total = 0;
        for (const GameInfo& game : store.listGames()) total += store.events(game.key).size();
        return total;
    }

    std::map<int, GameKey> keys_;
};

TEST_F(DamageTest, ATruncatedFileIsSetAsideAndItsReadablePartSalvaged) {
    buildStore();
    const auto size = std::filesystem::file_size(databasePath());
    std::filesystem::resize_file(databasePath(), size * 6 / 10 + 123);  // mid-page, as a torn copy would be
    const std::string damaged = readFileBytes(databasePath());

    GameStore store = openAndCheckRecovery(damaged);
    const SalvageReport& report = *store.openReport().salvage;
    EXPECT_TRUE(report.lostAnything());
    EXPECT_GT(report.rowsRecovered(), 0);
    EXPECT_EQ(store.listGames().size(), kGames + 1u);  // the three games (some rebuilt) and the new one
    const std::size_t events = recoveredEvents(store);
    EXPECT_GT(events, 100u);
    EXPECT_LT(events, kGames * kEventsPerGame + kGames + 1u);
    EXPECT_EQ(store.setting("admin.pin"), "1234");
    // The cut-off end is one stretch read past, not rows of a cut page read again and again.
    for (const TableSalvage& table : report.tables) {
        EXPECT_LE(table.unreadableStretches, 1) << table.table;
        if (table.table == "events") {
            EXPECT_EQ(table.rejected, 0);  // snapshots past a kept log do go
        }
    }
}

TEST_F(DamageTest, AnOverwrittenHeaderIsReadThroughARebuiltOne) {
    buildStore();
    std::string bytes = readFileBytes(databasePath());
    std::mt19937 random(11);
    for (int i = 0; i < 100; ++i) bytes[static_cast<std::size_t>(i)] = static_cast<char>(random());
    writeFileBytes(databasePath(), bytes);

    GameStore store = openAndCheckRecovery(bytes);
    const SalvageReport& report = *store.openReport().salvage;
    EXPECT_TRUE(report.headerRepaired);
    // Everything behind the header was intact, so everything comes back.
    EXPECT_EQ(recoveredEvents(store), kGames * (kEventsPerGame + 1) + 1u);
    EXPECT_FALSE(report.lostAnything()) << report.summary();
}

TEST_F(DamageTest, AGarbledPageLosesOnlyTheEventsOnIt) {
    buildStore();
    std::string bytes = readFileBytes(databasePath());
    const std::size_t at = bytes.find("\"g2-s120;\"");
    ASSERT_NE(at, std::string::npos);
    const std::size_t page = at / 4096 * 4096;
    std::mt19937 random(5);
    for (std::size_t i = page; i < page + 4096; ++i) bytes[i] = static_cast<char>(random());
    writeFileBytes(databasePath(), bytes);

    GameStore store = openAndCheckRecovery(bytes);
    const SalvageReport& report = *store.openReport().salvage;
    EXPECT_TRUE(report.lostAnything());
    ASSERT_EQ(report.games.size(), static_cast<std::size_t>(kGames));
    // Game 2 keeps its log up to the hole; the games around it are whole.
    const GameSalvage& second = report.games[1];
    ASSERT_TRUE(second.firstMissingSeq.has_value()) << report.summary();
    EXPECT_LE(*second.firstMissingSeq, 120);
    EXPECT_GT(*second.firstMissingSeq, 60);
    EXPECT_GT(second.eventsNotRestored, 0);
    EXPECT_EQ(report.games[0].lastSeq, kEventsPerGame);
    EXPECT_EQ(report.games[2].lastSeq, kEventsPerGame);
    EXPECT_GE(recoveredEvents(store), static_cast<std::size_t>(2 * kEventsPerGame + 60));
}

TEST_F(DamageTest, RandomBytesAreKeptAsideAndANewStoreStarts) {
    std::filesystem::create_directories(databasePath().parent_path());
    std::string bytes(64 * 1024, '\0');
    std::mt19937 random(3);
    for (char& byte : bytes) byte = static_cast<char>(random());
    writeFileBytes(databasePath(), bytes);

    GameStore store = openAndCheckRecovery(bytes);
    const SalvageReport& report = *store.openReport().salvage;
    EXPECT_EQ(report.rowsRecovered(), 0);
    EXPECT_NE(report.summary().find("Nothing in it could be read"), std::string::npos) << report.summary();
    EXPECT_EQ(store.listGames().size(), 1u);  // only the one openAndCheckRecovery made
}

TEST_F(DamageTest, ADatabaseThatIsNotOursIsKeptAsideNotSalvaged) {
    std::filesystem::create_directories(databasePath().parent_path());
    {
        sql::Connection other = sql::Connection::open(databasePath(), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        other.exec("CREATE TABLE songs (title TEXT); INSERT INTO songs VALUES ('Dixie')");
    }
    const std::string bytes = readFileBytes(databasePath());
    GameStore store = openAndCheckRecovery(bytes);
    EXPECT_FALSE(store.openReport().salvage->salvageAttempted);
    EXPECT_NE(store.openReport().message().find("not an Adjutant database"), std::string::npos);
}

TEST_F(DamageTest, ADatabaseFromANewerAdjutantIsRefusedAndLeftUntouched) {
    buildStore();
    {
        sql::Connection raw = sql::Connection::open(databasePath(), SQLITE_OPEN_READWRITE);
        raw.exec("PRAGMA user_version = " + std::to_string(latestSchemaVersion() + 1));
    }
    const std::string before = readFileBytes(databasePath());
    try {
        openStore();
        FAIL() << "a newer database was opened";
    } catch (const StoreError& error) {
        EXPECT_EQ(error.kind(), ErrorKind::NewerSchema);
        EXPECT_NE(std::string(error.what()).find(databasePath().string()), std::string::npos) << error.what();
        EXPECT_NE(std::string(error.what()).find("newer version of Adjutant"), std::string::npos) << error.what();
    }
    EXPECT_EQ(readFileBytes(databasePath()), before);
    EXPECT_TRUE(damagedCopies().empty());
}

TEST_F(DamageTest, AnEmptyFileIsANewStore) {
    std::filesystem::create_directories(databasePath().parent_path());
    writeFileBytes(databasePath(), "");
    GameStore store = openStore();
    EXPECT_EQ(store.openReport().outcome, OpenReport::Outcome::Created);
    store.appendEvent(store.createGame({"war-for-the-union", "1861", "t"}), moveEvent(1));
}

TEST_F(DamageTest, ARecoveryCutShortByPowerLossIsCompletedAtTheNextStart) {
    // The state after step 3 of recovery.hpp: the salvaged database is complete under its
    // temporary name, the damaged file has moved, but its -wal was still being moved.
    const std::filesystem::path complete = databasePath().string() + ".recovering";
    {
        GameStore salvaged = GameStore::open(complete);
        salvaged.appendEvent(salvaged.createGame({"war-for-the-union", "1861", "salvaged"}), moveEvent(1));
    }
    writeFileBytes(databasePath().string() + "-wal", "a log that belongs to the damaged file");
    writeFileBytes(databasePath().string() + ".recovering-partial", "half-built");

    GameStore store = openStore();
    ASSERT_EQ(store.openReport().notes.size(), 1u);
    EXPECT_NE(store.openReport().notes[0].find("interrupted"), std::string::npos) << store.openReport().notes[0];
    ASSERT_EQ(store.listGames().size(), 1u);
    EXPECT_EQ(store.listGames()[0].title, "salvaged");
    EXPECT_FALSE(std::filesystem::exists(complete));
    EXPECT_FALSE(std::filesystem::exists(databasePath().string() + ".recovering-partial"));
    bool orphanKept = false;
    for (const auto& entry : std::filesystem::directory_iterator(databasePath().parent_path()))
        orphanKept = orphanKept || entry.path().filename().string().find(".orphaned-") != std::string::npos;
    EXPECT_TRUE(orphanKept);
}

}  // namespace
}  // namespace adj::storage::testing
