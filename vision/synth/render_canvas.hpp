#pragma once
// The synthetic camera's working image: an ideal pinhole picture (no lens distortion yet),
// padded so that distortion can later pull in pixels from beyond the final frame, plus a
// label image saying which object each pixel shows (for the truth's visibility).

#include "vision/synth/camera_pose.hpp"

#include <opencv2/core.hpp>

namespace adj::vision::synth {

/// Labels: 0 table or map, i + 1 piece i, kHandLabel any hand.
inline constexpr int kHandLabel = -1;

/// The light the scene is lit by: where shadows fall.
struct SceneLight {
    cv::Point2d direction{0.6, 0.8}; ///< Horizontal unit vector the light travels along (map axes).
    double elevationDeg = 60.0;
    double pieceShadow = 0.35;       ///< Fraction of light a piece's shadow takes away.
    double handShadow = 0.45;

    /// Where the shadow of a point `heightMm` above `mapMm` falls on the map.
    [[nodiscard]] cv::Point2d shadowOf(cv::Point2d mapMm, double heightMm) const;
};

struct RenderCanvas {
    RenderCanvas(const CameraPose& pose, int padPx);

    PinholeCamera camera;
    int pad = 0;    ///< Canvas pixel = ideal pixel + (pad, pad).
    cv::Mat image;  ///< CV_32FC3, 0..255.
    cv::Mat labels; ///< CV_32S.

    [[nodiscard]] cv::Matx33d planeToCanvas(double heightMm) const;
    [[nodiscard]] cv::Point2d toCanvas(cv::Point3d world) const;
    [[nodiscard]] cv::Point2d toCanvas(cv::Point2d mapMm, double heightMm) const;
};

} // namespace adj::vision::synth
