#include "app/cli/vision_commands.hpp"

#include "app/cli/cli_arguments.hpp"
#include "app/cli/cli_commands.hpp"
#include "engine/data/data_error.hpp"
#include "engine/data/game_data.hpp"
#include "engine/data/game_manifest.hpp"
#include "engine/data/yaml_file.hpp"
#include "vision/synth/camera_pose.hpp"
#include "vision/synth/conditions.hpp"
#include "vision/synth/synthetic_camera.hpp"
#include "vision/blocks/block_reading.hpp"
#include "vision/eval/block_table.hpp"
#include "vision/synth/printed_sheet.hpp"
#include "vision/synth/video_script.hpp"
#include "vision/io/image_file.hpp"
#include "vision/identity/face_reader.hpp"
#include "vision/identity/fiducial_kit.hpp"
#include "vision/identity/fiducial_reader.hpp"
#include "vision/registration/feature_registration.hpp"
#include "vision/table/frame_stacks.hpp"
#include "vision/table/identify_stacks.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/table_scene.hpp"

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/videoio.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>

namespace adj::cli {

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

json point(cv::Point2d p) {
    return json::array({std::round(p.x * 100) / 100, std::round(p.y * 100) / 100});
}

json matrix(const cv::Matx33d& m) {
    json rows = json::array();
    for (int r = 0; r < 3; ++r) rows.push_back({m(r, 0), m(r, 1), m(r, 2)});
    return rows;
}

json stacksJson(const std::vector<vision::StackTruth>& stacks) {
    json list = json::array();
    for (const auto& s : stacks)
        list.push_back({{"space", s.space}, {"side", s.side}, {"count", s.pieces.size()}, {"pieces", s.pieces},
                        {"mm", point(s.anchorMm)}});
    return list;
}

json piecesJson(const model::Position& position) {
    json list = json::array();
    for (const auto& p : position.pieces) list.push_back({{"id", p.id}, {"side", p.side}, {"space", p.location.space}});
    return list;
}

void writeText(const fs::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::trunc);
    out << text;
    if (!out) throw BadInput("cannot write '" + file.string() + "'");
}

// ---- synth -------------------------------------------------------------------------------------

// synth --blocks N: a block game's table, N wooden blocks of the game's sides scattered over the map.
int synthBlocksOrThrow(const Arguments& a, const data::GameData& game) {
    if (a.has("--position") || a.has("--fiducials") || a.has("--scenario")) {
        throw BadInput("--blocks lays out its own blocks: it goes without --position, --fiducials and --scenario");
    }
    if (!a.has("--out")) throw BadInput("where to? give --out DIR");
    const auto seed = static_cast<unsigned>(parseInteger("--seed", a.get("--seed", "1"), 0, 2147483647));
    const auto conditions = parseConditions(a.get("--conditions", "normal"));
    const cv::Size size = parseSize(a.get("--size"), {1920, 1080});
    const data::GameMap map = chooseMap(game, a.get("--map"));
    vision::eval::BlockScatterOptions scatter;
    scatter.blocks = static_cast<int>(parseInteger("--blocks", a.get("--blocks"), 1, 400));
    const vision::eval::BlockTable table = vision::eval::scatterBlocks(game.definition, map, scatter, seed);
    const fs::path out = a.get("--out");
    fs::create_directories(out);
    vision::synth::SyntheticCamera camera(vision::synth::printGameMap(map, game.definition, 4.0), conditions, seed, size);
    const vision::synth::RenderedFrame frame = camera.render(table.scene);
    const fs::path png = out / "frame.png";
    if (!cv::imwrite(png.string(), frame.image)) throw BadInput("cannot write '" + png.string() + "'");
    json blocks = json::array();
    for (const auto& b : table.blocks) {
        const auto* seen = frame.truth.find(b.id);
        blocks.push_back({{"id", b.id}, {"side", b.side}, {"space", b.space}, {"mm", point(b.centreMm)},
                          {"tipped", b.tipped},
                          {"visibility", seen ? vision::synth::toString(seen->visibility) : "out-of-frame"}});
    }
    const json truth = {{"game", game.manifest.id}, {"map", map.id},   {"seed", seed},
                        {"conditions", conditions.name}, {"imageSize", {size.width, size.height}},
                        {"blocks", blocks}, {"camera", json::parse(vision::synth::toJson(frame.truth))}};
    const fs::path truthFile = out / "truth.json";
    writeText(truthFile, truth.dump(2, ' ', false, kJsonInvalidUtf8) + "\n");
    std::cout << json{{"frame", png.string()}, {"truth", truthFile.string()}, {"blocks", blocks.size()}}.dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
    return kExitOk;
}

