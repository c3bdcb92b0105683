#pragma once
// The label of a tipped block, found in a changed region: a pale patch, as large as a good part of
// the block's face, framed by wood. Two things that are also pale and changed are not labels: the map
// in the gap between two upright blocks (a thin strip, too small) and a shadow on the map beside a
// block (bordered by the map, not by wood).

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

struct BlockLabel {
    cv::Point2d centrePx;         ///< In the masks' own pixels.
    std::vector<cv::Point> hull;  ///< The face the label covers, its printed symbol's ink included.

    [[nodiscard]] bool covers(cv::Point px) const;
    /// How far `px` lies outside the label's face (negative inside).
    [[nodiscard]] double distanceOutside(cv::Point px) const;
};

/// The labels among the connected parts of `pale` (CV_8U, 255 = pale changed pixel) with at least
/// `leastPixels` pixels and a rim mostly of `wood` (the region's other changed pixels).
[[nodiscard]] std::vector<BlockLabel> labelsIn(const cv::Mat& pale, const cv::Mat& wood, double leastPixels);

} // namespace adj::vision
