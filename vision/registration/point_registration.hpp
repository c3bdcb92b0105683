#pragma once
// Registration from hexes the players touched on the live picture, for a table whose printed
// markers are hidden (under a rulebook, off the edge of the view) or were never printed: each
// touch pairs a camera pixel with the centre of a named hex. Same Registration as the markers
// give, judged by the same limits, and refused in words that name the hex to touch again.

#include "vision/registration/registration.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision {

/// One touch: where in the camera frame the players put the centre of `hex`.
struct TouchedPoint {
    std::string hex;      ///< The space's id, for messages.
    cv::Point2d imagePx;  ///< Camera-frame pixel.
    cv::Point2d mapMm;    ///< The hex's centre on the map.
};

struct PointRegistrationOptions {
    /// Four touches fix a homography exactly, so a wrong one cannot show; a fifth shows that
    /// something is wrong, a sixth says which (see registerFromTouches).
    int minPoints = 4;
    /// The same limit the markers are held to (MarkerRegistrationOptions::maxPredictedErrorMm):
    /// a counter's centre must stay well inside its hex wherever it is on the map.
    double maxPredictedErrorMm = 1.5;
    /// A touch this far from where the other touches put its hex is a slip or the wrong hex. A
    /// touch on the hex next door is a whole hex (16-25 mm) off; a careful touch lands within a
    /// few millimetres, and an ordinary webcam's lens (which touches have no model of) bends the
    /// others' fit by up to about 6 mm near the frame's edge.
    double maxTouchOffMm = 8.0;
    /// How precisely a touch finds a hex's centre when the touches themselves cannot tell
    /// (four or five of them): about a camera pixel at the 1.5-2 px/mm a table camera gives.
    double touchNoiseFloorMm = 0.5;
};

/// Registration of a camera frame of `imageSize` onto a map of `mapSizeMm` from `touches`
/// (4 or more). !ok with a reason a player can act on when the touches are too few, too close
/// together or in a line, or disagree; the reason names the hex to touch again when it can.
/// markersExpected/Seen/Used stay 0: no markers were used.
[[nodiscard]] Registration registerFromTouches(const std::vector<TouchedPoint>& touches, cv::Size2d mapSizeMm,
                                               cv::Size imageSize, const PointRegistrationOptions& options = {});

} // namespace adj::vision