int synthFrameOrThrow(const std::vector<std::string>& arguments) {
    const Arguments a = parseArguments(
        arguments,
        {"--game", "--position", "--out", "--seed", "--conditions", "--size", "--scenario", "--data", "--blocks", "--map"},
        false, {"--fiducials"});
    const fs::path dataDir = a.get("--data", data::defaultDataDir().string());
    const data::GameData game = loadGameData(dataDir, a.get("--game"));
    if (a.has("--blocks")) return synthBlocksOrThrow(a, game);
    if (a.has("--map")) throw BadInput("--map goes with --blocks; a position names its own map");
    if (!a.has("--position")) throw BadInput("which position? give --position POS.yaml (or --blocks N)");
    if (!a.has("--out")) throw BadInput("where to? give --out DIR");
    const auto seed = static_cast<unsigned>(parseInteger("--seed", a.get("--seed", "1"), 0, 2147483647));
    const auto conditions = parseConditions(a.get("--conditions", "normal"));
    const cv::Size size = parseSize(a.get("--size"), {1920, 1080});
    const model::Position position = data::loadPosition(a.get("--position"), game);
    const data::GameMap map = chooseMap(game, position.map);
    const fs::path out = a.get("--out");
    fs::create_directories(out);

    // --fiducials: the counters of the demo kit `render-counters --fiducials [--scenario ID]` prints.
    const vision::TableSceneMaker maker(game, map, 4.0,
                                        a.has("--fiducials") ? vision::fiducialKitOf(game, a.get("--scenario"))
                                                             : vision::FiducialKit{});
    vision::synth::SyntheticCamera camera(maker.sheet(), conditions, seed, size);
    const auto stacks = maker.stacks(position);
    const vision::synth::RenderedFrame frame = camera.render(maker.scene(position, conditions, seed));
    const fs::path png = out / "frame.png";
    if (!cv::imwrite(png.string(), frame.image)) throw BadInput("cannot write '" + png.string() + "'");

    std::map<std::string, std::string> spaceOf;
    for (const auto& p : position.pieces) spaceOf[p.id] = p.location.space;
    json pieces = json::array();
    for (const auto& p : frame.truth.pieces) {
        const model::Piece* piece = position.findPiece(p.id);
        pieces.push_back({{"id", p.id}, {"side", piece ? piece->side : ""}, {"space", spaceOf[p.id]},
                          {"mm", point(p.centreMm)}, {"stackLevel", p.stackLevel},
                          {"visibility", vision::synth::toString(p.visibility)},
                          {"visibleFraction", std::round(p.visibleFraction * 1000) / 1000}});
    }
    const json truth = {
        {"game", game.manifest.id},
        {"map", map.id},
        {"position", a.get("--position")},
        {"seed", seed},
        {"conditions", conditions.name},
        {"imageSize", {size.width, size.height}},
        {"homography", {{"mapToImage", matrix(frame.truth.mapToImage)},
                        {"distortionK", frame.truth.distortionK},
                        {"note", "map mm -> ideal pixels; RadialDistortion::forFrame(imageSize, k) gives frame pixels"}}},
        {"pieces", pieces},
        {"stacks", stacksJson(stacks)},
        {"camera", json::parse(vision::synth::toJson(frame.truth))},
    };
    const fs::path truthFile = out / "truth.json";
    writeText(truthFile, truth.dump(2, ' ', false, kJsonInvalidUtf8) + "\n");
    std::cout << json{{"frame", png.string()}, {"truth", truthFile.string()}, {"pieces", pieces.size()},
                      {"stacks", stacks.size()}}
                     .dump(2, ' ', false, kJsonInvalidUtf8)
              << '\n';
    return kExitOk;
}

