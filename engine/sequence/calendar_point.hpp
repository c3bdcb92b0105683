#pragma once
// A point on a game's calendar as data files write it: "1863" (a year), "1861-10" (a month),
// "1863-07-02" (a day), "1861-C7" (cycle 7 of 1861), "1861-C7-T2" (its second turn), "T4" (turn 4
// of a numbered turn track). Conditions ("from 1862-04"), switches, scenario starts and yearly
// tables all use it, and it compares with a TurnDate at its own precision: "1862" holds for every
// turn of 1862, "1862-04" for April 1862 only.
#include "engine/sequence/turn_date.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace adj::sequence {

struct CalendarPoint {
    enum class Precision { Year, Month, Day, Cycle, CycleTurn, Turn };

    Precision precision = Precision::Year;
    int year = 0;
    int month = 0;
    int day = 0;
    int cycle = 0;
    int turnInCycle = 0;
    int turn = 0;  // track turn, for Precision::Turn

    // Parses the forms above; nullopt (with `why` filled) when the text is none of them.
    static std::optional<CalendarPoint> parse(std::string_view text, std::string* why = nullptr);
    // The canonical text ("1861-10", "1861-C7-T2"); parse(text()) gives the same point back.
    std::string text() const;

    // Negative, zero or positive as `date` is before, within or after this point, compared at the
    // point's precision. Throws SequenceError when the date lacks a field the point needs (a month
    // against a calendar of cycles), naming both.
    int compareDate(const TurnDate& date) const;
    // Whether a calendar whose turns fill these fields can be compared with this point.
    bool comparableWith(bool hasMonths, bool hasDays, bool hasCycles, bool hasYears) const;

    bool operator==(const CalendarPoint&) const = default;
};

// "jan", "January", "JAN" or "1" → 1. nullopt for anything else.
std::optional<int> parseMonth(std::string_view text);
std::string_view monthName(int month);       // "January"; "" outside 1..12
std::string_view monthShortName(int month);  // "Jan"

}  // namespace adj::sequence
