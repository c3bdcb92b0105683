#pragma once
// Loads calendar.yaml. Example (The War for the Union):
//   scale: month                       # month | week | turn
//   start: 1861-07                     # first turn unless a scenario says otherwise
//   quarterly-months: [jan, apr, jul, oct]
//   weather:
//     - {id: poor, title: Poor weather, rule: "4.6", when: {months: [dec, jan, feb, mar]}}
//     - {id: fair, title: Fair weather}            # no `when`: every other turn
//   scenarios:
//     - {id: campaign, title: 1861-65 Campaign, start: 1861-07, end: MISSING}
//   switches:
//     - {id: csa-recruitment, title: Confederate recruitment, rule: "6.5", when: {from: 1862-04}}
//   tables:
//     - {id: union-rail-capacity, rule: "9.54", by-year: {1862: MISSING, 1863: 8}}
// Weekly games add `turns-per-cycle` and `cycles-per-year` (start: 1861-C7) or a dated start
// (start: 1863-07-02); numbered games use `scale: turn`, `start: T1` and optionally
// `years: {1861: "1-3", 1862: "4-8"}`. Seasons are listed like weather; a weather entry may give
// `players-choose: [mud, dry]` instead of an id, and `when: MISSING` marks a chart the text lacks.
// `label` formats turns for display (see TurnClock::label). Every error names file and line.
#include "engine/sequence/calendar.hpp"

#include <filesystem>
#include <string>

namespace adj::sequence {

Calendar loadCalendar(const std::filesystem::path& file);
Calendar parseCalendar(const std::string& text, const std::filesystem::path& name);

}  // namespace adj::sequence
