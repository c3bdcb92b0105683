#pragma once
// Scripted frame sequences: a series of scenes (moves, hands coming and going, a bumped
// camera), each held for some frames, written out as numbered PNGs or an MJPG video, with
// the truth of every frame alongside.

#include "vision/synth/synthetic_camera.hpp"

#include <opencv2/videoio.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace adj::vision::synth {

struct ScriptStep {
    Scene scene;
    int frames = 1;
    /// Knock the camera before this step: tilt, yaw, roll (degrees) and aim shift (mm).
    bool bumpCamera = false;
    cv::Vec3d bumpDeg{0, 0, 0};
    cv::Point2d bumpShiftMm{0, 0};
};

/// Where rendered frames go.
class FrameSink {
public:
    FrameSink() = default;
    FrameSink(const FrameSink&) = delete;
    FrameSink& operator=(const FrameSink&) = delete;
    virtual ~FrameSink() = default;
    virtual void write(const RenderedFrame& frame) = 0;
};

/// frame_0000.png, frame_0000.json, ... in a folder (created if missing).
class PngSeriesSink : public FrameSink {
public:
    explicit PngSeriesSink(std::filesystem::path folder);
    void write(const RenderedFrame& frame) override;

private:
    std::filesystem::path folder_;
};

/// An MJPG .avi (OpenCV's own AVI writer: no codec libraries needed) plus a JSON-lines file
/// of truths next to it (same name, .truth.jsonl).
class VideoSink : public FrameSink {
public:
    /// Throws std::runtime_error if the video cannot be opened for writing.
    VideoSink(const std::filesystem::path& file, cv::Size frameSize, double fps = 10.0);
    void write(const RenderedFrame& frame) override;

private:
    cv::VideoWriter writer_;
    std::ofstream truths_;
};

/// Renders every step's frames through `camera` into `sink`; returns the frame count.
int renderScript(SyntheticCamera& camera, const std::vector<ScriptStep>& script, FrameSink& sink);

/// Steps that move `hand` in a straight line from its current reach to `toMm` over `frames`
/// frames, over an otherwise unchanged scene.
[[nodiscard]] std::vector<ScriptStep> handMove(const Scene& scene, const SceneHand& hand, cv::Point2d toMm, int frames);

} // namespace adj::vision::synth
