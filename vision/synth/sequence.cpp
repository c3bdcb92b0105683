#include "vision/synth/sequence.hpp"

#include <opencv2/imgcodecs.hpp>

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <utility>

namespace adj::vision::synth {

namespace {

std::string numbered(const char* stem, int index, const char* extension)
{
    char name[64];
    std::snprintf(name, sizeof name, "%s_%04d%s", stem, index, extension);
    return name;
}

// One line of JSON: the pretty form with its line breaks folded.
std::string oneLine(std::string json)
{
    std::string out;
    out.reserve(json.size());
    for (char c : json) {
        if (c != '\n') {
            out += c;
        }
    }
    return out;
}

} // namespace

PngSeriesSink::PngSeriesSink(std::filesystem::path folder) : folder_(std::move(folder))
{
    std::filesystem::create_directories(folder_);
}

void PngSeriesSink::write(const RenderedFrame& frame)
{
    const int index = frame.truth.frameIndex;
    if (!cv::imwrite((folder_ / numbered("frame", index, ".png")).string(), frame.image)) {
        throw std::runtime_error("cannot write " + (folder_ / numbered("frame", index, ".png")).string());
    }
    std::ofstream json(folder_ / numbered("frame", index, ".json"));
    json << toJson(frame.truth);
}

VideoSink::VideoSink(const std::filesystem::path& file, cv::Size frameSize, double fps)
{
    if (file.has_parent_path()) {
        std::filesystem::create_directories(file.parent_path());
    }
    // CAP_OPENCV_MJPEG: OpenCV's built-in MJPG-in-AVI writer, present in every build.
    writer_.open(file.string(), cv::CAP_OPENCV_MJPEG, cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), fps, frameSize, true);
    if (!writer_.isOpened()) {
        throw std::runtime_error("cannot open video " + file.string() + " for writing");
    }
    std::filesystem::path truthFile = file;
    truthFile.replace_extension(".truth.jsonl");
    truths_.open(truthFile);
}

void VideoSink::write(const RenderedFrame& frame)
{
    writer_.write(frame.image);
    truths_ << oneLine(toJson(frame.truth)) << '\n';
}

int renderScript(SyntheticCamera& camera, const std::vector<ScriptStep>& script, FrameSink& sink)
{
    int written = 0;
    for (const auto& step : script) {
        if (step.bumpCamera) {
            camera.bump(step.bumpDeg[0], step.bumpDeg[1], step.bumpDeg[2], step.bumpShiftMm);
        }
        for (int i = 0; i < step.frames; ++i) {
            sink.write(camera.render(step.scene));
            ++written;
        }
    }
    return written;
}

std::vector<ScriptStep> handMove(const Scene& scene, const SceneHand& hand, cv::Point2d toMm, int frames)
{
    std::vector<ScriptStep> steps;
    const int n = std::max(1, frames);
    for (int i = 1; i <= n; ++i) {
        ScriptStep step;
        step.scene = scene;
        SceneHand moved = hand;
        const double t = static_cast<double>(i) / n;
        moved.reachMm = hand.reachMm + (toMm - hand.reachMm) * t;
        // The arm follows the hand: its owner stays put.
        step.scene.hands.push_back(moved);
        steps.push_back(std::move(step));
    }
    return steps;
}

} // namespace adj::vision::synth
