#pragma once
// WftU safe stacking (4.11) beyond rules.yaml: 18 instead of 12 on a Supply Source or Supply Head, a hex
// joined to a source by rail, river and sea alone (7.4), which only the traced LOS knows.
#include <memory>

#include "engine/games/war-for-the-union/wftu_catalog.hpp"
#include "engine/rules/evaluator.hpp"

namespace adj::games::wftu {

inline constexpr const char* kSafeLimit = "safe-limit";

// A Supply Source or Supply Head for `side` (7.4), from the LOS map of the evaluation.
bool isSupplyHead(const rules::RuleFacts* facts, rules::SideIndex side, rules::SpaceIndex space);
// The safe limit for one side in one space: 12, 18 on a supply head, +6 with an Army HQ (4.11).
int safeLimit(const rules::BoardIndex& board, const rules::RuleFacts* facts, const Catalog& catalog,
              rules::SpaceIndex space, rules::SideIndex side);

void completeStacking(rules::EvaluatorConfig& config);

}  // namespace adj::games::wftu
