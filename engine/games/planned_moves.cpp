// Checking described moves as input and judging them one after the other with judgeMove: a move's
// "before" is the position the earlier moves left, as on the table (9.12: units move singly or in
// stacks, one after the other).
#include "engine/games/planned_moves.hpp"

#include "engine/games/game_names.hpp"
#include "engine/games/piece_filter.hpp"
#include "engine/rules/movement.hpp"
#include "engine/rules/topology.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace adj::games {
namespace {

constexpr const char* kMoveOverrun = "move.overrun";

// The path as judgeMove takes it: from where the piece stands, every space on the map and every
// step to a neighbour. A lone destination is judged along the cheapest way there.
std::vector<std::string> checkedPlannedPath(const model::Position& position, const data::GameMap& map,
                                            const rules::Topology& topology, const PlannedMove& move, const std::string& pieceId) {
    const model::Piece* piece = position.findPiece(pieceId);
    if (piece == nullptr) throw std::invalid_argument(move.where + ": no piece '" + pieceId + "' in the position");
    if (!piece->location.onBoard())
        throw std::invalid_argument(move.where + ": piece '" + pieceId + "' is not on the map, so it cannot march");
    if (move.path.empty()) throw std::invalid_argument(move.where + ": the move of '" + pieceId + "' names no hex");
    for (const std::string& space : move.path)
        if (!topology.find(space)) throw std::invalid_argument(move.where + ": no hex '" + space + "' on " + map.name);
    if (move.path.size() == 1) return {piece->location.space, move.path.front()};
    if (move.path.front() != piece->location.space)
        throw std::invalid_argument(move.where + ": the path of '" + pieceId + "' starts at " + move.path.front() +
                                    ", but the piece stands at " + piece->location.space);
    for (std::size_t i = 1; i < move.path.size(); ++i) {
        const auto from = *topology.find(move.path[i - 1]);
        const auto to = *topology.find(move.path[i]);
        if (topology.adjacency().find(from, to) == rules::kNoArc)
            throw std::invalid_argument(move.where + ": the path of '" + pieceId + "' steps from " + move.path[i - 1] +
                                        " to " + move.path[i] + ", which are not next to each other");
    }
    return move.path;
}

// The pieces an overrun into `space` attacks: enemy pieces of the kinds that close a hex to
// movement, where the game's rules name an overrun rule. Empty: not an overrun.
std::vector<const model::Piece*> overrunDefenders(const Game& game, const model::Position& position, const std::string& space,
                                                  const std::string& moverId) {
    std::vector<const model::Piece*> defenders;
    if (!game.rules.movement) return defenders;
    const MovementSpec& spec = *game.rules.movement;
    if (!spec.ruleOf.contains(kMoveOverrun) || spec.enemyOccupied != MovementSpec::EnemyOccupied::Forbidden) return defenders;
    const model::Piece* mover = position.findPiece(moverId);
    const rules::PiecePredicate closes = toPredicate(spec.occupies, game.data.definition);
    for (const model::Piece& piece : position.pieces)
        if (piece.location.space == space && piece.side != mover->side && closes(piece)) defenders.push_back(&piece);
    return defenders;
}

std::string plannedRuleFor(const Game& game, const std::string& code) {
    const auto& ruleOf = game.rules.movement->ruleOf;
    const auto it = ruleOf.find(code);
    return it == ruleOf.end() ? std::string() : it->second;
}

// Over the allowance counted over all the piece's legs, or short of an overrun's full cost.
model::Alert overAllowanceAlert(const Game& game, const PlannedMoveResult& result, const std::vector<std::string>& path) {
    const MoveJudgement& judgement = result.judgement;
    model::Alert alert;
    alert.code = rules::kMoveOverAllowance;
    alert.severity = model::Severity::Error;
    alert.spaces = {path.back()};
    alert.pieces = {result.piece};
    const std::string spent = std::to_string(*judgement.spent);
    const std::string allowance = std::to_string(*judgement.allowance);
    if (result.overrun) {
        alert.headline = "Too few MPs left to overrun";
        alert.rule = plannedRuleFor(game, kMoveOverrun);
        alert.message = result.pieceName + " cannot overrun " + path.back() + ": entering it brings its MPs to " + spent +
                        ", over its movement allowance of " + allowance + "; an overrun must pay the full cost";
        alert.fix = "stop beside " + path.back() + " and attack it in the Combat Phase, or gain the MPs by force march";
    } else {
        alert.headline = "Moved farther than its allowance";
        alert.rule = plannedRuleFor(game, rules::kMoveOverAllowance);
        alert.message = result.pieceName + " spends " + spent + " MP in all to reach " + path.back() + " (" +
                        std::to_string(result.spentBefore) +
                        " spent before this leg, counting the most any piece of its stack had spent); its movement allowance is " + allowance;
        alert.fix = "move " + result.pieceName + " back to a space within its allowance";
    }
    return alert;
}

// An overrun the piece can pay for: what it costs, and that the players resolve the attack.
model::Alert overrunAlert(const Game& game, const PlannedMoveResult& result, const std::vector<std::string>& path,
                          const std::vector<const model::Piece*>& defenders) {
    const MoveJudgement& judgement = result.judgement;
    model::Alert alert;
    alert.code = kMoveOverrun;
    alert.headline = "Overrun attempt: the players resolve it";
    alert.severity = model::Severity::Info;
    alert.rule = plannedRuleFor(game, kMoveOverrun);
    alert.spaces = {path.back()};
    alert.pieces = {result.piece};
    for (const model::Piece* defender : defenders) alert.pieces.push_back(defender->id);
    alert.message = result.pieceName + " attempts to overrun " + path.back() + ": entering it brings its MPs spent to " +
                    (judgement.spent ? std::to_string(*judgement.spent) : std::string("?")) +
                    (judgement.allowance ? " of " + std::to_string(*judgement.allowance) : std::string()) +
                    "; the odds it needs and the attack are the players' to resolve";
    return alert;
}

nlohmann::json plannedAlertJson(const model::Alert& alert) {
    nlohmann::json item{{"code", alert.code},       {"headline", alert.headline}, {"severity", std::string(model::toString(alert.severity))},
                        {"rule", alert.rule},       {"spaces", alert.spaces},     {"pieces", alert.pieces},
                        {"message", alert.message}};
    if (!alert.fix.empty()) item["fix"] = alert.fix;
    return item;
}

void plannedAlertText(std::ostringstream& out, const model::Alert& alert) {
    out << "  " << model::toString(alert.severity) << " " << alert.code;
    if (!alert.rule.empty()) out << " [rule " << alert.rule << "]";
    out << ": " << alert.message << "\n";
}

}  // namespace

