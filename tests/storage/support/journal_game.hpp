#pragma once
// A small game for the journal-level storage tests: eight infantry counters stacked in one hex,
// actions that move the whole stack as one (8 events) or one counter, and a clock that ticks one
// second per event, so every run writes exactly the same log.
#include "app/core/game_journal.hpp"

#include <string>
#include <vector>

namespace adj::storage::testing {

inline constexpr int kStackSize = 8;

inline std::string stackPiece(int i) { return "US-inf-" + std::to_string(i + 1); }

inline model::Position stackedPosition() {
    model::Position position;
    position.game = "war-for-the-union";
    position.scenario = "1861";
    for (int i = 0; i < kStackSize; ++i) {
        model::Piece piece;
        piece.id = stackPiece(i);
        piece.kind = "infantry-vol";
        piece.side = "union";
        piece.strength = 4;
        piece.location.space = "1207";
        position.pieces.push_back(piece);
    }
    return position;
}

// The whole stack from one hex to another: one action of kStackSize events.
inline std::vector<session::Payload> moveStack(const std::string& from, const std::string& to) {
    std::vector<session::Payload> payloads;
    for (int i = 0; i < kStackSize; ++i) payloads.emplace_back(session::PieceMoved{stackPiece(i), from, to});
    return payloads;
}

inline session::Session::Clock tickingClock() {
    auto next = std::make_shared<long long>(1'700'000'000'000LL);
    return [next] { return session::Timestamp(std::chrono::milliseconds(*next += 1000)); };
}

}  // namespace adj::storage::testing
