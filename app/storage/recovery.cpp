#include "app/storage/recovery.hpp"

#include "app/storage/clock.hpp"
#include "app/storage/file_ops.hpp"
#include "app/storage/salvage.hpp"
#include "app/storage/schema.hpp"
#include "app/storage/store_error.hpp"

#include <sqlite3.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <system_error>

namespace adj::storage {

namespace fs = std::filesystem;

namespace {

fs::path partialPath(const fs::path& file) { return pathWithSuffix(file, ".recovering-partial"); }
fs::path completePath(const fs::path& file) { return pathWithSuffix(file, ".recovering"); }

bool present(const fs::path& file) {
    std::error_code error;
    return fs::exists(file, error);
}

void renameOrThrow(const fs::path& from, const fs::path& to) {
    if (std::rename(from.c_str(), to.c_str()) != 0)
        throw StoreError(ErrorKind::Io, from.string() + ": cannot rename to " + to.string() + ": " + std::strerror(errno));
}

// A -wal or -shm without its database belongs to some other file: left in place, SQLite would
// replay it into the next database created under this name.
std::optional<std::string> setOrphansAside(const fs::path& file) {
    if (present(file)) return std::nullopt;
    bool any = false;
    for (const char* suffix : kCompanionSuffixes) any = any || present(pathWithSuffix(file, suffix));
    if (!any) return std::nullopt;
    const fs::path aside = pathWithSuffix(file, ".orphaned-" + compactUtcStamp(nowMs()));
    for (const char* suffix : kCompanionSuffixes) {
        const fs::path from = pathWithSuffix(file, suffix);
        if (present(from)) renameOrThrow(from, pathWithSuffix(aside, suffix));
    }
    syncDirectory(file.parent_path());
    return "Found log files of a database that is no longer there beside " + file.string() +
           "; they were kept as " + aside.string() + "-*.";
}

}  // namespace

std::optional<std::string> finishInterruptedRecovery(const fs::path& file) {
    removeDatabaseFiles(partialPath(file));  // never known complete: worthless
    const fs::path complete = completePath(file);
    if (!present(complete)) return setOrphansAside(file);
    if (present(file)) {
        // Cut before the damaged file moved: it is still there and will be recovered afresh.
        removeDatabaseFiles(complete);
        return std::nullopt;
    }
    std::optional<std::string> note = setOrphansAside(file);
    renameOrThrow(complete, file);
    syncDirectory(file.parent_path());
    return "Completed the recovery of " + file.string() + " that was interrupted (the damaged file is kept beside it)." +
           (note ? " " + *note : std::string());
}

SalvageReport recoverDatabase(const fs::path& file, const ProbeResult& probe) {
    const fs::path partial = partialPath(file);
    removeDatabaseFiles(partial);
    SalvageReport report;
    {
        sql::Connection fresh = sql::Connection::open(partial, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        // The default rollback journal while building: the result is then one self-contained
        // file that can be renamed into place. The store switches it to WAL when it opens it.
        fresh.exec("PRAGMA page_size = 4096; PRAGMA synchronous = FULL");
        migrate(fresh);
        if (probe.verdict == ProbeVerdict::Damaged)
            report = salvageDatabase(file, fresh, pathWithSuffix(file, ".header-repair"));
        fresh.close();
    }
    renameOrThrow(partial, completePath(file));
    syncDirectory(file.parent_path());

    report.originalFile = file;
    report.cause = probe.detail;
    report.damagedCopy = damagedName(file, compactUtcStamp(nowMs()));
    moveDatabaseAside(file, report.damagedCopy);
    renameOrThrow(completePath(file), file);
    syncDirectory(file.parent_path());
    return report;
}

}  // namespace adj::storage
