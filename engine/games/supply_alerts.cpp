#include "engine/games/supply_alerts.hpp"

namespace adj::games {

void addUnsuppliedAlerts(const UnsuppliedAlertSpec& spec, rules::Evaluator& evaluator, const PieceNames& names,
                         std::vector<model::Alert>& alerts, const std::function<bool(rules::PieceIndex)>& judgedNow) {
    if (evaluator.traceCount() == 0) return;
    const rules::BoardIndex& board = evaluator.board();
    for (rules::PieceIndex p = 0; p < board.pieceCount(); ++p) {
        if (evaluator.supplyState(p) != spec.state || (judgedNow && !judgedNow(p))) continue;
        const model::Piece& piece = board.piece(p);
        const rules::SpaceIndex at = board.spaceOf(p);
        model::Alert alert;
        alert.code = spec.code;
        alert.headline = spec.headline;
        alert.severity = spec.severity;
        alert.rule = spec.rule;
        alert.pieces = {piece.id};
        if (at != rules::kNoSpace) alert.spaces = {evaluator.topology().id(at)};
        alert.message = names.name(piece) + " in " + (alert.spaces.empty() ? std::string("?") : alert.spaces.front()) +
                        " cannot trace supply";
        // The first trace's reasons: the line every piece needs first (LOS before LOC).
        const std::vector<rules::SupplyReason> reasons = evaluator.supplyReasons(p, 0);
        if (!reasons.empty()) {
            alert.message += ": " + reasons.front().message;
            if (reasons.front().space != rules::kNoSpace) {
                const std::string& cut = evaluator.topology().id(reasons.front().space);
                if (alert.spaces.empty() || alert.spaces.front() != cut) alert.spaces.push_back(cut);
            }
        }
        alert.fix = "open a line to a friendly supply source, or move the piece within reach of one";
        alerts.push_back(std::move(alert));
    }
}

}  // namespace adj::games
