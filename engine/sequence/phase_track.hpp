#pragma once
// The phase track of the play screen: the parts of the game turn (interphases, player turns) in the
// order they are played, with the phases of the part being played spelled out, each marked done,
// current or still ahead. Players see at a glance where the turn stands and what comes next.
#include "engine/sequence/walker.hpp"

#include <string>
#include <vector>

namespace adj::sequence {

struct PhaseMark {
    enum class State { Done, Current, Ahead };
    std::string id;     // the node's full id: "union-turn.movement"
    std::string title;  // "Movement Phase"
    std::string rule;
    int depth = 0;  // 0: a part of the turn ("Union Player Turn"); 1: a phase of the current part
    State state = State::Ahead;
    bool operator==(const PhaseMark&) const = default;
};

// The marks for the turn of `cursor`: every top-level part that has a step this turn, and, right
// after the part being played, its phases that have one. A part that is itself a step has no
// phases. Throws SequenceError for a cursor the sequence does not know.
std::vector<PhaseMark> phaseTrack(const Walker& walker, const Cursor& cursor, const Facts& facts = {});

std::string_view toString(PhaseMark::State state);

}  // namespace adj::sequence
