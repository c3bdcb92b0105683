#pragma once
// The alert a player sees for a piece out of supply: which piece, where, under which rule, and why
// no line could be traced (the nearest cut, the blocker, how far it is), in the tracer's words.
#include <vector>

#include "engine/games/game_rules.hpp"
#include "engine/games/piece_names.hpp"
#include "engine/model/alert.hpp"
#include "engine/rules/evaluator.hpp"

namespace adj::games {

// Messages name pieces by `names`; alert.pieces keeps the ids.
void addUnsuppliedAlerts(const UnsuppliedAlertSpec& spec, rules::Evaluator& evaluator, const PieceNames& names,
                         std::vector<model::Alert>& alerts);

}  // namespace adj::games
