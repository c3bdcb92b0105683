#pragma once
// A game as an event log whose fold is the position.
//
// Undo design: undo and redo are events appended to the log, never deletions. `undo()` appends
// Undo{group} naming the last action still in effect; the fold then leaves that action out.
// `redo()` appends Redo{group} for the last undone action; any new action ends the chance to redo.
// The log therefore only grows (one SQLite row per event, nothing ever rewritten, safe across a
// power cut), replay shows exactly what the players saw at every moment, including their
// mistakes and corrections, and the position is always fold(initial, log).
//
// An action is one call to append(): one event, or several that belong together (a stack moved
// as one, a block revealed and reduced). It is applied all or nothing and undone as a whole.
#include "engine/session/event.hpp"
#include "engine/session/fold.hpp"
#include "engine/session/session_state.hpp"

#include <functional>
#include <optional>
#include <vector>

namespace adj::session {

class Session {
public:
    using Clock = std::function<Timestamp()>;
    static Timestamp now();  // the system clock, to the millisecond

    explicit Session(model::Position initial, Clock clock = now);
    // A stored game: checks and folds every event. Throws SessionError naming the first event that
    // does not follow or does not fit.
    static Session restore(model::Position initial, std::vector<Event> log, Clock clock = now);

    const model::Position& position() const { return fold_.state().position; }
    const SessionState& state() const { return fold_.state(); }
    const model::Position& initial() const { return fold_.initial(); }
    const std::vector<Event>& log() const { return log_; }

    // Appends one action; returns the stored event(s). Throws SessionError, leaving the session as it
    // was, when any event does not apply (moving an unknown piece, a stale `from` step...).
    const Event& append(Payload payload, std::optional<Source> source = std::nullopt);
    std::vector<Event> append(std::vector<Payload> payloads, std::optional<Source> source = std::nullopt);

    bool canUndo() const { return fold_.undoTarget().has_value(); }
    bool canRedo() const { return fold_.redoTarget().has_value(); }
    // Throw SessionError when there is nothing to undo / redo.
    const Event& undo(std::optional<Source> source = std::nullopt);
    const Event& redo(std::optional<Source> source = std::nullopt);
    // The events of the action the next undo would take back (for "Undo: moved 3 pieces").
    std::vector<const Event*> undoPreview() const;

    // Replay: the state after the first `count` events of the log (0: the initial position).
    SessionState stateAfter(std::size_t count) const;
    model::Position positionAfter(std::size_t count) const { return stateAfter(count).position; }
    // How many events of the log came before the step now in play began (its step or turn last
    // changed there; an undo back into an earlier step begins it afresh): a resumed game judges the
    // moves made since, as the game did before it stopped.
    std::size_t currentStepBegan() const;

private:
    Session(Fold fold, std::vector<Event> log, Clock clock);
    const Event& push(Payload payload, long long group, std::optional<Source> source);

    Fold fold_;
    std::vector<Event> log_;
    Clock clock_;
};

}  // namespace adj::session
