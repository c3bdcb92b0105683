#pragma once
// What a recovery found: which file was set aside and why, what came back, what did not.
#include "app/storage/records.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace adj::storage {

struct TableSalvage {
    std::string table;
    std::int64_t recovered = 0;       // rows now in the new database
    std::int64_t rejected = 0;        // rows read but dropped: broken values, orphans, past a gap
    int unreadableStretches = 0;      // runs of rows SQLite could not read at all
    bool unreadable = false;          // the table itself could not be read
};

struct GameSalvage {
    GameKey key = 0;
    std::string title;
    std::int64_t eventsRecovered = 0;  // events kept: 1..lastSeq, contiguous
    Seq lastSeq = 0;
    // The first sequence number that could not be read, when events after it survived; they
    // are not restored (a log with a hole cannot be replayed) but remain in the damaged file.
    std::optional<Seq> firstMissingSeq;
    std::int64_t eventsNotRestored = 0;
    bool placeholder = false;  // its row in `games` was lost; rebuilt from its events
};

struct SalvageReport {
    std::filesystem::path originalFile;
    std::filesystem::path damagedCopy;  // where the damaged file now is
    std::string cause;                  // what SQLite said about it
    bool salvageAttempted = false;      // false for a file that is not ours (nothing to salvage)
    bool headerRepaired = false;        // read through a copy with a rebuilt file header
    std::vector<TableSalvage> tables;
    std::vector<GameSalvage> games;

    std::int64_t rowsRecovered() const;
    bool lostAnything() const;
    // Several lines of plain words for the log and the admin screen.
    std::string summary() const;
};

}  // namespace adj::storage
