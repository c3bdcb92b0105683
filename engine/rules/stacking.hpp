#pragma once
// Stacking: per space, what counts (SPs, units, ships, blocks), against limits that depend on the
// space, its features, the pieces present and what the evaluation knows (a supply head raises WftU's
// safe limit). A space may have several independent limits (troops, batteries, forts), each hard or
// soft, each checked for each side separately or for everything in the space.
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/model/alert.hpp"
#include "engine/rules/presence.hpp"
#include "engine/rules/rule_facts.hpp"

namespace adj::rules {

// What a limit callback sees: one space, one side (kNoSide when the limit counts every side), and
// the pieces that count.
struct StackContext {
    const BoardIndex& board;
    SpaceIndex space;
    SideIndex side;
    const RuleFacts* facts;
    std::span<const PieceIndex> counted;  // pieces with points > 0, in stacking order
    int points;                           // their total, held at INT_MAX (never wraps)

    const board::Space& info() const { return board.topology().graph().space(space); }
    // One of the side's own pieces in the space passes `which` (an Army HQ: WftU +6).
    bool sideHas(const PiecePredicate& which) const;
};

struct StackingLimit {
    std::string id;    // "safe-limit", "fort-capacity", "batteries-per-hex"
    std::string rule;  // "4.11"
    std::string code;  // alert code: "stacking.over-safe-limit"
    // Soft limits may be exceeded and have consequences later (WftU: attrition); hard ones may not.
    bool soft = false;
    model::Severity severity = model::Severity::Error;
    // Sequence-of-play steps at which the limit is checked; empty = whenever stacking is evaluated.
    // A Gate of Hell 6.1.1: at the end of an impulse; WftU 7.5: in the owner's supply phase.
    std::vector<std::string> steps;

    enum class Scope { EachSide, AllSides };
    Scope scope = Scope::EachSide;  // enemy pieces do not count against friendly stacking (AGoH 6.1.2)
    enum class Checked { AllSides, PhasingSide, NonPhasingSide };
    Checked checked = Checked::AllSides;

    // How much a piece counts; 0 = not at all; unset = 1 per piece (units, blocks, hidden or not).
    std::function<int(const model::Piece&)> points;
    // The limit in one space for one side; nullopt = no limit there. Unset = `fixedLimit`.
    std::function<std::optional<int>(const StackContext&)> limit;
    std::optional<int> fixedLimit;

    // Alert text; {space} {side} {count} {limit} {excess} are filled in.
    std::string headline = "Stack over its limit";  // at most 8 words (model::kMaxHeadlineWords)
    std::string message = "{count} in {space} is over the limit of {limit}";
    std::string fix = "move {excess} out of {space}";
};

struct StackingViolation {
    std::size_t limit = 0;  // index into the limits
    SpaceIndex space = 0;
    SideIndex side = kNoSide;  // kNoSide for AllSides limits
    std::vector<PieceIndex> pieces;
    int count = 0;
    int allowed = 0;
    friend bool operator==(const StackingViolation&, const StackingViolation&) = default;
};

// How full a space is under one limit, over it or not: what the stack viewer shows ("14 of 18").
struct StackingTally {
    std::size_t limit = 0;     // index into the limits
    SideIndex side = kNoSide;  // kNoSide for AllSides limits
    int count = 0;
    std::optional<int> allowed;  // nullopt: the limit sets none in this space
    bool over() const { return allowed && count > *allowed; }
    friend bool operator==(const StackingTally&, const StackingTally&) = default;
};

class StackingCheck {
public:
    explicit StackingCheck(std::vector<StackingLimit> limits) : limits_(std::move(limits)) {}

    const std::vector<StackingLimit>& limits() const { return limits_; }
    // Caches each piece's points for each limit.
    void attach(const BoardIndex& board);

    // Which limits apply now: those whose steps include `step` (or that have none).
    std::vector<bool> activeAt(const std::string& step) const;
    // Appends the violations in one space. `phasing` is the phasing side (kNoSide in interphases).
    void evaluateSpace(const BoardIndex& board, const RuleFacts* facts, SpaceIndex space, SideIndex phasing,
                       const std::vector<bool>& active, std::vector<StackingViolation>& out) const;
    // Every limit's count in one space, each side apart where the limit counts sides apart, whatever
    // the step (the violations say what is checked now); a side with nothing that counts is left out.
    std::vector<StackingTally> tallySpace(const BoardIndex& board, const RuleFacts* facts, SpaceIndex space) const;
    // Every occupied space, in space order.
    std::vector<StackingViolation> evaluate(const BoardIndex& board, const RuleFacts* facts, SideIndex phasing,
                                            const std::string& step) const;

    // The alert for a violation, citing the limit's rule.
    model::Alert alert(const StackingViolation& violation, const BoardIndex& board) const;

private:
    // The pieces of `stack` that count for limit `l` and `side` (kNoSide: every side), and their points.
    int countFor(const BoardIndex& board, std::span<const PieceIndex> stack, std::size_t l, SideIndex side,
                 std::vector<PieceIndex>& counted) const;

    std::vector<StackingLimit> limits_;
    std::vector<std::vector<int>> points_;  // by limit, by piece
};

}  // namespace adj::rules
