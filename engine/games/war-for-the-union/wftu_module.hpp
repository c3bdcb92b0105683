#pragma once
// The War for the Union's game module: rules.yaml's stacking, zones and supply traces, completed with
// what data cannot say (wftu_stacking, wftu_zones, wftu_supply), and the isolation, attrition and
// naval ZOI alerts (wftu_alerts, wftu_attrition).
#include "engine/games/game_module.hpp"

namespace adj::games {

class WarForTheUnionModule final : public GameModule {
public:
    std::string_view id() const override { return "war-for-the-union"; }
    // The shared checks, and "zoc", "naval-zoi" (the zones of rules.yaml), "isolation", "attrition".
    std::vector<std::string> checks() const override;
    rules::EvaluatorConfig evaluatorConfig(const Game& game, const rules::Topology& topology) const override;
    // Reads the position's markers, month and step into the configuration's facts, evaluates again
    // with them, and adds the game's alerts.
    void addAlerts(const Game& game, rules::Evaluator& evaluator, std::vector<model::Alert>& alerts) const override;
    // 9.13: the printed allowance less 1 when Unsupplied or Isolated, less 1 at Fatigue F2 or more
    // (cavalry at F4: 2), less 1 in poor weather (December-March, 4.61); cumulative, never below 1.
    Allowance movementAllowance(const Game& game, const model::Position& position,
                                const model::Piece& piece) const override;
    // 4.32: "Land units may not march ... across a hexside in an enemy ZOI": every adjacency arc whose
    // hexside is a space (a river hexside) in a naval or battery ZOI of the other side.
    rules::IndexBits closedCrossings(const Game& game, const rules::Evaluator& evaluator, rules::SideIndex side) const override;
};

const GameModule& warForTheUnionModule();

}  // namespace adj::games
