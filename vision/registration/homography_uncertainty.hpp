#pragma once
// How far off a fitted homography may be away from the points it was fitted to. Residuals
// only show how well the fit matches its own points: two markers side by side fit each
// other to 0.15 mm and still miss the far side of the map by several millimetres, because
// the perspective terms are barely constrained. Propagating corner noise through the fit
// exposes that.

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

/// Predicted 1-sigma error (map mm, RMS over x and y) of `imageToMap` at each of
/// `probesMm`, for a least-squares fit to `imagePx` -> `mapMm` whose corners scatter by
/// `cornerSigmaMm`. Returns +infinity for probes when the fit is underdetermined
/// (fewer than 4 points or a degenerate configuration).
[[nodiscard]] std::vector<double> predictedErrorsMm(const cv::Matx33d& imageToMap,
                                                    const std::vector<cv::Point2d>& imagePx,
                                                    const std::vector<cv::Point2d>& mapMm,
                                                    const std::vector<cv::Point2d>& probesMm,
                                                    double cornerSigmaMm);

/// Corner scatter estimated from the fit's residuals (unbiased: 8 parameters are used up),
/// but never below `floorMm`: eight corners can fit by luck.
[[nodiscard]] double cornerSigmaMm(const cv::Matx33d& imageToMap, const std::vector<cv::Point2d>& imagePx,
                                   const std::vector<cv::Point2d>& mapMm, double floorMm);

} // namespace adj::vision
