#include "engine/games/move_check.hpp"

#include "engine/games/game_names.hpp"
#include "engine/games/game_rules_config.hpp"
#include "engine/games/position_report.hpp"
#include "engine/rules/cost_table.hpp"
#include "engine/rules/evaluator.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/topology.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <set>
#include <stdexcept>

namespace adj::games {

namespace {

constexpr const char* kMoveCostUnknown = "move.cost-unknown";
constexpr const char* kMoveAllowanceUnknown = "move.allowance-unknown";

// Words for each violation of the shared move check, as the players read them.
std::string violationText(const std::string& code, const std::string& piece, const std::string& space,
                          const MoveJudgement& judgement, const std::string& why) {
    if (code == rules::kMoveOverAllowance) {
        std::string text = piece + " spends " + (judgement.spent ? std::to_string(*judgement.spent) : std::string("more")) +
                           " MP on this march; its movement allowance is " + std::to_string(judgement.allowance.value_or(0)) +
                           ", passed on entering " + space;
        if (!why.empty()) text += " (" + why + ")";
        return text;
    }
    if (code == rules::kMoveEnemyOccupied) return piece + " may not enter " + space + ": enemy troops hold it";
    if (code == rules::kMoveImpassable) return piece + " cannot enter " + space + " that way: the hexside or terrain is impassable";
    if (code == rules::kMoveBlocked) return piece + " cannot cross into " + space + ": that crossing is closed this turn";
    if (code == rules::kMovePastStop) return piece + " went on after a space where its move had to end, into " + space;
    if (code == rules::kMoveNotAdjacent) return piece + "'s path jumps to " + space + ", which is not next to the space before";
    return piece + ": " + code + " at " + space;
}

// The path step by step with what each step cost, and where an enemy zone made it dearer (9.17 in
// the War for the Union), so the players see why the points ran out: "1909, 1910 (1), 2011 (1)...".
std::string pathWords(const std::vector<rules::SpaceIndex>& spaces, const std::vector<int>& spent, const rules::MoveContext& context,
                      const rules::Topology& topology) {
    std::string zone = context.zone ? context.zone->id() : std::string();
    std::transform(zone.begin(), zone.end(), zone.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    std::string text = "path " + topology.id(spaces.front());
    for (std::size_t i = 1; i < spaces.size(); ++i) {
        text += ", " + topology.id(spaces[i]) + " (" + std::to_string(spent[i] - spent[i - 1]);
        if (context.zone && context.zone->enemyCovers(context.side, spaces[i - 1]) && context.zone->enemyCovers(context.side, spaces[i]))
            text += ", enemy " + zone + " to enemy " + zone;
        else if (context.zone && context.zone->enemyCovers(context.side, spaces[i]))
            text += ", into enemy " + zone;
        text += ")";
    }
    return text;
}

// The headline of each code a move's judgement can give, read across the table.
std::string moveHeadline(const std::string& code) {
    if (code == rules::kMoveOverAllowance) return "Moved farther than its allowance";
    if (code == rules::kMoveEnemyOccupied) return "Entered a hex enemy troops hold";
    if (code == rules::kMoveImpassable) return "Crossed terrain no unit may cross";
    if (code == rules::kMoveBlocked) return "Crossing is closed this turn";
    if (code == rules::kMovePastStop) return "Moved on where it had to stop";
    if (code == rules::kMoveNotAdjacent) return "Path skips a space";
    if (code == kMoveCostUnknown) return "Move cost waits for a chart value";
    if (code == kMoveAllowanceUnknown) return "Movement allowance not known yet";
    return "Move breaks a movement rule";
}

std::string fixFor(const std::string& code, const std::string& piece) {
    if (code == rules::kMoveOverAllowance) return "move " + piece + " back to a space within its allowance";
    if (code == rules::kMoveEnemyOccupied) return "move " + piece + " back; attack the hex in the Combat Phase instead";
    return "move " + piece + " back to where it started";
}

// A two-ends move whose way cannot be judged until the players enter chart values: said, as info.
model::Alert wayUncheckable(const MovementSpec& spec, const std::string& pieceId, const std::vector<std::string>& ends,
                            std::string message) {
    model::Alert alert;
    alert.code = kMoveCostUnknown;
    alert.headline = moveHeadline(alert.code);
    alert.severity = model::Severity::Info;
    alert.rule = spec.ruleOf.contains(rules::kMoveOverAllowance) ? spec.ruleOf.at(rules::kMoveOverAllowance) : "";
    alert.spaces = {ends.back()};
    alert.pieces = {pieceId};
    alert.message = std::move(message);
    alert.fix = "enter the chart values (Charts), or move the piece by touch along its path";
    return alert;
}

}  // namespace

MoveJudgement judgeMove(const Game& game, const model::Position& before, const data::GameMap& map,
                        const std::string& pieceId, const std::vector<std::string>& path) {
    MoveJudgement judgement;
    const model::Piece* piece = before.findPiece(pieceId);
    if (piece == nullptr) throw std::invalid_argument("no piece '" + pieceId + "' in the position");
    if (!game.rules.movement || path.size() < 2) return judgement;
    // Messages name the piece as the players do; alert.pieces keeps its id.
    const std::string pieceName = PieceNames(game.data.definition, givenPieceNames(game, before)).name(*piece);
    const MovementSpec& spec = *game.rules.movement;

    const rules::Topology topology(map.graph);
    std::vector<rules::SpaceIndex> spaces;
    for (const std::string& id : path) {
        const auto index = topology.find(id);
        if (!index) throw std::invalid_argument("no space '" + id + "' on " + map.name);
        spaces.push_back(*index);
    }

    // The zones (and the facts the module reads from markers) as the position stands before the move.
    rules::Evaluator evaluator(topology, game.module->evaluatorConfig(game, topology));
    evaluator.evaluate(before);
    std::vector<model::Alert> ignored;
    game.module->addAlerts(game, evaluator, ignored);

    const GameModule::Allowance allowance = game.module->movementAllowance(game, before, *piece);
    judgement.allowance = allowance.points;

    const rules::MoveRules move = moveRules(spec, game.data.definition);
    const rules::CostTable costs(topology, std::nullopt, costSchedule(spec.costs, game.data.definition));
    // Crossings the position closes to this side (an enemy ship's ZOI over a river hexside, 4.32).
    const rules::SideIndex side = evaluator.board().sideIndex(piece->side);
    const rules::IndexBits closed = game.module->closedCrossings(game, evaluator, side);
    const rules::MoveContext context{evaluator.board(),
                                     side,
                                     costs,
                                     spec.zone.empty() ? nullptr : evaluator.zone(spec.zone),
                                     closed.count() > 0 ? &closed : nullptr,
                                     allowance.points.value_or(std::numeric_limits<int>::max() / 4)};

    // Only the two ends known and not neighbours: judge the cheapest way between them.
    if (spaces.size() == 2 && topology.adjacency().find(spaces[0], spaces[1]) == rules::kNoArc) {
        const rules::Reach reach = rules::reachable(move, context, spaces[0]);
        // Could a way that crosses chart costs be short enough? Priced at the least an arc can cost,
        // if one is, the move cannot be called too long on the way round over known costs.
        const rules::CostTable leastCosts = costs.withUnknownAt(costs.allPositive() ? 1 : 0);
        const bool chartWayCouldDo =
            !reach.reached(spaces[1]) && allowance.points &&
            rules::reachable(move, rules::MoveContext{context.board, context.side, leastCosts, context.zone, context.closedArcs,
                                                      context.allowance},
                             spaces[0])
                .reached(spaces[1]);
        if (chartWayCouldDo) {
            judgement.path = {topology.id(spaces[0]), topology.id(spaces[1])};
            judgement.alerts.push_back(wayUncheckable(spec, pieceId, judgement.path,
                                                      "whether " + pieceName + " could reach " + judgement.path[1] + " from " +
                                                          judgement.path[0] +
                                                          " cannot be checked yet: the short ways there cross a cost the "
                                                          "printed charts hold"));
            return judgement;
        }
        if (reach.reached(spaces[1])) {
            spaces = reach.pathTo(spaces[1]);
        } else {
            const rules::Reach unlimited = rules::reachable(
                move, rules::MoveContext{context.board, context.side, costs, context.zone, context.closedArcs, 1000}, spaces[0]);
            // Even at the least each chart cost could be, the way there is longer than the allowance
            // (the short ways within it were tried above): too long whatever the charts say.
            const auto leastWay = [&] {
                return rules::reachable(
                    move, rules::MoveContext{context.board, context.side, leastCosts, context.zone, context.closedArcs, 1000},
                    spaces[0]);
            };
            std::optional<rules::Reach> leastUnlimited;
            if (!unlimited.reached(spaces[1]) && allowance.points) leastUnlimited = leastWay();
            if (unlimited.reached(spaces[1])) {
                spaces = unlimited.pathTo(spaces[1]);
            } else if (leastUnlimited && leastUnlimited->reached(spaces[1])) {
                for (const rules::SpaceIndex space : leastUnlimited->pathTo(spaces[1])) judgement.path.push_back(topology.id(space));
                model::Alert alert;
                alert.code = rules::kMoveOverAllowance;
                alert.headline = moveHeadline(alert.code);
                alert.severity = model::Severity::Error;
                alert.rule = spec.ruleOf.contains(rules::kMoveOverAllowance) ? spec.ruleOf.at(rules::kMoveOverAllowance) : "";
                alert.spaces = {judgement.path.back()};
                alert.pieces = {pieceId};
                alert.message = pieceName + " cannot reach " + judgement.path.back() + " from " + judgement.path.front() +
                                ": even at the least the printed charts could say, the way there costs at least " +
                                std::to_string(leastUnlimited->cost[spaces[1]]) + " MP; its movement allowance is " +
                                std::to_string(*allowance.points);
                alert.fix = fixFor(alert.code, pieceName);
                judgement.alerts.push_back(std::move(alert));
                return judgement;
            } else {
                // No way there over spaces whose costs are all known and open: the way the players took
                // crosses a cost only a chart holds (or a closed crossing). That is said, not judged.
                judgement.path = {topology.id(spaces[0]), topology.id(spaces[1])};
                judgement.alerts.push_back(wayUncheckable(spec, pieceId, judgement.path,
                                                          "the way " + pieceName + " took from " + judgement.path[0] + " to " +
                                                              judgement.path[1] +
                                                              " cannot be checked yet: every way there crosses a cost the "
                                                              "printed charts hold, or a closed crossing"));
                return judgement;
            }
        }
    }
    for (const rules::SpaceIndex space : spaces) judgement.path.push_back(topology.id(space));

    const rules::MoveCheck check = rules::checkMove(move, context, spaces);
    if (!check.spent.empty() && !check.missingChart) judgement.spent = check.spent.back();
    for (const rules::MoveViolation& violation : check.violations) {
        // Without a known allowance the allowance check means nothing: that is asked for below.
        if (violation.code == rules::kMoveOverAllowance && !allowance.points) continue;
        model::Alert alert;
        alert.code = violation.code;
        alert.headline = moveHeadline(violation.code);
        alert.severity = model::Severity::Error;
        alert.rule = violation.rule;
        alert.spaces = {topology.id(violation.space)};
        alert.pieces = {pieceId};
        alert.message = violationText(violation.code, pieceName, topology.id(violation.space),
                                      judgement, allowance.why);
        if (violation.code == rules::kMoveOverAllowance && check.spent.size() == spaces.size())
            alert.message += ": " + pathWords(spaces, check.spent, context, topology);
        alert.fix = fixFor(violation.code, pieceName);
        judgement.alerts.push_back(std::move(alert));
    }
    const std::string costRule = spec.ruleOf.contains(rules::kMoveOverAllowance) ? spec.ruleOf.at(rules::kMoveOverAllowance) : "";
    if (check.missingChart) {
        model::Alert alert;
        alert.code = kMoveCostUnknown;
        alert.headline = moveHeadline(alert.code);
        alert.severity = model::Severity::Info;
        alert.rule = costRule;
        alert.spaces = {topology.id(spaces[std::min(check.missingAtStep.value_or(0), spaces.size() - 1)])};
        alert.pieces = {pieceId};
        alert.message = "the cost of " + pieceName + "'s move cannot be checked yet: it waits for " + *check.missingChart;
        alert.fix = "enter that value from your printed chart (Charts)";
        judgement.alerts.push_back(std::move(alert));
    }
    if (!allowance.points && !allowance.waitingFor.empty()) {
        model::Alert alert;
        alert.code = kMoveAllowanceUnknown;
        alert.headline = moveHeadline(alert.code);
        alert.severity = model::Severity::Info;
        alert.rule = costRule;
        alert.spaces = {path.back()};
        alert.pieces = {pieceId};
        alert.message = "whether " + pieceName + " moved too far cannot be checked: it waits for " + allowance.waitingFor;
        judgement.alerts.push_back(std::move(alert));
    }
    return judgement;
}

namespace {

// The checks whose verdicts a move changes for later steps of the sequence.
bool judgedLater(const model::Alert& alert) {
    const std::string check = alert.code.substr(0, alert.code.find('.'));
    return check == "stacking" || check == "supply";
}

std::vector<model::Alert> laterVerdicts(const Game& game, model::Position position, const data::GameMap& map) {
    position.step.clear();  // every check of the game, whatever step the players are at
    std::vector<model::Alert> alerts = evaluatePosition(game, position, map).alerts;
    std::erase_if(alerts, [](const model::Alert& alert) { return !judgedLater(alert); });
    return alerts;
}

}  // namespace

std::vector<model::Alert> consequencesOfMoves(const Game& game, const model::Position& before, const model::Position& after,
                                              const data::GameMap& map,
                                              const std::vector<std::pair<std::string, std::string>>& moves) {
    std::set<std::string> pieces;
    std::set<std::string> spaces;
    for (const auto& [piece, to] : moves) {
        pieces.insert(piece);
        if (!to.empty()) spaces.insert(to);
    }
    std::set<std::string> known;
    for (const model::Alert& alert : laterVerdicts(game, before, map)) known.insert(alert.key());
    std::vector<model::Alert> result;
    for (model::Alert& alert : laterVerdicts(game, after, map)) {
        if (known.contains(alert.key())) continue;
        const bool aboutMove = std::any_of(alert.pieces.begin(), alert.pieces.end(), [&](const auto& id) { return pieces.contains(id); }) ||
                               std::any_of(alert.spaces.begin(), alert.spaces.end(), [&](const auto& id) { return spaces.contains(id); });
        if (aboutMove) result.push_back(std::move(alert));
    }
    return result;
}

std::vector<model::Alert> judgeMarches(const Game& game, const model::Position& before, const data::GameMap& map,
                                       const std::vector<std::pair<std::string, std::string>>& moves) {
    std::vector<model::Alert> alerts;
    std::set<std::string> listed;
    for (const auto& [pieceId, to] : moves) {
        const model::Piece* piece = before.findPiece(pieceId);
        if (!piece || !piece->location.onBoard() || to.empty() || piece->location.space == to || !map.graph.find(to)) continue;
        // Out of a holding box or sea zone is an entry, not a march over the map.
        const auto from = map.graph.find(piece->location.space);
        if (!from || map.graph.space(*from).kind == board::SpaceKind::Box) continue;
        for (model::Alert& alert : judgeMove(game, before, map, pieceId, {piece->location.space, to}).alerts)
            if (listed.insert(alert.key()).second) alerts.push_back(std::move(alert));
    }
    return alerts;
}

}  // namespace adj::games
