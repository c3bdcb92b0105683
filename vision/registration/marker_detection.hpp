#pragma once
// Finding ArUco markers in a camera frame. Kept apart from registration so that the same
// detector can later find the small markers on counters (fiducial identity mode).

#include <opencv2/aruco.hpp>
#include <opencv2/core.hpp>

#include <array>
#include <string>
#include <vector>

namespace adj::vision {

/// One marker found in an image: its id and its four outer corners in image pixels,
/// clockwise from the marker's own top-left.
struct DetectedMarker {
    int id = 0;
    std::array<cv::Point2f, 4> cornersPx;
};

/// The markers in the order of their ids (those with the same id as found). What is fitted to them
/// follows their order (RANSAC's samples, least squares' rounding): the same markers must give the
/// same fit, whatever order a search happened to find them in.
[[nodiscard]] std::vector<const DetectedMarker*> inIdOrder(const std::vector<DetectedMarker>& markers);

class MarkerDetector {
public:
    /// Throws std::invalid_argument for an unknown dictionary name.
    explicit MarkerDetector(const std::string& dictionaryName);

    /// Every marker of the dictionary visible in `frame` (BGR, BGRA or grey, 8-bit), with
    /// sub-pixel corners. Empty for an empty frame.
    [[nodiscard]] std::vector<DetectedMarker> detect(const cv::Mat& frame) const;

private:
    cv::Ptr<cv::aruco::Dictionary> dictionary_;
    cv::Ptr<cv::aruco::DetectorParameters> parameters_;
};

} // namespace adj::vision
