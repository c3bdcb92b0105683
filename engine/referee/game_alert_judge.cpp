// GameAlertJudge: the ledger's looks again through evaluatePosition and judgeMarches.
#include "engine/referee/game_alert_judge.hpp"

#include "engine/games/move_check.hpp"
#include "engine/games/position_report.hpp"

namespace adj::referee {

std::vector<model::Alert> stepConsequences(const games::Game& game, const data::GameMap& map, const model::Position& stepStart,
                                           const model::Position& now) {
    std::vector<std::pair<std::string, std::string>> moved;
    for (const model::Piece& piece : now.pieces)
        if (const model::Piece* before = stepStart.findPiece(piece.id); before && before->location.space != piece.location.space)
            moved.emplace_back(piece.id, piece.location.space);
    if (moved.empty()) return {};
    return games::consequencesOfMoves(game, stepStart, now, map, moved);
}

std::vector<model::Alert> GameAlertJudge::positionAlerts(const model::Position& position, const std::string& step) const {
    model::Position at = position;
    at.step = step;
    return games::evaluatePosition(game_, at, map_).alerts;
}

std::vector<model::Alert> GameAlertJudge::marchAlerts(const model::Position& before, const std::string& piece,
                                                      const std::string& to) const {
    return games::judgeMarches(game_, before, map_, {{piece, to}});
}

}  // namespace adj::referee
