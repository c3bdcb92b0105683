#pragma once
// The turns of one scenario on its game's calendar: turn number <-> date, labels for display, the
// next turn, the last turn. Made by Calendar::clock(); it points at its calendar, which must
// outlive it.
#include "engine/model/position.hpp"
#include "engine/sequence/calendar_point.hpp"
#include "engine/sequence/condition.hpp"
#include "engine/sequence/turn_date.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace adj::sequence {

class Calendar;

class TurnClock {
public:
    // `start` is the first turn's date; `end`, when known, the date of the last turn.
    TurnClock(const Calendar& calendar, CalendarPoint start, std::optional<CalendarPoint> end, std::string scenario);

    TurnDate date(int turn) const;             // turn >= 1; throws SequenceError otherwise
    model::GameTime time(int turn) const;      // turn, year and month as the position keeps them
    // For display, from the calendar's label format: "April 1862", "Turn 2 of cycle 7/1861".
    std::string label(int turn) const;

    // The turn a date falls in: "1862-04", "1861-C7-T2", "T4", or a label as label() writes it.
    // nullopt when it is before the first turn, after the last, or not a date of this calendar.
    std::optional<int> turnOf(const CalendarPoint& point) const;
    std::optional<int> turnOf(std::string_view text) const;

    std::optional<int> lastTurn() const { return lastTurn_; }
    bool isLast(int turn) const { return lastTurn_ && turn >= *lastTurn_; }
    // The turn after `turn`, or nullopt when `turn` is the scenario's last.
    std::optional<int> next(int turn) const;

    const std::string& scenario() const { return scenario_; }
    const Calendar& calendar() const { return *calendar_; }
    const CalendarPoint& start() const { return start_; }

    // A condition context for `turn`: its date, first/last, the scenario and the calendar.
    ConditionContext context(int turn) const;

private:
    // Turn of the first and last day of a dated week, for a Day-precision point.
    std::optional<int> searchTurn(const CalendarPoint& point, bool last) const;

    const Calendar* calendar_;
    CalendarPoint start_;
    std::string scenario_;
    std::optional<int> lastTurn_;
    long long startIndex_ = 0;  // months, weeks of cycles or days since year 0, by scale
};

// The first {field} of `format` that label() does not know, or nullopt when all are known. Fields:
// {turn} {track-turn} {year} {yy} {month} {month-name} {month-short} {day} {cycle} {turn-in-cycle}
// {season} {weather}.
std::optional<std::string> unknownLabelField(std::string_view format);

}  // namespace adj::sequence
