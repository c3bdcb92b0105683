#include "engine/games/game_module.hpp"

#include "engine/games/game.hpp"
#include "engine/games/game_rules_config.hpp"
#include "engine/games/supply_alerts.hpp"
#include "engine/games/war-for-the-union/wftu_module.hpp"

namespace adj::games {

std::vector<std::string> GameModule::checks() const {
    return {kCheckStacking, kCheckZones, kCheckSupply, kCheckControl, kCheckMovement};
}

rules::EvaluatorConfig GameModule::evaluatorConfig(const Game& game, const rules::Topology& topology) const {
    return games::evaluatorConfig(game.rules, game.data.definition, topology);
}

void GameModule::addAlerts(const Game& game, rules::Evaluator& evaluator, std::vector<model::Alert>& alerts) const {
    addUnsuppliedAlerts(game.rules.unsupplied, evaluator, alerts);
}

namespace {

// Runs what a game's rules.yaml configures and nothing more.
class DataDrivenModule final : public GameModule {
public:
    std::string_view id() const override { return "data-driven"; }
};

}  // namespace

const GameModule& moduleFor(std::string_view gameId) {
    // Games with rules beyond their data register here as their modules are written.
    if (gameId == "war-for-the-union") return warForTheUnionModule();
    static const DataDrivenModule dataDriven;
    return dataDriven;
}

}  // namespace adj::games
