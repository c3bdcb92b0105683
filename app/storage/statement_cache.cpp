#include "app/storage/statement_cache.hpp"

namespace adj::storage::sql {

StatementCache::Lease StatementCache::lease(Connection& connection, std::string_view sql) {
    auto found = statements_.find(sql);
    if (found == statements_.end())
        found = statements_.emplace(std::string(sql), connection.prepare(sql, /*persistent=*/true)).first;
    return Lease(found->second);
}

}  // namespace adj::storage::sql
