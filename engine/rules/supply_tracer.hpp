#pragma once
// Supply tracing for a whole side at once. Instead of one search per piece, it searches backwards
// from the sources: first it floods the networks (rail, river, sea) from the sources, then follows
// relay chains (depots), then runs one bounded Dijkstra of the overland leg from every place a line
// may leave the overland leg, over reversed arcs. The result is a SupplyMap in which every piece's
// answer and path are lookups.
#include <span>
#include <string>
#include <vector>

#include "engine/rules/bucket_queue.hpp"
#include "engine/rules/cost_table.hpp"
#include "engine/rules/supply_map.hpp"
#include "engine/rules/supply_rules.hpp"
#include "engine/rules/zone_map.hpp"

namespace adj::rules {

// Why a line could not be traced, for players: the code is stable, the message names spaces.
struct SupplyReason {
    std::string code;  // kNoSource, kTooFar, kNetworkCut, kOverlandBlocked, kCostUnknown
    SpaceIndex space = kNoSpace;  // the nearest joining space, the cut, or the blocked space
    std::string leg;              // "rail", "river", "overland"
    std::string blocker;          // "enemy-zone", "enemy-units", "rail-break"...
    int cost = 0;
    int limit = 0;
    std::string chart;  // kCostUnknown: the chart value that is missing
    std::string message;
};

inline constexpr const char* kSupplyNoSource = "supply.no-source";
inline constexpr const char* kSupplyTooFar = "supply.too-far";
inline constexpr const char* kSupplyNetworkCut = "supply.network-cut";
inline constexpr const char* kSupplyOverlandBlocked = "supply.overland-blocked";
inline constexpr const char* kSupplyCostUnknown = "supply.cost-unknown";
inline constexpr const char* kSupplyUnreachable = "supply.unreachable";

class SupplyTracer {
public:
    // Prices the overland leg for the whole map once.
    SupplyTracer(const Topology& topology, SupplyTraceRules rules);

    const SupplyTraceRules& rules() const { return rules_; }
    const std::string& id() const { return rules_.id; }
    const CostTable& overlandCosts() const { return costs_; }

    // Caches which pieces block, for a board; must be called before trace() and again after any change
    // other than moves.
    void attach(const BoardIndex& board);
    // After board.move(piece, to) returned `from`.
    void moved(const BoardIndex& board, PieceIndex piece, SpaceIndex from, SpaceIndex to);

    // Traces for one side. `facts` supplies the zones named by the blockers.
    SupplyMap trace(const BoardIndex& board, SideIndex side, const RuleFacts& facts, std::span<const SpaceIndex> sources);

    // Brings `map` up to date after changes confined to the `changed` spaces (their occupants, zones or
    // control). The networks are flooded again (they are small); the overland leg is searched again
    // only within reach of what changed, which is exact because every step costs at least one point:
    // a label within the limit comes from a path of at most `limit` steps. Where that cannot be used
    // (free steps, a changed limit, too much changed) it traces from scratch. True if repaired locally.
    bool update(const BoardIndex& board, const RuleFacts& facts, std::span<const SpaceIndex> sources,
                std::span<const SpaceIndex> changed, SupplyMap& map);

    // Why a unit at `space` cannot trace (empty when it can), most useful reason first.
    std::vector<SupplyReason> explain(const BoardIndex& board, const RuleFacts& facts, const SupplyMap& map,
                                      SpaceIndex space, int reduction = 0);

private:
    struct Blockers {
        const TraceBlockers* spec = nullptr;
        Presence enemy;
        bool hasEnemy = false;
        const ZoneMap* zone = nullptr;  // resolved per trace from the facts
    };
    // Who is asking, and where to note what was looked at (nullptr: nowhere).
    struct Asker {
        const BoardIndex& board;
        SideIndex side;
        const RuleFacts& facts;
        IndexBits* touched;
        SpaceQuery query(SpaceIndex space) const { return SpaceQuery{board, space, side, &facts}; }
    };
    struct Run;  // per-trace working state (supply_tracer.cpp)

    // The reason a blocker stops the trace entering the space or following the arc; nullptr if none.
    const char* spaceBlocked(const Blockers& blockers, const Asker& asker, SpaceIndex space) const;
    const char* arcBlocked(const Blockers& blockers, const Asker& asker, std::optional<LayerIndex> layer, ArcIndex arc) const;
    int legJoinLimit(const Asker& asker, std::size_t leg, SpaceIndex space) const;
    void flood(Run& run, std::vector<std::pair<SpaceIndex, std::uint8_t>> seeds);
    void offerOrigin(Run& run, SpaceIndex space, OriginKind kind, std::uint8_t leg, int limit);
    void joinOrigins(Run& run, std::span<const std::pair<SpaceIndex, std::uint8_t>> states);
    void followRelays(Run& run);
    // Sources, networks and relays: everything before the overland leg.
    void front(Run& run, std::span<const SpaceIndex> sources);
    void overland(Run& run);
    // The overland leg inside `region` only, with labels outside it taken from `old`.
    void overlandWithin(Run& run, const SupplyMap& old, const std::vector<SpaceIndex>& region, const IndexBits& inRegion);
    void resolveZones(const RuleFacts& facts);

    const Topology* topology_;
    SupplyTraceRules rules_;
    CostTable costs_;
    Blockers overland_;
    std::vector<Blockers> legs_;
    const ZoneMap* zoneToZone_ = nullptr;
    BucketQueue queue_;
    std::vector<std::uint32_t> seen_;  // scratch for the repair's region
    std::uint32_t stamp_ = 0;
};

}  // namespace adj::rules
