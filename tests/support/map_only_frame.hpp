#pragma once
// A camera frame with every registration marker gone, as when books lie along the sheet's edges or
// the markers were never printed: all but the map and a 9 mm strip round it is blacked out. Shared
// by the vision, app and command-line tests that register frames without markers.

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <vector>

namespace adj::test {

/// `image` blacked out beyond 9 mm round the map of `mapSizeMm`, placed by `mapToImage` (map mm to
/// frame pixels; a lens is ignored, which the strip absorbs).
inline cv::Mat mapOnlyFrame(const cv::Mat& image, const cv::Matx33d& mapToImage, cv::Size2d mapSizeMm)
{
    constexpr double kStripMm = 9.0;
    std::vector<cv::Point> quad;
    for (const cv::Point2d corner :
         {cv::Point2d(-kStripMm, -kStripMm), cv::Point2d(mapSizeMm.width + kStripMm, -kStripMm),
          cv::Point2d(mapSizeMm.width + kStripMm, mapSizeMm.height + kStripMm), cv::Point2d(-kStripMm, mapSizeMm.height + kStripMm)}) {
        const cv::Vec3d q = mapToImage * cv::Vec3d(corner.x, corner.y, 1);
        quad.emplace_back(cvRound(q[0] / q[2]), cvRound(q[1] / q[2]));
    }
    cv::Mat mask = cv::Mat::zeros(image.size(), CV_8U);
    cv::fillConvexPoly(mask, quad, cv::Scalar(255));
    cv::Mat out = cv::Mat::zeros(image.size(), image.type());
    image.copyTo(out, mask);
    return out;
}

} // namespace adj::test
