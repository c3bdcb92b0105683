#pragma once
// The synthetic camera: photographs a printed sheet with pieces and hands on it under drawn
// conditions, and says exactly what it photographed. Deterministic for a seed.

#include "vision/synth/conditions.hpp"
#include "vision/synth/frame_truth.hpp"
#include "vision/synth/printed_sheet.hpp"
#include "vision/synth/scene.hpp"

#include <opencv2/core.hpp>

namespace adj::vision::synth {

struct RenderedFrame {
    cv::Mat image; ///< BGR, 8-bit, the requested size.
    FrameTruth truth;
};

/// Renders one frame of `scene` on `sheet` as seen under `conditions`.
[[nodiscard]] RenderedFrame renderFrame(const PrintedSheet& sheet, const Scene& scene, const DrawnConditions& conditions,
                                        unsigned seed, unsigned noiseSeed, int frameIndex = 0);

/// A camera fixed over one sheet for a series of frames: the camera, light and table are
/// drawn once from the seed; each frame gets fresh sensor noise.
class SyntheticCamera {
public:
    SyntheticCamera(PrintedSheet sheet, const Conditions& conditions, unsigned seed, cv::Size imageSize = {1920, 1080});

    [[nodiscard]] RenderedFrame render(const Scene& scene);
    /// The camera knocked: its pose changes by the given amounts from now on.
    void bump(double tiltDeg, double yawDeg, double rollDeg, cv::Point2d lookAtShiftMm);

    [[nodiscard]] const DrawnConditions& conditions() const { return drawn_; }
    [[nodiscard]] DrawnConditions& conditions() { return drawn_; }
    [[nodiscard]] const PrintedSheet& sheet() const { return sheet_; }
    [[nodiscard]] int framesRendered() const { return frames_; }

private:
    PrintedSheet sheet_;
    DrawnConditions drawn_;
    unsigned seed_;
    int frames_ = 0;
};

} // namespace adj::vision::synth
