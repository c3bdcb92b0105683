#pragma once
// Setting a damaged database aside and putting a salvaged one in its place, in an order that a
// power cut at any step cannot turn into lost data:
//   1. build the salvaged database as "<file>.recovering-partial" (the damaged file is only read);
//   2. rename it "<file>.recovering": from now on it is known to be complete;
//   3. move the damaged file, then its -wal/-shm, to "<file>.damaged-<stamp>";
//   4. rename "<file>.recovering" to "<file>".
// finishInterruptedRecovery() picks up after a cut between any two steps.
#include "app/storage/database_probe.hpp"
#include "app/storage/salvage_report.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace adj::storage {

// Call before probing `file`. Returns a note for the open report when it had work to do.
std::optional<std::string> finishInterruptedRecovery(const std::filesystem::path& file);

// `probe` said Damaged or Foreign. Returns the report; the store is then opened as usual.
SalvageReport recoverDatabase(const std::filesystem::path& file, const ProbeResult& probe);

}  // namespace adj::storage
