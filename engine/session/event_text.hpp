#pragma once
// One event of the log in plain words, for the history screen and `adjutant-cli replay`:
// "Volunteer infantry 6 (Union) moved from Lindow (1407) to 1406", "Next step: Union Player Turn >
// Movement Phase, turn 3". How pieces, spaces, steps, markers and sides are called is the caller's
// EventNames (games/game_names.hpp gives the words of a loaded game); the default names them by id.
#include "engine/session/event.hpp"

#include <string>

namespace adj::session {

// The words for the things events refer to. Each default returns the id itself, for logs read
// without their game (tests, a damaged store); a game's names override them.
class EventNames {
public:
    virtual ~EventNames() = default;
    virtual std::string piece(const model::Piece& piece) const;
    // A piece by id where the position may lack it (a stale event): the id when it is not there.
    std::string pieceIn(const std::string& id, const model::Position& position) const;
    virtual std::string space(const std::string& space) const;
    virtual std::string step(const std::string& step) const;
    virtual std::string marker(const model::Marker& marker) const;
    virtual std::string side(const std::string& side) const;
    virtual std::string flag(const std::string& flag) const;
    // Whether a stack that moves with this piece is called after it ("Grant's stack"): a leader.
    virtual bool leads(const model::Piece& piece) const;
};

// `before` is the position the event applied to (for a removed piece's last space, an undone
// action's size). Undo and Redo say which action they take back or bring back.
std::string describe(const Event& event, const model::Position& before, const EventNames& names);
// The same, naming everything by id.
std::string describe(const Event& event, const model::Position& before);

}  // namespace adj::session
