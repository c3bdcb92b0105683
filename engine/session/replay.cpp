#include "engine/session/replay.hpp"

#include "engine/session/session_error.hpp"

namespace adj::session {

Replay::Replay(model::Position initial, std::vector<Event> log) : log_(std::move(log)), fold_(std::move(initial)) {
    checkpoints_.emplace(0, fold_);
}

bool Replay::forward() {
    if (atEnd()) return false;
    fold_.push(log_);
    if (index() % kCheckpointEvery == 0) checkpoints_.emplace(index(), fold_);
    return true;
}

bool Replay::back() {
    if (atStart()) return false;
    seek(index() - 1);
    return true;
}

void Replay::seek(std::size_t count) {
    if (count > size()) throw SessionError("the log has " + std::to_string(size()) + " events, not " + std::to_string(count));
    if (count < index()) {
        // The checkpoint at or before `count`; there is always the one at 0.
        auto it = checkpoints_.upper_bound(count);
        --it;
        fold_ = it->second;
    }
    while (index() < count) forward();
}

}  // namespace adj::session