// ---- synth-video -------------------------------------------------------------------------------

// Seconds of a hand during a move: reaching to the piece, carrying it, letting go.
constexpr double kReachSeconds = 0.4;
constexpr double kCarrySeconds = 0.6;
constexpr double kReleaseSeconds = 0.2;
using Step = vision::synth::VideoStep;

int framesFor(double seconds, double fps) {
    return seconds <= 0 ? 0 : std::max(1, static_cast<int>(std::lround(seconds * fps)));
}

class VideoOut {
public:
    VideoOut(const fs::path& file, cv::Size size, double fps) {
        if (!writer_.open(file.string(), cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), fps, size))
            throw BadInput("cannot write video '" + file.string() + "'");
        writer_.set(cv::VIDEOWRITER_PROP_QUALITY, 80);
    }
    void write(const cv::Mat& frame) {
        writer_.write(frame);
        ++frames_;
    }
    [[nodiscard]] int frames() const { return frames_; }

private:
    cv::VideoWriter writer_;
    int frames_ = 0;
};

vision::synth::SceneHand handFromSouth(cv::Point2d reachMm, double mapHeightMm) {
    vision::synth::SceneHand hand;
    hand.reachMm = reachMm;
    hand.fromMm = {reachMm.x + 80, mapHeightMm + 450};
    hand.heightMm = 60;
    hand.skin = vision::synth::skinTones()[1];
    hand.sleeve = cv::Scalar(90, 60, 40);
    return hand;
}

