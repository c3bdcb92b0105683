#pragma once
// Where the players are inside the sequence, as one string the position keeps (Position::step):
// the step's full id, with the iteration of every repeated node on its path after that node's
// part: "operations.impulse#3.union.activate". Steps outside repeats are just their id.
#include "engine/sequence/sequence.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace adj::sequence {

struct StepAddress {
    int node = -1;                // index into Sequence::nodes
    std::vector<int> iterations;  // one per repeated node from the root to `node` (inclusive), outermost first

    bool operator==(const StepAddress&) const = default;
};

// Repeated nodes on the path from a root to `node`, outermost first (including `node` itself).
std::vector<int> loopsOnPath(const Sequence& sequence, int node);

// Throws SequenceError for an id the sequence lacks, an iteration on a node that does not repeat,
// or an iteration below 1. A repeated node written without "#n" is taken as its first iteration,
// so hand-written positions can leave it out.
StepAddress parseAddress(const Sequence& sequence, std::string_view text);
std::string formatAddress(const Sequence& sequence, const StepAddress& address);

}  // namespace adj::sequence
