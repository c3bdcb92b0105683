#pragma once
// Telling things that are not pieces from pieces: hands and arms are skin-coloured or far
// too big, shadows are the map itself only darker, and all of them reach in from the edge.

#include "vision/occupancy/occupancy_types.hpp"
#include "vision/registration/rectified_grid.hpp"

#include <opencv2/core.hpp>

namespace adj::vision {

/// The map's print varies by at least this (standard deviation, grey levels, the channels pooled) under a
/// region whose mapPrintShown means something: the sea's wave marks and hex lines, 5-10.
inline constexpr double kLeastPrintContrast = 3.0;

/// Colour make-up of a region of the normalised frame, against the empty map.
struct RegionColour {
    double skinFraction = 0.0;   ///< Pixels with skin-like colour.
    double shadowFraction = 0.0; ///< Pixels darker than the map but of its colour.
    double mapSkinFraction = 0.0; ///< Pixels where the map itself is skin-coloured (tan ground).
};

/// `mask` (CV_8U) marks the region within `roi` of the grid; `normalised` and `reference`
/// are whole-grid CV_8UC3 images.
[[nodiscard]] RegionColour regionColour(const cv::Mat& normalised, const cv::Mat& reference, const cv::Mat& mask,
                                        const cv::Rect& roi);

/// How plainly a changed region (`mask`, CV_8U within `roi` of the grid) still shows the map's own print:
/// the correlation (-1..1) of the lighting-normalised frame with the empty map over the region's pixels,
/// the three channels pooled, both blurred alike so that a camera blurrier than the print does not lower
/// it. Light the lighting model did not follow (a hot spot over the sea, where the cells of a coast mix
/// the sea's light with the paper's) changes the map's brightness and colour but keeps its hex lines,
/// numbers and coasts where they are, so the two still vary together; a hand, an object or a counter
/// hides the print. 0 where the map under the region is too plain to tell (less than
/// kLeastPrintContrast grey levels of variation).
[[nodiscard]] double mapPrintShown(const cv::Mat& normalised, const cv::Mat& reference, const cv::Mat& mask,
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

/// The region as glare, `washedShare` of it the map washed out (washed_out.hpp), showing the map's print
/// `printShown` (mapPrintShown).
[[nodiscard]] GlareRegion describeGlare(const cv::Mat& mask, const cv::Rect& roi, double areaMm2, double washedShare,
                                        double printShown, const RectifiedGrid& grid);

} // namespace adj::vision
