#include "engine/tracker/observation.hpp"

#include <sstream>
#include <stdexcept>

namespace adj::tracker {
namespace {

std::string describe(std::size_t index, const ObservedStack& stack) {
    std::ostringstream text;
    text << "observed stack " << index << " (" << (stack.offMap() ? "off the map" : "at '" + stack.space + "'") << ")";
    return text.str();
}

}  // namespace

void checkObservation(const Observation& observation) {
    for (std::size_t i = 0; i < observation.stacks.size(); ++i) {
        const ObservedStack& stack = observation.stacks[i];
        if (stack.count && *stack.count < 1)
            throw std::invalid_argument(describe(i, stack) + ": count " + std::to_string(*stack.count) +
                                        "; a stack that is seen holds at least 1 piece");
        for (std::size_t c = 0; c < stack.top.size(); ++c) {
            const IdentityCandidate& candidate = stack.top[c];
            if (candidate.piece.empty())
                throw std::invalid_argument(describe(i, stack) + ": identity candidate " + std::to_string(c) + " names no piece");
            if (!(candidate.confidence >= 0.0 && candidate.confidence <= 1.0))
                throw std::invalid_argument(describe(i, stack) + ": candidate '" + candidate.piece + "' has confidence " +
                                            std::to_string(candidate.confidence) + "; expected 0..1");
            if (c > 0 && candidate.confidence > stack.top[c - 1].confidence)
                throw std::invalid_argument(describe(i, stack) + ": candidate '" + candidate.piece + "' (" +
                                            std::to_string(candidate.confidence) + ") is listed after the less likely '" +
                                            stack.top[c - 1].piece + "'; candidates go best first");
        }
    }
}

}  // namespace adj::tracker
