#pragma once
// Turns a game's rules.yaml (GameRules) into what the shared algorithms take, for one map: the
// evaluator's configuration (control, zones, supply, stacking) and the movement rules and costs.
// Network layers are resolved by name on the map; a map without a layer the rules mention simply
// has no leg on it (a small practice map may have no sea).
#include <vector>

#include "engine/data/game_definition.hpp"
#include "engine/games/game_rules.hpp"
#include "engine/rules/cost_table.hpp"
#include "engine/rules/evaluator.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/topology.hpp"

namespace adj::games {

rules::EvaluatorConfig evaluatorConfig(const GameRules& rules, const data::GameDefinition& definition,
                                       const rules::Topology& topology);

rules::CostSchedule costSchedule(const CostSpec& costs, const data::GameDefinition& definition);
rules::MoveRules moveRules(const MovementSpec& movement, const data::GameDefinition& definition);

}  // namespace adj::games
