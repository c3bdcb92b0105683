#pragma once
// How a game's zones work (zones of control, zones of influence, reaction zones, "adjacent to enemy
// cavalry"), as plain data and callbacks a game module fills from its rules. Nothing here assumes hexes
// or that a game has zones at all: a game without them configures none and pays nothing.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/board/space.hpp"
#include "engine/rules/arc_view.hpp"
#include "engine/rules/presence.hpp"
#include "engine/rules/rule_facts.hpp"

namespace adj::rules {

// What a space does to a zone arriving from a neighbour.
enum class ZoneEntry : std::uint8_t {
    Enter,         // the zone covers the space and (range permitting) goes on
    EnterAndStop,  // the zone covers the space but goes no further (range > 1 only)
    Blocked,       // the zone does not reach the space
};

struct ZoneRules {
    std::string id;    // "zoc", "naval-zoi", "reaction-zone"
    std::string rule;  // rulebook number of the zone's definition, for explanations: "4.2"

    // Pieces that project the zone (troop units with SPs, not inside a fort, not F3/F4...).
    PiecePredicate projects;
    // How far the zone reaches in steps; 1 = adjacent spaces. Larger ranges walk `layer` when set
    // (4 river hexsides for a WftU gunboat's ZOI), else the borders.
    int range = 1;
    std::optional<LayerIndex> layer;
    // Whether the projector's own space is in its zone (WftU yes, US Civil War no). The own space is
    // covered even where `enters` would refuse: the zone starts there, it does not arrive.
    bool includeOwnSpace = true;
    // The own space is covered only where `enters` admits the zone (WftU 4.23: no ZOC into a swamp
    // hex, the unit's own swamp hex included).
    bool ownSpaceObeysEnters = false;

    // Static rules, asked once per map when the ZoneMap is made. Unset = always true.
    std::function<bool(const ArcView&)> crosses;           // not across mountain, navigable river, lake...
    std::function<bool(const board::Space&)> enters;       // not into swamp or bayou
    std::function<bool(const board::Space&)> leaves;       // not out of swamp or bayou

    // Dynamic rule for a space a zone arrives in; query.side is the projecting side. It must depend
    // only on that space (its pieces, its control, its static data): only spaces whose occupants change
    // are asked again after a move. Examples: WftU 4.23 fortified cities held by the enemy, US Civil War
    // 9.1 D "not into hexes holding enemy SPs", NCR 13.3 "not into a hex occupied by an enemy force".
    std::function<ZoneEntry(const SpaceQuery&)> entry;

    // Pieces whose presence negates an ENEMY zone in their space for the purposes that allow it
    // (WftU 7.23c: rail part of a supply line; rail repair). Zone coverage itself is never reduced:
    // opposing zones do not cancel, and callers ask ZoneMap::enemyEffective when negation applies.
    PiecePredicate negates;

    // Spaces a piece covers by a rule of its own rather than by the walk (WftU 4.33: a D1 ship its
    // own hexside; 4.31, 8.27: a battery the river hexsides it faces). Asked for every piece on the
    // board, projecting or not; it must depend only on the piece, where it stands and static map data,
    // since it is asked again only when that piece moves. Unset = none.
    std::function<void(const BoardIndex&, PieceIndex, std::vector<SpaceIndex>&)> alsoCovers;
};

}  // namespace adj::rules
