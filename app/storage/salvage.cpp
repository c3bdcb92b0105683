#include "app/storage/salvage.hpp"

#include "app/storage/file_ops.hpp"
#include "app/storage/header_repair.hpp"
#include "app/storage/transaction.hpp"
#include "app/storage/uid.hpp"

#include <sqlite3.h>

#include <array>
#include <limits>
#include <map>
#include <optional>
#include <string_view>
#include <utility>

namespace adj::storage {

namespace fs = std::filesystem;

namespace {

struct TableSpec {
    std::string_view name;
    std::string_view columns;  // copied as they are, the same names in old and new database
    int columnCount;
};

// Parents before children, so the report reads in a natural order.
constexpr std::array<TableSpec, 7> kTables = {{
    {"games", "id, uid, game_module, scenario, title, started_at, last_played_at, finished", 8},
    {"events", "game, seq, type, json, recorded_at", 5},
    {"snapshots", "game, seq, position, created_at", 4},
    {"calibrations", "id, game, setup, json, data, updated_at", 6},
    {"counter_faces", "id, game_module, piece_kind, piece_id, side, face, png, metadata, learned_at", 9},
    {"chart_values", "id, game, chart_key, value, entered_at", 5},
    {"settings", "key, value", 2},
}};

// A bound on the probing a hopelessly damaged table can cost.
constexpr int kMaxProbesPerTable = 20000;

// Opens a database for reading and proves its schema table can be read.
std::optional<sql::Connection> openReadable(const fs::path& file) {
    try {
        sql::Connection connection = sql::Connection::open(file, SQLITE_OPEN_READONLY);
        // writable_schema makes SQLite trust the file's real length over the page count in its
        // header (a truncated file is otherwise refused outright); the connection is read-only,
        // so nothing can be written through it. cell_size_check catches bad cells while reading
        // instead of returning garbage.
        connection.exec("PRAGMA writable_schema = ON; PRAGMA cell_size_check = ON");
        sql::Statement schema = connection.prepare("SELECT name FROM sqlite_schema");
        schema.run();
        return connection;
    } catch (const StoreError&) {
        return std::nullopt;
    }
}

// Copies one table, walking it in rowid order. A read that fails marks the start of an
// unreadable stretch; the next readable rowid is found by probing ever further ahead, then
// narrowing back, so a single bad page costs a few dozen probes and as few rows as possible.
class TableCopier {
public:
    TableCopier(sql::Connection& source, sql::Connection& target, const TableSpec& spec, TableSalvage& report)
        : source_(source), target_(target), spec_(spec), report_(report) {}

    void run() {
        std::string placeholders;
        for (int i = 0; i < spec_.columnCount; ++i) placeholders += i == 0 ? "?" : ", ?";
        insert_ = target_.prepare("INSERT INTO " + std::string(spec_.name) + " (" + std::string(spec_.columns) +
                                  ") VALUES (" + placeholders + ")");
        selectSql_ = "SELECT " + std::string(spec_.columns) + ", rowid FROM " + std::string(spec_.name) +
                     " WHERE rowid >= ?1 ORDER BY rowid";
        try {
            source_.prepare(selectSql_);
        } catch (const StoreError&) {
            report_.unreadable = true;  // the table, or its definition, is gone
            return;
        }

        std::int64_t from = std::numeric_limits<std::int64_t>::min();
        while (true) {
            const std::optional<std::int64_t> lastRead = copyFrom(from);
            if (!lastRead) return;  // reached the end
            // Reading failed just after *lastRead (or at `from` if nothing was read).
            const std::int64_t failedAt = *lastRead == kNothingRead ? from : *lastRead + 1;
            const std::optional<std::int64_t> next = nextReadable(failedAt);
            ++report_.unreadableStretches;
            if (!next) return;
            from = *next;
        }
    }

private:
    static constexpr std::int64_t kNothingRead = std::numeric_limits<std::int64_t>::min();

    // Copies rows from rowid `from` on. nullopt when the table ended normally; otherwise the
    // last rowid read before the failure (kNothingRead if none).
    std::optional<std::int64_t> copyFrom(std::int64_t from) {
        std::int64_t last = kNothingRead;
        try {
            sql::Statement select = source_.prepare(selectSql_);
            select.bind(1, from);
            while (select.step()) {
                const std::int64_t rowid = select.integer(spec_.columnCount);
                // A page cut short can read as cells of rowid 0 without an error: rows out of
                // order are damage too, and re-reading them would loop.
                if (rowid < from || (last != kNothingRead && rowid <= last)) return last;
                last = rowid;
                copyRow(select);
            }
            return std::nullopt;
        } catch (const StoreError&) {
            return last;  // only reads of the damaged file end up here; see copyRow
        }
    }

