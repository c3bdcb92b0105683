#pragma once
// Using a registration: warp camera frames to a top-down map image, and carry points
// between camera pixels and map millimetres.

#include "vision/registration/rectified_grid.hpp"
#include "vision/registration/registration.hpp"

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <vector>

namespace adj::vision {

/// The part of `frame` that shows `grid.regionMm`, seen from straight above, at
/// grid.pxPerMm. Map areas outside the camera's view come out black.
/// Throws std::logic_error if `registration` is not ok, std::invalid_argument for an empty frame or grid.
[[nodiscard]] cv::Mat rectify(const cv::Mat& frame, const Registration& registration,
                              const RectifiedGrid& grid, int interpolation = cv::INTER_LINEAR);

/// The whole registered map area at `pxPerMm`.
[[nodiscard]] cv::Mat rectify(const cv::Mat& frame, const Registration& registration, double pxPerMm);

/// Camera pixels -> map mm, and back. Throw std::logic_error if `registration` is not ok.
[[nodiscard]] std::vector<cv::Point2d> imageToMap(const Registration& registration,
                                                  const std::vector<cv::Point2d>& pixels);
[[nodiscard]] std::vector<cv::Point2d> mapToImage(const Registration& registration,
                                                  const std::vector<cv::Point2d>& mapMm);
[[nodiscard]] cv::Point2d imageToMap(const Registration& registration, cv::Point2d pixel);
[[nodiscard]] cv::Point2d mapToImage(const Registration& registration, cv::Point2d mapMm);

} // namespace adj::vision
