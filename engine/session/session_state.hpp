#pragma once
// What the fold of a session's events gives: the position, plus the players' decisions about
// alerts, which belong to the game's record but not to the board.
#include "engine/model/position.hpp"

#include <map>
#include <string>

namespace adj::session {

struct AlertDecision {
    enum class Kind { Acknowledged, Overridden };
    Kind kind = Kind::Acknowledged;
    std::string reason;      // the players' words, for overrides
    long long seq = 0;       // the event that made the decision
    std::string step;        // where the game was then, so the app can scope the decision
    model::GameTime time;
    bool operator==(const AlertDecision&) const = default;
};

struct SessionState {
    model::Position position;
    std::map<std::string, AlertDecision> alerts;  // by model::Alert::key(); the latest decision wins
    bool operator==(const SessionState&) const = default;
};

}  // namespace adj::session
