#pragma once
// WftU zones beyond rules.yaml: ZOC (4.2) not from F3/F4 units and not into a fortified city held by
// the enemy (4.23); naval ZOI (4.3) along the river hexsides, stopped by enemy ships and batteries
// (4.33b); and the battery ZOI of 4.31 / 8.27, which the zone map cannot project (a battery stands in
// a hex and covers the hexsides it faces), asked for directly.
#include <memory>
#include <vector>

#include "engine/games/war-for-the-union/wftu_catalog.hpp"
#include "engine/rules/rule_facts.hpp"
#include "engine/rules/zone_rules.hpp"

namespace adj::games::wftu {

inline constexpr const char* kZoc = "zoc";
inline constexpr const char* kNavalZoi = "naval-zoi";

// The hexside space on each border (kNoSpace where ships cannot be), for one map.
std::vector<rules::SpaceIndex> hexsideSpaces(const rules::Topology& topology);

void completeZoc(rules::ZoneRules& zoc, const std::shared_ptr<const Catalog>& catalog);
void completeNavalZoi(rules::ZoneRules& zoi, const rules::Topology& topology, const std::shared_ptr<const Catalog>& catalog);

// An un-suppressed battery of `side` covers this hexside space: a river battery the hexsides it faces,
// a coastal battery every river hexside of its hex (4.31, 8.27); never a Chesapeake Bay hexside.
bool batteryCovers(const rules::BoardIndex& board, const Catalog& catalog, rules::SideIndex side, rules::SpaceIndex hexside);
// A coastal hex held by an un-suppressed coastal battery of a side other than `side` (8.27).
bool enemyCoastalBattery(const rules::BoardIndex& board, const Catalog& catalog, rules::SideIndex side, rules::SpaceIndex hex);
// The hexside space is in a ZOI of a side other than `side`: the ships' zone, a damaged (D1) ship on
// it (4.33: its own hexside only), or a battery.
bool inEnemyZoi(const rules::BoardIndex& board, const rules::RuleFacts& facts, const Catalog& catalog,
                rules::SideIndex side, rules::SpaceIndex hexside);

}  // namespace adj::games::wftu
