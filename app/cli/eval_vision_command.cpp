#include "app/cli/eval_vision_command.hpp"

#include "app/cli/cli_arguments.hpp"
#include "engine/data/game_manifest.hpp"
#include "engine/games/game.hpp"
#include "vision/eval/block_evaluation.hpp"
#include "vision/eval/vision_evaluation.hpp"
#include "vision/identity/face_reader.hpp"
#include "vision/identity/fiducial_kit.hpp"
#include "vision/identity/fiducial_reader.hpp"
#include "vision/print/printed_faces.hpp"
#include "vision/stability/still_frame_mean.hpp"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

#include <cmath>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>

namespace adj::cli {
namespace {

using nlohmann::json;

double rate(int part, int whole) { return whole > 0 ? std::round(1e5 * part / whole) / 1e5 : 0.0; }
double rounded(double v) { return std::round(v * 10) / 10; }

// The scenario whose counters are scattered: the one named, else the map's first scenario.
const data::Scenario& chooseScenario(const data::GameData& game, const data::GameMap& map, const std::string& wanted) {
    if (!wanted.empty()) {
        if (const data::Scenario* s = game.findScenario(wanted)) return *s;
        throw BadInput("no scenario '" + wanted + "' in game '" + game.manifest.id + "'");
    }
    for (const auto& [unused, scenario] : game.scenarios) {
        if (scenario.start.map == map.id) return scenario;
    }
    throw BadInput("game '" + game.manifest.id + "' has no scenario on map '" + map.id + "'; give --scenario ID");
}

// What every evaluation takes: conditions, how many scenes from which seed, and the frame size.
struct SceneRun {
    vision::synth::Conditions conditions;
    int scenes = 0;
    unsigned seed = 0;
    cv::Size frameSize;
};

SceneRun sceneRunOf(const Arguments& a) {
    SceneRun run;
    run.conditions = parseConditions(a.get("--conditions", "normal"));
    run.scenes = static_cast<int>(parseInteger("--scenes", a.get("--scenes", "200"), 1, 100000));
    run.seed = static_cast<unsigned>(parseInteger("--seed", a.get("--seed", "1"), 0, 2000000000));
    run.frameSize = parseSize(a.get("--size"), {1920, 1080});
    return run;
}

std::function<void(int)> progressTo(int scenes) {
    return [scenes](int scene) {
        if (scene % 10 == 0 || scene == scenes) std::fprintf(stderr, "eval-vision: %d/%d scenes\n", scene, scenes);
    };
}

// The end of every report: per-frame times, the scenes that did not register and each mistake, in words.
void addTimesAndLists(json& out, const std::vector<double>& frameMs, const std::vector<double>& firstFrameMs,
                      const std::vector<std::string>& unregistered, const std::vector<std::string>& mistakes) {
    out["median_ms"] = rounded(vision::eval::quantile(frameMs, 0.5));
    out["p95_ms"] = rounded(vision::eval::quantile(frameMs, 0.95));
    out["first_frame_median_ms"] = rounded(vision::eval::quantile(firstFrameMs, 0.5));
    out["unregistered"] = unregistered;
    out["mistakes"] = mistakes;
}

// --save-frames DIR: each table's frame as scene-N.png (N as in the mistakes), and the mean its tops were read
// off as scene-N-mean.png when there were several still frames, to look at what went wrong where.
std::function<void(int, const cv::Mat&, const cv::Mat&)> frameSaver(const std::filesystem::path& dir, int stillFrames) {
    std::error_code error;
    std::filesystem::create_directories(dir, error);
    if (error || !std::filesystem::is_directory(dir)) {
        throw BadInput("--save-frames: cannot make the folder '" + dir.string() + "'" +
                       (error ? ": " + error.message() : std::string()));
    }
    return [dir, stillFrames](int scene, const cv::Mat& frame, const cv::Mat& identityFrame) {
        const auto save = [](const std::filesystem::path& png, const cv::Mat& image) {
            if (!cv::imwrite(png.string(), image)) throw BadInput("--save-frames: cannot write '" + png.string() + "'");
        };
        const std::string name = "scene-" + std::to_string(scene);
        save(dir / (name + ".png"), frame);
        if (stillFrames > 1) save(dir / (name + "-mean.png"), identityFrame);
    };
}

// --pieces blocks: wooden blocks in the sides' colours instead of the scenario's counters, scored per hex.
int evaluateBlocksOrThrow(const Arguments& a) {
    for (const char* counterOnly :
         {"--scenario", "--counters", "--identity", "--library", "--hand-every", "--still-frames", "--save-frames"}) {
        if (a.has(counterOnly)) throw BadInput(std::string(counterOnly) + " goes with counters, not --pieces blocks");
    }
    const std::filesystem::path dataDir = a.get("--data", data::defaultDataDir().string());
    const data::GameData game = loadGameData(dataDir, a.get("--game"));
    const data::GameMap map = chooseMap(game, a.get("--map"));

    const SceneRun run = sceneRunOf(a);
    vision::eval::BlockEvaluationOptions options;
    options.conditions = run.conditions;
    options.scenes = run.scenes;
    options.seed = run.seed;
    options.frameSize = run.frameSize;
    options.scatter.blocks = static_cast<int>(parseInteger("--blocks", a.get("--blocks", "48"), 1, 400));
    const auto result = vision::eval::evaluateBlocks(game, map, options, progressTo(options.scenes));

    const auto& s = result.blocks;
    json out = {
        {"game", game.manifest.id},
        {"map", map.id},
        {"pieces", "blocks"},
        {"conditions", options.conditions.name},
        {"scenes", result.scenes},
        {"seed", options.seed},
        {"size", {options.frameSize.width, options.frameSize.height}},
        {"blocks_per_scene", options.scatter.blocks},
        {"registered_scenes", result.registered},
        {"visible_blocks", s.visible},
        {"space_accuracy", rate(s.rightSpace, s.visible)},
        {"tipped_accuracy", rate(s.rightTipped, s.visible)},
        {"hexes", s.hexes},
        {"hex_count_accuracy", rate(s.hexesRight, s.hexes)},
        {"missed_pieces", s.missed},
        {"false_pieces", s.falseBlocks},
    };
    addTimesAndLists(out, result.frameMs, result.firstFrameMs, result.unregistered, s.mistakes);
    std::cout << out.dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
    return kExitOk;
}

int evaluateOrThrow(const std::vector<std::string>& arguments) {
    const Arguments a = parseArguments(arguments,
                                       {"--game", "--map", "--scenario", "--conditions", "--scenes", "--seed", "--size",
                                        "--counters", "--identity", "--library", "--hand-every", "--still-frames",
                                        "--save-frames", "--data", "--pieces", "--blocks"},
                                       false);
    const std::string pieces = a.get("--pieces", "counters");
    if (pieces != "counters" && pieces != "blocks") throw BadInput("--pieces is counters or blocks, not '" + pieces + "'");
    if (pieces == "blocks") return evaluateBlocksOrThrow(a);
    if (a.has("--blocks")) throw BadInput("--blocks goes with --pieces blocks");
    const std::filesystem::path dataDir = a.get("--data", data::defaultDataDir().string());
    const auto game = games::loadGame(gameFolder(dataDir, a.get("--game")));
    const data::GameMap map = chooseMap(game->data, a.get("--map"));
    const data::Scenario& scenario = chooseScenario(game->data, map, a.get("--scenario"));

    const SceneRun run = sceneRunOf(a);
    vision::eval::EvaluationOptions options;
    options.conditions = run.conditions;
    options.scenes = run.scenes;
    options.seed = run.seed;
    options.frameSize = run.frameSize;
    options.scatter.counters = static_cast<int>(parseInteger("--counters", a.get("--counters", "64"), 1, 400));
    options.handEvery = static_cast<int>(parseInteger("--hand-every", a.get("--hand-every", "4"), 0, 100000));
    options.stillFrames = static_cast<int>(
        parseInteger("--still-frames", a.get("--still-frames", "1"), 1, vision::StillFrameMean::kMostFrames));
    if (a.has("--save-frames")) options.seeFrames = frameSaver(a.get("--save-frames"), options.stillFrames);
    const std::string identity = a.get("--identity", "none");
    if (identity != "none" && identity != "fiducial" && identity != "appearance") {
        throw BadInput("--identity is none, fiducial or appearance, not '" + identity + "'");
    }
    if (a.has("--library") && identity != "appearance") throw BadInput("--library goes with --identity appearance");
    if (identity == "fiducial") {
        // The demo kit of this scenario: its sheet printed with --fiducials, the synthetic counters too.
        options.fiducialFaces = vision::fiducialKitOf(game->data, scenario.id);
        options.identity = std::make_shared<vision::FiducialReader>(options.fiducialFaces);
        options.identifiable = [kit = options.fiducialFaces](const std::string& piece) {
            return kit.fiducialOf(piece).has_value();
        };
    } else if (identity == "appearance") {
        // The faces a scan of the scenario's printed counter sheet teaches, or a library learned elsewhere.
        auto library = a.has("--library") ? vision::FaceLibrary::load(a.get("--library"))
                                          : vision::print::printedFaceLibrary(game->data, scenario.id);
        auto faces = std::make_shared<vision::FaceReader>(std::move(library));
        options.identifiable = [r = faces.get()](const std::string& piece) {
            return r->library().find(piece) != nullptr;
        };
        options.identity = std::move(faces);
    }

    const auto result = vision::eval::evaluateVision(*game, map, scenario.start, options, progressTo(options.scenes));

    const auto& s = result.stacks;
    json out = {
        {"game", game->data.manifest.id},
        {"map", map.id},
        {"scenario", scenario.id},
        {"conditions", options.conditions.name},
        {"scenes", result.scenes},
        {"seed", options.seed},
        {"size", {options.frameSize.width, options.frameSize.height}},
        {"counters_per_scene", options.scatter.counters},
        {"still_frames", options.stillFrames},
        {"registered_scenes", result.registered},
        {"visible_stacks", s.visible},
        {"space_accuracy", rate(s.rightSpace, s.visible)},
        {"side_accuracy", rate(s.rightSide, s.visible)},
        {"count_accuracy", rate(s.rightCount, s.visible)},
        {"missed_pieces", s.missed},
        {"false_pieces", s.falsePieces},
        {"extra_stacks", s.extraStacks},
        {"identity", identity},
        {"identity_scored", s.identityScored},
        {"identity_accuracy", s.identityScored > 0 ? json(rate(s.identityRight, s.identityScored)) : json()},
        {"identity_unsure", s.identityUnsure()},
        {"identity_confidently_wrong", s.identityWrong},
        {"identity_unknown_named", s.identityUnknownNamed},
        {"identity_among_candidates",
         s.identityScored > 0 ? json(rate(s.identityAmongCandidates, s.identityScored)) : json()},
        {"hand_scenes", result.handScenes},
        {"hand_frames", result.handFrames},
        {"hand_frames_committed", result.handFramesCommitted},
        {"still_boards_uncommitted", result.stillBoardsUncommitted},
        {"busy_still_tables", result.busyStillTables},
        {"glare_tables", result.glareTables},
        {"busy", result.busy},
    };
    addTimesAndLists(out, result.frameMs, result.firstFrameMs, result.unregistered, s.mistakes);
    out["unsure"] = s.unsure;
    std::cout << out.dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
    return kExitOk;
}

}  // namespace

int evaluateVisionCommand(const std::vector<std::string>& arguments) {
    return guarded("eval-vision", [&] { return evaluateOrThrow(arguments); });
}

}  // namespace adj::cli
