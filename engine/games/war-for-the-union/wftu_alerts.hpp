#pragma once
// WftU alerts beyond stacking and the unsupplied ones: Isolated units (7.11), enemy troops sharing a
// hex (9.18), crossings closed by an enemy naval ZOI (4.32, 9.15, 9.56) and supply cities outside a
// three-city network, which supply only their printed value (7.33, 7.34).
#include <functional>
#include <optional>
#include <vector>

#include "engine/games/piece_names.hpp"
#include "engine/games/war-for-the-union/wftu_catalog.hpp"
#include "engine/games/war-for-the-union/wftu_supply.hpp"
#include "engine/model/alert.hpp"
#include "engine/rules/evaluator.hpp"

namespace adj::games::wftu {

// Isolated units, for the pieces whose supply is judged now (7.1).
void addIsolationAlerts(rules::Evaluator& evaluator, const PieceNames& names, const std::function<bool(rules::PieceIndex)>& judgedNow,
                        std::vector<model::Alert>& alerts);
// 7.1: for the pieces not judged now, what a fresh trace finds where it is not plain Supplied: a
// forecast, said to be one, beside the state the piece stands in; it changes nothing until its owner
// judges supply.
void addSupplyForecastAlerts(rules::Evaluator& evaluator, const PieceNames& names,
                             const std::function<bool(rules::PieceIndex)>& judgedNow, std::vector<model::Alert>& alerts);
void addEnemyTroopsTogetherAlerts(rules::Evaluator& evaluator, const Catalog& catalog, std::vector<model::Alert>& alerts);
void addClosedCrossingAlerts(rules::Evaluator& evaluator, const Catalog& catalog, std::vector<model::Alert>& alerts);
// 7.33, 7.34: each ineligible supply city, what it supplies (halved when surrounded) and who is left out.
void addLimitedSourceAlerts(rules::Evaluator& evaluator, const std::vector<CityAllowance>& allowances, const PieceNames& names,
                            std::vector<model::Alert>& alerts);

}  // namespace adj::games::wftu
