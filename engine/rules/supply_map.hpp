#pragma once
// The result of tracing one kind of supply line for one side over the whole board: for every space,
// whether a unit there can trace, by which path, and what the search looked at. It is built by a
// reverse search from the sources, so each piece's answer and path are lookups.
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "engine/rules/ids.hpp"
#include "engine/rules/space_bits.hpp"

namespace adj::rules {

// How a trace arrives at a space, walking from the unit to the source.
enum class TraceVia : std::uint8_t {
    Start,     // the unit's own space
    Overland,  // the overland leg
    Network,   // along network leg `leg`
    Transfer,  // changes to network leg `leg` without moving (rail to river at a river port)
    Hop,       // overland from one relay (depot) towards the next
};

struct TraceStep {
    SpaceIndex space = 0;
    TraceVia via = TraceVia::Start;
    int leg = -1;  // network leg index for Network and Transfer
    friend bool operator==(const TraceStep&, const TraceStep&) = default;
};

// What lets a space end an overland leg.
enum class OriginKind : std::uint8_t { None, Source, Network, Relay };

class SupplyMap {
public:
    SupplyMap() = default;
    SupplyMap(std::size_t spaces, std::size_t legs, SideIndex side);

    SideIndex side() const { return side_; }
    // A unit there can trace this line. `reduction` tightens the overland limit for one piece (a
    // unit that may trace less far than others).
    bool reached(SpaceIndex space, int reduction = 0) const {
        return label_[space] != kUnreached && label_[space] + reduction <= maxLimit_;
    }
    // The overland cost from the space to where its line leaves the overland leg.
    std::optional<int> overlandCost(SpaceIndex space) const;
    // Ends an overland leg itself: a source, a joining network space, a connected relay.
    bool isOrigin(SpaceIndex space) const { return originKind_[space] != static_cast<std::uint8_t>(OriginKind::None); }
    OriginKind originKind(SpaceIndex space) const { return static_cast<OriginKind>(originKind_[space]); }
    // Joined to a source with no overland leg at all: a source or a space the networks reach (WftU
    // 7.4's supply head, which raises the safe stacking limit).
    bool head(SpaceIndex space) const { return isSource(space) || netReached_[space] != 0; }
    bool isSource(SpaceIndex space) const { return sourceBits_.test(space); }
    // Network leg `leg` reaches the space from a source.
    bool onNetwork(SpaceIndex space, std::size_t leg) const { return (netReached_[space] >> leg) & 1U; }

    // From the space to the source, each step saying how it got there; empty when not reached.
    std::vector<TraceStep> path(SpaceIndex space) const;

    // Every space whose state the search asked about: a change anywhere else cannot change this map.
    const IndexBits& touched() const { return touched_; }
    std::span<const SpaceIndex> sources() const { return sources_; }
    int maxLimit() const { return maxLimit_; }

    // Same answers (labels, origins, network reach) as another map; paths may differ between equally
    // good lines.
    bool sameResults(const SupplyMap& other) const;

private:
    friend class SupplyTracer;
    static constexpr std::uint16_t kUnreached = 0xFFFF;
    static constexpr std::uint8_t kFromSource = 0xFE;
    static constexpr std::uint8_t kFromRelay = 0xFD;

    struct Relay {
        SpaceIndex space = 0;
        std::vector<SpaceIndex> hop;  // spaces after the relay, ending at the origin it hopped to
        OriginKind terminalKind = OriginKind::None;
        std::uint8_t terminalLeg = 0;
    };

    std::size_t state(SpaceIndex space, std::size_t leg) const { return space * legs_ + leg; }
    void continueFrom(SpaceIndex space, OriginKind kind, std::uint8_t leg, std::vector<TraceStep>& steps) const;

    std::size_t spaces_ = 0;
    std::size_t legs_ = 0;
    SideIndex side_ = kNoSide;
    int maxLimit_ = 0;
    std::vector<SpaceIndex> sources_;
    IndexBits sourceBits_;
    // Overland leg.
    std::vector<std::uint16_t> label_;  // maxLimit - limit of the origin + cost from the origin
    std::vector<SpaceIndex> next_;      // one step towards the origin
    std::vector<std::uint8_t> originKind_;
    std::vector<std::uint8_t> originLeg_;
    std::vector<std::uint16_t> originLimit_;
    // Network legs, by (space, leg).
    std::vector<std::uint8_t> netReached_;  // bit per leg
    std::vector<SpaceIndex> netParent_;
    std::vector<std::uint8_t> netParentLeg_;  // leg of the parent state, kFromSource or kFromRelay
    // Relays.
    std::vector<Relay> relays_;
    std::vector<std::int32_t> relayOf_;  // by space, -1 if none
    IndexBits touched_;
};

}  // namespace adj::rules
