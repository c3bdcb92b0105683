#pragma once
// Small hand-built positions and observations for the tracker tests. Spaces are plain hex ids; no
// graph is needed unless a test is about boxes.
#include "engine/model/position.hpp"
#include "engine/session/event.hpp"
#include "engine/tracker/observation.hpp"
#include "engine/tracker/proposal.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adj::tracker::testing {

inline model::Piece piece(const std::string& id, const std::string& side, const std::string& space, const std::string& kind = "infantry") {
    model::Piece result;
    result.id = id;
    result.kind = kind;
    result.side = side;
    result.strength = 2;
    result.location.space = space;
    return result;
}

// A hidden block: no kind, seen by side and tipped state only.
inline model::Piece block(const std::string& id, const std::string& side, const std::string& space, bool tipped = false) {
    model::Piece result = piece(id, side, space, "");
    if (tipped) result.flags.insert("tipped");
    return result;
}

inline model::Position position(std::vector<model::Piece> pieces) {
    model::Position result;
    result.game = "test";
    result.step = "movement";
    result.pieces = std::move(pieces);
    return result;
}

inline ObservedStack seen(const std::string& space, const std::string& side, std::optional<int> count = std::nullopt,
                          std::vector<IdentityCandidate> top = {}, std::optional<bool> tipped = std::nullopt) {
    ObservedStack stack;
    stack.space = space;
    stack.side = side;
    stack.count = count;
    stack.top = std::move(top);
    stack.tipped = tipped;
    return stack;
}

inline Observation still(std::vector<ObservedStack> stacks) {
    Observation result;
    result.registered = true;
    result.still = true;
    result.stacks = std::move(stacks);
    return result;
}

inline session::Payload moved(const std::string& piece, const std::string& from, const std::string& to) {
    return session::PieceMoved{piece, from, to};
}

inline std::vector<session::Payload> payloadsOf(const Choice& choice) { return choice.events; }

inline std::vector<std::string> kinds(const TrackResult& result) {
    std::vector<std::string> result_kinds;
    for (const Question& question : result.questions) result_kinds.push_back(question.kind);
    return result_kinds;
}

}  // namespace adj::tracker::testing
