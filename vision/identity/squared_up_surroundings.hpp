#pragma once
// A counter's top squared up from the frame together with what lies about it, so that a face compared with
// it can be drawn as the camera saw it: over the counter's shadow, a neighbour's edge or the paper, which the
// camera blurs into the face's edge, where a unit's number is printed. A face blurred alone, its edge drawn
// on past itself, misses that by up to a millimetre in.

#include "vision/camera/frame_geometry.hpp"

#include <opencv2/core.hpp>

namespace adj::vision {

/// A face as drawn for comparing with a squared-up view (SquaredUpSurroundings::seen).
struct SquaredUpFace {
    /// As the camera sees it over what lies about the counter, in the face's own light (its print's
    /// levels). CV_32FC3, the view's size.
    cv::Mat seen;
    /// Blurred alone (its edge drawn on past itself), for where faces differ in print: CV_32FC3.
    cv::Mat plain;
    /// As drawn (smoothed as the view is), without the camera's blur: for whether two faces differ in
    /// print at all, which blurred they may seem not to. CV_32FC3.
    cv::Mat sharp;
};

/// The frame squared up about a face's middle `faceMm`, turned `angleDeg` (as rectifyPatch turns) at
/// `pxPerMm`: the `sidePx` square compared, and a margin about it as wide as a face blurred by `blurPx`
/// reaches.
class SquaredUpSurroundings {
public:
    /// `smoothPx` is the smoothing the view and every face are given alike, `blurPx` the camera's blur
    /// beyond it (pixels at pxPerMm).
    SquaredUpSurroundings(const cv::Mat& frame, const FrameGeometry& geometry, cv::Point2d faceMm, double angleDeg,
                          int sidePx, double pxPerMm, double smoothPx, double blurPx);

    /// The view compared: the middle `sidePx` square, smoothed. CV_32FC3.
    [[nodiscard]] const cv::Mat& view() const { return view_; }
    /// The margin a face drawn for seen() has about the view, pixels.
    [[nodiscard]] int marginPx() const { return marginPx_; }

    /// `drawn`, a face turned `turnDeg` from the view's axes with its middle `shiftMm` from the view's
    /// (along them), drawn over the view and marginPx() about it and smoothed as the view is (CV_8UC3 or
    /// CV_32FC3), as the camera sees it: lit as the view is over the face (a gain and an offset per colour),
    /// laid over the frame's own pixels beyond the counter's edge (`counterSideMm` square), anti-aliased,
    /// and blurred with them by the camera's blur.
    [[nodiscard]] SquaredUpFace seen(const cv::Mat& drawn, double turnDeg, cv::Point2d shiftMm,
                                     double counterSideMm) const;

private:
    int sidePx_ = 0;
    int marginPx_ = 0;
    double pxPerMm_ = 0.0;
    double blurPx_ = 0.0;
    /// The frame about the view, as rectified (unsmoothed), and smoothed as the view is: CV_32FC3.
    cv::Mat wide_;
    cv::Mat wideSmoothed_;
    cv::Mat view_;
};

} // namespace adj::vision
