#pragma once
// RAII ownership of the sqlite3 C API: a Connection owns a sqlite3*, a Statement owns a
// sqlite3_stmt*. Every failure becomes a StoreError whose message names the database file, so
// no caller has to look at SQLite result codes.
#include "app/storage/store_error.hpp"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace adj::storage {

using Blob = std::vector<std::uint8_t>;

namespace sql {

class Connection;

class Statement {
public:
    Statement() = default;
    Statement(Statement&&) noexcept = default;
    Statement& operator=(Statement&&) noexcept = default;

    // Parameters are 1-based, as in SQL.
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, std::span<const std::uint8_t> blob);
    Statement& bindNull(int index);
    // Text or NULL; keeps callers free of if/else around optional columns.
    Statement& bindOptional(int index, const std::optional<std::string>& text);

    // One step: true while a row is available, false once done. Throws on any error.
    bool step();
    // Runs a statement that returns no rows (or whose rows do not matter) to completion.
    void run();
    // Rewinds and clears the bindings; never fails, so destructors may call it.
    void reset() noexcept;

    bool isNull(int column) const;
    std::int64_t integer(int column) const;
    std::string text(int column) const;
    Blob blob(int column) const;
    std::optional<std::string> optionalText(int column) const;

    const char* sql() const;
    // For the few generic calls that take the raw handle (copying values between databases).
    sqlite3_stmt* handle() const { return stmt_.get(); }
    explicit operator bool() const { return static_cast<bool>(stmt_); }

private:
    friend class Connection;
    struct Finalizer {
        void operator()(sqlite3_stmt* stmt) const noexcept;
    };
    explicit Statement(sqlite3_stmt* stmt) : stmt_(stmt) {}
    [[noreturn]] void fail(int rc, std::string_view what) const;

    std::unique_ptr<sqlite3_stmt, Finalizer> stmt_;
};

class Connection {
public:
    // flags: SQLITE_OPEN_* bits. Opening never reads the file; errors in it surface on first use.
    static Connection open(const std::filesystem::path& path, int flags);

    Connection() = default;
    Connection(Connection&&) noexcept = default;
    Connection& operator=(Connection&&) noexcept = default;

    sqlite3* handle() const { return db_.get(); }
    const std::filesystem::path& path() const { return path_; }
    explicit operator bool() const { return static_cast<bool>(db_); }

    // Runs one or more statements that return nothing (schema, pragmas, BEGIN/COMMIT).
    void exec(std::string_view sql);
    // persistent: the statement is kept for the store's lifetime (SQLITE_PREPARE_PERSISTENT).
    Statement prepare(std::string_view sql, bool persistent = false);
    // The single value of a query such as "PRAGMA user_version".
    std::int64_t queryInteger(std::string_view sql);

    std::int64_t lastInsertRowid() const;
    bool inTransaction() const;
    void setBusyTimeout(int milliseconds);
    // Closes now, reporting failure; the destructor closes too but cannot report.
    void close();

    // Throws the StoreError for result code rc, naming this connection's file.
    [[noreturn]] void fail(int rc, std::string_view what) const;

private:
    struct Closer {
        void operator()(sqlite3* db) const noexcept;
    };
    std::unique_ptr<sqlite3, Closer> db_;
    std::filesystem::path path_;
};

// The message and kind for result code rc on db, used by Connection and Statement alike.
[[noreturn]] void throwSqliteError(sqlite3* db, int rc, std::string_view what);

}  // namespace sql
}  // namespace adj::storage
