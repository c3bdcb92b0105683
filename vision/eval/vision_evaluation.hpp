#pragma once
// Measuring vision end to end on synthetic tables: N scenes of a game's counters scattered over its
// printed map, each photographed by its own synthetic camera under the chosen conditions, each
// frame run through what `adjutant-cli detect` runs, and scored against the camera's truth. Every
// few scenes a hand is held still over the board to check that the stability gate commits nothing.
// `adjutant-cli eval-vision` prints the result; the vision tests run a few scenes of it.

#include "engine/games/game.hpp"
#include "vision/eval/scattered_position.hpp"
#include "vision/eval/stack_score.hpp"
#include "vision/identity/fiducial_kit.hpp"
#include "vision/identity/top_piece_reader.hpp"
#include "vision/pipeline/occupancy_pipeline.hpp"
#include "vision/synth/conditions.hpp"
#include "vision/table/table_map.hpp"

#include <opencv2/core.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace adj::vision::eval {

struct EvaluationOptions {
    synth::Conditions conditions = synth::Conditions::preset(synth::ConditionLevel::Normal);
    int scenes = 200;
    unsigned seed = 1;
    cv::Size frameSize{1920, 1080};
    ScatterOptions scatter;
    int handEvery = 4;  ///< Every this many scenes a hand is held over the board (0: never).
    /// Frames the camera takes of each still table (1..StillFrameMean::kMostFrames), each with its own
    /// sensor noise: the tops are read off their mean, as TableVision reads them at a commit. The
    /// stacks are found in the first.
    int stillFrames = 1;
    /// If set, called with each table's number (from 1, as in the mistakes), the frame the stacks are found
    /// in and the one the tops are read off (the mean of the still frames; the first frame itself when it is
    /// the only one), before the table is scored: to keep them for looking at.
    std::function<void(int scene, const cv::Mat& frame, const cv::Mat& identityFrame)> seeFrames;
    /// Fiducial or appearance identity (identifyStacks on every registered frame); null: none.
    std::shared_ptr<const TopPieceReader> identity;
    std::function<bool(const std::string&)> identifiable;   ///< Pieces identity is expected to name.
    /// Synthetic faces: counters wear these fiducials (see TableSceneMaker); empty: plain faces.
    FiducialKit fiducialFaces;
};

struct EvaluationResult {
    int scenes = 0;
    int registered = 0;           ///< Scenes whose frame registered on the map's markers.
    StackScore stacks;            ///< Over all registered frames.
    int handScenes = 0;           ///< Scenes with a hand held still over the board.
    int handFrames = 0;           ///< Frames with a hand over the map fed to the stability gate.
    int handFramesCommitted = 0;  ///< ...on which the gate committed a board (must be 0).
    int stillBoardsUncommitted = 0; ///< Hand scenes whose still board was never committed first.
    /// Registered tables whose still frame shows something over the map (a foreign object): the stability
    /// gate holds such a board back for as long as it shows.
    int busyStillTables = 0;
    std::vector<std::string> busy; ///< What each showed: "scene 12: something over the map at 0312 (1037 mm2)".
    int glareTables = 0;          ///< Registered tables with glare found (OccupancyResult::glare).
    std::vector<double> frameMs;  ///< Detect time per registered frame, camera steady (identity included).
    std::vector<double> firstFrameMs; ///< The same for a new camera's first frame (rectification tables built).
    std::vector<std::string> unregistered; ///< "scene 12 (seed 13): why".
};

/// Runs the evaluation. `progress(scene)` is called after each scene (may be empty).
/// Throws std::invalid_argument for a map that cannot be printed, a position with no pieces on hexes, or
/// still frames out of range.
[[nodiscard]] EvaluationResult evaluateVision(const games::Game& game, const data::GameMap& map,
                                              const model::Position& start, const EvaluationOptions& options,
                                              const std::function<void(int)>& progress = {});

/// The q-quantile (0..1) of `values` (nearest rank); 0 for none.
[[nodiscard]] double quantile(std::vector<double> values, double q);

} // namespace adj::vision::eval
