#pragma once
// Finding the map's markers frame after frame.
//
// ArUco's search of a whole frame is the costliest step of registration: 9-10 ms of a 1080p frame
// under hard light (searched at half size), 33 ms of a 4K one, most of it thresholding and tracing
// the outlines of everything in the picture. A camera over a table holds still; where the last
// frame registered, its markers are looked for first only round where they were. The whole frame
// is searched again when that finds fewer than the last search did: the camera or the table moved,
// or a marker came back into view.

#include "vision/camera/frame_geometry.hpp"
#include "vision/registration/marker_detection.hpp"
#include "vision/registration/marker_registration.hpp"

#include <opencv2/core.hpp>

#include <cstddef>
#include <optional>
#include <vector>

namespace adj::vision {

/// Where to look for the layout's markers in a frame of `frameSize` seen as `geometry` saw the last:
/// each marker's outline with a marker's width round it (the camera may have shifted a little), those
/// that overlap joined. Markers wholly outside the frame are not looked for.
[[nodiscard]] std::vector<cv::Rect> markerSearchRegions(const MarkerLayout& layout, const FrameGeometry& geometry,
                                                        cv::Size frameSize);

class MarkerTracker {
public:
    /// `scale`: the frame is searched at this size (see fast_markers.hpp).
    explicit MarkerTracker(double scale = 0.5) : scale_(scale) {}

    /// The layout's markers in `frame` (and any other of the dictionary the search came across).
    [[nodiscard]] std::vector<DetectedMarker> find(const MarkerRegistrar& registrar, const cv::Mat& frame);

    /// What this frame registered as; a frame that did not register (!ok) makes the next search whole.
    void registered(const FrameGeometry& geometry, cv::Size frameSize);

    /// The last find() searched the whole frame.
    [[nodiscard]] bool searchedWhole() const { return searchedWhole_; }

private:
    double scale_;
    std::optional<FrameGeometry> last_; ///< The last frame's geometry, when it registered.
    cv::Size lastSize_;
    std::size_t lastFound_ = 0;         ///< Markers the last find() returned.
    bool searchedWhole_ = true;
};

} // namespace adj::vision
