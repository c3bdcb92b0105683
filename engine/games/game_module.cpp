#include "engine/games/game_module.hpp"

#include "engine/games/game.hpp"
#include "engine/games/chart_words.hpp"
#include "engine/games/game_names.hpp"
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
    addUnsuppliedAlerts(game.rules.unsupplied, evaluator, pieceNamesFor(game, evaluator.position()), alerts);
}

rules::IndexBits GameModule::closedCrossings(const Game& /*game*/, const rules::Evaluator& evaluator,
                                             rules::SideIndex /*side*/) const {
    return rules::IndexBits(evaluator.topology().adjacency().arcCount());
}

GameModule::Allowance GameModule::movementAllowance(const Game& game, const model::Position& position,
                                                    const model::Piece& piece) const {
    Allowance allowance;
    if (!game.rules.movement || game.rules.movement->allowanceAttribute.empty()) return allowance;
    const std::string& attribute = game.rules.movement->allowanceAttribute;
    const data::PieceKind* kind = game.data.definition.pieceKinds.find(piece.kind);
    if (kind == nullptr) {
        allowance.waitingFor = pieceNamesFor(game, position).name(piece) + " has no known kind, so its " + attributeWords(attribute) + " is not known";
        return allowance;
    }
    if (const auto points = kind->attributes.integer(attribute)) {
        allowance.points = *points;
        return allowance;
    }
    // Printed on each counter: the position carries it as the piece's counter of the same name.
    if (const auto counter = piece.counters.find(attribute); counter != piece.counters.end()) {
        allowance.points = counter->second;
        return allowance;
    }
    allowance.waitingFor = "the " + attributeWords(attribute) + " printed on the " + kind->name +
                           " counters (enter it once in Charts, under " + kind->name + ")";
    return allowance;
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
