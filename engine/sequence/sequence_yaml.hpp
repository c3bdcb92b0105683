#pragma once
// Loads sequence.yaml. Example (shaped like The War for the Union, 5.0):
//   sides: [{id: union, name: Union}, {id: confederate, name: Confederate}]
//   templates:
//     - id: player-turn                       # written once, played once per side
//       title: "{side} Player Turn"
//       who: phasing
//       children:
//         - {id: supply, title: Supply Phase, rule: "5.21", checks: [supply, stacking],
//            checklist: ["Trace supply for every unit", "Roll attrition for unsupplied stacks"]}
//   sequence:
//     - id: interphase
//       title: Monthly Interphase
//       who: both
//       children:
//         - {id: promotions, title: Promotions, rule: "6.1", when: {months: [apr]}}
//     - {use: player-turn, id: "{side}-turn", sides: [union, confederate]}
// Node keys: id, title, rule, who (a side id, both, phasing, non-phasing, either, none; inherited),
// when (condition_yaml.hpp), checklist (strings or {text, when}), checks, children, repeat
// ({times: 4} or {times: [{when: ..., value: 3}, {value: 4}]}, or {until: players, min, max};
// alternate-sides, label). A `use` node takes a template's subtree with {side} and {opponent}
// replaced (ids get side ids, texts side names) and may add id, title, rule, who, when.
// Ids are local (no dots); a node's full id joins its ancestors': "union-turn.supply".
#include "engine/sequence/calendar.hpp"
#include "engine/sequence/sequence.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace adj::sequence {

struct SequenceOptions {
    std::optional<std::vector<std::string>> sides;   // the game's side ids: any other is an error
    std::optional<std::vector<std::string>> checks;  // check ids the game module implements
    const Calendar* calendar = nullptr;              // checks switch, weather, scenario names and dates
};

Sequence loadSequence(const std::filesystem::path& file, const SequenceOptions& options = {});
Sequence parseSequence(const std::string& text, const std::filesystem::path& name, const SequenceOptions& options = {});

}  // namespace adj::sequence
