#pragma once
// How a game traces supply, as data and callbacks: an overland leg limited by cost from the unit, then
// network legs of any length (rail, river, sea) to a supply source, optionally through chains of
// relays (depots) that each reach a little further overland. Every blocker has a name, so a failed
// trace can say what cut it. One SupplyTraceRules is one kind of line: WftU has two (LOS 4 MP, LOC
// 8 MP, with different blockers); US Civil War has full supply and the depot LOC.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/rules/arc_view.hpp"
#include "engine/rules/cost_table.hpp"
#include "engine/rules/presence.hpp"
#include "engine/rules/rule_facts.hpp"
#include "engine/rules/space_bits.hpp"

namespace adj::rules {

// An arc as a blocker sees it. The trace runs from the unit towards the source: `arc` is that way.
struct ArcQuery {
    const BoardIndex& board;
    const ArcView& arc;
    SideIndex side;  // the side tracing
    const RuleFacts* facts;
    IndexBits* dependsOn;

    // An arc blocker is asked again after a move only when one of its two spaces changed. A blocker
    // that looks at some other space (the hexside space in a naval zone of influence) names it here.
    void watch(SpaceIndex space) const {
        if (dependsOn != nullptr) dependsOn->set(space);
    }
};

struct SpaceBlocker {
    std::string reason;  // "rail-break", "enemy-city", "swamp": shown to players
    // Depends only on the space itself (its pieces, markers the game module read, control, zones).
    std::function<bool(const SpaceQuery&)> blocks;
};

struct ArcBlocker {
    std::string reason;  // "enemy-zoi"
    std::function<bool(const ArcQuery&)> blocks;
};

// What a trace may not pass. Spaces are checked when the trace enters them; the space the trace starts
// from never is (a unit in swamp may trace out of it, WftU 7.23a), nor is the supply source it ends at
// (the source may be in enemy ZOC, 7.23c).
struct TraceBlockers {
    // A zone of the enemy (ZoneRules id) blocks; empty = zones do not block this part of the trace.
    std::string enemyZone;
    // ...unless the tracing side has a negating piece there (ZoneRules::negates; WftU 7.23c for the
    // rail part of a line). LOC overland (7.21b) leaves this false: friendly units do not help.
    bool friendlyNegatesZone = false;
    // Enemy pieces whose presence blocks (troop units, 7.23h); unset = none.
    PiecePredicate enemyPieces;
    std::vector<SpaceBlocker> spaces;
    std::vector<ArcBlocker> arcs;
};

// Reason names used for the built-in blockers.
inline constexpr const char* kBlockedByEnemyZone = "enemy-zone";
inline constexpr const char* kBlockedByEnemyPieces = "enemy-units";

// One network a trace may follow: any length along the layer's edges.
struct NetworkLeg {
    std::string name;  // "rail", "river", "sea"
    LayerIndex layer = 0;
    TraceBlockers blockers;
    // Where an overland leg may end and join this network; unset = any space on the layer. WftU 7.22:
    // any rail hex, but a river only at a friendly city or river depot.
    std::function<bool(const SpaceQuery&)> joins;
    // How far overland a unit may be from that joining space; unset = the trace's overland limit.
    // NCR 14.22/14.33: 3 hexes to rail, but 8 to a depot on connected rail.
    std::function<int(const SpaceQuery&)> joinLimit;
};

// Chains of relays (depots): a relay within `hopLimit` of a place already connected to a source is
// itself connected, and units may trace to it overland. NCR 14.32: depots within 8 hexes of each
// other, units within 5; US Civil War 13.5.3: each depot projects 4 MP more.
struct RelayRules {
    std::string name = "depot";
    std::function<bool(const SpaceQuery&)> isRelay;
    int hopLimit = 0;
    // How far overland a unit may be from a relay; unset = the trace's overland limit.
    std::function<int(const SpaceQuery&)> joinLimit;
    // A relay on a network may continue along it (US Civil War 13.5: rail links between depots).
    // NCR 14.33 forbids rail-then-overland, so false there.
    bool continuesOnNetworks = false;
};

struct SupplyTraceRules {
    std::string id;    // "los", "loc", "full", "limited"
    std::string rule;  // "7.2"

    // Overland leg: costs, limit and blockers. The limit is an input: weather and supply levels reduce
    // it (LOS 4 MP, 3 in poor weather).
    CostSchedule overlandCosts;
    int overlandLimit = 0;
    // Extra cost for going from one enemy-zone space straight to another (WftU 7.21a: LOS pays 9.17).
    std::string zoneToZone;
    int zoneToZoneExtra = 0;
    TraceBlockers overlandBlockers;

    std::vector<NetworkLeg> networks;
    // At most this many network legs in one line (a change of network starts a new leg); 0 = any.
    int maxNetworkLegs = 0;
    // Whether a line may change from leg `from` to leg `to` (indices into networks, in the direction
    // unit -> source) at a space; unset = anywhere. US Civil War 13.4.4: only at a friendly port.
    std::function<bool(const SpaceQuery&, std::size_t from, std::size_t to)> transfers;

    std::optional<RelayRules> relays;

    // How far overland a unit may be from a supply source itself; unset = the overland limit.
    std::function<int(const SpaceQuery&)> sourceLimit;
};

}  // namespace adj::rules
