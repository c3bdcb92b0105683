#pragma once
// Side by colour: each side prints its counters on its own background colour (the game's
// data gives it, Side::colour). The background shows best in bands just inside a counter's
// edges, outside the symbol and numbers; the band most like some side's colour decides.

#include "engine/data/game_definition.hpp"
#include "vision/occupancy/occupancy_types.hpp"
#include "vision/registration/rectified_grid.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision {

struct SideMatch {
    int side = -1;           ///< Index into the classifier's sides; -1 when there are none.
    std::string sideId;
    double distance = 0.0;   ///< Colour difference to that side (CIE Lab units, lightness half-weighted).
    double confidence = 0.0; ///< 0..1: how much closer the best side is than the next.
    cv::Vec3b seenBgr;       ///< The counter's background as seen (lighting normalised).
};

class SideClassifier {
public:
    explicit SideClassifier(const std::vector<data::Side>& sides);

    /// The side of the piece whose top face `blob` found, from `normalisedBgr` (the
    /// lighting-normalised grid image, OccupancyResult::normalised) on `grid`.
    [[nodiscard]] SideMatch classify(const cv::Mat& normalisedBgr, const OccupancyBlob& blob, const RectifiedGrid& grid,
                                     const OccupancyOptions& options) const;

private:
    std::vector<std::string> ids_;
    std::vector<cv::Vec3f> lab_;
};

} // namespace adj::vision
