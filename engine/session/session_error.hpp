#pragma once
// Everything a session refuses: an event that does not apply to the position (moving a piece that
// is not there), an undo with nothing to undo, a stored event that cannot be read back. The message
// says which event and why, in words the players and the log reader can act on.
#include <stdexcept>
#include <string>

namespace adj::session {

class SessionError : public std::runtime_error {
public:
    explicit SessionError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace adj::session
