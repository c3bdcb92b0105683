#pragma once
// Folds a session's log into its state, one event at a time, honouring undo and redo: an Undo
// event takes the last action back out of the fold, a Redo puts the last undone action back in,
// and any new action makes the undone ones unrecoverable (as in every editor). Events of one
// action (group) are contiguous in the log.
#include "engine/session/event.hpp"
#include "engine/session/session_state.hpp"

#include <memory>
#include <optional>
#include <vector>

namespace adj::session {

class Fold {
public:
    explicit Fold(model::Position initial);

    // Folds log[count()], the next event. Throws SessionError, changing nothing, when the event does
    // not follow (wrong seq or group), undoes what cannot be undone, or does not fit the state.
    void push(const std::vector<Event>& log);

    const SessionState& state() const { return state_; }
    std::size_t count() const { return count_; }
    const model::Position& initial() const { return *initial_; }

    // The action (group) an undo would take back, and the one a redo would restore.
    std::optional<long long> undoTarget() const;
    std::optional<long long> redoTarget() const;
    // The actions in effect, oldest first.
    const std::vector<long long>& done() const { return done_; }

private:
    void applyGroup(const std::vector<Event>& log, long long group);
    void rebuild(const std::vector<Event>& log);

    std::shared_ptr<const model::Position> initial_;  // shared: replay keeps copies of folds
    SessionState state_;
    std::vector<long long> done_;
    std::vector<long long> undone_;
    std::size_t count_ = 0;
};

}  // namespace adj::session
