#pragma once
// Glare whitens the print, and the lighting model (lighting.hpp) does not undo it: under hard light a
// wood, a town or the sea comes out as a changed region, and is measured as a piece with a weak outline.
// Such a "piece" is the map's own colour, only washed out; a real piece with as weak an outline (a grey
// counter on a teal swamp) is darker than the map or of quite another saturation.

#include "vision/occupancy/occupancy_types.hpp"
#include "vision/registration/rectified_grid.hpp"

#include <opencv2/core.hpp>

namespace adj::vision {

/// Whether the middle of `blob`'s top face in `normalised` (the lighting-normalised grid image) is the
/// map under it (`reference`), washed out: no darker than 0.9 of it, and of a saturation within 0.25.
/// Measured over 25 hard tables: such fits with no piece under them were 0.94-1.13 as bright as the map
/// and within 0.18 of its saturation; real pieces with weak outlines 0.56-0.96 as bright and, when
/// brighter than 0.9, 0.3-0.45 apart in saturation (grey counters on coloured terrain). Its mean colour
/// must also lie within 40 grey levels of the line from the map's towards white: glare keeps the map's hue,
/// and a counter as saturated as the map under it but of another hue (blue on a green wood) does not.
[[nodiscard]] bool looksLikeWashedOutMap(const OccupancyBlob& blob, const cv::Mat& normalised, const cv::Mat& reference,
                                         const RectifiedGrid& grid);

/// How strongly the empty map's own print (`referenceGrey`, the grid's reference in grey) lines the top
/// face fitted to `blob`, as a share of how strongly the frame does (OccupancyBlob::edgeScore). A real
/// piece's outline is an edge the map does not have there: real pieces that looked washed out scored
/// 0.64-0.87 (once 1.34) over 40 hard tables at 1080p and 25 at 4K. A washed-out patch of map measured as
/// a piece has its square fitted to printed edges, which the map has about as strongly or more: 0.84-2.2
/// (29 of 32 at 4K and all 7 at 1080p at 1 or more). `shapeSizeMm` is the fitted shape's size
/// (OccupancyOptions::shapes). 0 when the blob has no outline to compare.
[[nodiscard]] double mapOutlineShare(const OccupancyBlob& blob, const cv::Mat& referenceGrey, const RectifiedGrid& grid,
                                     cv::Size2d shapeSizeMm);

/// The pixels of a changed region (`mask`, CV_8U within `roi` of the grid) where the lighting-normalised
/// frame is the map under them washed towards white, as glare does: frame = map + t (white - map) for
/// some t of at least 0.08, give or take a little. `normalised` and `reference` are whole-grid CV_8UC3
/// images. A piece is never this: its colour is not the map's under it, and glare on it washes it
/// towards white from its own colour. CV_8U, 255 = washed out, the size of `mask`.
[[nodiscard]] cv::Mat washedOutMapPixels(const cv::Mat& normalised, const cv::Mat& reference, const cv::Mat& mask,
                                         const cv::Rect& roi);

} // namespace adj::vision