PlannedMovesReport judgePlannedMoves(const Game& game, const model::Position& position, const data::GameMap& map,
                                     const std::vector<PlannedMove>& moves) {
    const rules::Topology topology(map.graph);
    const PieceNames names = pieceNamesFor(game, position);
    PlannedMovesReport report;
    model::Position now = position;
    std::map<std::string, std::optional<int>> spentSoFar;  // nullopt: a leg's cost waits for a chart
    std::vector<std::pair<std::string, std::string>> made;
    for (const PlannedMove& move : moves) {
        std::vector<std::string> path;
        for (const std::string& piece : move.pieces) {
            const std::vector<std::string> own = checkedPlannedPath(now, map, topology, move, piece);
            if (!path.empty() && own.front() != path.front())
                throw std::invalid_argument(move.where + ": the stack's pieces do not stand in one hex ('" + piece + "' is at " +
                                            own.front() + ", not " + path.front() + ")");
            path = own;
        }
        // 9.12: from the instant a stack forms, all its units count the greatest MPs any of them spent.
        std::optional<int> before = 0;
        for (const std::string& piece : move.pieces) {
            const auto it = spentSoFar.find(piece);
            if (it == spentSoFar.end()) continue;
            before = it->second && before ? std::optional<int>(std::max(*before, *it->second)) : std::nullopt;
        }
        const std::vector<const model::Piece*> defenders = overrunDefenders(game, now, path.back(), move.pieces.front());
        const bool overrun = !defenders.empty();
        // The overrunning stack ignores the zone of the units it overruns, not that of their neighbours.
        model::Position judgedOn = now;
        if (overrun)
            std::erase_if(judgedOn.pieces, [&](const model::Piece& piece) {
                return std::any_of(defenders.begin(), defenders.end(), [&](const model::Piece* d) { return d->id == piece.id; });
            });
        for (const std::string& pieceId : move.pieces) {
            PlannedMoveResult result;
            result.piece = pieceId;
            result.pieceName = names.name(*now.findPiece(pieceId));
            result.overrun = overrun;
            result.judgement = judgeMove(game, judgedOn, map, pieceId, path);
            MoveJudgement& judgement = result.judgement;
            const bool firstLeg = before && *before == 0;
            result.spentBefore = before.value_or(0);
            if (!before) judgement.spent.reset();
            else if (judgement.spent) judgement.spent = *judgement.spent + *before;
            // The leg's own check knew nothing of earlier legs, nor that an overrun has no minimum move:
            // the allowance is judged here on the whole.
            if (!firstLeg || overrun) {
                std::erase_if(judgement.alerts, [](const model::Alert& alert) { return alert.code == rules::kMoveOverAllowance; });
                if (judgement.spent && judgement.allowance && *judgement.spent > *judgement.allowance)
                    judgement.alerts.push_back(overAllowanceAlert(game, result, path));
            }
            const bool tooFew = std::any_of(judgement.alerts.begin(), judgement.alerts.end(), [](const model::Alert& alert) {
                return alert.code == rules::kMoveOverAllowance;
            });
            if (overrun && !tooFew) judgement.alerts.push_back(overrunAlert(game, result, path, defenders));
            spentSoFar[pieceId] = judgement.spent;
            report.moves.push_back(std::move(result));
        }
        // An overrun attempt does not enter the hex (9.31 step 2): the stack waits beside it.
        const std::vector<std::string>& judgedPath = report.moves.back().judgement.path.size() >= 2
                                                         ? report.moves.back().judgement.path
                                                         : path;
        const std::string endsAt = overrun ? judgedPath[judgedPath.size() - 2] : judgedPath.back();
        for (const std::string& pieceId : move.pieces) {
            for (model::Piece& piece : now.pieces)
                if (piece.id == pieceId) piece.location.space = endsAt;
            made.emplace_back(pieceId, endsAt);
        }
    }
    if (!made.empty()) report.consequences = consequencesOfMoves(game, position, now, map, made);
    return report;
}

