#pragma once
// The database schema as an ordered list of forward migrations. user_version records the last
// step applied; opening a store applies the missing steps in one transaction, so a kiosk that
// loses power mid-upgrade comes back at the old version, never half way.
//
// To change the schema: append a step with the next version. Never edit a published step:
// databases in the field already ran it.
#include "app/storage/sqlite_connection.hpp"

#include <cstdint>
#include <functional>
#include <span>
#include <string_view>

namespace adj::storage {

// PRAGMA application_id: 'ADJT'. Tells our files apart from any other SQLite database.
inline constexpr std::int32_t kApplicationId = 0x41444A54;

struct MigrationStep {
    int version;                  // user_version once this step is applied: 1, 2, 3...
    std::string_view description;
    std::string_view sql;         // schema changes
    // Optional data migration run after sql, in the same transaction.
    std::function<void(sql::Connection&)> transform = {};
};

// The store's migrations, oldest first.
std::span<const MigrationStep> migrationSteps();
int latestSchemaVersion();

// Brings the database to the last step of `steps` in one IMMEDIATE transaction, returning the
// version found before. Refuses (StoreError NewerSchema, nothing written) a database newer than
// the last step. `steps` must be numbered 1, 2, 3... in order; tests pass their own lists.
int migrate(sql::Connection& connection, std::span<const MigrationStep> steps);
int migrate(sql::Connection& connection);

// The message shown when a database is newer than this build understands.
std::string newerSchemaMessage(const std::string& file, std::int64_t found, int known);

}  // namespace adj::storage
