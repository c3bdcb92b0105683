#pragma once
// Registration from the printed ArUco markers around the map: match detected ids to the
// layout, then fit one homography to every corner of every marker seen.

#include "vision/registration/marker_detection.hpp"
#include "vision/registration/marker_layout.hpp"
#include "vision/registration/registration.hpp"

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision {

struct MarkerRegistrationOptions {
    /// Two markers give eight corners: twice the four a homography needs, so RANSAC can
    /// outvote a bad corner. One marker alone extrapolates its 30 mm square across the map.
    /// Two are necessary, not sufficient: maxPredictedErrorMm decides whether they span enough.
    int minMarkers = 2;
    /// A corner farther than this from where the homography puts it is an outlier.
    double ransacThresholdMm = 3.0;
    /// Reject a fit whose inlier corners are off by more than this (RMS): something is wrong
    /// with the print, the paper or the detection, and hex lookups would be unreliable.
    double maxRmsErrorMm = 2.0;
    /// Reject a fit whose predicted error somewhere on the map exceeds this: with only a
    /// few markers visible, all on one side, the far side of the map is guesswork. 1.5 mm
    /// (1 sigma) keeps a counter's centre well inside a 16 mm hex.
    double maxPredictedErrorMm = 1.5;
    /// Least corner scatter assumed when predicting the error (a few corners can agree by
    /// luck): about a tenth of a pixel at 1-2 px/mm.
    double cornerNoiseFloorMm = 0.05;
};

/// Registration from markers already found in a frame of `imageSize`. Pure geometry, so it
/// can be tested with exact corners. Detections whose id is not in the layout are ignored.
[[nodiscard]] Registration registerFromMarkers(const std::vector<DetectedMarker>& detected,
                                               const MarkerLayout& layout, cv::Size imageSize,
                                               const MarkerRegistrationOptions& options = {});

/// Detector and layout together, set up once and used on every frame.
class MarkerRegistrar {
public:
    /// Throws std::invalid_argument if the layout is invalid (see MarkerLayout::validate).
    explicit MarkerRegistrar(MarkerLayout layout, MarkerRegistrationOptions options = {});

    /// Detect the layout's markers in `frame` and register it. Never throws on bad frames:
    /// failures come back as !ok with a reason.
    [[nodiscard]] Registration registerFrame(const cv::Mat& frame) const;

    [[nodiscard]] const MarkerLayout& layout() const { return layout_; }
    [[nodiscard]] const MarkerDetector& detector() const { return detector_; }

private:
    MarkerLayout layout_;
    MarkerRegistrationOptions options_;
    MarkerDetector detector_;
};

} // namespace adj::vision
