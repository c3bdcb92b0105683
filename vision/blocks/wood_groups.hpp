#pragma once
// Wood pixels shared among the blocks they belong to: blocks in one changed region are told apart
// by where their wood lies. Deterministic, so the same frame is always read the same way.

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

/// The mean of `points` ((0, 0) for none).
[[nodiscard]] cv::Point2d meanOf(const std::vector<cv::Point>& points);

/// `points` in at most `k` groups round k centres: Lloyd's k-means from farthest-point seeds.
/// Empty groups are dropped.
[[nodiscard]] std::vector<std::vector<cv::Point>> groupsOf(const std::vector<cv::Point>& points, int k);

} // namespace adj::vision
