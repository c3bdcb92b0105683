#pragma once
// The lens's radial distortion, estimated from the registration markers themselves: the
// markers are printed on a flat sheet, so once the right distortion is removed a single
// homography fits all their corners. Markers ring the map, near the frame edges where
// distortion is strongest, which makes them a good calibration target for this one number.

#include "vision/camera/radial_distortion.hpp"
#include "vision/registration/marker_detection.hpp"
#include "vision/registration/marker_layout.hpp"

#include <vector>

namespace adj::vision {

struct DistortionEstimate {
    bool ok = false;          ///< False with fewer than 4 layout markers seen: k stays the held one.
    RadialDistortion lens;
    double rmsBeforeMm = 0.0; ///< Corner fit residual with no distortion removed.
    double rmsAfterMm = 0.0;  ///< ...and with `lens` removed.
    std::vector<int> misreadIds; ///< Markers with a corner left out of the estimate as misread.
};

/// The k in [-maxK, maxK] that best lets one homography fit the corners of the layout's
/// markers in `detected`. Keeps `heldK` unless another k improves the fit clearly: 0 for a camera
/// not yet known, the camera's last k for a running one (a lens does not change from frame to frame;
/// its estimate would, with the corners' noise). A corner that still fits more than a millimetre out
/// is misread: the worst is left out and k estimated again, while more than 16 corners remain.
/// With fewer than 4 layout markers there is no estimate (`ok` false) and the lens is `heldK`'s.
[[nodiscard]] DistortionEstimate estimateDistortionFromMarkers(const std::vector<DetectedMarker>& detected,
                                                               const MarkerLayout& layout, cv::Size frameSize,
                                                               double heldK = 0.0, double maxK = 0.3);

/// The detections with distortion removed from their corners.
[[nodiscard]] std::vector<DetectedMarker> undistortMarkers(const std::vector<DetectedMarker>& detected,
                                                           const RadialDistortion& lens);

} // namespace adj::vision
