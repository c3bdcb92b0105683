#pragma once
// Measuring one piece-sized blob: which top face it shows and where, how tall the stack
// under it is, and where the pieces really stand once the camera's parallax is removed.

#include "vision/camera/camera_from_homography.hpp"
#include "vision/occupancy/occupancy_types.hpp"
#include "vision/registration/rectified_grid.hpp"

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

/// `mask` (CV_8U, 255 inside) marks the blob's pixels within `roi`, a rectangle of the
/// rectified grid; `grey` is the lighting-normalised grid image (whole grid, CV_8U).
[[nodiscard]] OccupancyBlob measurePiece(const cv::Mat& grey, const cv::Mat& mask, const cv::Rect& roi,
                                         const RectifiedGrid& grid, const ViewGeometry& view,
                                         const OccupancyOptions& options);

/// Pieces side by side can touch and form one region: `mask` (CV_8U, 255 inside) split into `k`
/// compact parts (k-means on the pixels' places), each a mask of the same size. The same mask always
/// gives the same parts.
[[nodiscard]] std::vector<cv::Mat> splitRegion(const cv::Mat& mask, int k);

/// A changed region's pieces (`mask` and `grey` as for measurePiece): one, or, when it is larger than
/// OccupancyOptions::splitAreaMultiple footprints, as many as its area holds, each piece with its walls
/// and shadow covering about 1.3 footprints.
[[nodiscard]] std::vector<OccupancyBlob> measureRegion(const cv::Mat& grey, const cv::Mat& mask, const cv::Rect& roi,
                                                       const RectifiedGrid& grid, const ViewGeometry& view,
                                                       const OccupancyOptions& options);

} // namespace adj::vision
