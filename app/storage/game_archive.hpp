#pragma once
// One game as a single self-contained file, for moving a game between kiosks or keeping it.
//
// The file is a JSON document, readable by people and by any tool:
//   { "format": "adjutant-game", "format_version": 1, "exported_at": <ms>,
//     "game": { "uid", "game_module", "scenario", "title", "started_at", "last_played_at", "finished" },
//     "events": [ { "seq": 1, "type": "...", "recorded_at": <ms>, "event": { ...as logged... } } ],
//     "snapshots": [ { "seq", "created_at", "position": { ... } } ],
//     "calibration": null | { "updated_at", "calibration": { ... }, "data_base64": "..." },
//     "chart_values": [ { "chart_key", "value", "entered_at" } ], "alert_log": [ ... ] (optional) }
// Times are milliseconds since 1970 UTC. Events and positions are embedded as JSON, not strings,
// with their key order kept; import writes them back compactly, so text stored compactly (as the
// session log writes it) comes back byte for byte.
#include "app/storage/records.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adj::storage {

inline constexpr int kArchiveFormatVersion = 1;

struct GameArchive {
    GameInfo game;  // `key` is meaningless outside its database and is not written
    std::vector<StoredEvent> events;
    std::vector<Snapshot> snapshots;
    std::optional<Calibration> calibration;
    std::vector<ChartValue> chartValues;
    // Written as "alert_log" when not empty (JSON text: the app's alert ledger, every alert of the
    // game and how it ended); not read back, as it follows from the log.
    std::string alertLogJson;
};

struct ImportResult {
    GameKey key = 0;
    std::string uid;
    bool uidChanged = false;  // the file's uid was already taken here: the game got a new one
    std::string message;      // one sentence for the players
};

std::string archiveToJson(const GameArchive& archive);
// Checks everything (format, version, types, a contiguous log); StoreError(BadImport) naming
// `source` and the problem otherwise.
GameArchive archiveFromJson(std::string_view text, const std::string& source);

void writeArchiveFile(const GameArchive& archive, const std::filesystem::path& file);
GameArchive readArchiveFile(const std::filesystem::path& file);

}  // namespace adj::storage
