#pragma once
// Reads a `when:` condition from YAML. One mapping, every key must hold:
//   months: [dec, jan, feb, mar]       quarterly: true            first-turn: true / last-turn: true
//   from: 1862-04   until: 1862-03     date: [1862-12, 1863-12]   turns: [1, "4-6"]
//   scenarios: [campaign]   weather: poor   season: winter   switch: csa-recruitment   side: union
//   cycles: [7, 9]   cycle-parity: even   turn-in-cycle: 1   iterations: "3-7"
//   record: {id: kentucky-neutral, equals: 1}        (also at-least / at-most; absent records are 0)
//   all: [...]   any: [...]   not: {...}
// Errors name the file, the line and what was expected; with a known vocabulary, names and dates
// the calendar cannot have are errors too.
#include "engine/data/yaml_file.hpp"
#include "engine/sequence/calendar.hpp"
#include "engine/sequence/condition.hpp"

namespace adj::sequence {

Condition parseCondition(const data::YamlValue& value, const ConditionVocabulary& vocabulary);

// A date written in a data file, checked against what the calendar's turns can be compared with.
CalendarPoint parsePoint(const data::YamlValue& value, const ConditionVocabulary& vocabulary);

// `value` is the plain scalar MISSING (a fact on a chart the rulebook text lacks).
bool isMissing(const data::YamlValue& value);

}  // namespace adj::sequence
