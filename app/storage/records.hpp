#pragma once
// The plain values the store reads and writes. They mirror the tables and know nothing of the
// engine's types: an event is its sequence number, type and JSON text, so the session log can
// change its C++ shape without touching storage.
#include "app/storage/sqlite_connection.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace adj::storage {

using GameKey = std::int64_t;   // the game's row in this database; not portable between kiosks
using Seq = std::int64_t;       // event sequence number within a game, contiguous from kFirstSeq
using TimestampMs = std::int64_t;  // milliseconds since 1970-01-01 UTC

inline constexpr Seq kFirstSeq = 1;

struct NewGame {
    std::string gameModule;  // which game's rules: "war-for-the-union"
    std::string scenario;
    std::string title;
    std::optional<std::string> uid = std::nullopt;  // keeps an identity made elsewhere; generated when empty
};

struct GameInfo {
    GameKey key = 0;
    std::string uid;  // globally unique, travels with exports, so imports can spot clashes
    std::string gameModule;
    std::string scenario;
    std::string title;
    TimestampMs startedAt = 0;
    TimestampMs lastPlayedAt = 0;
    bool finished = false;
};

struct NewEvent {
    Seq seq = 0;
    std::string type;  // "piece.moved", "step.advanced"...
    std::string json;  // the whole event as the session log serialises it
};

struct StoredEvent {
    Seq seq = 0;
    std::string type;
    std::string json;
    TimestampMs recordedAt = 0;
    bool operator==(const StoredEvent&) const = default;
};

// A snapshot written with the action that reaches it (GameStore::appendAction).
struct NewSnapshot {
    Seq seq = 0;  // the position after events 1..seq
    std::string positionJson;
};

struct Snapshot {
    Seq seq = 0;  // the position after applying events 1..seq
    std::string positionJson;
    TimestampMs createdAt = 0;
};

// A calibration belongs either to one game or to a named table set-up (camera + map on a table).
struct CalibrationScope {
    std::optional<GameKey> game;
    std::optional<std::string> setup;
    static CalibrationScope forGame(GameKey key) { return {key, std::nullopt}; }
    static CalibrationScope forSetup(std::string name) { return {std::nullopt, std::move(name)}; }
};

struct Calibration {
    std::string json;  // homography, marker layout, camera parameters...
    Blob data;         // e.g. the empty-board reference image; may be empty
    TimestampMs updatedAt = 0;
};

struct CounterFace {
    std::int64_t id = 0;  // assigned by the store
    std::string gameModule;
    std::string pieceKind;
    std::string pieceId;
    std::string side;      // the faction: "union", "confederate"
    std::string face;      // which face of the counter: "front", "back", "tipped"...
    Blob png;              // the learned appearance template
    std::string metadataJson = "{}";
    TimestampMs learnedAt = 0;
};

struct ChartValue {
    std::string chartKey;  // the chart the players looked up, as the game data names it
    std::string value;
    TimestampMs enteredAt = 0;
};

}  // namespace adj::storage
