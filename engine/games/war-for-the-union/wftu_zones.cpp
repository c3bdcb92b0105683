#include "engine/games/war-for-the-union/wftu_zones.hpp"

#include "engine/rules/board_index.hpp"
#include "engine/rules/zone_map.hpp"

namespace adj::games::wftu {

namespace {

bool suppressed(const model::Piece& piece) { return counterOf(piece, "suppression") > 0; }

bool undamagedCombatShip(const Catalog& catalog, const model::Piece& piece) {
    return catalog.navalCombat(piece) && counterOf(piece, "damage") == 0 && !piece.hasFlag("withdrawn");
}

}  // namespace

std::vector<rules::SpaceIndex> hexsideSpaces(const rules::Topology& topology) {
    const board::SpaceGraph& graph = topology.graph();
    std::vector<rules::SpaceIndex> of(graph.borderCount(), rules::kNoSpace);
    for (rules::SpaceIndex s = 0; s < topology.spaceCount(); ++s)
        if (const auto& border = graph.space(s).hexside) of[*border] = s;
    return of;
}

void completeZoc(rules::ZoneRules& zoc, const std::shared_ptr<const Catalog>& catalog) {
    // 4.23: no ZOC from troop units at Fatigue Level 3 or 4.
    zoc.projects = [base = zoc.projects](const model::Piece& piece) {
        return (!base || base(piece)) && counterOf(piece, "fatigue") < 3;
    };
    // 4.23: not into a major city with an entrenchment or fort, or a minor city with a Level-2
    // entrenchment or a fort, where the owner of the works holds the city with at least one SP.
    const auto entrenched = [](const model::Piece& p) { return p.hasFlag("entrenched") || p.hasFlag("entrenched-2"); };
    const auto entrenched2 = [](const model::Piece& p) { return p.hasFlag("entrenched-2"); };
    zoc.entry = [catalog, entrenched, entrenched2](const rules::SpaceQuery& query) {
        const board::Space& space = query.info();
        const bool major = space.features.has(catalog->majorCity);
        const bool minor = space.features.has(catalog->minorCity);
        if (!major && !minor) return rules::ZoneEntry::Enter;
        // The works and the SPs must belong to the same side, not the projecting one.
        for (rules::SideIndex other = 0; other < query.board.sideCount(); ++other) {
            if (other == query.side) continue;
            const rules::SpaceQuery owner{query.board, query.space, other, query.facts};
            const auto troopsWith = [&](const rules::PiecePredicate& which) {
                for (const rules::PieceIndex p : query.pieces())
                    if (query.board.sideOf(p) == other && catalog->troop(query.board.piece(p)) && which(query.board.piece(p)))
                        return true;
                return false;
            };
            if (!owner.hasFriendly(catalog->troop)) continue;
            const bool fort = owner.hasFriendly(catalog->fort);
            if (fort || troopsWith(entrenched2) || (major && troopsWith(entrenched))) return rules::ZoneEntry::Blocked;
        }
        return rules::ZoneEntry::Enter;
    };
}

void completeNavalZoi(rules::ZoneRules& zoi, const rules::Topology& topology, const std::shared_ptr<const Catalog>& catalog) {
    if (const auto river = topology.graph().findLayer("river")) zoi.layer = *river;
    // 4.33: D1 ships project ZOI on their own hexside only, D2 none: the walk is for undamaged ships;
    // inEnemyZoi adds the D1 hexsides.
    zoi.projects = [base = zoi.projects](const model::Piece& piece) {
        return (!base || base(piece)) && counterOf(piece, "damage") == 0;
    };
    // 4.33b: not into or through a hexside held by an undamaged enemy naval combat unit or faced by an
    // un-suppressed enemy battery. Only hexside spaces carry the zone.
    zoi.entry = [catalog](const rules::SpaceQuery& query) {
        if (!query.info().hexside) return rules::ZoneEntry::Blocked;
        for (const rules::PieceIndex p : query.pieces())
            if (query.board.sideOf(p) != query.side && undamagedCombatShip(*catalog, query.board.piece(p)))
                return rules::ZoneEntry::Blocked;
        for (rules::SideIndex other = 0; other < query.board.sideCount(); ++other)
            if (other != query.side && batteryCovers(query.board, *catalog, other, query.space))
                return rules::ZoneEntry::Blocked;
        return rules::ZoneEntry::Enter;
    };
}

bool batteryCovers(const rules::BoardIndex& board, const Catalog& catalog, rules::SideIndex side, rules::SpaceIndex hexside) {
    const board::SpaceGraph& graph = board.topology().graph();
    const board::Space& space = graph.space(hexside);
    if (!space.hexside) return false;
    const board::Border& border = graph.border(*space.hexside);
    if (border.features.has(catalog.chesapeakeBay)) return false;  // 4.31
    if (!border.features.has(catalog.navigableRiver) && !border.features.has(catalog.tidalRiver) &&
        !border.features.has(catalog.bay) && !border.features.has(catalog.closedBay))
        return false;  // never a minor river (4.31)
    for (const auto& [hex, other] : {std::pair{border.first, border.second}, std::pair{border.second, border.first}}) {
        const auto direction = directionBetween(graph.space(hex).id, graph.space(other).id);
        for (const rules::PieceIndex p : board.piecesAt(hex)) {
            if (board.sideOf(p) != side) continue;
            const model::Piece& piece = board.piece(p);
            if (!catalog.battery(piece) || suppressed(piece)) continue;
            if (catalog.coastalBattery(piece)) return true;  // 8.27: all river hexsides of its hex
            if (direction && piece.hasFlag("faces-" + *direction)) return true;
        }
    }
    return false;
}

bool enemyCoastalBattery(const rules::BoardIndex& board, const Catalog& catalog, rules::SideIndex side, rules::SpaceIndex hex) {
    for (const rules::PieceIndex p : board.piecesAt(hex)) {
        const model::Piece& piece = board.piece(p);
        if (board.sideOf(p) != side && catalog.coastalBattery(piece) && !suppressed(piece)) return true;
    }
    return false;
}

bool inEnemyZoi(const rules::BoardIndex& board, const rules::RuleFacts& facts, const Catalog& catalog,
                rules::SideIndex side, rules::SpaceIndex hexside) {
    if (const rules::ZoneMap* zoi = facts.zone(kNavalZoi); zoi != nullptr && zoi->enemyCovers(side, hexside)) return true;
    for (const rules::PieceIndex p : board.piecesAt(hexside)) {
        const model::Piece& piece = board.piece(p);
        if (board.sideOf(p) != side && catalog.navalCombat(piece) && counterOf(piece, "damage") == 1 &&
            !piece.hasFlag("withdrawn"))
            return true;
    }
    for (rules::SideIndex other = 0; other < board.sideCount(); ++other)
        if (other != side && batteryCovers(board, catalog, other, hexside)) return true;
    return false;
}

}  // namespace adj::games::wftu
