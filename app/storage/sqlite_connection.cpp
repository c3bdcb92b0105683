#include "app/storage/sqlite_connection.hpp"

#include <sqlite3.h>

#include <cerrno>
#include <cstring>
#include <limits>

namespace adj::storage::sql {

namespace {

std::string describe(sqlite3* db, int rc) {
    std::string message = db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
    const std::string generic = sqlite3_errstr(rc);
    if (message != generic) message += " (" + generic + ")";
    // The operating system's own words say far more than "disk I/O error" when a disk fails.
    if (db != nullptr) {
        const int code = rc & 0xff;
        if (code == SQLITE_IOERR || code == SQLITE_FULL || code == SQLITE_CANTOPEN) {
            if (const int err = sqlite3_system_errno(db); err != 0)
                message += "; system error: " + std::string(std::strerror(err));
        }
    }
    return message;
}

int checkedLength(std::size_t size) {
    if (size > static_cast<std::size_t>(std::numeric_limits<int>::max()))
        throw StoreError(ErrorKind::InvalidArgument, "value too large for SQLite (" + std::to_string(size) + " bytes)");
    return static_cast<int>(size);
}

}  // namespace

void throwSqliteError(sqlite3* db, int rc, std::string_view what) {
    const char* file = db != nullptr ? sqlite3_db_filename(db, "main") : nullptr;
    std::string message = (file != nullptr && *file != '\0') ? std::string(file) : std::string("(in-memory database)");
    message += ": ";
    message += what;
    message += ": ";
    message += describe(db, rc);
    ErrorKind kind = kindOfSqliteCode(rc);
    if (db != nullptr && kind == ErrorKind::Io && sqlite3_system_errno(db) == ENOSPC) kind = ErrorKind::DiskFull;
    throw StoreError(kind, message, rc);
}

// ---- Statement -------------------------------------------------------------------------------

void Statement::Finalizer::operator()(sqlite3_stmt* stmt) const noexcept { sqlite3_finalize(stmt); }

void Statement::fail(int rc, std::string_view what) const {
    std::string context(what);
    if (const char* text = sql(); text != nullptr) context += " [" + std::string(text) + "]";
    throwSqliteError(sqlite3_db_handle(stmt_.get()), rc, context);
}

const char* Statement::sql() const { return stmt_ ? sqlite3_sql(stmt_.get()) : nullptr; }

Statement& Statement::bind(int index, std::int64_t value) {
    if (const int rc = sqlite3_bind_int64(stmt_.get(), index, value); rc != SQLITE_OK) fail(rc, "binding a parameter");
    return *this;
}

Statement& Statement::bind(int index, std::string_view text) {
    // SQLITE_TRANSIENT: SQLite copies, so callers may pass temporaries.
    const int rc = sqlite3_bind_text64(stmt_.get(), index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
    if (rc != SQLITE_OK) fail(rc, "binding a text parameter");
    return *this;
}

Statement& Statement::bind(int index, std::span<const std::uint8_t> blob) {
    const int rc = sqlite3_bind_blob64(stmt_.get(), index, blob.data(), blob.size(), SQLITE_TRANSIENT);
    if (rc != SQLITE_OK) fail(rc, "binding a blob parameter");
    return *this;
}

Statement& Statement::bindNull(int index) {
    if (const int rc = sqlite3_bind_null(stmt_.get(), index); rc != SQLITE_OK) fail(rc, "binding NULL");
    return *this;
}

Statement& Statement::bindOptional(int index, const std::optional<std::string>& text) {
    return text ? bind(index, std::string_view(*text)) : bindNull(index);
}

bool Statement::step() {
    const int rc = sqlite3_step(stmt_.get());
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    fail(rc, "running a statement");
}

void Statement::run() {
    while (step()) {
    }
}

void Statement::reset() noexcept {
    if (!stmt_) return;
    sqlite3_reset(stmt_.get());
    sqlite3_clear_bindings(stmt_.get());
}

bool Statement::isNull(int column) const { return sqlite3_column_type(stmt_.get(), column) == SQLITE_NULL; }

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(stmt_.get(), column); }

std::string Statement::text(int column) const {
    const auto* data = sqlite3_column_text(stmt_.get(), column);
    const int size = sqlite3_column_bytes(stmt_.get(), column);  // after _text, as the API requires
    return data != nullptr ? std::string(reinterpret_cast<const char*>(data), static_cast<std::size_t>(size)) : std::string();
}

Blob Statement::blob(int column) const {
    const auto* data = static_cast<const std::uint8_t*>(sqlite3_column_blob(stmt_.get(), column));
    const int size = sqlite3_column_bytes(stmt_.get(), column);
    return data != nullptr ? Blob(data, data + size) : Blob();
}

std::optional<std::string> Statement::optionalText(int column) const {
    if (isNull(column)) return std::nullopt;
    return text(column);
}

// ---- Connection ------------------------------------------------------------------------------

void Connection::Closer::operator()(sqlite3* db) const noexcept {
    // _v2 defers the close until leftover statements are finalised instead of failing.
    sqlite3_close_v2(db);
}

Connection Connection::open(const std::filesystem::path& path, int flags) {
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
    Connection connection;
    connection.db_.reset(raw);  // owned even on failure: sqlite3_open_v2 may allocate a handle anyway
    connection.path_ = path;
    if (rc != SQLITE_OK) {
        const std::string detail = raw != nullptr ? sqlite3_errmsg(raw) : sqlite3_errstr(rc);
        ErrorKind kind = kindOfSqliteCode(rc);
        throw StoreError(kind, path.string() + ": cannot open the database: " + detail, rc);
    }
    sqlite3_extended_result_codes(raw, 1);
    return connection;
}

void Connection::exec(std::string_view sqlText) {
    const std::string copy(sqlText);  // sqlite3_exec needs a terminated string
    char* error = nullptr;
    const int rc = sqlite3_exec(db_.get(), copy.c_str(), nullptr, nullptr, &error);
    sqlite3_free(error);  // the same text is still available through sqlite3_errmsg
    if (rc != SQLITE_OK) {
        const std::string head = copy.substr(0, copy.find('\n'));
        fail(rc, "running \"" + head.substr(0, 60) + (head.size() > 60 ? "...\"" : "\""));
    }
}

Statement Connection::prepare(std::string_view sqlText, bool persistent) {
    sqlite3_stmt* stmt = nullptr;
    const unsigned flags = persistent ? SQLITE_PREPARE_PERSISTENT : 0;
    const int rc = sqlite3_prepare_v3(db_.get(), sqlText.data(), checkedLength(sqlText.size()), flags, &stmt, nullptr);
    Statement statement(stmt);
    if (rc != SQLITE_OK) fail(rc, "preparing \"" + std::string(sqlText.substr(0, 80)) + "\"");
    return statement;
}

std::int64_t Connection::queryInteger(std::string_view sqlText) {
    Statement statement = prepare(sqlText);
    if (!statement.step()) fail(SQLITE_ERROR, "no result from \"" + std::string(sqlText) + "\"");
    return statement.integer(0);
}

std::int64_t Connection::lastInsertRowid() const { return sqlite3_last_insert_rowid(db_.get()); }

bool Connection::inTransaction() const { return db_ && sqlite3_get_autocommit(db_.get()) == 0; }

void Connection::setBusyTimeout(int milliseconds) {
    if (const int rc = sqlite3_busy_timeout(db_.get(), milliseconds); rc != SQLITE_OK) fail(rc, "setting the busy timeout");
}

void Connection::close() {
    if (!db_) return;
    sqlite3* raw = db_.release();
    if (const int rc = sqlite3_close_v2(raw); rc != SQLITE_OK)
        throw StoreError(kindOfSqliteCode(rc), path_.string() + ": closing the database: " + sqlite3_errstr(rc), rc);
}

void Connection::fail(int rc, std::string_view what) const {
    if (!db_) throw StoreError(kindOfSqliteCode(rc), path_.string() + ": " + std::string(what) + ": " + sqlite3_errstr(rc), rc);
    throwSqliteError(db_.get(), rc, what);
}

}  // namespace adj::storage::sql
