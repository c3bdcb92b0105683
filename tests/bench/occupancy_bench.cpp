// Per-frame cost of seeing the board: marker registration with the lens estimate,
// rectification onto the 1.5 px/mm grid (test::occupancyGrid) and occupancy against the printed empty map, on
// synthetic frames of the practice map with 60 counters (12 of them stacked) at the
// `normal` conditions. OpenCV is held to one thread: the budget is per core.
//
//   occupancy_bench --benchmark_repetitions=9 --benchmark_report_aggregates_only=true

// The vision test kit keeps pictures in a test output folder; the benchmark writes none.
#ifndef ADJUTANT_TEST_OUTPUT
#define ADJUTANT_TEST_OUTPUT "/tmp/adjutant-bench-output"
#endif
#include "../vision/support/occupancy_kit.hpp"
#include "vision/stability/still_frame_mean.hpp"

#include <benchmark/benchmark.h>

#include <opencv2/core/utility.hpp>

#include <map>
#include <memory>

namespace adj::vision {
namespace {

struct Setup {
    cv::Mat frame;
    OccupancyPipeline pipeline = test::practicePipeline();
};

Setup& setupFor(cv::Size size)
{
    static std::map<int, std::unique_ptr<Setup>> setups;
    auto& slot = setups[size.width];
    if (!slot) {
        cv::setNumThreads(1);
        slot = std::make_unique<Setup>();
        const auto conditions = synth::Conditions::preset(synth::ConditionLevel::Normal);
        cv::RNG rng(7);
        synth::Scene scene;
        scene.pieces = synth::placeCounters(test::scatter(test::kitCounters(40, false), 60, 12, rng), conditions, rng);
        synth::SyntheticCamera camera(test::kit().sheet, conditions, 7, size);
        slot->frame = camera.render(scene).image;
        (void)slot->pipeline.process(slot->frame); // build the rectification tables once
    }
    return *slot;
}

// The steady state: registration every frame, tables reused while the camera holds still.
void BM_FrameToOccupancy(benchmark::State& state)
{
    Setup& s = setupFor({static_cast<int>(state.range(0)), static_cast<int>(state.range(1))});
    std::size_t blobs = 0;
    for (auto _ : state) {
        const FrameOccupancy out = s.pipeline.process(s.frame);
        blobs = out.occupancy.blobs.size();
        benchmark::DoNotOptimize(blobs);
    }
    state.counters["blobs"] = static_cast<double>(blobs);
}
BENCHMARK(BM_FrameToOccupancy)->Args({1920, 1080})->Args({3840, 2160})->Unit(benchmark::kMillisecond);

// What a still board's frame costs on top when counters are read (TableVision keeps it for the mean the
// tops are read off, still_frame_mean.hpp): adding it to the sum, a still period after another, the
// sum's memory kept; and once per commit, the mean of all.
void BM_StillFrameAdded(benchmark::State& state)
{
    Setup& s = setupFor({static_cast<int>(state.range(0)), static_cast<int>(state.range(1))});
    StillFrameMean still;
    for (auto _ : state) {
        if (still.frames() == StillFrameMean::kMostFrames) still.clear();
        still.add(s.frame);
        benchmark::DoNotOptimize(still.frames());
    }
}
BENCHMARK(BM_StillFrameAdded)->Args({1920, 1080})->Args({3840, 2160})->Unit(benchmark::kMillisecond);

void BM_StillFramesMean(benchmark::State& state)
{
    Setup& s = setupFor({static_cast<int>(state.range(0)), static_cast<int>(state.range(1))});
    StillFrameMean still;
    for (int i = 0; i < 4; ++i) still.add(s.frame);
    for (auto _ : state) {
        const cv::Mat mean = still.mean();
        benchmark::DoNotOptimize(mean.data);
    }
}
BENCHMARK(BM_StillFramesMean)->Args({1920, 1080})->Args({3840, 2160})->Unit(benchmark::kMillisecond);

// The stages on their own, to see where the time goes. Registration with the markers
// searched for in the full frame (100) and in a half-size one (50, the pipeline's default).
void BM_RegistrationOnly(benchmark::State& state)
{
    Setup& s = setupFor({1920, 1080});
    const MarkerRegistrar registrar(test::kit().layout);
    const double scale = static_cast<double>(state.range(0)) / 100.0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(registerWithLens(registrar, s.frame, scale));
    }
}
BENCHMARK(BM_RegistrationOnly)->Arg(100)->Arg(50)->Unit(benchmark::kMillisecond);

void BM_OccupancyOnly(benchmark::State& state)
{
    Setup& s = setupFor({1920, 1080});
    const FrameOccupancy seen = s.pipeline.process(s.frame);
    cv::Mat valid(seen.rectified.size(), CV_8U, cv::Scalar(255));
    OccupancyDetector detector = s.pipeline.detector(); // detect keeps working images: its own copy
    for (auto _ : state) {
        benchmark::DoNotOptimize(detector.detect(seen.rectified, valid, seen.view));
    }
}
BENCHMARK(BM_OccupancyOnly)->Unit(benchmark::kMillisecond);

} // namespace
} // namespace adj::vision