int synthVideoOrThrow(const std::vector<std::string>& arguments) {
    const Arguments a =
        parseArguments(arguments, {"--game", "--script", "--out", "--seed", "--fps", "--size", "--data"}, false);
    if (!a.has("--script")) throw BadInput("which script? give --script SCRIPT.yaml");
    if (!a.has("--out")) throw BadInput("where to? give --out FILE.avi");
    const fs::path out = a.get("--out");
    if (out.extension() != ".avi") throw BadInput("--out is an .avi file (MJPEG), not '" + out.string() + "'");
    const auto seed = static_cast<unsigned>(parseInteger("--seed", a.get("--seed", "1"), 0, 2147483647));
    const double fps = static_cast<double>(parseInteger("--fps", a.get("--fps", "10"), 1, 60));
    const cv::Size size = parseSize(a.get("--size"), {1280, 720});
    const vision::synth::VideoScript script = vision::synth::loadVideoScript(a.get("--script"));
    std::string gameId = a.get("--game", script.game);
    if (!script.game.empty() && gameId != script.game)
        throw BadInput("the script is for game '" + script.game + "', not '" + gameId + "'");
    const fs::path dataDir = a.get("--data", data::defaultDataDir().string());
    const data::GameData game = loadGameData(dataDir, gameId);
    model::Position position;
    if (!script.scenario.empty()) {
        const data::Scenario* scenario = game.findScenario(script.scenario);
        if (scenario == nullptr) throw BadInput("no scenario '" + script.scenario + "' in game '" + gameId + "'");
        position = scenario->start;
    } else {
        position = data::loadPosition(script.position, game);
    }
    const data::GameMap map = chooseMap(game, script.map.empty() ? position.map : script.map);
    for (const auto& step : script.steps) {
        for (const auto& id : step.pieces) {
            if (position.findPiece(id) == nullptr)
                throw BadInput(a.get("--script") + ":" + std::to_string(step.line) + ": no piece '" + id + "' in the position");
        }
        if (step.action == "move" && !map.graph.find(step.to))
            throw BadInput(a.get("--script") + ":" + std::to_string(step.line) + ": no space '" + step.to + "' on map '" +
                           map.id + "'");
    }
    if (!out.parent_path().empty()) fs::create_directories(out.parent_path());

    const auto conditions = parseConditions(script.conditions);
    const vision::TableSceneMaker maker(game, map);
    vision::synth::SyntheticCamera camera(maker.sheet(), conditions, seed, size);
    VideoOut video(out, size, fps);
    fs::path truthFile = out;
    truthFile.replace_extension(".truth.jsonl");
    std::ofstream truths(truthFile, std::ios::trunc);
    if (!truths) throw BadInput("cannot write '" + truthFile.string() + "'");

    const double mapHeight = maker.layout().mapSizeMm.height;
    const cv::Point2d mapCentre(maker.layout().mapSizeMm.width / 2, mapHeight / 2);
    const auto render = [&](const vision::synth::Scene& scene) { video.write(camera.render(scene).image); };
    const auto hold = [&](const model::Position& p, int frames) {
        const auto scene = maker.scene(p, conditions, seed);
        for (int i = 0; i < frames; ++i) render(scene);
    };
    const auto centreOf = [&](const std::string& space) {
        const auto& s = map.graph.space(*map.graph.find(space));
        return s.centre ? cv::Point2d(s.centre->x, s.centre->y) : cv::Point2d(mapCentre.x, mapHeight + 60);
    };

    for (std::size_t n = 0; n < script.steps.size(); ++n) {
        const Step& step = script.steps[n];
        const int first = video.frames();
        if (step.action == "wait") {
            hold(position, framesFor(step.seconds, fps));
        } else if (step.action == "hands") {
            const auto scene = maker.scene(position, conditions, seed);
            const int frames = framesFor(step.seconds, fps);
            for (int i = 0; i < frames; ++i) {
                const double t = i / fps;
                vision::synth::Scene withHand = scene;
                const cv::Point2d wander(90 * std::cos(2.1 * t), 50 * std::sin(2.9 * t));
                withHand.hands.push_back(handFromSouth(mapCentre + wander, mapHeight));
                render(withHand);
            }
        } else if (step.action == "bump") {
            camera.bump(step.bumpDeg[0], step.bumpDeg[1], step.bumpDeg[2], step.shiftMm);
        } else if (step.action == "move") {
            const std::string from = position.findPiece(step.pieces.front())->location.space;
            const cv::Point2d fromMm = centreOf(from.empty() ? step.to : from);
            const cv::Point2d toMm = centreOf(step.to);
            // Reach in to the piece over the unchanged board.
            const auto before = maker.scene(position, conditions, seed);
            const int reach = framesFor(kReachSeconds, fps);
            const cv::Point2d startMm(fromMm.x, mapHeight + 120);
            for (int i = 1; i <= reach; ++i) {
                vision::synth::Scene s = before;
                s.hands.push_back(handFromSouth(startMm + (fromMm - startMm) * (static_cast<double>(i) / reach), mapHeight));
                render(s);
            }
            // Carry it: the pieces are in the hand, off the board.
            model::Position lifted = position;
            for (const auto& id : step.pieces) lifted.findPiece(id)->location.space.clear();
            const auto carrying = maker.scene(lifted, conditions, seed);
            const int carry = framesFor(kCarrySeconds, fps);
            for (int i = 1; i <= carry; ++i) {
                vision::synth::Scene s = carrying;
                s.hands.push_back(handFromSouth(fromMm + (toMm - fromMm) * (static_cast<double>(i) / carry), mapHeight));
                render(s);
            }
            // Put them down (on top of whatever is there: last in the list) and let go.
            for (const auto& id : step.pieces) {
                auto it = std::find_if(position.pieces.begin(), position.pieces.end(),
                                       [&](const model::Piece& p) { return p.id == id; });
                model::Piece piece = *it;
                position.pieces.erase(it);
                piece.location.space = step.to;
                position.pieces.push_back(std::move(piece));
            }
            const auto after = maker.scene(position, conditions, seed);
            for (int i = 0; i < framesFor(kReleaseSeconds, fps); ++i) {
                vision::synth::Scene s = after;
                s.hands.push_back(handFromSouth(toMm + cv::Point2d(0, 25.0 * (i + 1)), mapHeight));
                render(s);
            }
        }
        // A wait is all stillness; after anything else the board is still from the hold on.
        const int stillFrom = step.action == "wait" ? first : video.frames();
        hold(position, framesFor(step.hold, fps));
        json line = {{"step", n + 1},
                     {"line", step.line},
                     {"action", step.describe},
                     {"firstFrame", first},
                     {"lastFrame", video.frames() - 1},
                     {"frames", video.frames() - first},
                     {"stillFrom", stillFrom},
                     {"stillSeconds", (video.frames() - stillFrom) / fps},
                     {"stacks", stacksJson(maker.stacks(position))},
                     {"pieces", piecesJson(position)}};
        truths << line.dump(-1, ' ', false, kJsonInvalidUtf8) << '\n';
    }
    truths.close();
    if (!truths) throw BadInput("cannot write '" + truthFile.string() + "'");
    std::cout << json{{"video", out.string()},     {"truth", truthFile.string()}, {"frames", video.frames()},
                      {"fps", fps},                {"size", {size.width, size.height}},
                      {"steps", script.steps.size()}, {"seconds", video.frames() / fps}}
                     .dump(2, ' ', false, kJsonInvalidUtf8)
              << '\n';
    return kExitOk;
}

