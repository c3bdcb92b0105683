// Cost of naming the top pieces of a committed board: what TableVision pays once per commit (not per
// frame) when counters carry markers (fiducial) or are told by their printed faces (appearance):
// identifyStacks, the reads with the steps that follow them (identify_stacks.hpp). The reads alone
// (readTopPieces) are timed beside it for fiducials, whose later steps read markers again. The
// War for the Union practice map with its scenario's counters scattered as eval-vision scatters them
// (64 counters), photographed at `normal` conditions at 1080p and 4K. OpenCV is held to one thread.
//
//   identity_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true

#include "engine/data/game_manifest.hpp"
#include "engine/games/game.hpp"
#include "vision/eval/scattered_position.hpp"
#include "vision/identity/face_reader.hpp"
#include "vision/identity/fiducial_reader.hpp"
#include "vision/print/printed_faces.hpp"
#include "vision/synth/synthetic_camera.hpp"
#include "vision/table/frame_stacks.hpp"
#include "vision/table/identify_stacks.hpp"
#include "vision/table/stack_identity.hpp"
#include "vision/table/table_scene.hpp"

#include <benchmark/benchmark.h>

#include <opencv2/core/utility.hpp>

#include <map>
#include <memory>

namespace adj::vision {
namespace {

constexpr const char* kScenario = "practice-border-war";

const games::Game& practiceGame()
{
    static const auto game = games::loadGame(data::defaultDataDir() / "games" / "war-for-the-union");
    return *game;
}

// One photographed board per frame size and identity mode (fiducial faces wear their markers).
struct Board {
    std::unique_ptr<TableMap> table;
    PieceFootings footings;
    cv::Mat frame;
    FrameStacks seen;
};

const Board& boardFor(int width, bool fiducialFaces)
{
    static std::map<std::pair<int, bool>, std::unique_ptr<Board>> boards;
    auto& slot = boards[{width, fiducialFaces}];
    if (!slot) {
        cv::setNumThreads(1);
        const games::Game& game = practiceGame();
        const data::GameMap& map = game.data.maps.at("practice");
        const data::Scenario& scenario = *game.data.findScenario(kScenario);
        const FiducialKit kit = fiducialFaces ? fiducialKitOf(game.data, kScenario) : FiducialKit{};
        const TableSceneMaker maker(game.data, map, 4.0, kit);
        const synth::Conditions conditions = synth::Conditions::preset(synth::ConditionLevel::Normal);
        const unsigned seed = 1000;
        const model::Position position = eval::scatteredPosition(game.data, map, scenario.start, {}, seed);
        synth::SyntheticCamera camera(maker.sheet(), conditions, seed, {width, width * 9 / 16});
        slot = std::make_unique<Board>();
        slot->table = std::make_unique<TableMap>(game.data.definition, map);
        slot->footings = PieceFootings(game.data);
        slot->frame = camera.render(maker.scene(position, conditions, seed)).image;
        OccupancyPipeline pipeline = slot->table->pipeline(0.5);
        slot->seen = stacksInFrame(*slot->table, pipeline, slot->frame);
    }
    return *slot;
}

enum class Steps { ReadsOnly, Identified };

void readAll(benchmark::State& state, const TopPieceReader& reader, const Board& board, Steps steps = Steps::Identified)
{
    std::size_t named = 0;
    for (auto _ : state) {
        std::vector<SeenStack> stacks = board.seen.stacks;
        if (steps == Steps::ReadsOnly) readTopPieces(board.frame, board.seen.seen, reader, *board.table, stacks);
        else identifyStacks(board.frame, board.seen.seen, reader, *board.table, board.footings, stacks);
        named = 0;
        for (const auto& s : stacks) named += s.stack.top.empty() ? 0 : 1;
        benchmark::DoNotOptimize(named);
    }
    state.counters["stacks"] = static_cast<double>(board.seen.stacks.size());
    state.counters["named"] = static_cast<double>(named);
}

void BM_FiducialTopsOfABoard(benchmark::State& state)
{
    const Board& board = boardFor(static_cast<int>(state.range(0)), true);
    static const FiducialReader reader(fiducialKitOf(practiceGame().data, kScenario));
    readAll(state, reader, board);
}
BENCHMARK(BM_FiducialTopsOfABoard)->Arg(1920)->Arg(3840)->Unit(benchmark::kMillisecond);

void BM_FiducialReadsAloneOfABoard(benchmark::State& state)
{
    const Board& board = boardFor(static_cast<int>(state.range(0)), true);
    static const FiducialReader reader(fiducialKitOf(practiceGame().data, kScenario));
    readAll(state, reader, board, Steps::ReadsOnly);
}
BENCHMARK(BM_FiducialReadsAloneOfABoard)->Arg(1920)->Arg(3840)->Unit(benchmark::kMillisecond);

void BM_AppearanceTopsOfABoard(benchmark::State& state)
{
    const Board& board = boardFor(static_cast<int>(state.range(0)), false);
    static const FaceReader reader(print::printedFaceLibrary(practiceGame().data, kScenario));
    readAll(state, reader, board);
}
BENCHMARK(BM_AppearanceTopsOfABoard)->Arg(1920)->Arg(3840)->Unit(benchmark::kMillisecond);

} // namespace
} // namespace adj::vision
