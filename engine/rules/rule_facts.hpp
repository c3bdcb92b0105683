#pragma once
// What a game module's callbacks may look at besides the board: a space being asked about, the side
// asking, and whatever the evaluation has already worked out (zones, control, supply). The order is
// fixed: control, then zones, then supply, then stacking; each callback sees the facts before it.
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board/space.hpp"
#include "engine/rules/board_index.hpp"
#include "engine/rules/presence.hpp"

namespace adj::rules {

class ZoneMap;
class ControlMap;
class SupplyMap;

struct RuleFacts {
    const std::vector<ZoneMap>* zones = nullptr;
    const ControlMap* control = nullptr;
    // Supply maps by trace id and side; filled by the evaluator once supply is traced.
    const std::vector<std::vector<SupplyMap>>* supply = nullptr;
    const std::vector<std::string>* supplyIds = nullptr;

    // nullptr when there is no zone or trace of that id (yet).
    const ZoneMap* zone(std::string_view id) const;
    const SupplyMap* supplyMap(std::string_view traceId, SideIndex side) const;
};

// One space asked about by one side.
struct SpaceQuery {
    const BoardIndex& board;
    SpaceIndex space;
    SideIndex side;  // the side projecting, tracing or being checked
    const RuleFacts* facts = nullptr;

    const Topology& topology() const { return board.topology(); }
    const board::Space& info() const { return board.topology().graph().space(space); }
    std::span<const PieceIndex> pieces() const { return board.piecesAt(space); }
    // Pieces of the asking side / of any other side in the space.
    bool hasFriendly(const PiecePredicate& which) const;
    bool hasEnemy(const PiecePredicate& which) const;
    // The controlling side from the evaluation's ControlMap, kNoSide when none or not known.
    SideIndex controller() const;
    // The space is in a zone of some side other than the asking one (false when the zone is unknown).
    bool inEnemyZone(std::string_view zoneId) const;
};

}  // namespace adj::rules
