#include "engine/games/stack_report.hpp"

#include <stdexcept>

#include "engine/rules/evaluator.hpp"
#include "engine/rules/topology.hpp"

namespace adj::games {

std::vector<StackLimitTally> stackLimitsAt(const Game& game, const model::Position& position, const data::GameMap& map,
                                           std::string_view spaceId) {
    const auto space = map.graph.find(spaceId);
    if (!space) throw std::invalid_argument("no space '" + std::string(spaceId) + "' on the map");
    const rules::Topology topology(map.graph);
    rules::Evaluator evaluator(topology, game.module->evaluatorConfig(game, topology));
    evaluator.evaluate(position);
    const rules::StackingCheck& stacking = evaluator.stacking();
    const std::vector<bool> active = stacking.activeAt(position.step);
    std::vector<StackLimitTally> result;
    for (const rules::StackingTally& tally : stacking.tallySpace(evaluator.board(), &evaluator.facts(), *space)) {
        const rules::StackingLimit& limit = stacking.limits()[tally.limit];
        result.push_back({limit.id, limit.rule, tally.side == rules::kNoSide ? std::string() : evaluator.board().sideName(tally.side),
                          tally.count, tally.allowed, limit.soft, active[tally.limit]});
    }
    return result;
}

}  // namespace adj::games
