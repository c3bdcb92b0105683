// Loading a game's data from YAML: what a player waits for when choosing a game. Target: 50 ms.
//   BM_LoadWarForTheUnionData: pieces, terrain, the 70 x 40 gazetteer map, the practice map and the
//     scenario of data/games/war-for-the-union (engine/data, all validation included);
//   BM_LoadOpenFieldGame: a whole game through the games layer (data, rules.yaml, calendar, sequence).
#include <benchmark/benchmark.h>

#include "engine/data/game_data.hpp"
#include "engine/data/game_manifest.hpp"
#include "engine/games/game.hpp"

namespace {

void BM_LoadWarForTheUnionData(benchmark::State& state) {
    const auto folder = adj::data::defaultDataDir() / "games" / "war-for-the-union";
    std::size_t spaces = 0;
    for (auto _ : state) {
        const adj::data::GameData game = adj::data::loadGameData(folder);
        spaces = 0;
        for (const auto& [id, map] : game.maps) spaces += map.graph.spaceCount();
        benchmark::DoNotOptimize(spaces);
    }
    state.counters["spaces"] = static_cast<double>(spaces);
}
BENCHMARK(BM_LoadWarForTheUnionData)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

void BM_LoadOpenFieldGame(benchmark::State& state) {
    const auto folder = std::filesystem::path(ADJUTANT_TEST_FIXTURES) / "games" / "open-field";
    for (auto _ : state) benchmark::DoNotOptimize(adj::games::loadGame(folder));
}
BENCHMARK(BM_LoadOpenFieldGame)->Unit(benchmark::kMillisecond)->Repetitions(5)->ReportAggregatesOnly(true);

}  // namespace
