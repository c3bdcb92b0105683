#pragma once
// Finding a piece's top face inside its blob. From a tilted camera a piece's blob is more
// than its top: walls, the edges of the pieces under it, all smeared away from the camera.
// The top face is the one outline seen whole, so it is found as the square (or rectangle)
// whose four sides best line up with the image's edges.

#include <opencv2/core.hpp>

namespace adj::vision {

/// Gradients of a grey image region, CV_32F.
struct Gradients {
    cv::Mat gx;
    cv::Mat gy;
};

[[nodiscard]] Gradients gradientsOf(const cv::Mat& grey);

/// The dominant edge direction in degrees, 0..90 (mod 90: a square's four sides agree),
/// from gradients inside `mask` (CV_8U, same size), weighted by strength. Returns -1 when
/// there are no edges.
[[nodiscard]] double dominantOrientationDeg(const Gradients& g, const cv::Mat& mask);

struct RectangleFit {
    cv::Point2d centrePx; ///< In the gradient image.
    double score = 0.0;   ///< Mean edge strength across the outline.
};

/// The centre (within `searchPx`, a rectangle of candidate centres) at which a rectangle of
/// `sizePx` turned by `angleDeg` has the strongest edges across its outline. Sub-pixel.
[[nodiscard]] RectangleFit fitRectangle(const Gradients& g, cv::Size2d sizePx, double angleDeg, const cv::Rect& searchPx);

} // namespace adj::vision
