#pragma once
// Copies what SQLite can still read out of a damaged database into a fresh one, row by row,
// stepping over unreadable stretches instead of giving up at the first bad page.
#include "app/storage/salvage_report.hpp"
#include "app/storage/sqlite_connection.hpp"

#include <filesystem>

namespace adj::storage {

// `fresh` is an empty store already at the latest schema. Everything is copied in one
// transaction. `scratch` is a free path beside the database for a header-repaired copy, removed
// afterwards. Fills the tables and games parts of the returned report.
SalvageReport salvageDatabase(const std::filesystem::path& damaged, sql::Connection& fresh,
                              const std::filesystem::path& scratch);

}  // namespace adj::storage
