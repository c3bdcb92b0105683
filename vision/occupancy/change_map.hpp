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
#include "vision/occupancy/scratch_mat.hpp"

#include <opencv2/core.hpp>

#include <array>

namespace adj::vision {

/// The empty map, prepared once for fast comparison.
class ChangeReference {
public:
    ChangeReference(const cv::Mat& referenceBgr, const OccupancyOptions& options);

    /// CV_8U mask of changed pixels (255) for a normalised rectified frame, restricted to
    /// `valid`. `grey` is the same frame in grey (the caller needs it too, so it is made
    /// once). `darkOut` (optional) gets the pixels of the map's colour but darker (to 0.9 of
    /// the map or less): shadow candidates, changed or not.
    /// Not const: the working images are kept from frame to frame, as allocating them anew
    /// costs more than a few of the filters that fill them.
    [[nodiscard]] cv::Mat changed(const cv::Mat& normalisedBgr, const cv::Mat& grey, const cv::Mat& valid,
                                  cv::Mat* darkOut = nullptr);

    [[nodiscard]] const cv::Mat& reference() const { return reference_; }
    [[nodiscard]] const cv::Mat& referenceGrey() const { return referenceGrey_; }

private:
    cv::Mat reference_;     ///< CV_8UC3.
    cv::Mat referenceGrey_; ///< CV_8U.
    cv::Mat sumMin_;        ///< b + g + r, least within the registration allowance, CV_32F.
    cv::Mat sumMax_;        ///< ...and greatest.
    /// (b, g, r) / (b + g + r), least per channel within a pixel, one CV_32F plane per
    /// channel: planes load straight into vector registers.
    std::array<cv::Mat, 3> chromaMin_;
    std::array<cv::Mat, 3> chromaMax_; ///< ...and greatest.
    cv::Mat edgesNearby_;   ///< Reference gradient, dilated by the registration allowance, CV_16S.
    OccupancyOptions options_;
    // Per-frame working images (see scratch_mat.hpp).
    ScratchMat smooth_;
    ScratchMat edges_;
    ScratchMat edgeWork_;
    ScratchMat gx_;
    ScratchMat gy_;
};

/// Smoothed gradient magnitude (|gx| + |gy| of a blurred grey image), CV_16S, into `out`.
/// `work`, `gx`, `gy`: working images, reused when they already have the right size.
void edgeStrength(const cv::Mat& grey, cv::Mat& out, cv::Mat& work, cv::Mat& gx, cv::Mat& gy);

} // namespace adj::vision
