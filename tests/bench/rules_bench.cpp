// The rules layer on a War-for-the-Union-sized board: a generated 60 x 40 hex map (2,400 hexes) with
// terrain, rivers, a rail grid, a river network and supply cities, and 400 pieces of two sides.
// Targets: a full evaluation (control, zones, LOS and LOC supply for both sides, stacking) within
// 2 ms median; re-evaluation after one move within 0.2 ms.
#include <benchmark/benchmark.h>

#include <random>

#include "engine/rules/evaluator.hpp"
#include "engine/rules/movement.hpp"
#include "tests/engine/rules/generated_war.hpp"

namespace {

using namespace adj::rules;

const test::GeneratedWar& war() {
    static const auto generated = test::generateWar(60, 40, 200, 1861);
    return *generated;
}

// A walk of single-hex marches by random pieces, generated once so every run replays the same moves.
std::vector<std::pair<PieceIndex, SpaceIndex>> marches(const Evaluator& evaluator, std::size_t count) {
    std::mt19937 random(1862);
    std::vector<SpaceIndex> where;
    for (PieceIndex p = 0; p < evaluator.board().pieceCount(); ++p) where.push_back(evaluator.board().spaceOf(p));
    std::vector<std::pair<PieceIndex, SpaceIndex>> moves;
    const auto& graph = war().graph;
    while (moves.size() < count) {
        const auto p = static_cast<PieceIndex>(random() % where.size());
        if (where[p] == kNoSpace) continue;
        const auto neighbours = graph.neighbours(where[p]);
        where[p] = neighbours[random() % neighbours.size()].space;
        moves.emplace_back(p, where[p]);
    }
    return moves;
}

void BM_FullEvaluation(benchmark::State& state) {
    Evaluator evaluator(*war().topology, war().config);
    for (auto _ : state) {
        evaluator.evaluate(war().position);
        benchmark::DoNotOptimize(evaluator.stackingViolations().size());
    }
    std::size_t supplied = 0;
    std::size_t needing = 0;
    for (PieceIndex p = 0; p < evaluator.board().pieceCount(); ++p) {
        needing += evaluator.supplyState(p).empty() ? 0 : 1;
        supplied += evaluator.supplyState(p) == "supplied" ? 1 : 0;
    }
    state.counters["pieces_needing_supply"] = static_cast<double>(needing);
    state.counters["supplied"] = static_cast<double>(supplied);
    state.counters["zoc_union"] = static_cast<double>(evaluator.zones()[0].coverage(0).count());
    state.counters["stacking_violations"] = static_cast<double>(evaluator.stackingViolations().size());
}
BENCHMARK(BM_FullEvaluation)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

void BM_MoveReevaluation(benchmark::State& state) {
    Evaluator evaluator(*war().topology, war().config);
    evaluator.evaluate(war().position);
    const auto moves = marches(evaluator, 4096);
    std::size_t next = 0;
    double kept = 0;
    double repaired = 0;
    double run = 0;
    double changed = 0;
    for (auto _ : state) {
        const auto& [piece, to] = moves[next];
        next = (next + 1) % moves.size();
        evaluator.move(piece, to);
        kept += evaluator.work().tracesKept;
        repaired += evaluator.work().tracesRepaired;
        run += evaluator.work().tracesRun;
        changed += static_cast<double>(evaluator.work().changedSpaces);
        benchmark::DoNotOptimize(evaluator.stackingViolations().size());
    }
    const auto n = static_cast<double>(state.iterations());
    state.counters["traces_kept"] = kept / n;
    state.counters["traces_repaired"] = repaired / n;
    state.counters["traces_run"] = run / n;
    state.counters["changed_spaces"] = changed / n;
}
BENCHMARK(BM_MoveReevaluation)->Unit(benchmark::kMicrosecond)->Repetitions(5)->ReportAggregatesOnly(true);

void BM_ReachableMarch(benchmark::State& state) {
    Evaluator evaluator(*war().topology, war().config);
    evaluator.evaluate(war().position);
    const CostTable costs(*war().topology, std::nullopt, war().config.supply[0].rules.overlandCosts);
    MoveRules rules;
    rules.occupies = test::isTroop;
    rules.mayEnterEnemyOccupied = false;
    rules.zoneToZoneExtra = 1;
    const MoveContext context{evaluator.board(), 0, costs, evaluator.zone("zoc"), nullptr, 6};
    PieceIndex p = 0;
    for (auto _ : state) {
        while (evaluator.board().spaceOf(p) == kNoSpace || evaluator.board().sideOf(p) != 0) p = (p + 1) % evaluator.board().pieceCount();
        benchmark::DoNotOptimize(reachable(rules, context, evaluator.board().spaceOf(p)).cost.data());
        p = (p + 1) % evaluator.board().pieceCount();
    }
}
BENCHMARK(BM_ReachableMarch)->Unit(benchmark::kMicrosecond);

void BM_ExplainUnsupplied(benchmark::State& state) {
    Evaluator evaluator(*war().topology, war().config);
    evaluator.evaluate(war().position);
    std::vector<PieceIndex> unsupplied;
    for (PieceIndex p = 0; p < evaluator.board().pieceCount(); ++p)
        if (!evaluator.supplyState(p).empty() && !evaluator.traces(p, 0)) unsupplied.push_back(p);
    if (unsupplied.empty()) {
        state.SkipWithError("every piece is supplied");
        return;
    }
    std::size_t next = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(evaluator.supplyReasons(unsupplied[next], 0).size());
        next = (next + 1) % unsupplied.size();
    }
}
BENCHMARK(BM_ExplainUnsupplied)->Unit(benchmark::kMicrosecond);

}  // namespace
