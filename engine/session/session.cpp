#include "engine/session/session.hpp"

#include "engine/session/apply.hpp"
#include "engine/session/session_error.hpp"

namespace adj::session {

Timestamp Session::now() { return std::chrono::floor<std::chrono::milliseconds>(std::chrono::system_clock::now()); }

Session::Session(model::Position initial, Clock clock) : Session(Fold(std::move(initial)), {}, std::move(clock)) {}

Session::Session(Fold fold, std::vector<Event> log, Clock clock) : fold_(std::move(fold)), log_(std::move(log)), clock_(std::move(clock)) {
    if (!clock_) clock_ = now;
}

Session Session::restore(model::Position initial, std::vector<Event> log, Clock clock) {
    Fold fold(std::move(initial));
    while (fold.count() < log.size()) fold.push(log);
    return Session(std::move(fold), std::move(log), std::move(clock));
}

const Event& Session::push(Payload payload, long long group, std::optional<Source> source) {
    Event event;
    event.seq = static_cast<long long>(log_.size()) + 1;
    event.group = group == 0 ? event.seq : group;
    event.at = clock_();
    event.source = source;
    event.payload = std::move(payload);
    log_.push_back(std::move(event));
    try {
        fold_.push(log_);
    } catch (...) {
        log_.pop_back();
        throw;
    }
    return log_.back();
}

const Event& Session::append(Payload payload, std::optional<Source> source) {
    if (isUndoOrRedo(payload)) throw SessionError("use undo() and redo(): they check what can be undone");
    return push(std::move(payload), 0, source);
}

std::vector<Event> Session::append(std::vector<Payload> payloads, std::optional<Source> source) {
    if (payloads.empty()) throw SessionError("an action needs at least one event");
    for (const auto& payload : payloads)
        if (isUndoOrRedo(payload)) throw SessionError("use undo() and redo(): they check what can be undone");
    // Try the whole action on a copy first, so a refused event leaves no half-done action behind.
    SessionState trial = fold_.state();
    const auto firstSeq = static_cast<long long>(log_.size()) + 1;
    for (std::size_t i = 0; i < payloads.size(); ++i) apply(trial, payloads[i], firstSeq + static_cast<long long>(i));

    const std::size_t before = log_.size();
    std::vector<Event> stored;
    try {
        for (auto& payload : payloads) stored.push_back(push(std::move(payload), firstSeq, source));
    } catch (...) {
        // Cannot happen after the trial; if it did, the log must not keep a partial action.
        *this = restore(initial(), std::vector<Event>(log_.begin(), log_.begin() + static_cast<long>(before)), clock_);
        throw;
    }
    return stored;
}

const Event& Session::undo(std::optional<Source> source) {
    const auto target = fold_.undoTarget();
    if (!target) throw SessionError("nothing to undo");
    return push(Undo{*target}, 0, source);
}

const Event& Session::redo(std::optional<Source> source) {
    const auto target = fold_.redoTarget();
    if (!target) throw SessionError("nothing to redo");
    return push(Redo{*target}, 0, source);
}

std::vector<const Event*> Session::undoPreview() const {
    std::vector<const Event*> events;
    const auto target = fold_.undoTarget();
    if (!target) return events;
    for (auto i = static_cast<std::size_t>(*target - 1); i < log_.size() && log_[i].group == *target; ++i) events.push_back(&log_[i]);
    return events;
}

std::size_t Session::currentStepBegan() const {
    Fold fold(initial());
    std::size_t began = 0;
    while (fold.count() < log_.size()) {
        const model::Position& before = fold.state().position;
        const std::string step = before.step;
        const auto time = before.time;
        fold.push(log_);
        const model::Position& after = fold.state().position;
        if (after.step != step || after.time != time) began = fold.count();
    }
    return began;
}

SessionState Session::stateAfter(std::size_t count) const {
    if (count > log_.size())
        throw SessionError("the log has " + std::to_string(log_.size()) + " events, not " + std::to_string(count));
    Fold fold(initial());
    while (fold.count() < count) fold.push(log_);
    return fold.state();
}

}  // namespace adj::session
