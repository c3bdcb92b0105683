#include "app/storage/transaction.hpp"

#include <sqlite3.h>

namespace adj::storage::sql {

Transaction::Transaction(Connection& connection, Kind kind) : connection_(connection) {
    connection_.exec(kind == Kind::Write ? "BEGIN IMMEDIATE" : "BEGIN");
}

Transaction::~Transaction() {
    if (!open_) return;
    // After SQLITE_FULL or an I/O error SQLite may already have rolled back by itself; asking
    // again would only fail, so roll back only what is still open. Errors here cannot be
    // reported (we may be unwinding) and leave nothing committed either way.
    if (connection_.inTransaction()) sqlite3_exec(connection_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
    connection_.exec("COMMIT");
    open_ = false;
}

}  // namespace adj::storage::sql
