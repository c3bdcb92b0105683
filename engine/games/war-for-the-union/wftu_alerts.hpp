#pragma once
// WftU alerts beyond stacking and the unsupplied ones: Isolated units (7.11), enemy troops sharing a
// hex (9.18), crossings closed by an enemy naval ZOI (4.32, 9.15, 9.56) and supply cities outside a
// three-city network, which supply only their printed value (7.33, 7.34).
#include <optional>
#include <vector>

#include "engine/games/piece_names.hpp"
#include "engine/games/war-for-the-union/wftu_catalog.hpp"
#include "engine/games/war-for-the-union/wftu_supply.hpp"
#include "engine/model/alert.hpp"
#include "engine/rules/evaluator.hpp"

namespace adj::games::wftu {

void addIsolationAlerts(rules::Evaluator& evaluator, const PieceNames& names, std::vector<model::Alert>& alerts);
void addEnemyTroopsTogetherAlerts(rules::Evaluator& evaluator, const Catalog& catalog, std::vector<model::Alert>& alerts);
void addClosedCrossingAlerts(rules::Evaluator& evaluator, const Catalog& catalog, std::vector<model::Alert>& alerts);
void addLimitedSourceAlerts(rules::Evaluator& evaluator, SourceFinder& finder, std::optional<board::AttributeId> supplyValue,
                            std::vector<model::Alert>& alerts);

}  // namespace adj::games::wftu
