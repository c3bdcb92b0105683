#include "engine/sequence/condition.hpp"

#include "engine/sequence/calendar.hpp"
#include "engine/sequence/sequence_error.hpp"

#include <algorithm>

namespace adj::sequence {
namespace {

const Calendar& needCalendar(const ConditionContext& context, const char* test) {
    if (!context.calendar) throw SequenceError(std::string("the condition '") + test + "' needs the game's calendar");
    return *context.calendar;
}

bool inRanges(const std::vector<std::pair<int, int>>& ranges, int value) {
    return std::any_of(ranges.begin(), ranges.end(), [&](const auto& range) { return value >= range.first && value <= range.second; });
}

bool contains(const std::vector<int>& numbers, int value) { return std::find(numbers.begin(), numbers.end(), value) != numbers.end(); }

bool containsName(const std::vector<std::string>& names, const std::string& value) {
    return std::find(names.begin(), names.end(), value) != names.end();
}

int needMonth(const ConditionContext& context, const char* test) {
    if (context.date.month == 0)
        throw SequenceError(std::string("the condition '") + test + "' needs a month, and turn " +
                            std::to_string(context.date.turn) + " of this calendar has none");
    return context.date.month;
}

int needCycle(const ConditionContext& context, const char* test) {
    if (context.date.cycle == 0)
        throw SequenceError(std::string("the condition '") + test + "' needs a cycle, and turn " +
                            std::to_string(context.date.turn) + " of this calendar has none");
    return context.date.cycle;
}

// A weather or season test: holds when the calendar (or the players) name one of `names`, and also
// when nobody has decided yet.
bool periodHolds(const PeriodAt& period, const std::optional<std::string>& decided, const std::vector<std::string>& names) {
    if (decided) return containsName(names, *decided);
    if (!period.decided()) return true;
    return containsName(names, period.id);
}

}  // namespace

bool holds(const Condition& condition, const ConditionContext& context) {
    using Kind = Condition::Kind;
    switch (condition.kind) {
        case Kind::Always: return true;
        case Kind::All:
            return std::all_of(condition.children.begin(), condition.children.end(),
                               [&](const Condition& child) { return holds(child, context); });
        case Kind::Any:
            return std::any_of(condition.children.begin(), condition.children.end(),
                               [&](const Condition& child) { return holds(child, context); });
        case Kind::Not: return !holds(condition.children.at(0), context);
        case Kind::Months: return contains(condition.numbers, needMonth(context, "months"));
        case Kind::Quarterly:
            return needCalendar(context, "quarterly").isQuarterly(needMonth(context, "quarterly")) == condition.flag;
        case Kind::From: return condition.points.at(0).compareDate(context.date) >= 0;
        case Kind::Until: return condition.points.at(0).compareDate(context.date) <= 0;
        case Kind::Dates:
            return std::any_of(condition.points.begin(), condition.points.end(),
                               [&](const CalendarPoint& point) { return point.compareDate(context.date) == 0; });
        case Kind::Turns: return inRanges(condition.ranges, context.date.trackTurn);
        case Kind::FirstTurn: return context.firstTurn == condition.flag;
        case Kind::LastTurn: return context.lastTurn == condition.flag;
        case Kind::Scenarios: return containsName(condition.names, context.scenario);
        case Kind::Weather:
            return periodHolds(needCalendar(context, "weather").weatherAt(context.date), context.weather, condition.names);
        case Kind::Season:
            return periodHolds(needCalendar(context, "season").seasonAt(context.date), std::nullopt, condition.names);
        case Kind::Switch: return needCalendar(context, "switch").switchOn(condition.names.at(0), context);
        case Kind::Record: {
            int actual = 0;
            if (context.records) {
                const auto it = context.records->find(condition.names.at(0));
                if (it != context.records->end()) actual = it->second;
            }
            switch (condition.compare) {
                case Condition::Compare::Equals: return actual == condition.value;
                case Condition::Compare::AtLeast: return actual >= condition.value;
                case Condition::Compare::AtMost: return actual <= condition.value;
            }
            return false;
        }
        case Kind::Cycles: return contains(condition.numbers, needCycle(context, "cycles"));
        case Kind::CycleParity: return (needCycle(context, "cycle-parity") % 2 == 0) == condition.flag;
        case Kind::TurnInCycle: {
            if (context.date.turnInCycle == 0) needCycle(context, "turn-in-cycle");
            return contains(condition.numbers, context.date.turnInCycle);
        }
        case Kind::Iterations: return context.iteration == 0 || inRanges(condition.ranges, context.iteration);
        case Kind::Side: return context.side.empty() || containsName(condition.names, context.side);
    }
    return false;
}

}  // namespace adj::sequence
