// Forward migrations: applied in order, all or nothing, and never on a newer database.
#include "app/storage/schema.hpp"
#include "app/storage/sqlite_connection.hpp"
#include "tests/storage/support/temp_dir.hpp"

#include <gtest/gtest.h>

#include <sqlite3.h>

#include <vector>

namespace adj::storage::testing {
namespace {

sql::Connection openRaw(const std::filesystem::path& file) {
    return sql::Connection::open(file, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
}

std::vector<MigrationStep> twoSteps(bool secondFails = false) {
    std::vector<MigrationStep> steps;
    steps.push_back({1, "notes", "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)"});
    steps.push_back({2, "notes get an author",
                     secondFails ? "ALTER TABLE notes ADD COLUMN author TEXT; CREATE TABLE notes (x)"
                                 : "ALTER TABLE notes ADD COLUMN author TEXT NOT NULL DEFAULT ''",
                     [](sql::Connection& connection) { connection.exec("UPDATE notes SET author = 'migrated'"); }});
    return steps;
}

TEST(SchemaMigration, TheStepsAreNumberedOneByOne) {
    int expected = 1;
    for (const MigrationStep& step : migrationSteps()) EXPECT_EQ(step.version, expected++);
    EXPECT_EQ(latestSchemaVersion(), expected - 1);
}

TEST(SchemaMigration, AnOlderDatabaseIsBroughtForwardWithItsData) {
    TempDir dir;
    sql::Connection connection = openRaw(dir / "db.sqlite");
    const std::vector<MigrationStep> steps = twoSteps();
    EXPECT_EQ(migrate(connection, std::span(steps).first(1)), 0);
    connection.exec("INSERT INTO notes (text) VALUES ('from version 1')");
    EXPECT_EQ(migrate(connection, steps), 1);
    EXPECT_EQ(connection.queryInteger("PRAGMA user_version"), 2);
    sql::Statement row = connection.prepare("SELECT text, author FROM notes");
    ASSERT_TRUE(row.step());
    EXPECT_EQ(row.text(0), "from version 1");
    EXPECT_EQ(row.text(1), "migrated");
    row.reset();
    EXPECT_EQ(migrate(connection, steps), 2);  // nothing left to do
}

TEST(SchemaMigration, AFailingStepLeavesTheDatabaseAsItWas) {
    TempDir dir;
    sql::Connection connection = openRaw(dir / "db.sqlite");
    const std::vector<MigrationStep> good = twoSteps();
    migrate(connection, std::span(good).first(1));
    try {
        migrate(connection, twoSteps(/*secondFails=*/true));
        FAIL() << "the broken step was accepted";
    } catch (const StoreError& error) {
        EXPECT_NE(std::string(error.what()).find("schema version 2"), std::string::npos) << error.what();
        EXPECT_NE(std::string(error.what()).find("unchanged"), std::string::npos) << error.what();
    }
    EXPECT_EQ(connection.queryInteger("PRAGMA user_version"), 1);
    EXPECT_EQ(connection.queryInteger("SELECT count(*) FROM pragma_table_info('notes') WHERE name = 'author'"), 0);
    EXPECT_FALSE(connection.inTransaction());
}

TEST(SchemaMigration, ANewerDatabaseIsRefused) {
    TempDir dir;
    sql::Connection connection = openRaw(dir / "db.sqlite");
    connection.exec("PRAGMA user_version = 7");
    try {
        migrate(connection, twoSteps());
        FAIL() << "a newer database was migrated";
    } catch (const StoreError& error) {
        EXPECT_EQ(error.kind(), ErrorKind::NewerSchema);
        EXPECT_NE(std::string(error.what()).find("newer version of Adjutant"), std::string::npos);
    }
    EXPECT_EQ(connection.queryInteger("PRAGMA user_version"), 7);
}

TEST(SchemaMigration, TheStoreSchemaHasEveryTable) {
    TempDir dir;
    sql::Connection connection = openRaw(dir / "db.sqlite");
    migrate(connection);
    for (const char* table : {"games", "events", "snapshots", "calibrations", "counter_faces", "chart_values", "settings"}) {
        EXPECT_EQ(connection.queryInteger("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = '" +
                                          std::string(table) + "'"),
                  1)
            << table;
    }
    EXPECT_EQ(connection.queryInteger("PRAGMA application_id"), kApplicationId);
}

}  // namespace
}  // namespace adj::storage::testing
