#pragma once
// The result of registering a camera frame against the map: the homography between camera
// pixels and map millimetres. Shared by every way of registering (printed markers now;
// touched hexes and feature matching later), so later stages depend on this alone.

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision {

struct Registration {
    bool ok = false;
    std::string reason; ///< Why registration failed, in words a player can act on. Empty when ok.

    cv::Matx33d imageToMap = cv::Matx33d::eye(); ///< Camera pixels -> map mm.
    cv::Matx33d mapToImage = cv::Matx33d::eye(); ///< Map mm -> camera pixels.
    cv::Size2d mapSizeMm;                        ///< The map area registered onto.
    cv::Size imageSize;                          ///< The camera frame registered.

    int markersExpected = 0; ///< Markers in the layout.
    int markersSeen = 0;     ///< Distinct layout markers detected.
    int markersUsed = 0;     ///< Seen markers whose corners all agree with the homography.
    std::vector<int> seenIds;
    double rmsErrorMm = 0.0; ///< Residual of the corners used, in map mm.
    /// Expected error (1 sigma, mm) at the worst of the map's corners and centre, from how
    /// well the points used pin the homography down. Unlike rmsErrorMm this grows when the
    /// visible markers are few or bunched together and the fit must extrapolate.
    double predictedErrorMm = 0.0;

    /// How far (map mm) the map's four corners appear to have moved between `other` and this
    /// registration: the larger of the two directions. +infinity if either is not ok.
    [[nodiscard]] double displacementMm(const Registration& other) const;

    /// True when the camera or the table moved by more than `toleranceMm` between `other` and
    /// this registration, or when either is not ok (nothing can be trusted then).
    [[nodiscard]] bool movedFrom(const Registration& other, double toleranceMm) const;
};

} // namespace adj::vision
