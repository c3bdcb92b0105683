#include "tests/storage/support/crash_events.hpp"

#include <cstdint>

namespace adj::storage::testing {

namespace {

// A small deterministic mix (splitmix64), enough to vary sizes and values.
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

}  // namespace

std::string crashEventType(Seq seq) {
    static constexpr const char* kTypes[] = {"piece.moved", "piece.placed", "piece.changed", "step.advanced", "alert.overridden"};
    return kTypes[mix(static_cast<std::uint64_t>(seq)) % 5];
}

std::string crashEventJson(Seq seq) {
    const std::uint64_t h = mix(static_cast<std::uint64_t>(seq));
    const std::string note(static_cast<std::size_t>(h % 840), static_cast<char>('a' + h % 26));
    return R"({"type":")" + crashEventType(seq) + R"(","seq":)" + std::to_string(seq) + R"(,"piece":"p)" +
           std::to_string(h % 97) + R"(","to":")" + std::to_string(h % 4000) + R"(","note":")" + note + R"("})";
}

std::string crashPositionJson(Seq seq) {
    return R"({"after":)" + std::to_string(seq) + R"(,"digest":)" + std::to_string(mix(static_cast<std::uint64_t>(seq) ^ 0xabcdef) >> 12) + "}";
}

GameKey crashGame(GameStore& store) {
    if (const auto existing = store.gameByUid(kCrashGameUid)) return existing->key;
    return store.createGame({"crash-test", "endless", "Crash test", std::string(kCrashGameUid)});
}

}  // namespace adj::storage::testing
