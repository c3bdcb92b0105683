#pragma once
// The look an existing database file gets before the store writes a single byte to it: is it
// ours, which schema version, does PRAGMA quick_check pass. Read-only, so a file from a newer
// Adjutant, or one about to be set aside as damaged, is exactly as it was found.
#include <cstdint>
#include <filesystem>
#include <string>

namespace adj::storage {

enum class ProbeVerdict {
    Missing,  // no file yet: a new store
    Healthy,  // ours (or empty), readable, quick_check ok
    Newer,    // ours, but a schema version this build does not know
    Foreign,  // a readable SQLite database that is not an Adjutant store
    Damaged,  // not a database, or SQLite finds it corrupt
};

struct ProbeResult {
    ProbeVerdict verdict = ProbeVerdict::Missing;
    std::int64_t schemaVersion = 0;
    std::string detail;  // what SQLite said, for the report
};

// Busy or I/O failures (a locked file, an unplugged disk) throw StoreError instead of being
// reported as damage: nothing is ever set aside on a transient error.
ProbeResult probeDatabase(const std::filesystem::path& file, int knownSchemaVersion);

}  // namespace adj::storage
