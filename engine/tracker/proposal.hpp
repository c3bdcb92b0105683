#pragma once
// What the tracker hands the players: events it proposes, each with how sure it is and why in plain
// words, and questions for everything it cannot decide. A question never hides a guess: each choice
// says exactly which events it would log.
#include "engine/session/event.hpp"

#include <string>
#include <vector>

namespace adj::tracker {

struct ProposedEvent {
    session::Payload event;
    double confidence = 0.0;  // 0..1
    std::string reason;       // for the players: "the 2 union pieces that left 1207 are the 2 now in 1208"
};

struct Choice {
    std::string label;                     // "US-3 and US-4 went to 1208; US-1 stayed"
    std::vector<session::Payload> events;  // what choosing it logs; may be empty ("nothing moved")
};

struct Question {
    // What kind of doubt: "same-stack", "which-pieces", "where-from", "which-new-piece", "knocked-off",
    // "which-tipped". Stable, for the interface to pick an icon.
    std::string kind;
    std::string text;    // the question as the players read it
    std::string reason;  // why Adjutant cannot decide alone
    std::vector<std::string> spaces;
    std::vector<std::string> pieces;
    std::vector<Choice> choices;  // likeliest first
};

enum class FrameUse {
    Ignored,    // the frame cannot be trusted (camera bumped, board not still): see `why`
    Unchanged,  // the board matches the position
    Changed,    // events or questions follow
};

// The proposed events involve pieces no question involves, so the events and any one choice of each
// question can be logged together.
struct TrackResult {
    FrameUse use = FrameUse::Ignored;
    std::string why;                     // for an ignored frame: why nothing is proposed
    std::vector<ProposedEvent> events;   // in the order they must be applied
    std::vector<Question> questions;
    std::vector<std::string> notes;      // what was seen but deliberately left alone, and why

    std::vector<session::Payload> payloads() const;
};

}  // namespace adj::tracker