// ---- detect ------------------------------------------------------------------------------------

int detectOrThrow(const std::vector<std::string>& arguments) {
    const Arguments a =
        parseArguments(arguments, {"--game", "--map", "--scenario", "--library", "--data"}, true, {"--fiducials", "--blocks"});
    const fs::path dataDir = a.get("--data", data::defaultDataDir().string());
    const data::GameData game = loadGameData(dataDir, a.get("--game"));
    if (a.positional.empty()) throw BadInput("which frames? give one or more IMAGE files");
    const data::GameMap map = chooseMap(game, a.get("--map"));
    const vision::TableMap table(game.definition, map);
    const vision::PieceFootings footings(game);
    // --fiducials: the counters are the demo kit `render-counters --fiducials [--scenario ID]` printed;
    // --library: their faces were learned by learn-faces.
    if (a.has("--fiducials") && a.has("--library")) throw BadInput("--fiducials or --library, not both");
    // --blocks: the pieces are a block game's wooden blocks; no identity (their labels face their owners).
    const bool blocks = a.has("--blocks");
    if (blocks && (a.has("--fiducials") || a.has("--library"))) {
        throw BadInput("--blocks reads no identity: it goes without --fiducials and --library");
    }
    const vision::OccupancyOptions occupancy = blocks ? vision::blockOccupancyOptions() : vision::tableOccupancyOptions();
    std::unique_ptr<vision::TopPieceReader> reader;
    if (a.has("--fiducials")) reader = std::make_unique<vision::FiducialReader>(vision::fiducialKitOf(game, a.get("--scenario")));
    if (a.has("--library")) reader = std::make_unique<vision::FaceReader>(vision::FaceLibrary::load(a.get("--library")));
    // Markers are searched for at half size, but in no less than 960 pixels' width (small frames).
    std::optional<vision::OccupancyPipeline> pipeline;
    std::optional<vision::FeatureReference> printReference;  // made when an image shows no markers
    cv::Size pipelineFor;
    json frames = json::array();
    bool allRead = true;
    for (const auto& file : a.positional) {
        json frame = {{"image", file}};
        // Its size checked before it is decoded: a 25000x25000 PNG took 4.7 GB, a 1x1 one threw.
        cv::Mat image;
        std::string unreadable;
        try {
            image = vision::readImageFile(file, vision::tableFrameLimits());
        } catch (const vision::ImageFileError& e) {
            unreadable = e.what();
        }
        if (image.empty()) {
            frame["registered"] = false;
            frame["why"] = "cannot read the image: " + unreadable;
            std::fprintf(stderr, "adjutant-cli detect: %s\n", unreadable.c_str());
            frame["pieces"] = json::array();
            frame["foreign"] = json::array();
            frame["glare"] = json::array();
            frames.push_back(frame);
            allRead = false;
            continue;
        }
        const auto start = std::chrono::steady_clock::now();
        if (!pipeline || pipelineFor != image.size()) {
            pipeline.emplace(table.pipeline(std::min(1.0, std::max(0.5, 960.0 / image.cols)), table.reference(), occupancy));
            pipelineFor = image.size();
        }
        // Each image on its own: no registration carried over from the one before.
        pipeline->useTouchedRegistration(std::nullopt);
        const auto piecesIn = [&] {
            if (!blocks) return vision::stacksInFrame(table, *pipeline, image);
            vision::FrameStacks out;
            out.seen = pipeline->process(image);
            if (out.seen.geometry.ok()) {
                out.stacks = vision::blocksOf(table, out.seen, pipeline->detector());
            }
            return out;
        };
        vision::FrameStacks found = piecesIn();
        std::string registeredBy = found.seen.geometry.ok() ? "markers" : "";
        std::string why = found.seen.geometry.registration.reason;
        if (!found.seen.geometry.ok()) {
            // No markers in view: the map is looked for by its own print.
            if (!printReference) printReference.emplace(table.reference(), table.grid(), table.layout().mapSizeMm);
            const vision::Registration byPrint = printReference->registerFrame(image);
            if (byPrint.ok) {
                pipeline->useTouchedRegistration(byPrint);
                found = piecesIn();
                registeredBy = "print";
            } else {
                why += "; nor was the map found by its print: " + byPrint.reason;
            }
        }
        if (reader) {
            vision::identifyStacks(image, found.seen, *reader, table, footings, found.stacks);
        }
        const vision::FrameOccupancy& seen = found.seen;
        const auto& reg = seen.geometry.registration;
        frame["registered"] = seen.geometry.ok();
        frame["registeredBy"] = registeredBy;
        frame["why"] = seen.geometry.ok() ? "" : why;
        frame["markers"] = {{"expected", reg.markersExpected}, {"seen", reg.markersSeen}, {"used", reg.markersUsed}};
        json pieces = json::array();
        json foreign = json::array();
        if (seen.geometry.ok()) {
            for (const auto& s : found.stacks) {
                json identity = json::array();
                for (const auto& c : s.stack.top) {
                    identity.push_back({{"piece", c.piece}, {"confidence", std::round(c.confidence * 1000) / 1000}});
                }
                json piece = {{"space", s.stack.space},
                              {"identity", identity},
                              {"side", s.stack.side},
                              {"count", s.stack.count.value_or(1)},
                              {"mm", point({s.stack.point.x, s.stack.point.y})},
                              {"confidence", std::round(s.confidence * 1000) / 1000},
                              {"sideConfidence", std::round(s.sideConfidence * 1000) / 1000}};
                if (s.stack.tipped) piece["tipped"] = *s.stack.tipped;
                pieces.push_back(piece);
            }
            for (const auto& f : seen.occupancy.foreign) {
                foreign.push_back({{"mm", point(f.centroidMm)},
                                   {"boundsMm", {f.boundsMm.x, f.boundsMm.y, f.boundsMm.width, f.boundsMm.height}},
                                   {"areaMm2", std::round(f.areaMm2)},
                                   {"hand", f.skinFraction > 0.3},
                                   {"shadow", f.darkFraction > 0.5},
                                   {"touchesEdge", f.touchesEdge}});
            }
        }
        json glare = json::array();
        for (const auto& g : found.seen.occupancy.glare) {
            glare.push_back({{"boundsMm", {g.boundsMm.x, g.boundsMm.y, g.boundsMm.width, g.boundsMm.height}},
                             {"areaMm2", std::round(g.areaMm2)},
                             {"washedOut", std::round(g.washedShare * 100) / 100},
                             {"mapPrintShown", std::round(g.printShown * 100) / 100},
                             {"spaces", table.spacesUnder(g)}});
        }
        frame["pieces"] = pieces;
        frame["foreign"] = foreign;
        frame["glare"] = glare;
        frame["processMs"] =
            std::round(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        frames.push_back(frame);
    }
    std::cout << json{{"game", game.manifest.id}, {"map", map.id}, {"frames", frames}}.dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
    return allRead ? kExitOk : kExitBadInput;
}

}  // namespace

int synthFrame(const std::vector<std::string>& arguments) {
    return guarded("synth", [&] { return synthFrameOrThrow(arguments); });
}

int synthVideo(const std::vector<std::string>& arguments) {
    return guarded("synth-video", [&] { return synthVideoOrThrow(arguments); });
}

int detectFrames(const std::vector<std::string>& arguments) {
    return guarded("detect", [&] { return detectOrThrow(arguments); });
}

}  // namespace adj::cli
