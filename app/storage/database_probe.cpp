#include "app/storage/database_probe.hpp"

#include "app/storage/schema.hpp"
#include "app/storage/sqlite_connection.hpp"

#include <sqlite3.h>

#include <system_error>

namespace adj::storage {

namespace {

// quick_check lists up to this many problems; a handful is enough to explain the damage.
constexpr int kProblemsReported = 5;

std::string quickCheckProblems(sql::Connection& connection) {
    sql::Statement check = connection.prepare("PRAGMA quick_check(" + std::to_string(kProblemsReported) + ")");
    std::string problems;
    while (check.step()) {
        const std::string line = check.text(0);
        if (line == "ok") return {};
        if (!problems.empty()) problems += "; ";
        problems += line;
    }
    return problems.empty() ? std::string("quick_check returned nothing") : problems;
}

}  // namespace

namespace {

ProbeResult probeDatabaseWith(const std::filesystem::path& file, int knownSchemaVersion, int flags) {
    sql::Connection connection = sql::Connection::open(file, flags);
    connection.setBusyTimeout(5000);
    ProbeResult result;
    try {
        result.schemaVersion = connection.queryInteger("PRAGMA user_version");
        const std::int64_t applicationId = connection.queryInteger("PRAGMA application_id");
        const std::int64_t objects = connection.queryInteger("SELECT count(*) FROM sqlite_schema");
        const bool ours = applicationId == kApplicationId;
        // An empty file, or one created but killed before its first migration committed, is
        // simply a new store.
        if (!ours && (applicationId != 0 || objects > 0)) {
            result.verdict = ProbeVerdict::Foreign;
            result.detail = "a SQLite database that is not an Adjutant store (application_id " +
                            std::to_string(applicationId) + ", " + std::to_string(objects) + " schema objects)";
            return result;
        }
        // Checked before quick_check: a newer file is refused, never judged or set aside.
        if (result.schemaVersion > knownSchemaVersion) {
            result.verdict = ProbeVerdict::Newer;
            result.detail = newerSchemaMessage(file.string(), result.schemaVersion, knownSchemaVersion);
            return result;
        }
        result.detail = quickCheckProblems(connection);
        result.verdict = result.detail.empty() ? ProbeVerdict::Healthy : ProbeVerdict::Damaged;
    } catch (const StoreError& failure) {
        if (failure.kind() != ErrorKind::Corrupt) throw;
        result.verdict = ProbeVerdict::Damaged;
        result.detail = failure.what();
    }
    return result;
}

}  // namespace

ProbeResult probeDatabase(const std::filesystem::path& file, int knownSchemaVersion) {
    std::error_code error;
    if (!std::filesystem::exists(file, error)) return {ProbeVerdict::Missing, 0, {}};
    try {
        return probeDatabaseWith(file, knownSchemaVersion, SQLITE_OPEN_READONLY);
    } catch (const StoreError& failure) {
        // A power cut in a rollback-journal transaction (the very first one, before WAL) leaves a
        // hot journal that only a writer may roll back: SQLite's own recovery, so let it.
        if ((failure.sqliteCode() & 0xff) != SQLITE_READONLY) throw;
        return probeDatabaseWith(file, knownSchemaVersion, SQLITE_OPEN_READWRITE);
    }
}

}  // namespace adj::storage
