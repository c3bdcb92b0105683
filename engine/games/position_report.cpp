#include "engine/games/position_report.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "engine/rules/topology.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/step_address.hpp"

namespace adj::games {

namespace {

// The checks that run at a step: its own and its ancestors'. No step: all of the module's.
std::vector<std::string> checksAt(const Game& game, const std::string& step, std::string& title) {
    if (step.empty() || !game.sequence) return game.module->checks();
    sequence::StepAddress address;
    try {
        address = sequence::parseAddress(*game.sequence, step);
    } catch (const sequence::SequenceError& error) {
        throw std::invalid_argument("step '" + step + "': " + error.what());
    }
    std::vector<std::string> checks;
    std::vector<std::string> titles;
    for (int node = address.node; node >= 0; node = game.sequence->nodes[static_cast<std::size_t>(node)].parent) {
        const sequence::Node& n = game.sequence->nodes[static_cast<std::size_t>(node)];
        titles.insert(titles.begin(), n.title);
        for (const std::string& check : n.checks)
            if (std::find(checks.begin(), checks.end(), check) == checks.end()) checks.push_back(check);
    }
    for (const std::string& part : titles) title += (title.empty() ? "" : " > ") + part;
    return checks;
}

// The check an alert comes from: the first part of its code ("stacking.over-limit" -> "stacking").
std::string checkOf(const model::Alert& alert) { return alert.code.substr(0, alert.code.find('.')); }

bool runs(const std::vector<std::string>& checks, const std::string& check) {
    return std::find(checks.begin(), checks.end(), check) != checks.end();
}

}  // namespace

PositionReport evaluatePosition(const Game& game, const model::Position& position, const data::GameMap& map) {
    PositionReport report;
    report.game = game.id();
    report.step = position.step;
    report.checks = checksAt(game, position.step, report.stepTitle);

    const rules::Topology topology(map.graph);
    rules::Evaluator evaluator(topology, game.module->evaluatorConfig(game, topology));
    evaluator.evaluate(position);

    std::vector<model::Alert> alerts = evaluator.alerts();
    game.module->addAlerts(game, evaluator, alerts);
    for (model::Alert& alert : alerts) {
        // Placement problems are always shown: every other check is wrong while a piece is unplaced.
        const std::string check = checkOf(alert);
        if (check == "position" || runs(report.checks, check)) report.alerts.push_back(std::move(alert));
    }
    model::sortForDisplay(report.alerts);

    const nlohmann::json summary = evaluator.summary();
    report.supply = summary.at("supply");
    if (summary.contains("supplyForecast")) report.supplyForecast = summary.at("supplyForecast");
    report.zones = summary.at("zones");
    report.zoneTypes = summary.at("zoneTypes");
    return report;
}

nlohmann::json toJson(const PositionReport& report) {
    nlohmann::json alerts = nlohmann::json::array();
    for (const model::Alert& alert : report.alerts) {
        nlohmann::json item{{"code", alert.code},
                            {"headline", alert.headline},
                            {"severity", std::string(model::toString(alert.severity))},
                            {"rule", alert.rule},
                            {"spaces", alert.spaces},
                            {"pieces", alert.pieces},
                            {"message", alert.message}};
        if (!alert.fix.empty()) item["fix"] = alert.fix;
        alerts.push_back(std::move(item));
    }
    nlohmann::json out{{"game", report.game},
                       {"step", report.step.empty() ? nlohmann::json(nullptr) : nlohmann::json(report.step)},
                       {"checks", report.checks},
                       {"alerts", std::move(alerts)},
                       {"supply", report.supply},
                       {"zones", report.zones},
                       {"zoneTypes", report.zoneTypes}};
    if (!report.supplyForecast.empty()) out["supplyForecast"] = report.supplyForecast;
    return out;
}

std::string toText(const PositionReport& report, const std::map<std::string, std::string, std::less<>>& pieceNames) {
    std::ostringstream out;
    out << report.game;
    if (!report.step.empty()) out << ", step " << report.step;
    if (!report.stepTitle.empty()) out << " (" << report.stepTitle << ")";
    out << "\n";
    if (report.alerts.empty()) out << "No alerts.\n";
    for (const model::Alert& alert : report.alerts) {
        out << model::toString(alert.severity) << " " << alert.code;
        if (!alert.rule.empty()) out << " [rule " << alert.rule << "]";
        out << ": " << alert.message << "\n";
        if (!alert.fix.empty()) out << "  fix: " << alert.fix << "\n";
    }
    const auto listSupply = [&](const nlohmann::json& states) {
        for (const auto& [piece, state] : states.items()) {
            const auto name = pieceNames.find(piece);
            out << "  " << (name == pieceNames.end() ? piece : name->second) << ": " << state.get<std::string>() << "\n";
        }
    };
    if (!report.supply.empty()) {
        out << (report.supplyForecast.empty() ? "Supply:\n" : "Supply, standing (as last judged; the markers):\n");
        listSupply(report.supply);
    }
    if (!report.supplyForecast.empty()) {
        out << "Supply forecast (a fresh trace now; it becomes the standing state only when its owner judges supply):\n";
        listSupply(report.supplyForecast);
    }
    for (const auto& [zone, sides] : report.zoneTypes.items()) {
        out << "Zone " << zone << ":\n";
        for (const auto& [side, spaces] : sides.items()) {
            out << "  " << side << ":";
            for (const auto& space : spaces) out << " " << space.get<std::string>();
            out << "\n";
        }
    }
    return out.str();
}

}  // namespace adj::games
