#include "engine/games/war-for-the-union/wftu_zones.hpp"

#include "engine/rules/board_index.hpp"
#include "engine/rules/zone_map.hpp"

namespace adj::games::wftu {

namespace {

bool suppressed(const model::Piece& piece) { return counterOf(piece, "suppression") > 0; }

bool undamagedCombatShip(const Catalog& catalog, const model::Piece& piece) {
    return catalog.navalCombat(piece) && counterOf(piece, "damage") == 0 && !piece.hasFlag("withdrawn");
}

// The battery standing in `hex` covers the border: a river or bay hexside of its hex (never a minor
// river nor a Chesapeake Bay hexside, 4.31), every one for a coastal battery (8.27), else the ones it faces.
bool batteryFaces(const board::SpaceGraph& graph, const Catalog& catalog, const model::Piece& battery, rules::SpaceIndex hex,
                  board::BorderIndex b) {
    const board::Border& border = graph.border(b);
    if (border.first != hex && border.second != hex) return false;
    if (border.features.has(catalog.chesapeakeBay)) return false;
    if (!border.features.has(catalog.navigableRiver) && !border.features.has(catalog.tidalRiver) &&
        !border.features.has(catalog.bay) && !border.features.has(catalog.closedBay))
        return false;
    if (catalog.coastalBattery(battery)) return true;
    const rules::SpaceIndex other = border.first == hex ? border.second : border.first;
    const auto direction = directionBetween(graph.space(hex).id, graph.space(other).id);
    return direction && battery.hasFlag("faces-" + *direction);
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
    // 4.23: "not into or out of hexes containing swamp or bayou": the unit's own swamp hex is such a
    // hex, so a unit in swamp exerts no ZOC at all (the reasoning is beside WftuSupplyAudit's test).
    zoc.ownSpaceObeysEnters = true;
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
    // 4.33: D1 ships project ZOI on their own hexside only, D2 none: the walk is for undamaged ships.
    zoi.projects = [base = zoi.projects](const model::Piece& piece) {
        return (!base || base(piece)) && counterOf(piece, "damage") == 0;
    };
    // What the walk cannot project, in the same zone so that the tracer, the overlay and the CLI all
    // read one map: a D1 ship's own hexside (4.33), and the river hexsides an un-suppressed battery
    // covers from its hex (4.31, 8.27).
    zoi.alsoCovers = [catalog, hexsides = hexsideSpaces(topology)](const rules::BoardIndex& board, rules::PieceIndex p,
                                                                   std::vector<rules::SpaceIndex>& out) {
        const model::Piece& piece = board.piece(p);
        const rules::SpaceIndex at = board.spaceOf(p);
        if (catalog->navalCombat(piece) && counterOf(piece, "damage") == 1 && !piece.hasFlag("withdrawn")) {
            if (board.topology().graph().space(at).hexside) out.push_back(at);
            return;
        }
        if (!catalog->battery(piece) || suppressed(piece)) return;
        for (const board::Neighbour& n : board.topology().graph().neighbours(at))
            if (hexsides[n.border] != rules::kNoSpace && batteryFaces(board.topology().graph(), *catalog, piece, at, n.border))
                out.push_back(hexsides[n.border]);
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
    for (const rules::SpaceIndex hex : {border.first, border.second}) {
        for (const rules::PieceIndex p : board.piecesAt(hex)) {
            if (board.sideOf(p) != side) continue;
            const model::Piece& piece = board.piece(p);
            if (catalog.battery(piece) && !suppressed(piece) && batteryFaces(graph, catalog, piece, hex, *space.hexside)) return true;
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
    // The zone map holds the D1 hexsides and the batteries too (completeNavalZoi); without it, ask them directly.
    if (const rules::ZoneMap* zoi = facts.zone(kNavalZoi); zoi != nullptr) return zoi->enemyCovers(side, hexside);
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
