#include "engine/tracker/proposal.hpp"

namespace adj::tracker {

std::vector<session::Payload> TrackResult::payloads() const {
    std::vector<session::Payload> result;
    result.reserve(events.size());
    for (const ProposedEvent& proposed : events) result.push_back(proposed.event);
    return result;
}

}  // namespace adj::tracker
