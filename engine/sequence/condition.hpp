#pragma once
// When a step of the sequence of play applies, and when a calendar switch, season or weather holds:
// a small tree of tests on the turn's date, the scenario, the weather and a few game facts. Written
// in YAML under `when:` (see condition_yaml.hpp); several keys in one mapping must all hold.
#include "engine/sequence/calendar_point.hpp"
#include "engine/sequence/turn_date.hpp"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adj::sequence {

class Calendar;

struct Condition {
    enum class Kind {
        Always,
        All, Any, Not,                  // children
        Months,                         // numbers: 1..12
        Quarterly,                      // flag: month is (or is not) one of the calendar's quarterly months
        From, Until,                    // points[0], both inclusive
        Dates,                          // points: the turn falls within any of them ("1862-12", "1863")
        Turns,                          // ranges of track turns
        FirstTurn, LastTurn,            // flag: the scenario's first / last turn
        Scenarios,                      // names
        Weather, Season,                // names: the turn's weather / season is one of them
        Switch,                         // names[0]: a calendar switch is on
        Record,                         // a position record compared with a number
        Cycles,                         // numbers: cycle of the year
        CycleParity,                    // flag: true = even cycles, false = odd
        TurnInCycle,                    // numbers
        Iterations,                     // ranges: iteration of the innermost repeated node (impulse 3-7)
        Side,                           // names: the side the step is played for
    };
    enum class Compare { Equals, AtLeast, AtMost };

    Kind kind = Kind::Always;
    bool flag = true;
    std::vector<Condition> children;
    std::vector<int> numbers;
    std::vector<std::pair<int, int>> ranges;  // inclusive
    std::vector<std::string> names;
    std::vector<CalendarPoint> points;
    Compare compare = Compare::Equals;
    int value = 0;

    bool always() const { return kind == Kind::Always; }
    bool operator==(const Condition&) const = default;
};

// What a condition is judged against. Unknown facts (no weather decided yet, no side, no loop)
// make the tests on them hold: when in doubt the app shows a step rather than skip it silently.
struct ConditionContext {
    const Calendar* calendar = nullptr;  // needed for quarterly, weather, season and switch tests
    TurnDate date;
    bool firstTurn = false;
    bool lastTurn = false;
    std::string scenario;
    std::optional<std::string> weather;  // decided by the players; overrides the calendar's
    const std::map<std::string, int>* records = nullptr;  // absent records count as 0
    int iteration = 0;                   // 0: not inside a repeated node
    std::string side;                    // empty: no side known
};

// Throws SequenceError when the condition needs what the context lacks (a calendar, a month).
bool holds(const Condition& condition, const ConditionContext& context);

}  // namespace adj::sequence
