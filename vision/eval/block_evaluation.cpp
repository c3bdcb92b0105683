#include "vision/eval/block_evaluation.hpp"

#include "vision/blocks/block_reading.hpp"
#include "vision/synth/printed_sheet.hpp"
#include "vision/synth/synthetic_camera.hpp"
#include "vision/table/table_map.hpp"

#include <algorithm>
#include <chrono>

namespace adj::vision::eval {

BlockEvaluationResult evaluateBlocks(const data::GameData& game, const data::GameMap& map,
                                     const BlockEvaluationOptions& options, const std::function<void(int)>& progress)
{
    MarkerLayout layout;
    const synth::PrintedSheet sheet = synth::printGameMap(map, game.definition, 4.0, &layout);
    const TableMap table(game.definition, map);
    const OccupancyOptions occupancy = blockOccupancyOptions(options.scatter.size);

    BlockEvaluationResult result;
    for (int n = 0; n < options.scenes; ++n) {
        const unsigned seed = options.seed + static_cast<unsigned>(n);
        const BlockTable blocks = scatterBlocks(game.definition, map, options.scatter, seed);
        synth::SyntheticCamera camera(sheet, options.conditions, seed, options.frameSize);
        const synth::RenderedFrame frame = camera.render(blocks.scene);
        ++result.scenes;

        // As in evaluateVision: a new camera per scene; its second frame is what a running table pays.
        OccupancyPipeline pipeline =
            table.pipeline(std::min(1.0, std::max(0.5, 960.0 / frame.image.cols)), table.reference(), occupancy);
        const auto read = [&](double& ms, FrameOccupancy& seen) {
            const auto t0 = std::chrono::steady_clock::now();
            seen = pipeline.process(frame.image);
            std::vector<SeenStack> found;
            if (seen.geometry.ok()) found = blocksOf(table, seen, pipeline.detector(), options.scatter.size);
            ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
            return found;
        };
        double firstMs = 0;
        double ms = 0;
        FrameOccupancy seen;
        (void)read(firstMs, seen);
        const std::vector<SeenStack> found = read(ms, seen);
        if (!seen.geometry.ok()) {
            result.unregistered.push_back("scene " + std::to_string(n + 1) + " (seed " + std::to_string(seed) +
                                          "): " + seen.geometry.registration.reason);
        } else {
            ++result.registered;
            result.frameMs.push_back(ms);
            result.firstFrameMs.push_back(firstMs);
            std::vector<tracker::ObservedStack> observed;
            for (const SeenStack& s : found) observed.push_back(s.stack);
            BlockScore score = scoreBlocks(blocks.blocks, frame.truth, observed);
            for (auto& m : score.mistakes) m = "scene " + std::to_string(n + 1) + ": " + m;
            result.blocks += score;
        }
        if (progress) progress(n + 1);
    }
    return result;
}

} // namespace adj::vision::eval
