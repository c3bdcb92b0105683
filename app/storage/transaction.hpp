#pragma once
// A scoped SQLite transaction: committed explicitly, rolled back by the destructor otherwise, so
// an exception anywhere in between leaves the database as it was.
#include "app/storage/sqlite_connection.hpp"

namespace adj::storage::sql {

class Transaction {
public:
    enum class Kind {
        // IMMEDIATE takes the write lock at once: two writers never both read "last seq is 7"
        // and then race to write seq 8, and a busy database fails here, before any work is done.
        Write,
        // A deferred read: several queries see one consistent state of the database.
        Read,
    };
    explicit Transaction(Connection& connection, Kind kind = Kind::Write);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    // Returns once SQLite reports the commit done; with synchronous=FULL that is after the fsync.
    void commit();

private:
    Connection& connection_;
    bool open_ = true;
};

}  // namespace adj::storage::sql
