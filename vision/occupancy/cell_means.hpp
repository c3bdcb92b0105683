#pragma once

// The mean of an 8-bit image over a coarse grid of cells, in float.
//
// The lighting model averages the rectified frame, its valid mask and its clipped pixels over cells
// of 8 mm. cv::resize with INTER_AREA does that, but the grid's size is not a whole number of cells,
// which sends OpenCV 4.6 down its general area path: with the frame first converted to float it took
// 5.6 ms of a 1080p frame's 48 for the three. Summing whole rows first, then across, takes a fraction.

#include <opencv2/core.hpp>

namespace adj::vision {

/// The mean of `image` (CV_8UC1 or CV_8UC3) over each of cells.width x cells.height equal
/// rectangles tiling it, in float with the image's channels: a pixel that straddles two cells
/// counts in each by the share of it inside, as with cv::resize's INTER_AREA.
[[nodiscard]] cv::Mat cellMeans(const cv::Mat& image, cv::Size cells);

} // namespace adj::vision
