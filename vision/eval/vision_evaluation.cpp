#include "vision/eval/vision_evaluation.hpp"

#include "vision/stability/still_frame_mean.hpp"
#include "vision/synth/synthetic_camera.hpp"
#include "vision/table/frame_stacks.hpp"
#include "vision/table/identify_stacks.hpp"
#include "vision/table/table_scene.hpp"
#include "vision/table/table_vision.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>
#include <string>

namespace adj::vision::eval {
namespace {

/// Frames fed to the stability gate per hand scene: the still board, then the hand held still for
/// longer than the gate's still time (the hardest case: a hand that does not move is still "still").
constexpr double kGateFrameSeconds = 0.6;
constexpr int kStillFrames = 5;
constexpr int kHandFrames = 4;

/// A hand reaching from the south edge to `reachMm`, its forearm off the near edge of the map.
synth::SceneHand handOver(cv::Point2d reachMm, double mapHeightMm, unsigned seed)
{
    synth::SceneHand hand;
    hand.reachMm = reachMm;
    hand.fromMm = {reachMm.x + 80, mapHeightMm + 450};
    hand.heightMm = 40 + static_cast<double>(seed % 5) * 10;
    const auto& tones = synth::skinTones();
    hand.skin = tones[seed % tones.size()];
    hand.sleeve = cv::Scalar(90, 60, 40);
    return hand;
}

std::vector<tracker::ObservedStack> observed(const std::vector<SeenStack>& stacks)
{
    std::vector<tracker::ObservedStack> out;
    out.reserve(stacks.size());
    for (const auto& s : stacks) out.push_back(s.stack);
    return out;
}

} // namespace

double quantile(std::vector<double> values, double q)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(values.size())));
    return values[std::min(values.size() - 1, rank == 0 ? 0 : rank - 1)];
}

EvaluationResult evaluateVision(const games::Game& game, const data::GameMap& map, const model::Position& start,
                                const EvaluationOptions& options, const std::function<void(int)>& progress)
{
    if (options.stillFrames < 1 || options.stillFrames > StillFrameMean::kMostFrames) {
        throw std::invalid_argument("still frames must be 1 to " + std::to_string(StillFrameMean::kMostFrames) +
                                    ", not " + std::to_string(options.stillFrames));
    }
    const TableSceneMaker maker(game.data, map, 4.0, options.fiducialFaces);
    const TableMap table(game.data.definition, map);
    const PieceFootings footings(game.data);
    TableVision gate(game, map);
    const synth::Conditions& conditions = options.conditions;
    const double mapHeight = maker.layout().mapSizeMm.height;
    const double mapWidth = maker.layout().mapSizeMm.width;

    EvaluationResult result;
    for (int n = 0; n < options.scenes; ++n) {
        const unsigned seed = options.seed + static_cast<unsigned>(n);
        const model::Position position = scatteredPosition(game.data, map, start, options.scatter, seed);
        const auto truthStacks = maker.stacks(position);
        const synth::Scene scene = maker.scene(position, conditions, seed);
        synth::SyntheticCamera camera(maker.sheet(), conditions, seed, options.frameSize);
        const synth::RenderedFrame frame = camera.render(scene);
        ++result.scenes;
        // The still table as identity reads it: the mean of the frames taken of it.
        cv::Mat identityImage = frame.image;
        if (options.stillFrames > 1) {
            StillFrameMean still;
            still.add(frame.image);
            for (int i = 1; i < options.stillFrames; ++i) still.add(camera.render(scene).image);
            identityImage = still.mean();
        }
        if (options.seeFrames) options.seeFrames(n + 1, frame.image, identityImage);

        // A fresh pipeline per scene: each scene has its own camera, as a new table would.
        // The first frame builds the rectification tables; a running camera reuses them, so the frame
        // is seen twice and the second time is the one a table pays frame after frame. The tops are
        // read only the second time: reading them builds nothing, and takes seconds at 4K.
        OccupancyPipeline pipeline = table.pipeline(std::min(1.0, std::max(0.5, 960.0 / frame.image.cols)));
        const auto detect = [&](double& ms, bool readTops) {
            const auto t0 = std::chrono::steady_clock::now();
            FrameStacks seen = stacksInFrame(table, pipeline, frame.image);
            if (readTops && seen.seen.geometry.ok() && options.identity) {
                identifyStacks(identityImage, seen.seen, *options.identity, table, footings, seen.stacks);
            }
            ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            return seen;
        };
        double firstMs = 0;
        double ms = 0;
        (void)detect(firstMs, false);
        FrameStacks seen = detect(ms, true);

        if (!seen.seen.geometry.ok()) {
            result.unregistered.push_back("scene " + std::to_string(n + 1) + " (seed " + std::to_string(seed) +
                                          "): " + seen.seen.geometry.registration.reason);
        } else {
            ++result.registered;
            result.frameMs.push_back(ms);
            result.firstFrameMs.push_back(firstMs);
            for (const ForeignObject& object : seen.seen.occupancy.foreign) {
                const std::string space = table.spaceAt(object.centroidMm);
                result.busy.push_back("scene " + std::to_string(n + 1) + ": something over the map at " +
                                                 (space.empty() ? std::string("its edge") : space) + " (" +
                                                 std::to_string(static_cast<int>(std::lround(object.areaMm2))) + " mm2)");
            }
            result.busyStillTables += seen.seen.occupancy.foreign.empty() ? 0 : 1;
            result.glareTables += seen.seen.occupancy.glare.empty() ? 0 : 1;
            StackScore score = scoreStacks(truthStacks, frame.truth, observed(seen.stacks), options.identifiable);
            for (auto& m : score.mistakes) m = "scene " + std::to_string(n + 1) + ": " + m;
            for (auto& u : score.unsure) u = "scene " + std::to_string(n + 1) + ": " + u;
            result.stacks += score;
        }

        if (options.handEvery > 0 && n % options.handEvery == options.handEvery - 1) {
            ++result.handScenes;
            gate.reset();
            double t = 0;
            bool committedStill = false;
            for (int i = 0; i < kStillFrames; ++i, t += kGateFrameSeconds) {
                committedStill = gate.process(frame.image, t).stable.has_value() || committedStill;
            }
            result.stillBoardsUncommitted += committedStill ? 0 : 1;
            cv::RNG rng(seed);
            synth::Scene withHand = scene;
            withHand.hands.push_back(handOver({rng.uniform(0.15, 0.85) * mapWidth, rng.uniform(0.2, 0.8) * mapHeight},
                                              mapHeight, seed));
            const synth::RenderedFrame handFrame = camera.render(withHand);
            if (handFrame.truth.handsOverMap > 0) {
                for (int i = 0; i < kHandFrames; ++i, t += kGateFrameSeconds) {
                    ++result.handFrames;
                    result.handFramesCommitted += gate.process(handFrame.image, t).stable ? 1 : 0;
                }
            }
        }
        if (progress) progress(n + 1);
    }
    return result;
}

} // namespace adj::vision::eval
