#include "engine/rules/movement.hpp"

#include <algorithm>
#include <queue>
#include <tuple>

namespace adj::rules {
namespace {

// The enemy-occupied spaces for the mover, from the pieces (a few hundred) rather than per space.
IndexBits enemyOccupied(const MoveRules& rules, const MoveContext& context) {
    const BoardIndex& board = context.board;
    IndexBits occupied(board.topology().spaceCount());
    for (SideIndex side = 0; side < board.sideCount(); ++side) {
        if (side == context.side) continue;
        for (const PieceIndex p : board.piecesOf(side)) {
            const SpaceIndex at = board.spaceOf(p);
            if (at != kNoSpace && (!rules.occupies || rules.occupies(board.piece(p)))) occupied.set(at);
        }
    }
    return occupied;
}

bool inZone(const MoveContext& context, SpaceIndex space) {
    return context.zone != nullptr && context.zone->enemyCovers(context.side, space);
}

std::string ruleFor(const MoveRules& rules, const std::string& code) {
    const auto it = rules.ruleOf.find(code);
    return it == rules.ruleOf.end() ? std::string() : it->second;
}

}  // namespace

bool MoveCheck::has(std::string_view code) const {
    return std::any_of(violations.begin(), violations.end(), [&](const MoveViolation& v) { return v.code == code; });
}

MoveCheck checkMove(const MoveRules& rules, const MoveContext& context, std::span<const SpaceIndex> path) {
    MoveCheck check;
    const auto violate = [&](const char* code, std::size_t step) {
        check.violations.push_back({code, ruleFor(rules, code), step, path[step]});
    };
    if (path.empty()) return check;
    const ArcGraph& arcs = context.board.topology().adjacency();
    const IndexBits occupied = enemyOccupied(rules, context);
    check.spent.push_back(0);
    int spent = 0;
    bool priced = true;
    bool mustStop = false;
    std::optional<std::size_t> overAt;
    bool prohibited = false;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const SpaceIndex from = path[i - 1];
        const SpaceIndex to = path[i];
        if (mustStop) {
            violate(kMovePastStop, i - 1);
            mustStop = false;  // said once
        }
        const ArcIndex arc = arcs.find(from, to);
        if (arc == kNoArc) {
            violate(kMoveNotAdjacent, i);
            prohibited = true;
            priced = false;
            continue;
        }
        if (context.closedArcs != nullptr && context.closedArcs->test(arc)) {
            violate(kMoveBlocked, i);
            prohibited = true;
        }
        StepCost cost = context.costs.cost(arc);
        if (rules.zoneToZoneExtra != 0 && inZone(context, from) && inZone(context, to)) {
            cost = cost + StepCost::points(rules.zoneToZoneExtra);
        }
        if (cost.isImpassable()) {
            violate(kMoveImpassable, i);
            prohibited = true;
            priced = false;
        } else if (cost.isUnknown()) {
            if (!check.missingChart) {
                check.missingChart = context.costs.chart(cost);
                check.missingAtStep = i;
            }
            priced = false;
        } else if (priced) {
            spent += cost.points();
            check.spent.push_back(spent);
            if (spent > context.allowance && !overAt) overAt = i;
        }
        if (occupied.test(to)) {
            if (!rules.mayEnterEnemyOccupied) {
                violate(kMoveEnemyOccupied, i);
                prohibited = true;
            }
            if (rules.stopOnEnteringEnemyOccupied) mustStop = true;
        }
        if (rules.stopOnEnteringEnemyZone && inZone(context, to)) mustStop = true;
    }
    if (overAt) {
        const bool minimum = rules.minimumMove && path.size() == 2 && !prohibited && context.allowance >= 1;
        if (minimum) {
            check.usedMinimumMove = true;
        } else {
            violate(kMoveOverAllowance, *overAt);
        }
    }
    return check;
}

std::vector<SpaceIndex> Reach::pathTo(SpaceIndex space) const {
    std::vector<SpaceIndex> path;
    if (!reached(space)) return path;
    for (SpaceIndex at = space; at != kNoSpace; at = parent[at]) path.push_back(at);
    std::reverse(path.begin(), path.end());
    return path;
}

Reach reachable(const MoveRules& rules, const MoveContext& context, SpaceIndex start) {
    const std::size_t spaces = context.board.topology().spaceCount();
    const ArcGraph& arcs = context.board.topology().adjacency();
    Reach reach{std::vector<int>(spaces, Reach::kUnreached), std::vector<SpaceIndex>(spaces, kNoSpace), IndexBits(spaces),
                IndexBits(spaces), {}};
    const IndexBits occupied = enemyOccupied(rules, context);

    // The price of stepping from u to v, or nullopt when the step is prohibited or not priced.
    const auto stepCost = [&](SpaceIndex u, ArcIndex a) -> std::optional<int> {
        const SpaceIndex v = arcs.arc(a).to;
        if (context.closedArcs != nullptr && context.closedArcs->test(a)) return std::nullopt;
        if (!rules.mayEnterEnemyOccupied && occupied.test(v)) return std::nullopt;
        StepCost cost = context.costs.cost(a);
        if (rules.zoneToZoneExtra != 0 && inZone(context, u) && inZone(context, v)) cost = cost + StepCost::points(rules.zoneToZoneExtra);
        if (cost.isUnknown()) {
            reach.pending.push_back({u, v, context.costs.chart(cost)});
            return std::nullopt;
        }
        if (!cost.known()) return std::nullopt;
        return cost.points();
    };
    const auto stopsAt = [&](SpaceIndex v) {
        return (rules.stopOnEnteringEnemyOccupied && occupied.test(v)) || (rules.stopOnEnteringEnemyZone && inZone(context, v));
    };

    using Item = std::pair<int, SpaceIndex>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    reach.cost[start] = 0;
    queue.push({0, start});
    while (!queue.empty()) {
        const auto [d, u] = queue.top();
        queue.pop();
        if (d != reach.cost[u]) continue;
        if (u != start && reach.mustStop.test(u)) continue;  // the move ends here: nothing beyond
        for (ArcIndex a = arcs.begin(u); a < arcs.end(u); ++a) {
            const SpaceIndex v = arcs.arc(a).to;
            if (v == start) continue;
            const auto cost = stepCost(u, a);
            if (!cost) continue;
            const int nd = d + *cost;
            if (nd > context.allowance || (reach.cost[v] != Reach::kUnreached && nd >= reach.cost[v])) continue;
            reach.cost[v] = nd;
            reach.parent[v] = u;
            reach.mustStop.assign(v, stopsAt(v));
            reach.byMinimumMove.reset(v);
            queue.push({nd, v});
        }
    }
    if (rules.minimumMove && context.allowance >= 1) {
        for (ArcIndex a = arcs.begin(start); a < arcs.end(start); ++a) {
            const SpaceIndex v = arcs.arc(a).to;
            if (reach.reached(v)) continue;
            const auto cost = stepCost(start, a);
            if (!cost) continue;
            reach.cost[v] = *cost;
            reach.parent[v] = start;
            reach.mustStop.set(v);
            reach.byMinimumMove.set(v);
        }
    }
    // Each pending step once; the same step can be met from a space twice as its cost improves.
    std::sort(reach.pending.begin(), reach.pending.end(),
              [](const PendingStep& a, const PendingStep& b) { return std::tie(a.from, a.to) < std::tie(b.from, b.to); });
    reach.pending.erase(std::unique(reach.pending.begin(), reach.pending.end(),
                                    [](const PendingStep& a, const PendingStep& b) { return a.from == b.from && a.to == b.to; }),
                        reach.pending.end());
    return reach;
}

}  // namespace adj::rules
