#pragma once
// A second chance for a database whose first 100 bytes (the file header) were overwritten: the
// pages behind it are often intact, and SQLite reads them again once a plausible header is put
// back. Works on a copy; the damaged file itself is never modified.
#include <filesystem>
#include <optional>

namespace adj::storage {

// Copies `damaged` (and its -wal, if any) to `copy`, writes a fresh header into the copy for the
// most plausible page size, and returns the page size used; nullopt when no page size fits the
// file. Whether SQLite can then read the copy is for the caller to find out.
std::optional<int> writeHeaderRepairedCopy(const std::filesystem::path& damaged, const std::filesystem::path& copy);

}  // namespace adj::storage
