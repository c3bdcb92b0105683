#pragma once
// What the camera reports after each moment of stillness, in the engine's terms: the stacks it sees,
// the space under each, their side colour and, where it can tell, how many pieces and which piece is
// on top. Vision fills these in; the tracker (tracker.hpp) reconciles them with the known position.
#include "engine/board/map_point.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adj::tracker {

// One guess at which piece shows on top of a stack, with how sure identity is of it (0..1).
struct IdentityCandidate {
    std::string piece;  // a piece id of the position, or of the roster of pieces that may come into play
    double confidence = 0.0;
};

// One stack as seen from above. Only its top piece shows.
struct ObservedStack {
    std::string space;               // the space under the stack; EMPTY when it lies off the map's edge
    board::MapPoint point;           // where it stands on the map, millimetres
    std::string side;                // from its colour; EMPTY when the colour was not recognised
    std::optional<int> count;        // pieces in the stack, when its height could be measured
    std::vector<IdentityCandidate> top;  // candidates for the top piece, best first; empty for hidden blocks
    std::optional<bool> tipped;      // blocks: lying down (face shown); nullopt where the game has no blocks
    // Other spaces the stack is close enough to that its measured point could be off by that much: the
    // hex beside when it stands near a hex's edge, the river hexside beside a hex, the hex beside a
    // hexside. Vision fills it in; the tracker reads a stack seen just over a line as not moved.
    std::vector<std::string> near;

    bool offMap() const { return space.empty(); }
};

// One stable frame: everything seen on (and just beside) the map.
struct Observation {
    bool registered = false;  // the camera's view was fixed to the map (markers found)
    bool still = false;       // nothing moved for the stability period: no hands, no motion
    std::vector<ObservedStack> stacks;
    // Spaces the camera could not see this time: washed out by glare, or outside its view. A stack
    // there may stand unseen, so nothing at them is judged: no piece left them, none came.
    std::vector<std::string> unseen;
};

// Throws std::invalid_argument naming the stack (its index and space) and the value when an
// observation cannot be right: a count below 1, a confidence outside 0..1, candidates not best
// first, a candidate without a piece id.
void checkObservation(const Observation& observation);

}  // namespace adj::tracker
