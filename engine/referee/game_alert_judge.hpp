#pragma once
// The looks again of the alert ledger over a loaded game: the position's checks at a step, and a
// march judged as the players' moves are (move_check.hpp).
#include "engine/data/game_map.hpp"
#include "engine/games/game.hpp"
#include "engine/referee/alert_ledger.hpp"

namespace adj::referee {

// What the moves made since `stepStart` (where the pieces stood when the step began) have done to
// stacking and supply, which the sequence of play may only check later in the turn
// (games::consequencesOfMoves): the ActionVerdicts' `consequences`.
std::vector<model::Alert> stepConsequences(const games::Game& game, const data::GameMap& map, const model::Position& stepStart,
                                           const model::Position& now);

class GameAlertJudge final : public AlertJudge {
public:
    GameAlertJudge(const games::Game& game, const data::GameMap& map) : game_(game), map_(map) {}
    // Throw as evaluatePosition and judgeMove do (an unknown step, piece or space).
    std::vector<model::Alert> positionAlerts(const model::Position& position, const std::string& step) const override;
    std::vector<model::Alert> marchAlerts(const model::Position& before, const std::string& piece,
                                          const std::string& to) const override;

private:
    const games::Game& game_;
    const data::GameMap& map_;
};

}  // namespace adj::referee
