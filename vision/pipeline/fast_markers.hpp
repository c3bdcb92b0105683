#pragma once
// Marker detection is the costliest part of registering a frame (about 25 ms of a 1080p
// frame on one core), and most of it is spent searching the whole frame at full
// resolution. The map's markers are large (30 mm, some 55 px), so they are found as well
// in a half-size frame; their corners are then refined in the full frame.

#include "vision/registration/marker_detection.hpp"

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

/// Markers found in `frame` shrunk by `scale` (0 < scale <= 1), corners refined to sub-pixel
/// accuracy in the full frame. scale 1 is plain MarkerDetector::detect.
[[nodiscard]] std::vector<DetectedMarker> detectMarkersScaled(const MarkerDetector& detector, const cv::Mat& frame,
                                                              double scale);

} // namespace adj::vision
