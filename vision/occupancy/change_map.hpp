#pragma once
// Where the board differs from the empty map, in ways light cannot explain. Lighting is
// divided out first (see lighting.hpp); what remains is compared three ways, any of which
// marks a pixel as changed:
//   - colour (chromaticity), which shading and shadows leave nearly alone;
//   - brightness, with a wide allowance for darkening, since shadows only darken (a light
//     shadow of the map's colour is no change even where its edge is new);
//   - new edges: a counter's outline or print where the map has no edge nearby (edges the
//     map has, like hex lines, are allowed to move a little, as registration jitters).
// Colour and brightness are compared with the range the map shows within half a millimetre
// of each point, for the same reason: a hex line or river bank slightly off is not a change. Both
// images are smoothed alike first, so a camera blurrier than the reference is not either.

#include "vision/occupancy/occupancy_types.hpp"

#include <opencv2/core.hpp>

namespace adj::vision {

/// The empty map, prepared once for fast comparison.
class ChangeReference {
public:
    ChangeReference(const cv::Mat& referenceBgr, const OccupancyOptions& options);

    /// CV_8U mask of changed pixels (255) for a normalised rectified frame, restricted to
    /// `valid`. `darkOut` (optional) gets the pixels of the map's colour but
    /// darker (to 0.9 of the map or less): shadow candidates, changed or not.
    [[nodiscard]] cv::Mat changed(const cv::Mat& normalisedBgr, const cv::Mat& valid, cv::Mat* darkOut = nullptr) const;

    [[nodiscard]] const cv::Mat& reference() const { return reference_; }

private:
    cv::Mat reference_;     ///< CV_8UC3.
    cv::Mat sumMin_;        ///< b + g + r, least within the registration allowance, CV_32F.
    cv::Mat sumMax_;        ///< ...and greatest.
    cv::Mat chromaMin_;     ///< (b, g, r) / (b + g + r), least per channel within a pixel, CV_32FC3.
    cv::Mat chromaMax_;     ///< ...and greatest.
    cv::Mat edgesNearby_;   ///< Reference gradient, dilated by the registration allowance, CV_16S.
    OccupancyOptions options_;
};

/// Smoothed gradient magnitude (|gx| + |gy| of a blurred grey image), CV_16S.
[[nodiscard]] cv::Mat edgeStrength(const cv::Mat& bgr);

} // namespace adj::vision
