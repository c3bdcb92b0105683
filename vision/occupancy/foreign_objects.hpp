#pragma once
// Telling things that are not pieces from pieces: hands and arms are skin-coloured or far
// too big, shadows are the map itself only darker, and all of them reach in from the edge.

#include "vision/occupancy/occupancy_types.hpp"
#include "vision/registration/rectified_grid.hpp"

#include <opencv2/core.hpp>

namespace adj::vision {

/// Colour make-up of a region of the normalised frame, against the empty map.
struct RegionColour {
    double skinFraction = 0.0;   ///< Pixels with skin-like colour.
    double shadowFraction = 0.0; ///< Pixels darker than the map but of its colour.
};

/// `mask` (CV_8U) marks the region within `roi` of the grid; `normalised` and `reference`
/// are whole-grid CV_8UC3 images.
[[nodiscard]] RegionColour regionColour(const cv::Mat& normalised, const cv::Mat& reference, const cv::Mat& mask,
                                        const cv::Rect& roi);

/// The smallest rectangle round a region's pixels (`mask`, CV_8U), in its pixels. The shape
/// tests below take it, so that it is found once per region.
[[nodiscard]] cv::RotatedRect regionBox(const cv::Mat& mask);

/// Whether a changed region is a sliver along a printed line: long and far thinner than any
/// piece, what registration error leaves along the map's border, a river or a wood's edge.
/// `box`: regionBox of the region.
[[nodiscard]] bool looksLikeSliver(const cv::RotatedRect& box, double areaMm2, const RectifiedGrid& grid,
                                   const OccupancyOptions& options);

/// Whether a changed region of `areaMm2` (its regionBox `box`) is something other than pieces.
[[nodiscard]] bool looksForeign(const cv::RotatedRect& box, double areaMm2, const RegionColour& colour,
                                const RectifiedGrid& grid, const OccupancyOptions& options);

/// Whether a region looksForeign only for its size is stacks in neighbouring spaces that touch one
/// another: at most `maxClusterMultiple` footprints, no skin, little that looks like shadow (a grey
/// counter does), as wide as a piece, and not reaching in from the edge of the view (`edgeZone`, as
/// for describeForeign) as an arm does. A little skin-coloured fringe is allowed: tan ground in the
/// shadow of the counters on it is skin-coloured (see the definition).
[[nodiscard]] bool looksLikeTouchingStacks(const cv::Mat& mask, const cv::Rect& roi, const cv::RotatedRect& box,
                                           double areaMm2, const RegionColour& colour, const RectifiedGrid& grid,
                                           const OccupancyOptions& options, const cv::Mat& edgeZone);

/// The region as a foreign object. `edgeZone` (whole grid, CV_8U) marks where the camera's
/// view of the board ends.
[[nodiscard]] ForeignObject describeForeign(const cv::Mat& mask, const cv::Rect& roi, double areaMm2,
                                            const RegionColour& colour, const RectifiedGrid& grid,
                                            const cv::Mat& edgeZone);

/// The region as glare, `washedShare` of it the map washed out (washed_out.hpp).
[[nodiscard]] GlareRegion describeGlare(const cv::Mat& mask, const cv::Rect& roi, double areaMm2, double washedShare,
                                        const RectifiedGrid& grid);

} // namespace adj::vision
