#pragma once
// Hands and forearms over the table, in perspective, with their shadows. Shapes are coarse
// (palm, four fingers, thumb, forearm, optional sleeve) but sized and placed like real ones:
// a forearm is wider than a counter stack is tall, rises towards its owner and leaves the
// frame, and the shadow falls well away from the hand.

#include "vision/synth/render_canvas.hpp"
#include "vision/synth/scene.hpp"

#include <vector>

namespace adj::vision::synth {

/// Shadows of all hands first, then the hands; labels kHandLabel.
void drawHands(RenderCanvas& canvas, const std::vector<SceneHand>& hands, const SceneLight& light, unsigned seed);

/// Outline points (map mm, with a height each) of a hand's parts, for tests and truth.
struct HandPart {
    std::vector<cv::Point3d> outline; ///< z is height above the map (positive up).
    bool sleeve = false;
};
[[nodiscard]] std::vector<HandPart> handParts(const SceneHand& hand);

} // namespace adj::vision::synth