nlohmann::json toJson(const PlannedMovesReport& report) {
    nlohmann::json moves = nlohmann::json::array();
    for (const PlannedMoveResult& move : report.moves) {
        nlohmann::json alerts = nlohmann::json::array();
        for (const model::Alert& alert : move.judgement.alerts) alerts.push_back(plannedAlertJson(alert));
        const MoveJudgement& judgement = move.judgement;
        moves.push_back({{"piece", move.piece},
                         {"name", move.pieceName},
                         {"path", judgement.path},
                         {"allowance", judgement.allowance ? nlohmann::json(*judgement.allowance) : nlohmann::json(nullptr)},
                         {"spent", judgement.spent ? nlohmann::json(*judgement.spent) : nlohmann::json(nullptr)},
                         {"spentBefore", move.spentBefore},
                         {"overrun", move.overrun},
                         {"alerts", std::move(alerts)}});
    }
    nlohmann::json consequences = nlohmann::json::array();
    for (const model::Alert& alert : report.consequences) consequences.push_back(plannedAlertJson(alert));
    return {{"moves", std::move(moves)}, {"consequences", std::move(consequences)}};
}

std::string toText(const PlannedMovesReport& report) {
    std::ostringstream out;
    out << "Moves:\n";
    for (const PlannedMoveResult& move : report.moves) {
        const MoveJudgement& judgement = move.judgement;
        out << move.pieceName << ": ";
        for (std::size_t i = 0; i < judgement.path.size(); ++i) out << (i > 0 ? ", " : "") << judgement.path[i];
        if (move.overrun) out << " (overrun)";
        out << ": " << (judgement.spent ? std::to_string(*judgement.spent) : std::string("?")) << " of "
            << (judgement.allowance ? std::to_string(*judgement.allowance) : std::string("?")) << " MP";
        out << (judgement.alerts.empty() ? ", legal\n" : "\n");
        for (const model::Alert& alert : judgement.alerts) plannedAlertText(out, alert);
    }
    if (!report.consequences.empty()) {
        out << "What the moves change:\n";
        for (const model::Alert& alert : report.consequences) plannedAlertText(out, alert);
    }
    return out.str();
}

}  // namespace adj::games
