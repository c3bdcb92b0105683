#pragma once
// Sanity check for any map homography, however it was estimated: a camera above a flat map
// sees it as a convex quadrilateral with the same handedness as the printed map. A fit that
// mirrors, folds or sends part of the map past the horizon is numerically valid and
// physically impossible, and would silently put counters in the wrong hexes.

#include <opencv2/core.hpp>

#include <string>

namespace adj::vision {

/// Empty when the map rectangle (0,0)-(mapSizeMm) seen through `mapToImage` could be a real
/// top-down view; otherwise a sentence saying what is wrong with it.
[[nodiscard]] std::string implausibleViewReason(const cv::Matx33d& mapToImage, cv::Size2d mapSizeMm);

} // namespace adj::vision
