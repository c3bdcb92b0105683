#pragma once
// The game's log as the history screen lists it: one line per event, except that the moves of one
// action that take several pieces from the same space to the same space (a stack marching
// together) are one line, "Grant's stack of 6 moved from Kessel (0808) to 0909", whose details
// keep one sentence per piece. Each line says which events it stands for, so replay and undo
// still work event by event.
#include "engine/session/event.hpp"
#include "engine/session/event_text.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace adj::session {

struct HistoryLine {
    std::size_t first = 0;  // index in the log of its first event
    std::size_t last = 0;   // index of its last event (== first for a line of one event)
    long long seq = 0;      // the first event's
    long long group = 0;    // the action's (all its events share it)
    int turn = 0;           // when it happened: the position before the first event
    std::string step;       // the step id then (EventNames::step gives its words)
    std::string text;
    std::vector<std::string> details;  // one sentence per event, for a line of several; else empty
    std::string kind;                  // the first event's type name ("PieceMoved")

    std::size_t eventCount() const { return last - first + 1; }
};

// Throws SessionError where the log does not fold onto `initial` (as Replay does).
std::vector<HistoryLine> historyLines(const model::Position& initial, const std::vector<Event>& log, const EventNames& names);

// The line for pieces that moved together: "Grant's stack of 6 moved from A to B" where a leader
// (EventNames::leads) is among them, else "Volunteer infantry 7 (Union) and 2 others moved ...".
std::string describeStackMove(const std::vector<const model::Piece*>& pieces, const std::string& from,
                              const std::string& to, const EventNames& names);

}  // namespace adj::session
