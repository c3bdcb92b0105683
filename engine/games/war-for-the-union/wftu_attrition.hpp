#pragma once
// WftU attrition (7.5): which troop SPs of each stack roll in the owner's Supply Phase, the column (the
// number of those SPs) and the DRMs the rules text gives. The Attrition Table itself, and its other
// DRMs, are on a separate chart the text lacks: the alert says what it is waiting for.
#include <string>
#include <vector>

#include "engine/games/war-for-the-union/wftu_catalog.hpp"
#include "engine/rules/evaluator.hpp"

namespace adj::games::wftu {

// 7.52: Isolated +2, and +1 for each turn of isolation past the first (`turn` is the 1st, 2nd... turn).
int isolationDrm(int turn);

struct AttritionStack {
    rules::SideIndex side = rules::kNoSide;
    rules::SpaceIndex space = rules::kNoSpace;
    std::vector<rules::PieceIndex> pieces;  // troop units of the stack
    int unsupplied = 0, isolated = 0, fatigued = 0, swamp = 0;  // SPs rolling for their own reason
    int others = 0;      // SPs with no reason of their own
    int limit = 0;       // the safe limit (4.11)
    int excess = 0;      // of `others`, over the limit
    int rolling = 0;     // the column (7.52)
    int cavalryRolling = 0;
    int isolatedTurns = 0;  // the longest isolation in the stack
    int drm = 0;            // the worst known DRM for the stack (7.52)
    std::vector<std::string> drmParts;  // "+1 poor weather (4.61)"...
    bool cavalryLoss = false;           // 7.53: at least one loss must be cavalry
};

// Every stack that must roll, from an evaluated position.
std::vector<AttritionStack> attritionStacks(rules::Evaluator& evaluator, const Catalog& catalog, bool poorWeather);

void addAttritionAlerts(rules::Evaluator& evaluator, const Catalog& catalog, bool poorWeather,
                        std::vector<model::Alert>& alerts);

}  // namespace adj::games::wftu
