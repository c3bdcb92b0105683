#include "engine/session/fold.hpp"

#include "engine/session/apply.hpp"
#include "engine/session/session_error.hpp"

namespace adj::session {

Fold::Fold(model::Position initial) : initial_(std::make_shared<const model::Position>(std::move(initial))) {
    state_.position = *initial_;
}

std::optional<long long> Fold::undoTarget() const { return done_.empty() ? std::nullopt : std::optional<long long>(done_.back()); }

std::optional<long long> Fold::redoTarget() const {
    return undone_.empty() ? std::nullopt : std::optional<long long>(undone_.back());
}

void Fold::applyGroup(const std::vector<Event>& log, long long group) {
    for (auto i = static_cast<std::size_t>(group - 1); i < count_ && log[i].group == group; ++i) apply(state_, log[i].payload, log[i].seq);
}

void Fold::rebuild(const std::vector<Event>& log) {
    // Undo replays the actions still in effect from the initial position: simple and exactly what
    // a reader of the log would compute.
    state_ = SessionState{*initial_, {}};
    for (const long long group : done_) applyGroup(log, group);
}

void Fold::push(const std::vector<Event>& log) {
    if (count_ >= log.size()) throw SessionError("no further event to fold");
    const Event& event = log[count_];
    const auto expected = static_cast<long long>(count_) + 1;
    const auto refuse = [&](const std::string& why) {
        throw SessionError("event " + std::to_string(event.seq) + " (" + std::string(typeName(event.payload)) + "): " + why);
    };
    if (event.seq != expected) refuse("out of order: expected event " + std::to_string(expected));
    const bool startsAction = event.group == event.seq;
    if (!startsAction && (count_ == 0 || log[count_ - 1].group != event.group || isUndoOrRedo(event.payload) ||
                          isUndoOrRedo(log[count_ - 1].payload)))
        refuse("belongs to action " + std::to_string(event.group) + ", which is not the action just before it");

    if (const auto* undo = std::get_if<Undo>(&event.payload)) {
        if (done_.empty() || done_.back() != undo->group)
            refuse("undoes action " + std::to_string(undo->group) + ", but " +
                   (done_.empty() ? std::string("there is nothing to undo") : "the last action is " + std::to_string(done_.back())));
        const long long group = done_.back();
        done_.pop_back();
        undone_.push_back(group);
        ++count_;
        rebuild(log);
        return;
    }
    if (const auto* redo = std::get_if<Redo>(&event.payload)) {
        if (undone_.empty() || undone_.back() != redo->group)
            refuse("redoes action " + std::to_string(redo->group) + ", but " +
                   (undone_.empty() ? std::string("there is nothing to redo") : "the last undone action is " + std::to_string(undone_.back())));
        undone_.pop_back();
        done_.push_back(redo->group);
        ++count_;
        applyGroup(log, redo->group);
        return;
    }
    apply(state_, event.payload, event.seq);  // throws before changing anything
    if (startsAction) {
        undone_.clear();
        done_.push_back(event.group);
    }
    ++count_;
}

}  // namespace adj::session
