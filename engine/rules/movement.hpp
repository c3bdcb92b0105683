#pragma once
// Movement: the price of a path, whether a move is legal (with every broken rule named by a stable
// code and the game's rule number), and every space a piece can reach with its allowance, for the
// interface to show. Zones and "enemy-occupied" are options: games without zones configure none.
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/rules/cost_table.hpp"
#include "engine/rules/presence.hpp"
#include "engine/rules/space_bits.hpp"
#include "engine/rules/zone_map.hpp"

namespace adj::rules {

inline constexpr const char* kMoveNotAdjacent = "move.not-adjacent";
inline constexpr const char* kMoveImpassable = "move.impassable";
inline constexpr const char* kMoveBlocked = "move.blocked";              // an arc closed this turn (ferry in enemy ZOI)
inline constexpr const char* kMoveEnemyOccupied = "move.enemy-occupied";  // may not enter
inline constexpr const char* kMovePastStop = "move.past-stop";            // went on after a space where it had to stop
inline constexpr const char* kMoveOverAllowance = "move.over-allowance";

struct MoveRules {
    // Enemy pieces that make a space "enemy-occupied" (troop units, WftU 9.18; any unit, AGoH 7.1.2).
    PiecePredicate occupies;
    bool mayEnterEnemyOccupied = true;        // false: WftU 9.18
    bool stopOnEnteringEnemyOccupied = false;  // A Gate of Hell 7.1.2, Bobby Lee 5.31
    // Zone effects, for the ZoneMap given in the MoveContext.
    bool stopOnEnteringEnemyZone = false;  // "sticky" zones of control
    int zoneToZoneExtra = 0;               // WftU 9.17: +1 MP from one enemy-ZOC hex straight to another
    // A piece with any points left may always move one space if that step is not prohibited (WftU 9.14).
    bool minimumMove = false;
    // Rule numbers by violation code: {kMoveEnemyOccupied, "9.18"}. Codes not listed cite nothing.
    std::map<std::string, std::string> ruleOf;
};

struct MoveContext {
    const BoardIndex& board;
    SideIndex side;             // the moving side
    const CostTable& costs;     // adjacency costs for this kind of movement, terrain and weather
    const ZoneMap* zone = nullptr;          // the zone the rules above refer to; nullptr = none
    const IndexBits* closedArcs = nullptr;  // adjacency arcs closed this turn
    int allowance = 0;  // movement points, already reduced for supply, weather, fatigue (an input)
};

struct MoveViolation {
    std::string code;
    std::string rule;
    std::size_t step = 0;  // index in the path of the space entered when it happened
    SpaceIndex space = 0;
    friend bool operator==(const MoveViolation&, const MoveViolation&) = default;
};

struct MoveCheck {
    std::vector<MoveViolation> violations;
    // Points spent after each step (spent[0] = 0 at the start), as long as every price is known.
    std::vector<int> spent;
    // Set when a step's price is a chart value nobody has supplied yet: the move can be judged only
    // once the players give it. Nothing is guessed.
    std::optional<std::string> missingChart;
    std::optional<std::size_t> missingAtStep;
    bool usedMinimumMove = false;

    bool legal() const { return violations.empty() && !missingChart; }
    bool has(std::string_view code) const;
};

MoveCheck checkMove(const MoveRules& rules, const MoveContext& context, std::span<const SpaceIndex> path);

// A step the search could not price: from a reached space into `to`, the chart value is missing.
struct PendingStep {
    SpaceIndex from = 0;
    SpaceIndex to = 0;
    std::string chart;
};

struct Reach {
    static constexpr int kUnreached = -1;
    std::vector<int> cost;           // points spent to get there, kUnreached if not reachable
    std::vector<SpaceIndex> parent;  // previous space on a cheapest path
    IndexBits mustStop;              // reachable, but the move ends there
    IndexBits byMinimumMove;         // reachable only by the minimum-move rule
    std::vector<PendingStep> pending;

    bool reached(SpaceIndex space) const { return cost[space] != kUnreached; }
    std::vector<SpaceIndex> pathTo(SpaceIndex space) const;  // start first; empty if not reached
};

// Cheapest paths from `start` within the allowance (Dijkstra).
Reach reachable(const MoveRules& rules, const MoveContext& context, SpaceIndex start);

}  // namespace adj::rules
