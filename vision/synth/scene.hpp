#pragma once
// What stands on the table in one synthetic frame: pieces (counters, blocks) and hands.
// Positions in map mm (x east, y south); heights in mm above the map.

#include "vision/synth/counter_face.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision::synth {

enum class PieceShape {
    Counter,      ///< Flat cardboard square, face up.
    BlockUpright, ///< Wooden block standing on edge: from above only its painted top shows.
    BlockTipped,  ///< Wooden block lying on its back: its label faces the camera.
};

/// One physical piece, drawn as a box with a textured top.
struct ScenePiece {
    std::string id;
    PieceShape shape = PieceShape::Counter;
    cv::Mat top;                      ///< Texture of the upward face, BGR, any resolution.
    cv::Scalar body{170, 195, 205};   ///< Side walls: cardboard edge or painted wood.
    cv::Size2d footprintMm{kCounterSideMm, kCounterSideMm}; ///< Along the piece's own x and y.
    double heightMm = kCounterThicknessMm;
    cv::Point2d centreMm;
    double rotationDeg = 0.0;         ///< Clockwise on the map; 180 = placed by the far player.
    int stackLevel = 0;               ///< 0 on the map, n on top of n others.
    double baseHeightMm = 0.0;        ///< Height of its underside.

    [[nodiscard]] static ScenePiece counter(std::string id, cv::Mat face, cv::Point2d centreMm, double rotationDeg = 0,
                                            int stackLevel = 0);
    [[nodiscard]] static ScenePiece block(std::string id, const BlockSpec& spec, bool tipped, cv::Point2d centreMm,
                                          double rotationDeg = 0);
    [[nodiscard]] double topHeightMm() const { return baseHeightMm + heightMm; }
};

/// A player's hand and forearm over the table.
struct SceneHand {
    cv::Point2d reachMm;             ///< Fingertips (map mm).
    cv::Point2d fromMm;              ///< Where the forearm comes from: the player's side, off the map.
    double heightMm = 60.0;          ///< Hand above the map; the forearm rises towards the player.
    cv::Scalar skin{120, 150, 200};  ///< BGR.
    cv::Scalar sleeve{-1, -1, -1};   ///< Sleeve colour over the forearm; negative: bare arm.
    double scale = 1.0;              ///< Hand size relative to an average adult's.
};

struct Scene {
    std::vector<ScenePiece> pieces;
    std::vector<SceneHand> hands;
};

/// Skin tones from light to dark (BGR), for varied hands.
[[nodiscard]] const std::vector<cv::Scalar>& skinTones();

} // namespace adj::vision::synth
