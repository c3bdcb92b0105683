#pragma once
// The ground truth of a synthetic frame: where every piece is and whether the camera could
// see it, the exact camera geometry, and the conditions and seed that produced it.

#include "vision/synth/conditions.hpp"
#include "vision/synth/scene.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision::synth {

enum class Visibility {
    Visible,    ///< Most of its top face shows.
    UnderPiece, ///< Hidden by a piece on top of it.
    UnderHand,  ///< Hidden by a hand or arm.
    OutOfFrame, ///< The camera does not see it.
};

[[nodiscard]] const char* toString(Visibility visibility);
[[nodiscard]] const char* toString(PieceShape shape);

struct PieceTruth {
    std::string id;
    PieceShape shape = PieceShape::Counter;
    cv::Point2d centreMm;          ///< Where it stands on the map.
    double rotationDeg = 0.0;
    int stackLevel = 0;
    Visibility visibility = Visibility::Visible;
    double visibleFraction = 0.0;  ///< Share of its top face the camera sees.
    cv::Point2d topFramePx;        ///< Centre of its top face in the (distorted) frame.
};

struct FrameTruth {
    unsigned seed = 0;             ///< Scene seed (camera, light, placement).
    unsigned noiseSeed = 0;        ///< This frame's sensor noise.
    int frameIndex = 0;
    DrawnConditions conditions;
    cv::Matx33d mapToImage;        ///< Map mm -> ideal pixels (before lens distortion).
    double distortionK = 0.0;      ///< RadialDistortion::forFrame(size, k) turns ideal pixels into frame pixels.
    cv::Point3d cameraCentreMm;    ///< World coordinates, z down (negative: above the map).
    int handsOverMap = 0;          ///< Hands whose fingertips are over the printed sheet.
    std::vector<PieceTruth> pieces;

    [[nodiscard]] const PieceTruth* find(const std::string& id) const;
};

/// The truth as JSON (one object; numbers in mm, pixels and degrees).
[[nodiscard]] std::string toJson(const FrameTruth& truth);

} // namespace adj::vision::synth
