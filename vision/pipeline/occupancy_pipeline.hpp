#pragma once
// One camera frame to occupancy: find the markers, estimate the lens, register, rectify
// onto the grid and compare with the empty map. The rectification tables are the costly
// part, so they are kept until the camera or the table moves.

#include "vision/camera/camera_from_homography.hpp"
#include "vision/camera/frame_geometry.hpp"
#include "vision/occupancy/occupancy_detector.hpp"
#include "vision/registration/marker_registration.hpp"

#include <opencv2/core.hpp>

#include <optional>

namespace adj::vision {

struct FrameOccupancy {
    FrameGeometry geometry;     ///< !ok(): the frame could not be registered; nothing else is set.
    ViewGeometry view;
    cv::Mat rectified;          ///< The frame on the detector's grid.
    cv::Mat valid;              ///< CV_8U on the grid: 255 where the camera sees the map.
    OccupancyResult occupancy;
    bool reusedMaps = false;    ///< The previous frame's rectification tables were still good.
    bool byTouch = false;       ///< Registered by the players' touches, the markers having failed.
};

class OccupancyPipeline {
public:
    /// `fallbackFovDeg`: the camera's horizontal field of view, used for parallax only when
    /// the view is too square to the map for the homography to tell the focal length.
    /// `markerScale`: the frame is searched for markers at this size (see fast_markers.hpp).
    OccupancyPipeline(MarkerLayout layout, OccupancyDetector detector, double fallbackFovDeg = 65.0,
                      double markerScale = 0.5);

    [[nodiscard]] FrameOccupancy process(const cv::Mat& frame);

    /// A registration the players made by touching hexes (point_registration.hpp), used on frames
    /// of its image size whose markers do not register; markers that register win. nullopt clears it.
    void useTouchedRegistration(std::optional<Registration> touched);
    [[nodiscard]] const std::optional<Registration>& touchedRegistration() const { return touched_; }

    [[nodiscard]] const OccupancyDetector& detector() const { return detector_; }

private:
    MarkerRegistrar registrar_;
    OccupancyDetector detector_;
    double fallbackFovDeg_;
    double markerScale_;
    // The lens of the last frame the markers registered: kept unless a frame's markers clearly fit
    // another (see estimateDistortionFromMarkers), so that a camera holding still keeps its map still.
    double heldLensK_ = 0.0;
    cv::Size heldLensFrameSize_;
    std::optional<Registration> touched_;
    std::optional<FrameGeometry> mapsGeometry_; ///< What maps_ were built for.
    RectifyMaps maps_;
};

/// Registration with the lens estimated from the same markers (distortion removed from the
/// corners before the homography is fitted), markers searched for at `markerScale`.
/// `geometry.registration.ok` says if it worked.
[[nodiscard]] FrameGeometry registerWithLens(const MarkerRegistrar& registrar, const cv::Mat& frame,
                                             double markerScale = 1.0);
/// The same from markers already found in a frame of `frameSize`, the lens's k kept at `heldK` unless
/// the markers clearly fit another.
[[nodiscard]] FrameGeometry registerWithLens(const MarkerRegistrar& registrar, const std::vector<DetectedMarker>& detected,
                                             cv::Size frameSize, double heldK = 0.0);

} // namespace adj::vision
