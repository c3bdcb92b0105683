#include "app/storage/schema.hpp"

#include "app/storage/transaction.hpp"

#include <array>
#include <string>

namespace adj::storage {

namespace {

// Times are integer milliseconds since the Unix epoch (UTC): compact, sortable, unambiguous.
constexpr std::string_view kVersion1 = R"sql(
CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    uid            TEXT    NOT NULL UNIQUE,
    game_module    TEXT    NOT NULL,
    scenario       TEXT    NOT NULL,
    title          TEXT    NOT NULL,
    started_at     INTEGER NOT NULL,
    last_played_at INTEGER NOT NULL,
    finished       INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1))
);
CREATE INDEX games_by_last_played ON games (last_played_at DESC, id DESC);

-- The event log: the game itself. One row per confirmed event, sequence contiguous per game.
CREATE TABLE events (
    game        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    type        TEXT    NOT NULL,
    json        TEXT    NOT NULL,
    recorded_at INTEGER NOT NULL,
    PRIMARY KEY (game, seq)
);

-- Positions folded from events 1..seq, so resuming replays only the tail of the log.
CREATE TABLE snapshots (
    game       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    position   TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game, seq)
);

-- Camera and registration data, for one game or for a named table set-up (exactly one of them).
CREATE TABLE calibrations (
    id         INTEGER PRIMARY KEY,
    game       INTEGER REFERENCES games (id) ON DELETE CASCADE,
    setup      TEXT,
    json       TEXT    NOT NULL,
    data       BLOB,
    updated_at INTEGER NOT NULL,
    CHECK ((game IS NULL) <> (setup IS NULL))
);
CREATE UNIQUE INDEX calibrations_by_game ON calibrations (game) WHERE game IS NOT NULL;
CREATE UNIQUE INDEX calibrations_by_setup ON calibrations (setup) WHERE setup IS NOT NULL;

-- Learned appearance templates of counters; they belong to a game's counter mix, not to one game.
CREATE TABLE counter_faces (
    id          INTEGER PRIMARY KEY,
    game_module TEXT    NOT NULL,
    piece_kind  TEXT    NOT NULL,
    piece_id    TEXT    NOT NULL,
    side        TEXT    NOT NULL,
    face        TEXT    NOT NULL,
    png         BLOB    NOT NULL,
    metadata    TEXT    NOT NULL DEFAULT '{}',
    learned_at  INTEGER NOT NULL
);
CREATE INDEX counter_faces_by_piece ON counter_faces (game_module, piece_id);

-- Values the players read off their printed charts when the rules refer to one we do not have.
CREATE TABLE chart_values (
    id         INTEGER PRIMARY KEY,
    game       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    chart_key  TEXT    NOT NULL,
    value      TEXT    NOT NULL,
    entered_at INTEGER NOT NULL
);
CREATE INDEX chart_values_by_game ON chart_values (game, chart_key);

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
)sql";

// Which action each event belongs to: the seq of the action's first event, written in the same
// transaction as the action, so a resume that must stop at a damaged event can stop at the start
// of its action instead of keeping part of one. NULL for events kept before version 2 (or salvaged
// or imported), whose action the store cannot vouch for.
constexpr std::string_view kVersion2 = R"sql(
ALTER TABLE events ADD COLUMN action_start INTEGER CHECK (action_start IS NULL OR (action_start >= 1 AND action_start <= seq));
)sql";

const std::array<MigrationStep, 2> kSteps = {{
    {1, "games, events, snapshots, calibrations, counter faces, chart values, settings", kVersion1, {}},
    {2, "events know the action they belong to", kVersion2, {}},
}};

}  // namespace

std::span<const MigrationStep> migrationSteps() { return kSteps; }

int latestSchemaVersion() { return kSteps.back().version; }

std::string newerSchemaMessage(const std::string& file, std::int64_t found, int known) {
    return file + ": this database was written by a newer version of Adjutant (schema version " +
           std::to_string(found) + "; this version knows up to " + std::to_string(known) +
           "). It has been left untouched: update Adjutant, or choose another database file.";
}

int migrate(sql::Connection& connection, std::span<const MigrationStep> steps) {
    const int target = steps.empty() ? 0 : steps.back().version;
    // Under the write lock, so a second process opening the same file at the same moment waits,
    // then finds the work done.
    sql::Transaction transaction(connection);
    const std::int64_t found = connection.queryInteger("PRAGMA user_version");
    if (found > target)
        throw StoreError(ErrorKind::NewerSchema, newerSchemaMessage(connection.path().string(), found, target));
    for (const MigrationStep& step : steps) {
        if (step.version <= found) continue;
        try {
            connection.exec(step.sql);
            if (step.transform) step.transform(connection);
        } catch (const StoreError& error) {
            throw StoreError(error.kind(),
                             "upgrading to schema version " + std::to_string(step.version) + " (" +
                                 std::string(step.description) + ") failed, the database is unchanged: " + error.what(),
                             error.sqliteCode());
        }
        // PRAGMA takes no parameters; the value is our own integer.
        connection.exec("PRAGMA user_version = " + std::to_string(step.version));
    }
    if (found < target) connection.exec("PRAGMA application_id = " + std::to_string(kApplicationId));
    transaction.commit();
    return static_cast<int>(found);
}

int migrate(sql::Connection& connection) { return migrate(connection, migrationSteps()); }

}  // namespace adj::storage
