#include "app/storage/game_store.hpp"

#include "app/storage/database_probe.hpp"
#include "app/storage/file_ops.hpp"
#include "app/storage/recovery.hpp"
#include "app/storage/schema.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <system_error>

namespace adj::storage {

namespace fs = std::filesystem;

namespace {

int clampedMilliseconds(std::chrono::milliseconds timeout) {
    return static_cast<int>(std::min<std::chrono::milliseconds::rep>(timeout.count(), 1 << 30));
}

// Pragmas that hold for the connection's lifetime. journal_mode and foreign_keys cannot change
// inside a transaction, so they come before the migration.
void configure(sql::Connection& connection, const OpenOptions& options) {
    connection.setBusyTimeout(clampedMilliseconds(options.busyTimeout));
    // Only takes effect on a file with no pages yet; the header repair relies on knowing it.
    connection.exec("PRAGMA page_size = 4096");
    sql::Statement journal = connection.prepare("PRAGMA journal_mode = WAL");
    if (!journal.step() || journal.text(0) != "wal")
        throw StoreError(ErrorKind::Io, connection.path().string() +
                                            ": cannot switch the database to write-ahead logging (WAL); the file system may not support it");
    journal.reset();
    // WAL + FULL: each commit appends to the log and fsyncs it before COMMIT returns. NORMAL
    // would skip that fsync and could lose the newest moves to a power cut (see store_bench).
    connection.exec(options.durability == Durability::Full ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL");
    connection.exec("PRAGMA foreign_keys = ON");
    if (options.maxPageCount) connection.exec("PRAGMA max_page_count = " + std::to_string(*options.maxPageCount));
}

}  // namespace

GameStore GameStore::open(const fs::path& file, const OpenOptions& options) {
    if (options.readOnly) return openReadOnly(file, options);
    ensureParentDirectory(file);
    GameStore store;
    store.file_ = file;
    store.report_.file = file;
    store.report_.schemaVersion = latestSchemaVersion();
    if (std::optional<std::string> note = finishInterruptedRecovery(file)) store.report_.notes.push_back(*note);

    const ProbeResult probe = probeDatabase(file, latestSchemaVersion());
    switch (probe.verdict) {
    case ProbeVerdict::Newer: throw StoreError(ErrorKind::NewerSchema, probe.detail);
    case ProbeVerdict::Damaged:
    case ProbeVerdict::Foreign:
        store.report_.outcome = OpenReport::Outcome::Recovered;
        store.report_.salvage = recoverDatabase(file, probe);
        break;
    case ProbeVerdict::Missing: store.report_.outcome = OpenReport::Outcome::Created; break;
    case ProbeVerdict::Healthy: store.report_.outcome = OpenReport::Outcome::Opened; break;
    }

    const bool isNew = probe.verdict == ProbeVerdict::Missing;
    store.connection_ = sql::Connection::open(file, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    configure(store.connection_, options);
    const int found = migrate(store.connection_);
    // The new file's name must reach the disk too, or a power cut could take the whole store.
    if (isNew) syncDirectory(file.parent_path());
    store.report_.schemaVersionFound = found;
    if (store.report_.outcome == OpenReport::Outcome::Opened && found < latestSchemaVersion())
        store.report_.outcome = found == 0 ? OpenReport::Outcome::Created : OpenReport::Outcome::Upgraded;
    return store;
}

GameStore GameStore::openReadOnly(const fs::path& file, const OpenOptions& options) {
    GameStore store;
    store.file_ = file;
    store.readOnly_ = true;
    store.report_.file = file;
    store.report_.schemaVersion = latestSchemaVersion();
    store.report_.outcome = OpenReport::Outcome::Opened;
    if (!fs::exists(file)) throw StoreError(ErrorKind::NotFound, file.string() + ": there is no store to read");
    store.connection_ = sql::Connection::open(file, SQLITE_OPEN_READONLY);
    store.connection_.setBusyTimeout(clampedMilliseconds(options.busyTimeout));
    // Nothing can be repaired or upgraded without writing: read only a store that needs neither.
    const std::int64_t found = store.connection_.queryInteger("PRAGMA user_version");
    if (found != latestSchemaVersion())
        throw StoreError(found > latestSchemaVersion() ? ErrorKind::NewerSchema : ErrorKind::Io,
                         file.string() + ": cannot be read without writing to it (schema version " + std::to_string(found) +
                             ", this version of Adjutant uses " + std::to_string(latestSchemaVersion()) + ")");
    store.report_.schemaVersionFound = static_cast<int>(found);
    return store;
}

GameStore::GameStore(GameStore&&) noexcept = default;
GameStore& GameStore::operator=(GameStore&&) noexcept = default;
GameStore::~GameStore() = default;

sql::StatementCache::Lease GameStore::query(std::string_view sqlText) {
    if (!connection_) throw StoreError(ErrorKind::Internal, "the game store was moved from and is no longer open");
    return statements_.lease(connection_, sqlText);
}

std::string GameStore::integrityCheck() {
    auto check = query("PRAGMA integrity_check");
    std::string result;
    while (check->step()) {
        if (!result.empty()) result += "; ";
        result += check->text(0);
    }
    return result;
}

void GameStore::setMaxPageCount(std::optional<std::int64_t> pages) {
    // SQLite never lowers the cap below the current size, and "unlimited" is its own maximum.
    const std::int64_t value = pages ? *pages : std::int64_t{0xfffffffe};
    connection_.exec("PRAGMA max_page_count = " + std::to_string(value));
}

}  // namespace adj::storage
