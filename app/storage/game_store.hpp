#pragma once
// GameStore: every game Adjutant has recorded, in one SQLite file that survives power cuts.
//
//   auto store = GameStore::open(dataDir / "games.sqlite");
//   if (store.openReport().needsAttention()) showToPlayers(store.openReport().message());
//   GameKey game = store.createGame({"war-for-the-union", "1861", "Evening game"});
//   store.appendAction(game, {{1, "piece.placed", R"({"type":"piece.placed","seq":1,...})"}, ...});
//
// An action (one or more events that belong together: a stack moved as one) is one transaction:
// after a kill, a power cut or a full disk the store holds all of it or none of it.
// appendAction returns only once the action is durable: WAL with synchronous=FULL fsyncs the log at
// every commit, so a confirmed move survives a power cut, not just a crash. Every failure throws
// StoreError with a message naming the file; a failed append has committed nothing and leaves
// the store usable.
//
// One GameStore is one SQLite connection: use it from one thread at a time. Several stores (in
// threads or processes) may share a file; writers queue on the busy timeout.
#include "app/storage/open_report.hpp"
#include "app/storage/records.hpp"
#include "app/storage/sqlite_connection.hpp"
#include "app/storage/statement_cache.hpp"

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adj::storage {

struct GameArchive;
struct ImportResult;

enum class Durability {
    Full,    // fsync at every commit: a confirmed event survives power loss (the default)
    Normal,  // fsync at checkpoints only: survives a crash, may lose the last commits on power loss
};

struct OpenOptions {
    Durability durability = Durability::Full;
    std::chrono::milliseconds busyTimeout{5000};
    // Caps the database at this many pages. Tests use it to produce SQLITE_FULL on demand.
    std::optional<std::int64_t> maxPageCount = std::nullopt;
    // Reads only: no recovery, no migration, every write refused. For resuming a game while the
    // file cannot be written (locked by another process, disk full); see GameStore::readOnly().
    bool readOnly = false;
};

class GameStore {
public:
    // Creates the parent folders and the file if needed, checks it (PRAGMA quick_check), recovers
    // a damaged one (see recovery.hpp) and migrates it forward. Throws StoreError for a database
    // from a newer Adjutant (left untouched), or when the file cannot be opened at all.
    static GameStore open(const std::filesystem::path& file, const OpenOptions& options = {});

    GameStore(GameStore&&) noexcept;
    GameStore& operator=(GameStore&&) noexcept;
    ~GameStore();

    const std::filesystem::path& file() const { return file_; }
    const OpenReport& openReport() const { return report_; }
    bool readOnly() const { return readOnly_; }

    // ---- games ----
    GameKey createGame(const NewGame& game);
    // A game with its first actions (each a list of events) and snapshots, in one transaction:
    // never a game row without its start. Errors as appendAction.
    GameKey createGame(const NewGame& game, const std::vector<std::vector<NewEvent>>& actions,
                       const std::vector<NewSnapshot>& snapshots);
    std::optional<GameInfo> game(GameKey key);
    std::optional<GameInfo> gameByUid(std::string_view uid);
    std::vector<GameInfo> listGames();  // most recently played first
    // The game to resume: the most recently played one not marked finished.
    std::optional<GameInfo> lastGame();
    void setFinished(GameKey key, bool finished);
    void setTitle(GameKey key, std::string_view title);
    // Removes the game with its events, snapshots, calibration and chart values.
    void deleteGame(GameKey key);

    // ---- the event log ----
    // One action in one durable transaction: its events, numbered on from lastSeq(game) + 1
    // (kFirstSeq for a new game), and any snapshots at those events. A gap or a repeat throws
    // StoreError(Sequence); every event's json must be a JSON object. On any failure nothing of
    // the action is kept, and the error says so.
    void appendAction(GameKey key, const std::vector<NewEvent>& action, const std::vector<NewSnapshot>& snapshots = {});
    // An action of one event.
    void appendEvent(GameKey key, const NewEvent& event);
    // The action event `seq` was recorded in (the seq of its first event); nullopt when the event
    // is not there or was kept before the store recorded actions (schema 1, salvage, import).
    std::optional<Seq> actionOf(GameKey key, Seq seq);
    Seq lastSeq(GameKey key);  // 0 when the game has no events yet
    std::vector<StoredEvent> events(GameKey key, Seq fromSeq = kFirstSeq);

    // ---- snapshots ----
    // The position after events 1..seq; seq must already be in the log.
    void saveSnapshot(GameKey key, Seq seq, std::string_view positionJson);
    // The latest snapshot at or before `atOrBefore` (the latest of all by default).
    std::optional<Snapshot> latestSnapshot(GameKey key, std::optional<Seq> atOrBefore = std::nullopt);

    // ---- calibrations: one per game or per table set-up, the newest replaces the older ----
    void saveCalibration(const CalibrationScope& scope, std::string_view json, const Blob& data = {});
    std::optional<Calibration> calibration(const CalibrationScope& scope);

    // ---- learned counter faces ----
    std::int64_t addCounterFace(const CounterFace& face);  // returns its id
    std::vector<CounterFace> counterFaces(std::string_view gameModule);
    void deleteCounterFace(std::int64_t id);

    // ---- values read off the players' printed charts, in the order entered ----
    void recordChartValue(GameKey key, std::string_view chartKey, std::string_view value);
    std::vector<ChartValue> chartValues(GameKey key);

    // ---- settings ----
    void setSetting(std::string_view key, std::string_view value);
    std::optional<std::string> setting(std::string_view key);
    void removeSetting(std::string_view key);

    // ---- export and import (format in game_archive.hpp) ----
    GameArchive exportArchive(GameKey key);
    void exportGame(GameKey key, const std::filesystem::path& file);
    // Adds the game as a new one; never overwrites: a uid already here gets a fresh uid.
    ImportResult importArchive(const GameArchive& archive);
    ImportResult importGame(const std::filesystem::path& file);

    // ---- health ----
    // The full PRAGMA integrity_check: "ok", or the problems found.
    std::string integrityCheck();
    // See OpenOptions::maxPageCount; nullopt lifts the cap. For tests that fill the disk.
    void setMaxPageCount(std::optional<std::int64_t> pages);

private:
    GameStore() = default;
    sql::StatementCache::Lease query(std::string_view sql);
    // Inside an open write transaction: checks and inserts the action's events and snapshots.
    void insertAction(GameKey key, const std::vector<NewEvent>& action, const std::vector<NewSnapshot>& snapshots);
    void insertSnapshot(GameKey key, Seq seq, std::string_view positionJson);
    GameKey insertGame(const NewGame& game);
    // What a failed action's error says: the cause, and that nothing of the action was kept.
    std::string notKeptMessage(GameKey key, const std::vector<NewEvent>& action, const StoreError& error);
    GameInfo requireGame(GameKey key);
    void touchGame(GameKey key, TimestampMs when);

    // A store opened with OpenOptions::readOnly.
    static GameStore openReadOnly(const std::filesystem::path& file, const OpenOptions& options);

    std::filesystem::path file_;
    OpenReport report_;
    bool readOnly_ = false;
    // The cache holds statements of the connection, so it is declared after it and dies first.
    sql::Connection connection_;
    sql::StatementCache statements_;
};

}  // namespace adj::storage
