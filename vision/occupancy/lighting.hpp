#pragma once
// Lighting normalisation: the empty map is known, so the ratio of what the camera sees to
// what the map looks like, smoothed over large areas, is the light falling on the table
// (falloff, vignetting, hot spot, white balance). Dividing it out makes a counter's colour
// the same under the lamp and in the far corner. Pieces and hands cover small parts of any
// large area, so a median over neighbouring areas ignores them. What the camera clipped (pale
// paper under a bright lamp) says only that the light is at least that strong: the light there
// is taken from the other channels and the cells around it.

#include <opencv2/core.hpp>

namespace adj::vision {

/// 8-bit values at or above this are taken as clipped by the camera: the light there may be
/// brighter than the value says (noise puts a clipped pixel at 254 as often as at 255).
inline constexpr unsigned char kClippedLevel = 254;

class LightingModel {
public:
    /// `reference`: the empty map on the rectified grid (CV_8UC3). `cellPx`: size of the
    /// areas light is estimated over (about 8 mm: finer than any light change, coarser than
    /// a counter's detail).
    LightingModel(const cv::Mat& reference, int cellPx);

    /// Coarse per-channel gain, frame / reference (CV_32FC3, one value per cell).
    [[nodiscard]] cv::Mat estimateGain(const cv::Mat& rectified, const cv::Mat& valid) const;
    /// Full-resolution gain from the coarse one.
    [[nodiscard]] cv::Mat upsample(const cv::Mat& coarseGain, cv::Size size) const;
    /// The same into `full` (reused when it has the right size and type).
    void upsample(const cv::Mat& coarseGain, cv::Size size, cv::Mat& full) const;
    /// Gain at a grid pixel, from the coarse field.
    [[nodiscard]] cv::Vec3f gainAt(const cv::Mat& coarseGain, cv::Point2d gridPx) const;

    [[nodiscard]] int cellPx() const { return cell_; }

private:
    cv::Mat referenceCells_; ///< CV_32FC3.
    int cell_;
};

} // namespace adj::vision
