#include "engine/games/supply_route.hpp"

#include <stdexcept>

#include "engine/rules/evaluator.hpp"
#include "engine/rules/topology.hpp"

namespace adj::games {

namespace {

// The way a step of a traced line arrived at its space, as players name it.
std::string wayOf(rules::SupplyTracer& tracer, const rules::TraceStep& step) {
    if (step.via == rules::TraceVia::Network && step.leg >= 0 &&
        static_cast<std::size_t>(step.leg) < tracer.rules().networks.size())
        return tracer.rules().networks[static_cast<std::size_t>(step.leg)].name;
    return "overland";  // the overland leg, and hops from one depot to the next
}

SupplyRoute routeOf(rules::Evaluator& evaluator, rules::PieceIndex piece) {
    const rules::Topology& topology = evaluator.topology();
    SupplyRoute route;
    route.pieceId = evaluator.board().piece(piece).id;
    route.state = evaluator.supplyState(piece);
    for (std::size_t t = 0; t < evaluator.traceCount(); ++t) {
        if (!evaluator.traces(piece, t)) continue;
        rules::SupplyTracer& tracer = evaluator.tracer(t);
        route.trace = tracer.id();
        route.rule = tracer.rules().rule;
        for (const rules::TraceStep& step : evaluator.supplyPath(piece, t)) {
            const std::string& id = topology.id(step.space);
            // A change of network in place (rail to river at a port) does not advance the line.
            if (!route.spaces.empty() && route.spaces.back() == id) continue;
            if (!route.spaces.empty()) {
                const std::string way = wayOf(tracer, step);
                if (route.legs.empty() || route.legs.back().way != way) route.legs.push_back({way, 0});
                ++route.legs.back().spaces;
            }
            route.spaces.push_back(id);
        }
        break;
    }
    if (evaluator.traceCount() > 0 && !evaluator.traces(piece, 0)) {
        route.blockedTrace = evaluator.tracer(0).id();
        const std::vector<rules::SupplyReason> reasons = evaluator.supplyReasons(piece, 0);
        if (!reasons.empty()) {
            route.why = reasons.front().message;
            if (reasons.front().space != rules::kNoSpace) route.cutAt = topology.id(reasons.front().space);
        }
    }
    return route;
}

// Evaluates the position as `adjutant-cli check` does and hands the evaluator to `ask`.
template <typename Ask>
auto withEvaluator(const Game& game, const model::Position& position, const data::GameMap& map, Ask ask) {
    const rules::Topology topology(map.graph);
    rules::Evaluator evaluator(topology, game.module->evaluatorConfig(game, topology));
    evaluator.evaluate(position);
    return ask(evaluator);
}

}  // namespace

int SupplyRoute::length() const {
    int total = 0;
    for (const SupplyRouteLeg& leg : legs) total += leg.spaces;
    return total;
}

std::optional<SupplyRoute> supplyRouteAt(const Game& game, const model::Position& position, const data::GameMap& map,
                                         std::string_view spaceId) {
    const auto space = map.graph.find(spaceId);
    if (!space) throw std::invalid_argument("no space '" + std::string(spaceId) + "' on the map");
    return withEvaluator(game, position, map, [&](rules::Evaluator& evaluator) -> std::optional<SupplyRoute> {
        if (evaluator.traceCount() == 0) return std::nullopt;
        std::optional<rules::PieceIndex> chosen;
        for (const rules::PieceIndex p : evaluator.board().piecesAt(*space)) {
            if (evaluator.supplyState(p).empty()) continue;  // needs no supply (leaders, forts)
            if (!chosen) chosen = p;
            if (!evaluator.traces(p, 0)) {
                chosen = p;
                break;
            }
        }
        if (!chosen) return std::nullopt;
        return routeOf(evaluator, *chosen);
    });
}

std::optional<SupplyRoute> supplyRouteOf(const Game& game, const model::Position& position, const data::GameMap& map,
                                         std::string_view pieceId) {
    return withEvaluator(game, position, map, [&](rules::Evaluator& evaluator) -> std::optional<SupplyRoute> {
        const auto piece = evaluator.board().findPiece(pieceId);
        if (!piece) throw std::invalid_argument("no piece '" + std::string(pieceId) + "' in the position");
        if (evaluator.traceCount() == 0 || evaluator.supplyState(*piece).empty()) return std::nullopt;
        return routeOf(evaluator, *piece);
    });
}

}  // namespace adj::games