    void copyRow(sql::Statement& select) {
        for (int i = 0; i < spec_.columnCount; ++i)
            sqlite3_bind_value(insert_.handle(), i + 1, sqlite3_column_value(select.handle(), i));
        try {
            insert_.run();
            ++report_.recovered;
        } catch (const StoreError& error) {
            // A row whose values break the schema (damaged but readable) is dropped; the new
            // database itself failing (disk full, I/O) must stop the salvage.
            if (error.kind() != ErrorKind::InvalidArgument) {
                insert_.reset();
                throw TargetFailure{error};
            }
            ++report_.rejected;
        }
        insert_.reset();
    }

    bool readable(std::int64_t from) {
        if (++probes_ > kMaxProbesPerTable) return false;
        try {
            sql::Statement select = source_.prepare(selectSql_);
            select.bind(1, from);
            return !select.step() || select.integer(spec_.columnCount) >= from;
        } catch (const StoreError&) {
            return false;
        }
    }

    // The smallest rowid > failedAt from which reading works again, or nullopt if none.
    std::optional<std::int64_t> nextReadable(std::int64_t failedAt) {
        constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();
        std::int64_t bad = failedAt;  // known unreadable start
        std::int64_t gap = 1;
        while (true) {
            if (probes_ > kMaxProbesPerTable || gap > kMax - bad) return std::nullopt;
            const std::int64_t candidate = bad + gap;
            if (readable(candidate)) {
                std::int64_t good = candidate;
                while (good - bad > 1) {  // narrow back to lose as few rows as possible
                    const std::int64_t middle = bad + (good - bad) / 2;
                    (readable(middle) ? good : bad) = middle;
                }
                return good;
            }
            bad = candidate;
            gap = gap > kMax / 2 ? kMax : gap * 2;
        }
    }

public:
    struct TargetFailure {
        StoreError error;
    };

private:
    sql::Connection& source_;
    sql::Connection& target_;
    const TableSpec& spec_;
    TableSalvage& report_;
    sql::Statement insert_;
    std::string selectSql_;
    int probes_ = 0;
};

// Removes the header-repaired copy however the salvage ends.
struct ScratchCopy {
    explicit ScratchCopy(fs::path file) : path(std::move(file)) {}
    fs::path path;
    ~ScratchCopy() { removeDatabaseFiles(path); }
    ScratchCopy(const ScratchCopy&) = delete;
    ScratchCopy& operator=(const ScratchCopy&) = delete;
};

TableSalvage& tableReport(SalvageReport& report, std::string_view name) {
    for (TableSalvage& table : report.tables)
        if (table.table == name) return table;
    return report.tables.emplace_back(TableSalvage{std::string(name)});
}

// Rows that were readable but cannot be trusted: values of the wrong type, events whose JSON
// does not parse.
void dropBrokenRows(sql::Connection& db, SalvageReport& report) {
    db.exec(R"sql(DELETE FROM events WHERE typeof(game) <> 'integer' OR typeof(seq) <> 'integer'
                  OR typeof(recorded_at) <> 'integer' OR NOT json_valid(json))sql");
    tableReport(report, "events").rejected += sqlite3_changes64(db.handle());
    db.exec(R"sql(DELETE FROM snapshots WHERE typeof(game) <> 'integer' OR typeof(seq) <> 'integer'
                  OR NOT json_valid(position))sql");
    tableReport(report, "snapshots").rejected += sqlite3_changes64(db.handle());
}

// Events outlive their game's row more often than not (the events table is far larger); such a
// game gets a rebuilt record instead of losing its whole log.
std::map<GameKey, bool> rebuildLostGames(sql::Connection& db) {
    std::map<GameKey, bool> rebuilt;
    sql::Statement orphans = db.prepare(
        "SELECT game, min(recorded_at), max(recorded_at) FROM events "
        "WHERE game NOT IN (SELECT id FROM games) GROUP BY game");
    sql::Statement insert = db.prepare(
        "INSERT INTO games (id, uid, game_module, scenario, title, started_at, last_played_at, finished) "
        "VALUES (?1, ?2, '', '', ?3, ?4, ?5, 0)");
    while (orphans.step()) {
        const GameKey key = orphans.integer(0);
        insert.bind(1, key).bind(2, newGameUid()).bind(3, "Recovered game " + std::to_string(key));
        insert.bind(4, orphans.integer(1)).bind(5, orphans.integer(2));
        insert.run();
        insert.reset();
        rebuilt[key] = true;
    }
    return rebuilt;
}

// Whatever still points at a game that does not exist goes; foreign keys are back on after.
void dropOrphans(sql::Connection& db, SalvageReport& report) {
    sql::Statement check = db.prepare("PRAGMA foreign_key_check");
    std::vector<std::pair<std::string, std::int64_t>> orphans;
    while (check.step()) orphans.emplace_back(check.text(0), check.integer(1));
    for (const auto& [table, rowid] : orphans) {
        sql::Statement drop = db.prepare("DELETE FROM " + table + " WHERE rowid = ?1");
        drop.bind(1, rowid).run();
        ++tableReport(report, table).rejected;
    }
}

// Keeps each game's log contiguous from 1: the position is the fold of the log, and a fold with a
// hole in it is not the game. Snapshots past the kept log go too.
void keepContiguousLogs(sql::Connection& db, SalvageReport& report, const std::map<GameKey, bool>& rebuilt) {
    sql::Statement games = db.prepare("SELECT id, title FROM games ORDER BY id");
    sql::Statement seqs = db.prepare("SELECT seq FROM events WHERE game = ?1 ORDER BY seq");
    sql::Statement dropEvents = db.prepare("DELETE FROM events WHERE game = ?1 AND seq > ?2");
    sql::Statement dropSnapshots = db.prepare("DELETE FROM snapshots WHERE game = ?1 AND seq > ?2");
    while (games.step()) {
        GameSalvage game;
        game.key = games.integer(0);
        game.title = games.text(1);
        game.placeholder = rebuilt.contains(game.key);
        Seq expected = kFirstSeq;
        std::int64_t total = 0;
        seqs.bind(1, game.key);
        while (seqs.step()) {
            ++total;
            if (!game.firstMissingSeq && seqs.integer(0) == expected) ++expected;
            else if (!game.firstMissingSeq) game.firstMissingSeq = expected;
        }
        seqs.reset();
        game.lastSeq = expected - 1;
        game.eventsRecovered = game.lastSeq;
        game.eventsNotRestored = total - game.eventsRecovered;
        dropEvents.bind(1, game.key).bind(2, game.lastSeq).run();
        dropEvents.reset();
        tableReport(report, "events").rejected += game.eventsNotRestored;
        dropSnapshots.bind(1, game.key).bind(2, game.lastSeq).run();
        tableReport(report, "snapshots").rejected += sqlite3_changes64(db.handle());
        dropSnapshots.reset();
        report.games.push_back(game);
    }
}

void countRows(sql::Connection& db, SalvageReport& report) {
    for (TableSalvage& table : report.tables)
        if (!table.unreadable) table.recovered = db.queryInteger("SELECT count(*) FROM " + table.table);
}

}  // namespace

SalvageReport salvageDatabase(const fs::path& damaged, sql::Connection& fresh, const fs::path& scratch) {
    SalvageReport report;
    report.salvageAttempted = true;
    ScratchCopy scratchCopy{scratch};

    std::optional<sql::Connection> source = openReadable(damaged);
    if (!source && writeHeaderRepairedCopy(damaged, scratch)) {
        source = openReadable(scratch);
        report.headerRepaired = source.has_value();
    }
    if (!source) {
        for (const TableSpec& spec : kTables) tableReport(report, spec.name).unreadable = true;
        return report;
    }

    // Rows arrive in any order and some parents may be lost: constraints between tables are
    // settled after the copy, not row by row.
    fresh.exec("PRAGMA foreign_keys = OFF");
    try {
        sql::Transaction transaction(fresh);
        for (const TableSpec& spec : kTables) {
            TableCopier copier(*source, fresh, spec, tableReport(report, spec.name));
            copier.run();
        }
        dropBrokenRows(fresh, report);
        const std::map<GameKey, bool> rebuilt = rebuildLostGames(fresh);
        dropOrphans(fresh, report);
        keepContiguousLogs(fresh, report, rebuilt);
        countRows(fresh, report);
        transaction.commit();
    } catch (const TableCopier::TargetFailure& failure) {
        throw failure.error;
    }
    fresh.exec("PRAGMA foreign_keys = ON");
    return report;
}

}  // namespace adj::storage
