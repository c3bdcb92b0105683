#pragma once
// The events the crash writer appends. Each is a pure function of its sequence number, so the
// test can check the exact content of every event after a kill without talking to the writer.
#include "app/storage/game_store.hpp"

#include <string>

namespace adj::storage::testing {

inline constexpr const char* kCrashGameUid = "crash-test-0000-0000-0000-000000000001";
inline constexpr Seq kCrashSnapshotEvery = 25;

std::string crashEventType(Seq seq);
// 60 to ~900 bytes, so commits cross page boundaries at varying points.
std::string crashEventJson(Seq seq);
std::string crashPositionJson(Seq seq);

// The crash writer's game, created on first use.
GameKey crashGame(GameStore& store);

}  // namespace adj::storage::testing
