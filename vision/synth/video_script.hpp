#pragma once
// The script `adjutant-cli synth-video` films: where the table starts (a scenario or a position
// file), then steps of waiting, moving pieces, hands over the map and bumps of the camera, each with
// how long the board is held still after it. Read strictly (engine/data/yaml_file.hpp) and with
// every number bounded (VideoScriptLimits), so a script either films or is refused with file:line.
#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace adj::vision::synth {

struct VideoScriptLimits {
    /// Most steps in one script (10,000 steps are hours of video at the shortest holds).
    int maxSteps = 10'000;
    /// Longest wait, hands or hold, in seconds.
    double maxSeconds = 60;
    /// Largest bump of the camera: tilt, yaw and roll each within this many degrees.
    double maxBumpDeg = 30;
    /// Largest shift of where the camera looks, in mm either way.
    double maxShiftMm = 500;
    /// Most pieces moved by one step.
    int maxPiecesPerMove = 100;
};

struct VideoStep {
    std::string action;         // wait, move, hands, bump
    double seconds = 0;         // wait, hands
    std::vector<std::string> pieces;  // move: never empty
    std::string to;             // move
    cv::Vec3d bumpDeg{0, 0, 0}; // tilt, yaw, roll
    cv::Point2d shiftMm{0, 0};
    double hold = 0;            // seconds still after the step
    int line = 0;
    nlohmann::json describe;    // the step as the truth file says it
};

struct VideoScript {
    std::string game;
    std::string scenario;
    std::filesystem::path position;  // relative paths are taken from the script's folder
    std::string map;
    std::string conditions = "normal";
    std::vector<VideoStep> steps;
};

/// The board is left still this long after a move, a bump or hands, unless the step says `hold`.
inline constexpr double kDefaultHoldSeconds = 2.5;

/// Reads a script; data::DataError with file and line for anything wrong in it.
VideoScript loadVideoScript(const std::filesystem::path& file, const VideoScriptLimits& limits = {});

}  // namespace adj::vision::synth
