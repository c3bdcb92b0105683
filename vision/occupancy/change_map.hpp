#pragma once
// Where the board differs from the empty map, in ways light cannot explain. Lighting is
// divided out first (see lighting.hpp); what remains is compared three ways, any of which
// marks a pixel as changed:
//   - colour (chromaticity), which shading and shadows leave nearly alone;
//   - brightness, with a wide allowance for darkening, since shadows only darken;
//   - new edges: a counter's outline or print where the map has no edge nearby (edges the
//     map has, like hex lines, are allowed to move a pixel, as registration jitters).

#include "vision/occupancy/occupancy_types.hpp"

#include <opencv2/core.hpp>

namespace adj::vision {

/// The empty map, prepared once for fast comparison.
class ChangeReference {
public:
    ChangeReference(const cv::Mat& referenceBgr, const OccupancyOptions& options);

    /// CV_8U mask of changed pixels (255) for a normalised rectified frame, restricted to
    /// `valid`. `darkOut` (optional) gets the pixels that are only darker: shadow candidates.
    [[nodiscard]] cv::Mat changed(const cv::Mat& normalisedBgr, const cv::Mat& valid, cv::Mat* darkOut = nullptr) const;

    [[nodiscard]] const cv::Mat& reference() const { return reference_; }

private:
    cv::Mat reference_;     ///< CV_8UC3.
    cv::Mat sum_;           ///< b + g + r, CV_32F.
    cv::Mat chroma_;        ///< CV_32FC3.
    cv::Mat edgesNearby_;   ///< Reference gradient, dilated by a pixel, CV_16S.
    OccupancyOptions options_;
};

/// Smoothed gradient magnitude (|gx| + |gy| of a blurred grey image), CV_16S.
[[nodiscard]] cv::Mat edgeStrength(const cv::Mat& bgr);

} // namespace adj::vision
