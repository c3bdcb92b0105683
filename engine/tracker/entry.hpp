#pragma once
// Pieces that may come onto the map: those the position keeps off the board or in a box, and the
// reinforcements the caller lists. A stack that appears from nowhere is one of them, or nothing.
#include "engine/model/position.hpp"
#include "engine/session/event.hpp"
#include "engine/tracker/tracker_options.hpp"

#include <string>
#include <vector>

namespace adj::tracker {

struct Entrant {
    model::Piece piece;   // as the position or the roster has it
    bool inPosition = false;  // already in the position (off the board, in a box): it moves; else it is placed
};

// The entrants of one side, sorted by id. Roster pieces already in the position are not repeated.
std::vector<Entrant> entrants(const model::Position& position, const TrackerOptions& options, const std::string& side);

// Whether the entrant can come onto `space` straight from where it is: a piece in one of the map's
// boxes (a sea zone, a holding box off the edge) comes onto the spaces that box is joined to (its
// borders and network links), never anywhere else; a piece in a box joined to nothing (a reserve
// pool), off the board or a reinforcement may
// come onto any space, as its game's set-up rules decide where.
bool canEnterAt(const Entrant& entrant, const std::string& space, const TrackerOptions& options);

// The event that brings the entrant onto `space`: PieceMoved for a piece of the position, so its
// history and state carry on; PiecePlaced for a newcomer.
session::Payload enter(const Entrant& entrant, const std::string& space);

}  // namespace adj::tracker
