#include "engine/games/war-for-the-union/wftu_alerts.hpp"

#include "engine/games/war-for-the-union/wftu_zones.hpp"
#include "engine/rules/board_index.hpp"

namespace adj::games::wftu {

void addIsolationAlerts(rules::Evaluator& evaluator, const PieceNames& names, const std::function<bool(rules::PieceIndex)>& judgedNow,
                        std::vector<model::Alert>& alerts) {
    const rules::BoardIndex& board = evaluator.board();
    for (rules::PieceIndex p = 0; p < board.pieceCount(); ++p) {
        if (evaluator.supplyState(p) != "isolated" || (judgedNow && !judgedNow(p))) continue;
        const model::Piece& piece = board.piece(p);
        const std::string& space = evaluator.topology().id(board.spaceOf(p));
        const int turn = std::max(1, counterOf(piece, "isolated-turns"));
        model::Alert alert;
        alert.code = "isolation.isolated";
        alert.headline = "Unit isolated: no line of communication";
        alert.severity = model::Severity::Warning;
        alert.rule = "7.11, 7.52";
        alert.spaces = {space};
        alert.pieces = {piece.id};
        alert.message = names.name(piece) + " in " + space + " was already out of supply and now traces neither a line of supply " +
                        "nor a line of communication: Isolated (turn " + std::to_string(turn) +
                        " of isolation; attrition +2, +1 per turn past the first; strength x1/2, 13.33)";
        const std::vector<rules::SupplyReason> reasons = evaluator.supplyReasons(p, 1);
        if (!reasons.empty()) alert.message += "; no LOC: " + reasons.front().message;
        alert.fix = "mark it Isolated and add a turn to its isolation count; open a LOC (8 MP overland, no enemy ZOC) to a source";
        alerts.push_back(std::move(alert));
    }
}

void addSupplyForecastAlerts(rules::Evaluator& evaluator, const PieceNames& names,
                             const std::function<bool(rules::PieceIndex)>& judgedNow, std::vector<model::Alert>& alerts) {
    const rules::BoardIndex& board = evaluator.board();
    for (rules::PieceIndex p = 0; p < board.pieceCount(); ++p) {
        const std::string& forecast = evaluator.supplyState(p);
        if (forecast.empty() || !judgedNow || judgedNow(p)) continue;
        const model::Piece& piece = board.piece(p);
        const std::string standing = standingStateOf(piece);
        if (forecast == standing && forecast == "supplied") continue;
        const std::string& space = evaluator.topology().id(board.spaceOf(p));
        model::Alert alert;
        alert.code = "supply.forecast";
        alert.headline = forecast == "supplied" ? "Forecast: back in supply when judged" : "Forecast: out of supply when judged";
        // Out of supply is worth a warning: the owner's next judgement will find it so unless he acts.
        alert.severity = forecast == "supplied" ? model::Severity::Info : model::Severity::Warning;
        alert.rule = "7.1";
        alert.spaces = {space};
        alert.pieces = {piece.id};
        alert.message = "forecast, not a judgement: " + names.name(piece) + " in " + space + " stands " + standing +
                        " (as last judged) until the " + sideTitle(piece.side) +
                        " next judges supply; a trace now would make it " + forecast;
        if (alert.severity == model::Severity::Warning) {
            const std::vector<rules::SupplyReason> reasons = evaluator.supplyReasons(p, 0);
            if (!reasons.empty()) alert.message += ": " + reasons.front().message;
        }
        alert.fix = alert.severity == model::Severity::Warning
                        ? "open a line to a friendly supply source before the " + sideTitle(piece.side) +
                              " next judges supply; leave its marker as it is until then"
                        : "leave its marker as it is until the " + sideTitle(piece.side) +
                              " Supply Phase (or Supply Judgment Segment, which only improves)";
        alerts.push_back(std::move(alert));
    }
}

void addEnemyTroopsTogetherAlerts(rules::Evaluator& evaluator, const Catalog& catalog, std::vector<model::Alert>& alerts) {
    const rules::BoardIndex& board = evaluator.board();
    for (rules::SpaceIndex s = 0; s < evaluator.topology().spaceCount(); ++s) {
        std::vector<bool> sides(board.sideCount(), false);
        bool besieged = false;
        std::vector<std::string> pieces;
        for (const rules::PieceIndex p : board.piecesAt(s)) {
            const model::Piece& piece = board.piece(p);
            if (!catalog.troop(piece) || board.sideOf(p) == rules::kNoSide) continue;
            sides[board.sideOf(p)] = true;
            besieged = besieged || piece.hasFlag("besieged") || piece.hasFlag("inside-fort");
            pieces.push_back(piece.id);
        }
        if (std::count(sides.begin(), sides.end(), true) < 2 || besieged) continue;
        model::Alert alert;
        alert.code = "stacking.enemy-troops";
        alert.headline = "Both sides' troops in one hex";
        alert.severity = model::Severity::Error;
        alert.rule = "9.18, 14.24";
        alert.spaces = {evaluator.topology().id(s)};
        alert.pieces = pieces;
        alert.message = "troop units of both sides in " + alert.spaces.front() +
                        ": enemy troops share a hex only in a besieged fort (besiegers outside, besieged inside)";
        alert.fix = "move the last unit to enter back out, or mark the defenders inside their fort and declare a siege";
        alerts.push_back(std::move(alert));
    }
}

void addClosedCrossingAlerts(rules::Evaluator& evaluator, const Catalog& catalog, std::vector<model::Alert>& alerts) {
    const rules::BoardIndex& board = evaluator.board();
    const rules::Topology& topology = evaluator.topology();
    const board::SpaceGraph& graph = topology.graph();
    const std::vector<rules::SpaceIndex> hexsides = hexsideSpaces(topology);
    // Rail bridges and ferries by the border they cross.
    std::vector<bool> railCrossing(graph.borderCount(), false);
    if (const auto rail = graph.findLayer("rail")) {
        for (const board::NetworkEdge& edge : graph.networkEdges(*rail)) {
            if (!edge.features.has(catalog.railBridge) && !edge.features.has(catalog.railFerry)) continue;
            if (const auto border = graph.borderBetween(edge.first, edge.second)) railCrossing[*border] = true;
        }
    }
    for (board::BorderIndex b = 0; b < graph.borderCount(); ++b) {
        const rules::SpaceIndex hexside = hexsides[b];
        if (hexside == rules::kNoSpace) continue;
        const board::FeatureSet features = graph.border(b).features;
        const bool ferry = features.has(catalog.ferry) || features.has(catalog.mississippiFerry);
        if (!ferry && !railCrossing[b]) continue;
        for (rules::SideIndex side = 0; side < board.sideCount(); ++side) {
            if (!inEnemyZoi(board, evaluator.facts(), catalog, side, hexside)) continue;
            model::Alert alert;
            alert.code = "naval-zoi.crossing-closed";
            alert.headline = "Crossing closed by enemy ships";
            alert.severity = model::Severity::Info;
            alert.rule = ferry ? "4.32, 9.15" : "4.32, 9.56";
            alert.spaces = {topology.id(hexside)};
            alert.message = std::string(ferry ? "the ferry" : "the rail crossing") + " at " + topology.id(hexside) +
                            " is in an enemy naval ZOI: the " + sideTitle(board.sideName(side)) +
                            " may not march, rail, retreat or trace supply across it";
            alert.fix = "drive off or damage the enemy ships, or suppress the battery, whose ZOI covers it";
            alerts.push_back(std::move(alert));
        }
    }
}

void addLimitedSourceAlerts(rules::Evaluator& evaluator, const std::vector<CityAllowance>& allowances, const PieceNames& names,
                            std::vector<model::Alert>& alerts) {
    const rules::BoardIndex& board = evaluator.board();
    for (const CityAllowance& city : allowances) {
        // Only sides with units on the board care.
        bool present = false;
        for (const rules::PieceIndex p : board.piecesOf(city.side)) present = present || board.spaceOf(p) != rules::kNoSpace;
        if (!present) continue;
        const board::Space& space = evaluator.topology().graph().space(city.city);
        model::Alert alert;
        alert.code = "supply.limited-source";
        alert.headline = "Supply city not in a three-city network";
        alert.severity = model::Severity::Info;
        alert.rule = "7.33, 7.34";
        alert.spaces = {space.id};
        alert.message = space.id + " is not in a network of three supply cities joined by lines of communication: for the " +
                        sideTitle(board.sideName(city.side)) + " it supplies at most " + std::to_string(city.capacity) +
                        (city.capacity == 1 ? " SP" : " SPs") + " (each ship or battery 1) once per game turn";
        if (city.surrounded)
            alert.message += ", half its printed " + std::to_string(city.printed) +
                             " because it is completely surrounded by enemy SPs, enemy ZOIs or impassable terrain";
        if (!city.left.empty()) {
            alert.message += "; no room for";
            for (std::size_t i = 0; i < city.left.size(); ++i) {
                const model::Piece& piece = board.piece(city.left[i]);
                alert.message += (i == 0 ? " " : ", ") + names.name(piece) + " (" + std::to_string(piece.strength) + " SP)";
                alert.pieces.push_back(piece.id);
            }
            alert.message += ", which trace only to it: out of supply";
        }
        alert.fix = "choose which units it supplies; the others tracing only to it are out of supply";
        alerts.push_back(std::move(alert));
    }
}

}  // namespace adj::games::wftu
