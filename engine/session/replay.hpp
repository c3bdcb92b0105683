#pragma once
// Steps through a stored game event by event, forwards and backwards, for the history screen and
// `adjutant-cli replay`. Going forward folds one more event; going back restarts from the nearest
// checkpoint kept on the way, so stepping back through a long game stays quick.
#include "engine/session/event.hpp"
#include "engine/session/fold.hpp"

#include <map>
#include <vector>

namespace adj::session {

class Replay {
public:
    // Folds nothing yet: the initial position. The log is copied; a bad log throws SessionError
    // when stepping reaches the bad event.
    Replay(model::Position initial, std::vector<Event> log);

    std::size_t index() const { return fold_.count(); }  // events folded so far
    std::size_t size() const { return log_.size(); }
    bool atStart() const { return index() == 0; }
    bool atEnd() const { return index() == size(); }

    const SessionState& state() const { return fold_.state(); }
    const model::Position& position() const { return fold_.state().position; }
    // The event folded last (nullptr at the start): what the history screen describes.
    const Event* current() const { return atStart() ? nullptr : &log_[index() - 1]; }

    bool forward();  // false at the end
    bool back();     // false at the start
    void seek(std::size_t count);  // throws SessionError past the end

private:
    static constexpr std::size_t kCheckpointEvery = 64;

    std::vector<Event> log_;
    Fold fold_;
    std::map<std::size_t, Fold> checkpoints_;  // by events folded
};

}  // namespace adj::session
