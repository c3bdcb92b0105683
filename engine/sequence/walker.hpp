#pragma once
// Walks the players through the sequence of play: the current step, the next and previous steps
// (skipping those whose conditions do not hold, rolling over into the next turn), repeated parts
// such as impulses, the steps of a given turn, the path of a step for display and who acts now.
// The walker holds no state of its own: a Cursor (what the position keeps) goes in, a Cursor
// comes out, so the session log stays the one record of where the game is.
#include "engine/model/position.hpp"
#include "engine/sequence/sequence.hpp"
#include "engine/sequence/step_address.hpp"
#include "engine/sequence/turn_clock.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adj::sequence {

// The time, step address and phasing side: the three fields of model::Position the walker moves.
struct Cursor {
    model::GameTime time;
    std::string step;     // a step address (step_address.hpp)
    std::string phasing;  // the phasing side; empty outside player turns

    static Cursor of(const model::Position& position) { return {position.time, position.step, position.phasingSide}; }
    bool operator==(const Cursor&) const = default;
};

// Facts of the game the calendar cannot know.
struct Facts {
    std::optional<std::string> weather;                  // weather the players rolled or chose for this turn
    const std::map<std::string, int>* records = nullptr;  // for `record:` conditions (Position::records)
    // How many iterations the players actually played of a repeated node they end themselves, by
    // node id: previous() steps back into the last of them (the first, when not given). The
    // session's log knows; the sequence cannot.
    std::map<std::string, int> playedIterations;
};

struct Actor {
    Who who = Who::None;
    std::vector<std::string> sides;  // who acts, resolved to side ids (all of them for both/either)
    bool known = true;               // false: the step is for the (non-)phasing side and none is phasing yet
};

struct LoopPosition {
    const Node* node = nullptr;
    int iteration = 1;
    std::optional<int> of;  // the fixed number of iterations; the max (or nothing) when the players end it
};

struct StepView {
    const Node* node = nullptr;
    std::vector<const Node*> path;       // root first, the step last
    std::string pathText;                // "Union Player Turn > Movement Phase > Operations Segment"
    Actor actor;
    std::vector<std::string> checklist;  // the items that apply now
    std::vector<std::string> checks;     // from the step and its ancestors, without repeats
    std::vector<LoopPosition> loops;     // outermost first
    bool canEndLoop = false;
    std::string turnLabel;               // "April 1862"
};

class Walker {
public:
    Walker(const Sequence& sequence, TurnClock clock);

    // The first step of the game (turn 1, or the first turn where some step applies).
    Cursor first(const Facts& facts = {}) const;
    // nullopt after the last step of the scenario's last turn.
    std::optional<Cursor> next(const Cursor& cursor, const Facts& facts = {}) const;
    // nullopt before the first step of turn 1.
    std::optional<Cursor> previous(const Cursor& cursor, const Facts& facts = {}) const;
    // Leaves the innermost repeated part the players end themselves ("both passed": the impulses are
    // over) for the step after it. Throws SequenceError when there is none or its minimum is not met.
    std::optional<Cursor> endLoop(const Cursor& cursor, const Facts& facts = {}) const;
    bool canEndLoop(const Cursor& cursor) const;

    StepView view(const Cursor& cursor, const Facts& facts = {}) const;
    Actor actor(const Cursor& cursor) const;
    // Whether the step at `cursor` and all its ancestors apply (false after data or facts changed).
    bool applies(const Cursor& cursor, const Facts& facts = {}) const;
    // Why the step at `cursor` is not played: the first node on its path (root first) that does not
    // apply, and the parts of its condition that fail (several keys of one `when:` are judged one by
    // one). nullopt when the step applies.
    struct NotPlayed {
        const Node* node = nullptr;
        std::vector<Condition> failing;  // empty: the iteration is beyond the repeat's count
        int iterations = 0;              // that count, when it is the iteration that fails
    };
    std::optional<NotPlayed> whyNotPlayed(const Cursor& cursor, const Facts& facts = {}) const;

    std::vector<const Node*> path(std::string_view step) const;
    std::string pathText(std::string_view step, std::string_view separator = " > ") const;
    // Every step that applies in `turn`, in order; repeated parts listed once, at iteration 1.
    std::vector<Cursor> stepsIn(int turn, const Facts& facts = {}) const;

    const Sequence& sequence() const { return *sequence_; }
    const TurnClock& clock() const { return clock_; }

private:
    struct Spot {
        int node = -1;
        std::vector<int> iterations;
        std::string carried;  // the phasing side carried along (only used inside alternating repeats)
        int turn = 1;
    };

    Spot spotOf(const Cursor& cursor) const;
    Cursor cursorOf(const Spot& spot) const;
    ConditionContext context(int node, const std::vector<int>& iterations, const std::string& carried, int turn,
                             const Facts& facts) const;
    std::string phasingFor(int node, const std::string& carried) const;
    int loopCount(int node, int turn, const Facts& facts) const;
    std::string otherSide(const std::string& side, int direction) const;

    std::optional<Spot> firstIn(int node, std::vector<int> iterations, std::string carried, int turn, const Facts& facts) const;
    std::optional<Spot> firstInBody(int node, const std::vector<int>& iterations, const std::string& carried, int turn,
                                    const Facts& facts) const;
    std::optional<Spot> lastIn(int node, std::vector<int> iterations, std::string carried, int turn, const Facts& facts) const;
    std::optional<Spot> lastInBody(int node, const std::vector<int>& iterations, const std::string& carried, int turn,
                                   const Facts& facts) const;
    std::optional<Spot> advance(Spot spot, int exitLoop, const Facts& facts) const;
    std::optional<Spot> retreat(Spot spot, const Facts& facts) const;
    std::optional<Spot> firstOfTurnFrom(int turn, const Facts& facts) const;
    std::optional<Spot> lastOfTurnFrom(int turn, const Facts& facts) const;
    void collect(int node, std::vector<int> iterations, int turn, const Facts& facts, std::vector<Cursor>& out) const;

    const Sequence* sequence_;
    TurnClock clock_;
};

}  // namespace adj::sequence
