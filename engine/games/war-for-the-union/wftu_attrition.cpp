#include "engine/games/war-for-the-union/wftu_attrition.hpp"

#include <algorithm>
#include <map>

#include "engine/games/war-for-the-union/wftu_stacking.hpp"
#include "engine/games/war-for-the-union/wftu_supply.hpp"
#include "engine/rules/board_index.hpp"

namespace adj::games::wftu {

namespace {

std::string signedNumber(int n) { return (n >= 0 ? "+" : "") + std::to_string(n); }

}  // namespace

int isolationDrm(int turn) { return 2 + std::max(0, turn - 1); }

std::vector<AttritionStack> attritionStacks(rules::Evaluator& evaluator, const Catalog& catalog, bool poorWeather) {
    const rules::BoardIndex& board = evaluator.board();
    std::map<std::pair<rules::SideIndex, rules::SpaceIndex>, AttritionStack> stacks;
    for (rules::PieceIndex p = 0; p < board.pieceCount(); ++p) {
        const rules::SpaceIndex at = board.spaceOf(p);
        const model::Piece& piece = board.piece(p);
        if (at == rules::kNoSpace || board.sideOf(p) == rules::kNoSide || !catalog.troop(piece)) continue;
        AttritionStack& stack = stacks[{board.sideOf(p), at}];
        stack.side = board.sideOf(p);
        stack.space = at;
        stack.pieces.push_back(p);
    }
    std::vector<AttritionStack> out;
    for (auto& [key, stack] : stacks) {
        bool cavalryLeader = false;
        for (const rules::PieceIndex p : board.piecesAt(stack.space))
            cavalryLeader = cavalryLeader || (board.sideOf(p) == stack.side && catalog.cavalryLeader(board.piece(p)));
        const bool swampHex = catalog.isSwampOrBayou(board.topology().graph().space(stack.space));
        int isolatedCavalry = 0, unsuppliedCavalry = 0, ownCavalry = 0;
        for (const rules::PieceIndex p : stack.pieces) {
            const model::Piece& piece = board.piece(p);
            const int sp = std::max(piece.strength, 0);
            // 7.0, 7.1: attrition follows the judgement just made, which the markers hold; a second trace
            // would judge again (and could turn a unit just marked Unsupplied into an Isolated one, 7.11).
            const std::string state = standingStateOf(piece);
            const bool cavalry = catalog.cavalry(piece);
            if (state == "isolated") {
                stack.isolated += sp;
                stack.isolatedTurns = std::max(stack.isolatedTurns, std::max(1, counterOf(piece, "isolated-turns")));
                if (cavalry) isolatedCavalry += sp;
            } else if (state == "unsupplied") {
                stack.unsupplied += sp;
                if (cavalry) unsuppliedCavalry += sp;
            } else if (counterOf(piece, "fatigue") >= 3) {
                stack.fatigued += sp;
            } else if (swampHex) {
                stack.swamp += sp;
            } else {
                stack.others += sp;
                continue;
            }
            if (cavalry) ownCavalry += sp;
        }
        stack.limit = safeLimit(board, &evaluator.facts(), catalog, stack.space, stack.side);
        stack.excess = std::max(0, stack.others - stack.limit);
        const int own = stack.unsupplied + stack.isolated + stack.fatigued + stack.swamp;
        stack.rolling = own + stack.excess;
        if (stack.rolling == 0) continue;

        // The worst DRM of the groups in the stack (7.52). Cavalry with a cavalry leader are exempt (7.53).
        const int weather = poorWeather ? 1 : 0;
        int worst = weather;
        std::vector<std::string> worstParts;
        if (poorWeather) worstParts.push_back("+1 poor weather (4.61)");
        if (stack.isolated > 0) {
            int drm = weather + isolationDrm(stack.isolatedTurns);
            std::vector<std::string> parts = worstParts;
            parts.push_back(signedNumber(isolationDrm(stack.isolatedTurns)) + " isolated, turn " +
                            std::to_string(stack.isolatedTurns) + " (7.52)");
            if (!cavalryLeader && 2 * isolatedCavalry >= stack.isolated) {
                drm += 2;
                parts.push_back("+2 isolated force at least half cavalry (7.53)");
            }
            if (drm > worst) worst = drm, worstParts = parts;
            else if (drm == worst) worstParts = parts;
        }
        if (stack.unsupplied > 0 && !cavalryLeader && 2 * unsuppliedCavalry >= stack.unsupplied) {
            const int drm = weather + 1;
            if (drm > worst) {
                worst = drm;
                worstParts = poorWeather ? std::vector<std::string>{"+1 poor weather (4.61)"} : std::vector<std::string>{};
                worstParts.push_back("+1 unsupplied force at least half cavalry (7.53)");
            }
        }
        stack.drm = worst;
        stack.drmParts = worstParts;
        // 7.53: at least half the attrition SPs cavalry (the excess SPs are the owner's choice: counted as
        // cavalry only when the whole stack is).
        stack.cavalryRolling = ownCavalry;
        stack.cavalryLoss = 2 * ownCavalry >= stack.rolling && ownCavalry > 0;
        out.push_back(std::move(stack));
    }
    return out;
}

void addAttritionAlerts(rules::Evaluator& evaluator, const Catalog& catalog, bool poorWeather,
                        std::vector<model::Alert>& alerts) {
    const rules::BoardIndex& board = evaluator.board();
    const rules::SideIndex phasing = board.sideIndex(evaluator.position().phasingSide);
    for (const AttritionStack& stack : attritionStacks(evaluator, catalog, poorWeather)) {
        // 7.0: the player conducts attrition in his own Supply Phase: the other side's stacks wait for theirs.
        if (phasing != rules::kNoSide && stack.side != phasing) continue;
        model::Alert alert;
        alert.code = "attrition.must-roll";
        alert.headline = "Stack must roll for attrition";
        alert.severity = model::Severity::Warning;
        alert.rule = "7.5, 7.52";
        const std::string& space = evaluator.topology().id(stack.space);
        alert.spaces = {space};
        for (const rules::PieceIndex p : stack.pieces) alert.pieces.push_back(board.piece(p).id);
        std::vector<std::string> why;
        if (stack.unsupplied > 0) why.push_back(std::to_string(stack.unsupplied) + " Unsupplied");
        if (stack.isolated > 0) why.push_back(std::to_string(stack.isolated) + " Isolated");
        if (stack.fatigued > 0) why.push_back(std::to_string(stack.fatigued) + " at Fatigue 3 or 4");
        if (stack.swamp > 0) why.push_back(std::to_string(stack.swamp) + " in swamp or bayou");
        if (stack.excess > 0)
            why.push_back(std::to_string(stack.excess) + " over the safe limit of " + std::to_string(stack.limit) + " (4.11)");
        std::string reasons;
        for (const std::string& part : why) reasons += (reasons.empty() ? "" : ", ") + part;
        std::string drms;
        for (const std::string& part : stack.drmParts) drms += (drms.empty() ? "" : ", ") + part;
        alert.message = sideTitle(board.sideName(stack.side)) + " stack in " + space + ": " + std::to_string(stack.rolling) +
                        " SPs roll for attrition (" + reasons + "); one die on the " + std::to_string(stack.rolling) +
                        "-SP column; known DRM " + signedNumber(stack.drm) + (drms.empty() ? "" : " (" + drms + ")") +
                        ". Waiting for the Attrition Table (not in the rules text): enter its column for " +
                        std::to_string(stack.rolling) + " SPs and its other DRMs (unsupplied, swamp) from your printed chart.";
        if (stack.cavalryLoss) alert.message += " At least one loss must be cavalry (7.53).";
        alert.fix = "roll one die for the stack and remove the SPs the table gives to the Replacement Box (the owner picks which)";
        alerts.push_back(std::move(alert));
    }
}

}  // namespace adj::games::wftu
