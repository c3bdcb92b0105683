#include "engine/rules/stacking.hpp"

#include <algorithm>
#include <climits>

#include "engine/rules/text_template.hpp"

namespace adj::rules {

bool StackContext::sideHas(const PiecePredicate& which) const {
    for (const PieceIndex p : board.piecesAt(space))
        if ((side == kNoSide || board.sideOf(p) == side) && which(board.piece(p))) return true;
    return false;
}

void StackingCheck::attach(const BoardIndex& board) {
    points_.assign(limits_.size(), std::vector<int>(board.pieceCount(), 1));
    for (std::size_t l = 0; l < limits_.size(); ++l) {
        if (!limits_[l].points) continue;
        for (PieceIndex p = 0; p < board.pieceCount(); ++p) points_[l][p] = limits_[l].points(board.piece(p));
    }
}

std::vector<bool> StackingCheck::activeAt(const std::string& step) const {
    std::vector<bool> active(limits_.size());
    for (std::size_t l = 0; l < limits_.size(); ++l) {
        const auto& steps = limits_[l].steps;
        active[l] = steps.empty() || std::find(steps.begin(), steps.end(), step) != steps.end();
    }
    return active;
}

void StackingCheck::evaluateSpace(const BoardIndex& board, const RuleFacts* facts, SpaceIndex space, SideIndex phasing,
                                  const std::vector<bool>& active, std::vector<StackingViolation>& out) const {
    const auto stack = board.piecesAt(space);
    if (stack.empty()) return;
    std::vector<PieceIndex> counted;
    for (std::size_t l = 0; l < limits_.size(); ++l) {
        if (!active[l]) continue;
        const StackingLimit& limit = limits_[l];
        const bool eachSide = limit.scope == StackingLimit::Scope::EachSide;
        const std::size_t rounds = eachSide ? board.sideCount() : 1;
        for (std::size_t round = 0; round < rounds; ++round) {
            const SideIndex side = eachSide ? static_cast<SideIndex>(round) : kNoSide;
            if (eachSide && phasing != kNoSide) {
                if (limit.checked == StackingLimit::Checked::PhasingSide && side != phasing) continue;
                if (limit.checked == StackingLimit::Checked::NonPhasingSide && side == phasing) continue;
            }
            const int points = countFor(board, stack, l, side, counted);
            if (counted.empty()) continue;
            const StackContext context{board, space, side, facts, counted, points};
            const std::optional<int> allowed = limit.limit ? limit.limit(context) : limit.fixedLimit;
            if (!allowed || points <= *allowed) continue;
            out.push_back({l, space, side, counted, points, *allowed});
        }
    }
}

int StackingCheck::countFor(const BoardIndex& board, std::span<const PieceIndex> stack, std::size_t l, SideIndex side,
                            std::vector<PieceIndex>& counted) const {
    counted.clear();
    // Summed in 64 bits and held at INT_MAX: two 1,500,000,000-SP units wrapped an int sum
    // round to a negative total, under every limit ("No alerts").
    long long sum = 0;
    for (const PieceIndex p : stack) {
        if (board.sideOf(p) == kNoSide || (side != kNoSide && board.sideOf(p) != side)) continue;
        if (points_[l][p] <= 0) continue;
        counted.push_back(p);
        sum = std::min<long long>(sum + points_[l][p], INT_MAX);
    }
    return static_cast<int>(sum);
}

std::vector<StackingTally> StackingCheck::tallySpace(const BoardIndex& board, const RuleFacts* facts, SpaceIndex space) const {
    std::vector<StackingTally> tallies;
    const auto stack = board.piecesAt(space);
    std::vector<PieceIndex> counted;
    for (std::size_t l = 0; l < limits_.size(); ++l) {
        const StackingLimit& limit = limits_[l];
        const bool eachSide = limit.scope == StackingLimit::Scope::EachSide;
        const std::size_t rounds = eachSide ? board.sideCount() : 1;
        for (std::size_t round = 0; round < rounds; ++round) {
            const SideIndex side = eachSide ? static_cast<SideIndex>(round) : kNoSide;
            const int points = countFor(board, stack, l, side, counted);
            if (counted.empty()) continue;
            const StackContext context{board, space, side, facts, counted, points};
            tallies.push_back({l, side, points, limit.limit ? limit.limit(context) : limit.fixedLimit});
        }
    }
    return tallies;
}

std::vector<StackingViolation> StackingCheck::evaluate(const BoardIndex& board, const RuleFacts* facts, SideIndex phasing,
                                                       const std::string& step) const {
    std::vector<StackingViolation> result;
    if (limits_.empty()) return result;
    const auto active = activeAt(step);
    for (SpaceIndex s = 0; s < board.topology().spaceCount(); ++s) evaluateSpace(board, facts, s, phasing, active, result);
    return result;
}

model::Alert StackingCheck::alert(const StackingViolation& violation, const BoardIndex& board) const {
    const StackingLimit& limit = limits_[violation.limit];
    const TemplateValues values{
        {"space", board.topology().id(violation.space)},
        {"side", violation.side == kNoSide ? std::string("all sides") : board.sideDisplayName(violation.side)},
        {"count", std::to_string(violation.count)},
        {"limit", std::to_string(violation.allowed)},
        {"excess", std::to_string(static_cast<long long>(violation.count) - violation.allowed)},
    };
    model::Alert alert;
    alert.code = limit.code.empty() ? "stacking." + limit.id : limit.code;
    alert.headline = limit.headline;
    alert.severity = limit.severity;
    alert.rule = limit.rule;
    alert.spaces = {board.topology().id(violation.space)};
    for (const PieceIndex p : violation.pieces) alert.pieces.push_back(board.piece(p).id);
    alert.message = fillTemplate(limit.message, values);
    alert.fix = fillTemplate(limit.fix, values);
    return alert;
}

}  // namespace adj::rules
