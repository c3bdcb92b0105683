#pragma once
// Measuring block-game vision end to end: N tables of blocks scattered over a printed map (see
// block_table.hpp), each photographed by its own synthetic camera under the chosen conditions, read
// by what `adjutant-cli detect --blocks` runs, and scored per hex and side (block_score.hpp).
// `adjutant-cli eval-vision --pieces blocks` prints the result.

#include "engine/data/game_data.hpp"
#include "vision/eval/block_score.hpp"
#include "vision/eval/block_table.hpp"
#include "vision/synth/conditions.hpp"

#include <opencv2/core.hpp>

#include <functional>
#include <string>
#include <vector>

namespace adj::vision::eval {

struct BlockEvaluationOptions {
    synth::Conditions conditions = synth::Conditions::preset(synth::ConditionLevel::Normal);
    int scenes = 200;
    unsigned seed = 1;
    cv::Size frameSize{1920, 1080};
    BlockScatterOptions scatter;
};

struct BlockEvaluationResult {
    int scenes = 0;
    int registered = 0;
    BlockScore blocks;                 ///< Over all registered frames.
    std::vector<double> frameMs;       ///< Per registered frame, camera steady (rectification tables reused).
    std::vector<double> firstFrameMs;  ///< A new camera's first frame.
    std::vector<std::string> unregistered; ///< "scene 12 (seed 13): why".
};

/// Runs the evaluation on `map` of `game` (its first two sides' colours paint the blocks).
/// `progress(scene)` is called after each scene (may be empty). Throws std::invalid_argument for a
/// map that cannot be printed or too small for the blocks.
[[nodiscard]] BlockEvaluationResult evaluateBlocks(const data::GameData& game, const data::GameMap& map,
                                                   const BlockEvaluationOptions& options,
                                                   const std::function<void(int)>& progress = {});

} // namespace adj::vision::eval
