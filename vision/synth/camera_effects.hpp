#pragma once
// What the lens and sensor do to the ideal picture: radial distortion, uneven light with a
// hot spot and glare, white-balance error, blur and noise.

#include "vision/camera/radial_distortion.hpp"
#include "vision/synth/conditions.hpp"

#include <opencv2/core.hpp>

namespace adj::vision::synth {

/// Pixels the ideal canvas needs beyond each side of the frame so that distortion `lens`
/// never samples outside it.
[[nodiscard]] int distortionPadding(const RadialDistortion& lens, cv::Size frameSize);

/// The distorted frame (CV_32FC3) from the padded ideal canvas.
[[nodiscard]] cv::Mat applyDistortion(const cv::Mat& canvas, int pad, const RadialDistortion& lens, cv::Size frameSize);

/// Light, colour cast, blur and noise; returns the 8-bit BGR frame.
[[nodiscard]] cv::Mat developFrame(cv::Mat image, const DrawnConditions& conditions, unsigned noiseSeed);

} // namespace adj::vision::synth
