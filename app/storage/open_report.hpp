#pragma once
// What happened when the store opened its file, for the log and, after a recovery, the screen.
#include "app/storage/salvage_report.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace adj::storage {

struct OpenReport {
    enum class Outcome {
        Created,    // no file: a new, empty store
        Opened,     // an existing store, healthy and current
        Upgraded,   // an existing store, migrated forward to this build's schema
        Recovered,  // the file was damaged or not ours: set aside, salvaged, new store started
    };
    Outcome outcome = Outcome::Created;
    std::filesystem::path file;
    int schemaVersionFound = 0;
    int schemaVersion = 0;
    std::optional<SalvageReport> salvage;  // set when Recovered
    std::vector<std::string> notes;        // e.g. an interrupted recovery that was completed

    // True when the players should be told something (a recovery, or a completed one).
    bool needsAttention() const { return outcome == Outcome::Recovered || !notes.empty(); }
    std::string message() const;
};

}  // namespace adj::storage
