#include "engine/games/war-for-the-union/wftu_stacking.hpp"

#include "engine/games/war-for-the-union/wftu_supply.hpp"
#include "engine/rules/board_index.hpp"
#include "engine/rules/supply_map.hpp"

namespace adj::games::wftu {

bool isSupplyHead(const rules::RuleFacts* facts, rules::SideIndex side, rules::SpaceIndex space) {
    const rules::SupplyMap* map = facts != nullptr ? facts->supplyMap(kLos, side) : nullptr;
    return map != nullptr && map->head(space);
}

int safeLimit(const rules::BoardIndex& board, const rules::RuleFacts* facts, const Catalog& catalog,
              rules::SpaceIndex space, rules::SideIndex side) {
    int limit = isSupplyHead(facts, side, space) ? 18 : 12;
    for (const rules::PieceIndex p : board.piecesAt(space))
        if (board.sideOf(p) == side && catalog.armyHq(board.piece(p))) return limit + 6;
    return limit;
}

void completeStacking(rules::EvaluatorConfig& config) {
    for (rules::StackingLimit& limit : config.stacking) {
        if (limit.id != kSafeLimit) continue;
        // rules.yaml gives 12 and the Army HQ's +6; a supply head adds 6 more (4.11).
        limit.limit = [base = limit.limit](const rules::StackContext& context) -> std::optional<int> {
            std::optional<int> allowed = base ? base(context) : std::optional<int>(12);
            if (allowed && isSupplyHead(context.facts, context.side, context.space)) *allowed += 6;
            return allowed;
        };
    }
}

}  // namespace adj::games::wftu
