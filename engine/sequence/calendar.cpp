#include "engine/sequence/calendar.hpp"

#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/turn_clock.hpp"

#include <algorithm>

namespace adj::sequence {
namespace {

PeriodAt periodAt(const std::vector<CalendarPeriod>& periods, const Calendar& calendar, const TurnDate& date) {
    ConditionContext context;
    context.calendar = &calendar;
    context.date = date;
    PeriodAt result;
    for (const auto& period : periods) {
        if (period.missing) {
            // The chart that says which turns this covers is not in the text: the players decide
            // between it and whatever the later entries would give.
            result.missing = true;
            result.rule = period.rule;
            for (const auto& other : periods)
                for (const auto& id : other.choices.empty() ? std::vector<std::string>{other.id} : other.choices)
                    if (!id.empty() && std::find(result.choices.begin(), result.choices.end(), id) == result.choices.end())
                        result.choices.push_back(id);
            return result;
        }
        if (period.when && !holds(*period.when, context)) continue;
        result.rule = period.rule;
        if (!period.choices.empty()) result.choices = period.choices;
        else result.id = period.id;
        return result;
    }
    return result;
}

}  // namespace

bool Calendar::hasYears() const {
    switch (scale) {
        case Scale::Month: return true;
        case Scale::Week: return hasCycles() || hasDays();
        case Scale::Turn: return !turnYears.empty();
    }
    return false;
}

bool Calendar::hasMonths() const { return scale == Scale::Month || hasDays(); }

bool Calendar::hasDays() const {
    return scale == Scale::Week && !hasCycles() && start && start->precision == CalendarPoint::Precision::Day;
}

bool Calendar::isQuarterly(int month) const {
    return std::find(quarterlyMonths.begin(), quarterlyMonths.end(), month) != quarterlyMonths.end();
}

const ScenarioDates* Calendar::scenario(std::string_view id) const {
    const auto it = std::find_if(scenarios.begin(), scenarios.end(), [&](const auto& s) { return s.id == id; });
    return it == scenarios.end() ? nullptr : &*it;
}

const CalendarSwitch* Calendar::findSwitch(std::string_view id) const {
    const auto it = std::find_if(switches.begin(), switches.end(), [&](const auto& s) { return s.id == id; });
    return it == switches.end() ? nullptr : &*it;
}

const YearTable* Calendar::table(std::string_view id) const {
    const auto it = std::find_if(tables.begin(), tables.end(), [&](const auto& t) { return t.id == id; });
    return it == tables.end() ? nullptr : &*it;
}

TurnClock Calendar::clock(std::string_view scenarioId, std::optional<CalendarPoint> startOverride) const {
    std::optional<CalendarPoint> first = start;
    std::optional<CalendarPoint> last = end;
    if (!scenarioId.empty()) {
        const ScenarioDates* dates = scenario(scenarioId);
        if (!dates) throw SequenceError("the calendar has no scenario '" + std::string(scenarioId) + "'");
        // A scenario that names no date of its own runs on the calendar's; MISSING is different:
        // the date exists on a component we lack.
        first = dates->start ? dates->start : (dates->startMissing ? std::nullopt : start);
        last = dates->end ? dates->end : (dates->endMissing ? std::nullopt : end);
        if (!first && !startOverride)
            throw SequenceError("the start date of scenario '" + std::string(scenarioId) +
                                "' is not in the rulebook text (MISSING): the players must enter it");
    }
    if (startOverride) first = startOverride;
    if (!first) {
        CalendarPoint turnOne;
        turnOne.precision = CalendarPoint::Precision::Turn;
        turnOne.turn = 1;
        first = turnOne;
    }
    return TurnClock(*this, *first, last, std::string(scenarioId));
}

PeriodAt Calendar::weatherAt(const TurnDate& date) const { return periodAt(weather, *this, date); }

PeriodAt Calendar::seasonAt(const TurnDate& date) const { return periodAt(seasons, *this, date); }

bool Calendar::switchOn(std::string_view id, const ConditionContext& context) const {
    const CalendarSwitch* rule = findSwitch(id);
    if (!rule) throw SequenceError("the calendar has no switch '" + std::string(id) + "'");
    return holds(rule->when, context);
}

TableValue Calendar::value(std::string_view tableId, const TurnDate& date, const std::map<std::string, int>* records) const {
    const YearTable* found = table(tableId);
    if (!found) throw SequenceError("the calendar has no table '" + std::string(tableId) + "'");
    TableValue result;
    const YearTable::Entry* current = nullptr;
    for (const auto& entry : found->entries)
        if (entry.from.compareDate(date) >= 0) current = &entry;
    if (!current) return result;  // NoEntry: the date is before the table's first entry
    if (current->value) {
        result.status = TableValue::Status::Known;
        result.value = *current->value;
        return result;
    }
    result.recordKey = found->recordKey(current->from);
    result.status = TableValue::Status::Missing;
    if (records) {
        if (const auto it = records->find(result.recordKey); it != records->end()) {
            result.status = TableValue::Status::EnteredByPlayers;
            result.value = it->second;
        }
    }
    return result;
}

ConditionVocabulary Calendar::vocabulary() const {
    ConditionVocabulary vocabulary;
    vocabulary.known = true;
    vocabulary.hasYears = hasYears();
    vocabulary.hasMonths = hasMonths();
    vocabulary.hasDays = hasDays();
    vocabulary.hasCycles = hasCycles();
    vocabulary.hasQuarterly = !quarterlyMonths.empty();
    for (const auto& s : switches) vocabulary.switches.insert(s.id);
    for (const auto& period : weather) {
        if (!period.id.empty()) vocabulary.weathers.insert(period.id);
        for (const auto& choice : period.choices) vocabulary.weathers.insert(choice);
    }
    for (const auto& period : seasons) vocabulary.seasons.insert(period.id);
    for (const auto& s : scenarios) vocabulary.scenarios.insert(s.id);
    return vocabulary;
}

}  // namespace adj::sequence
