#pragma once
// A game's time scale, read from calendar.yaml (see calendar_yaml.hpp): how turns map to dates, the
// quarterly months, seasons and weather, scenario start and end dates, the dated rule switches and
// the per-year tables printed on the game's calendar track. Facts only: a value the rulebook text
// lacks is marked MISSING and never invented; the players enter it and the app stores it as a
// position record (see YearTable::recordKey).
#include "engine/sequence/calendar_point.hpp"
#include "engine/sequence/condition.hpp"
#include "engine/sequence/turn_date.hpp"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace adj::sequence {

class TurnClock;

enum class Scale {
    Month,  // 1 turn = 1 month (War for the Union; Bobby Lee & Sam Grant, whose campaign turns are a
            // repeated part of the month's sequence, not calendar turns)
    Week,   // 1 turn = 1 week: grouped in cycles (Never Call Retreat) or dated from a first day (A Gate of Hell)
    Turn,   // plainly numbered turns, optionally tied to years (The U.S. Civil War's seasonal turns)
};

// A season or a weather: holds on the turns its condition selects. Entries are tried in order; one
// without a condition covers every turn the earlier ones left.
struct CalendarPeriod {
    std::string id;
    std::string title;
    std::string rule;
    std::optional<Condition> when;
    bool missing = false;                // which turns it covers is on a chart the text lacks
    std::vector<std::string> choices;    // weather only: the players roll among these (no `id`)
};

// What the calendar says about one turn's weather (or season).
struct PeriodAt {
    std::string id;                      // empty when not decided by the calendar
    std::vector<std::string> choices;    // the players decide among these
    bool missing = false;                // the calendar's chart is not in the rulebook text
    std::string rule;
    bool decided() const { return !id.empty(); }
};

struct ScenarioDates {
    std::string id;
    std::string title;
    std::optional<CalendarPoint> start;  // nullopt: MISSING (the scenario booklet is not in the text)
    std::optional<CalendarPoint> end;    // nullopt: open-ended or MISSING (see endMissing)
    bool startMissing = false;
    bool endMissing = false;
};

// A dated rule change ("CSA recruitment from April 1862"): a name the sequence of play and the game
// modules test instead of repeating the date.
struct CalendarSwitch {
    std::string id;
    std::string title;
    std::string rule;
    Condition when;
};

// Values that change over time, such as rail capacity per year. An entry holds from its date until
// the next entry; nullopt values are MISSING.
struct YearTable {
    struct Entry {
        CalendarPoint from;
        std::optional<int> value;
    };
    std::string id;
    std::string title;
    std::string rule;
    std::vector<Entry> entries;  // in date order

    // The position record under which players store a MISSING value: "union-rail-capacity@1863".
    std::string recordKey(const CalendarPoint& from) const { return id + "@" + from.text(); }
};

struct TableValue {
    enum class Status { Known, EnteredByPlayers, Missing, NoEntry };
    Status status = Status::NoEntry;
    int value = 0;            // valid for Known and EnteredByPlayers
    std::string recordKey;    // where the players' value lives (Missing, EnteredByPlayers)
    bool has() const { return status == Status::Known || status == Status::EnteredByPlayers; }
};

// The names and capabilities a condition may refer to. A default-constructed vocabulary (known ==
// false) accepts any name: data loaded without a calendar is then only checked for its syntax.
struct ConditionVocabulary {
    bool known = false;
    bool calendarOnly = false;  // conditions inside the calendar: no weather, season, switch, record, side, iteration
    bool hasYears = false, hasMonths = false, hasDays = false, hasCycles = false, hasQuarterly = false;
    std::set<std::string> switches, weathers, seasons, scenarios, sides;
};

class Calendar {
public:
    Scale scale = Scale::Month;
    std::optional<CalendarPoint> start;   // first turn when no scenario says otherwise
    std::optional<CalendarPoint> end;
    int turnsPerCycle = 0;                // Week scale with cycles
    int cyclesPerYear = 0;
    std::vector<int> quarterlyMonths;
    std::string labelFormat;              // "{month-name} {year}"; see TurnClock::label
    std::map<int, std::pair<int, int>> turnYears;  // Turn scale: year -> track turns (inclusive)
    std::vector<CalendarPeriod> seasons;
    std::vector<CalendarPeriod> weather;
    std::vector<ScenarioDates> scenarios;
    std::vector<CalendarSwitch> switches;
    std::vector<YearTable> tables;

    bool hasYears() const;
    bool hasMonths() const;
    bool hasDays() const;
    bool hasCycles() const { return scale == Scale::Week && turnsPerCycle > 0; }
    bool isQuarterly(int month) const;

    const ScenarioDates* scenario(std::string_view id) const;
    const CalendarSwitch* findSwitch(std::string_view id) const;
    const YearTable* table(std::string_view id) const;

    // The clock of one scenario (empty id: the calendar's own start and end). Throws SequenceError
    // for an unknown scenario or one whose start date is MISSING; pass `start` to supply it.
    TurnClock clock(std::string_view scenario = {}, std::optional<CalendarPoint> start = std::nullopt) const;

    PeriodAt weatherAt(const TurnDate& date) const;
    PeriodAt seasonAt(const TurnDate& date) const;
    // Whether a switch is on for the turn in `context`. Throws SequenceError for an unknown id.
    bool switchOn(std::string_view id, const ConditionContext& context) const;
    // A table's value for a turn. `records` supplies values the players entered for MISSING entries.
    TableValue value(std::string_view tableId, const TurnDate& date,
                     const std::map<std::string, int>* records = nullptr) const;

    ConditionVocabulary vocabulary() const;
};

}  // namespace adj::sequence
