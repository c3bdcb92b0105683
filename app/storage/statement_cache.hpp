#pragma once
// Prepared statements kept for the store's lifetime: the append path then costs no SQL parsing,
// only the commit. A Lease hands one out and resets it on scope exit, because a statement left
// mid-way keeps its read transaction open and would stall WAL checkpoints.
#include "app/storage/sqlite_connection.hpp"

#include <map>
#include <string>
#include <string_view>

namespace adj::storage::sql {

class StatementCache {
public:
    class Lease {
    public:
        explicit Lease(Statement& statement) : statement_(&statement) {}
        ~Lease() { statement_->reset(); }
        Lease(const Lease&) = delete;
        Lease& operator=(const Lease&) = delete;
        Statement* operator->() const { return statement_; }
        Statement& operator*() const { return *statement_; }

    private:
        Statement* statement_;
    };

    // The statements must die before the connection: clear() is called before closing.
    Lease lease(Connection& connection, std::string_view sql);
    void clear() { statements_.clear(); }

private:
    std::map<std::string, Statement, std::less<>> statements_;
};

}  // namespace adj::storage::sql
