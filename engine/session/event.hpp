#pragma once
// The events of a game's log. A session is its initial position plus these events, in order; the
// position at any moment is the fold of the events so far (session_state.hpp). Each event says what
// happened in terms of ids, never pointers, so it can be stored as one row and read back exactly
// (event_json.hpp).
#include "engine/model/position.hpp"

#include <chrono>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

namespace adj::session {

// Milliseconds since 1970-01-01 UTC: what the log stores, exactly.
using Timestamp = std::chrono::sys_time<std::chrono::milliseconds>;

// What reported the event.
enum class Source { Camera, Touch, Cli };

struct PiecePlaced {
    model::Piece piece;  // with its location; an empty space means off the board (dead pile, not arrived)
    bool operator==(const PiecePlaced&) const = default;
};

struct PieceMoved {
    std::string piece;
    std::string from;  // where the piece must be now: a stale observation is refused, not applied
    std::string to;
    bool operator==(const PieceMoved&) const = default;
};

struct PieceRemoved {
    std::string piece;  // leaves the position altogether (eliminated counters go to a box instead: PieceMoved)
    bool operator==(const PieceRemoved&) const = default;
};

// Changes to a piece other than its place. Only what is given changes.
struct PieceChanged {
    std::string piece;
    std::optional<int> strength;
    std::set<std::string> flagsAdded;
    std::set<std::string> flagsRemoved;
    std::map<std::string, int> countersSet;
    std::set<std::string> countersRemoved;
    std::optional<std::string> kind;  // a block's face seen ("CSA-inf-3") or hidden again ("")
    std::optional<std::string> side;
    bool operator==(const PieceChanged&) const = default;
};

struct MarkerPlaced {
    model::Marker marker;
    bool operator==(const MarkerPlaced&) const = default;
};

struct MarkerRemoved {
    std::string marker;
    bool operator==(const MarkerRemoved&) const = default;
};

struct ControlChanged {
    std::string space;
    std::string side;  // empty: nobody controls it any more
    bool operator==(const ControlChanged&) const = default;
};

struct RecordChanged {
    std::string record;
    std::optional<int> value;  // nullopt: the record is cleared
    bool operator==(const RecordChanged&) const = default;
};

// The players pressed Next (or went back): the position's step, time and phasing side change.
struct StepAdvanced {
    std::string from;  // the step the position must be at (empty before the game starts)
    std::string to;
    model::GameTime time;
    std::string phasingSide;
    bool operator==(const StepAdvanced&) const = default;
};

struct AlertAcknowledged {
    std::string alert;  // model::Alert::key()
    bool operator==(const AlertAcknowledged&) const = default;
};

// The players keep a position the rules call an error, and say why.
struct AlertOverridden {
    std::string alert;
    std::string reason;  // required: an override without a reason is refused
    bool operator==(const AlertOverridden&) const = default;
};

struct Note {
    std::string text;
    bool operator==(const Note&) const = default;
};

// Undo and redo are events too, so the log only ever grows and every moment stays replayable
// (see session.hpp). Each names the action (the group of events) it undoes or redoes.
struct Undo {
    long long group = 0;
    bool operator==(const Undo&) const = default;
};

struct Redo {
    long long group = 0;
    bool operator==(const Redo&) const = default;
};

using Payload = std::variant<PiecePlaced, PieceMoved, PieceRemoved, PieceChanged, MarkerPlaced, MarkerRemoved, ControlChanged,
                             RecordChanged, StepAdvanced, AlertAcknowledged, AlertOverridden, Note, Undo, Redo>;

struct Event {
    long long seq = 0;    // 1, 2, 3... in log order, given by the session
    long long group = 0;  // the seq of the first event of the action it belongs to (undo takes whole actions)
    Timestamp at{};
    std::optional<Source> source;
    Payload payload;

    bool operator==(const Event&) const = default;
};

// The stable name of each payload type, as stored: "piece-moved", "alert-overridden".
std::string_view typeName(const Payload& payload);
std::string_view toString(Source source);
std::optional<Source> parseSource(std::string_view text);
bool isUndoOrRedo(const Payload& payload);

}  // namespace adj::session
