#pragma once
// The alert a player sees for a piece out of supply: which piece, where, under which rule, and why
// no line could be traced (the nearest cut, the blocker, how far it is), in the tracer's words.
#include <functional>
#include <vector>

#include "engine/games/game_rules.hpp"
#include "engine/games/piece_names.hpp"
#include "engine/model/alert.hpp"
#include "engine/rules/evaluator.hpp"

namespace adj::games {

// Messages name pieces by `names`; alert.pieces keeps the ids. `judgedNow`, when set, limits the alerts to
// the pieces whose supply the rules judge at this step (WftU 7.1: the owner's Supply Phase); the others
// keep their standing state, and the game says what a trace forecasts for them in alerts of its own.
void addUnsuppliedAlerts(const UnsuppliedAlertSpec& spec, rules::Evaluator& evaluator, const PieceNames& names,
                         std::vector<model::Alert>& alerts, const std::function<bool(rules::PieceIndex)>& judgedNow = {});

}  // namespace adj::games
