#pragma once
// One event of the log in plain words, for the history screen and `adjutant-cli replay`:
// "US-inf-1 moved from 1207 to 1208", "Next step: union.movement (turn 3)". The words name pieces
// and spaces by id, as the counters and the map print them.
#include "engine/session/event.hpp"

#include <string>

namespace adj::session {

// `before` is the position the event applied to (for a removed piece's last space, an undone
// action's size). Undo and Redo say which action they take back or bring back.
std::string describe(const Event& event, const model::Position& before);

}  // namespace adj::session
