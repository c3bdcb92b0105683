#include "engine/rules/rule_facts.hpp"

#include "engine/rules/control.hpp"
#include "engine/rules/supply_map.hpp"
#include "engine/rules/zone_map.hpp"

namespace adj::rules {

const ZoneMap* RuleFacts::zone(std::string_view id) const {
    if (zones == nullptr) return nullptr;
    for (const ZoneMap& zone : *zones)
        if (zone.id() == id) return &zone;
    return nullptr;
}

const SupplyMap* RuleFacts::supplyMap(std::string_view traceId, SideIndex side) const {
    if (supply == nullptr || supplyIds == nullptr) return nullptr;
    for (std::size_t t = 0; t < supplyIds->size() && t < supply->size(); ++t) {
        if ((*supplyIds)[t] == traceId && side < (*supply)[t].size()) return &(*supply)[t][side];
    }
    return nullptr;
}

bool SpaceQuery::hasFriendly(const PiecePredicate& which) const {
    for (const PieceIndex p : board.piecesAt(space))
        if (board.sideOf(p) == side && (!which || which(board.piece(p)))) return true;
    return false;
}

bool SpaceQuery::hasEnemy(const PiecePredicate& which) const {
    for (const PieceIndex p : board.piecesAt(space))
        if (board.sideOf(p) != side && board.sideOf(p) != kNoSide && (!which || which(board.piece(p)))) return true;
    return false;
}

SideIndex SpaceQuery::controller() const {
    if (facts == nullptr || facts->control == nullptr) return kNoSide;
    return facts->control->controller(space);
}

bool SpaceQuery::inEnemyZone(std::string_view zoneId) const {
    if (facts == nullptr) return false;
    const ZoneMap* zone = facts->zone(zoneId);
    return zone != nullptr && zone->enemyCovers(side, space);
}

}  // namespace adj::rules
