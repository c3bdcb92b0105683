#include "engine/rules/supply_map.hpp"

namespace adj::rules {

SupplyMap::SupplyMap(std::size_t spaces, std::size_t legs, SideIndex side)
    : spaces_(spaces),
      legs_(legs),
      side_(side),
      sourceBits_(spaces),
      label_(spaces, kUnreached),
      next_(spaces, kNoSpace),
      originKind_(spaces, 0),
      originLeg_(spaces, 0),
      originLimit_(spaces, 0),
      netReached_(spaces, 0),
      netParent_(spaces * legs, kNoSpace),
      netParentLeg_(spaces * legs, 0),
      relayOf_(spaces, -1),
      touched_(spaces) {}

std::optional<int> SupplyMap::overlandCost(SpaceIndex space) const {
    if (label_[space] == kUnreached) return std::nullopt;
    SpaceIndex at = space;
    while (next_[at] != kNoSpace) at = next_[at];
    return label_[space] - (maxLimit_ - originLimit_[at]);
}

std::vector<TraceStep> SupplyMap::path(SpaceIndex space) const {
    std::vector<TraceStep> steps;
    if (!reached(space)) return steps;
    steps.push_back({space, TraceVia::Start, -1});
    SpaceIndex at = space;
    while (next_[at] != kNoSpace) {
        at = next_[at];
        steps.push_back({at, TraceVia::Overland, -1});
    }
    continueFrom(at, originKind(at), originLeg_[at], steps);
    return steps;
}

void SupplyMap::continueFrom(SpaceIndex space, OriginKind kind, std::uint8_t leg, std::vector<TraceStep>& steps) const {
    // Each relay and network state is entered once per path; the bound only guards against a bug
    // turning into an endless loop on the table.
    std::size_t guard = spaces_ * (legs_ + 2) + relays_.size() + 2;
    while (guard-- > 0) {
        switch (kind) {
            case OriginKind::None:
            case OriginKind::Source: return;
            case OriginKind::Relay: {
                const Relay& relay = relays_[static_cast<std::size_t>(relayOf_[space])];
                for (const SpaceIndex s : relay.hop) steps.push_back({s, TraceVia::Hop, -1});
                if (!relay.hop.empty()) space = relay.hop.back();
                kind = relay.terminalKind;
                leg = relay.terminalLeg;
                break;
            }
            case OriginKind::Network: {
                const std::size_t here = state(space, leg);
                const std::uint8_t parentLeg = netParentLeg_[here];
                if (parentLeg == kFromSource) return;
                if (parentLeg == kFromRelay) {
                    kind = OriginKind::Relay;
                    break;
                }
                const SpaceIndex parent = netParent_[here];
                if (parent == space) {
                    steps.push_back({space, TraceVia::Transfer, parentLeg});
                } else {
                    steps.push_back({parent, TraceVia::Network, parentLeg});
                }
                space = parent;
                leg = parentLeg;
                break;
            }
        }
    }
}

bool SupplyMap::sameResults(const SupplyMap& other) const {
    if (maxLimit_ != other.maxLimit_ || netReached_ != other.netReached_ || originKind_ != other.originKind_) return false;
    for (std::size_t s = 0; s < spaces_; ++s) {
        if (originKind_[s] != 0 && originLimit_[s] != other.originLimit_[s]) return false;
        if (label_[s] != other.label_[s]) return false;
    }
    return true;
}

}  // namespace adj::rules
