#pragma once
// Applies one event to the state, after checking that it fits the state as it is: moving a piece
// that is not there, placing an id twice or overriding an alert without a reason is refused with a
// SessionError that names the event, and the state is left untouched.
#include "engine/session/event.hpp"
#include "engine/session/session_state.hpp"

namespace adj::session {

// `seq` is only used in messages and recorded in alert decisions. Undo and Redo are not applied
// here (they act on the log, see fold.hpp) and are refused.
void apply(SessionState& state, const Payload& payload, long long seq);

}  // namespace adj::session
