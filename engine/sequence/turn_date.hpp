#pragma once
// Where one game turn falls on the game's own calendar. Games count time differently (months,
// weeks in 13 cycles a year, dated weeks, numbered seasonal turns), so a turn carries every field
// its calendar can fill and leaves the others at 0.
namespace adj::sequence {

struct TurnDate {
    int turn = 1;         // counted from 1 at the scenario's first turn (model::GameTime::turn)
    int trackTurn = 1;    // the number printed on the game's turn track; equals `turn` unless the
                          // scenario starts part-way along a numbered track (US Civil War 1862 = turn 4)
    int year = 0;         // 0 when the calendar has no years
    int month = 0;        // 1..12; 0 when the turn is not tied to a month (cycles, plain turns)
    int day = 0;          // first day of a dated week; 0 otherwise
    int cycle = 0;        // 1..cycles-per-year for cycle calendars (Never Call Retreat); 0 otherwise
    int turnInCycle = 0;  // 1..turns-per-cycle; 0 otherwise

    bool operator==(const TurnDate&) const = default;
};

}  // namespace adj::sequence
