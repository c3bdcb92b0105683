#pragma once
// Turning "this counter goes in that hex" into pieces on the table the way players leave
// them: a little off-centre, turned a few degrees, stacks slightly fanned out.

#include "vision/identity/counter_sheet_layout.hpp"
#include "vision/synth/conditions.hpp"
#include "vision/synth/scene.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision::synth {

struct CounterPlacement {
    std::string id;
    cv::Mat face;          ///< BGR face image.
    cv::Point2d anchorMm;  ///< Hex centre (or any point) the counter belongs to.
    double facingDeg = 0;  ///< 0: set down by the player on the south side; 180: the north side.
};

/// Pieces for `placements`; counters sharing an anchor form a stack in list order (first at
/// the bottom). Jitter follows `conditions`: stack off-centre by up to maxOffCentreMm,
/// each counter turned by up to maxRotationDeg and offset from the one below by up to
/// maxStackOffsetMm.
[[nodiscard]] std::vector<ScenePiece> placeCounters(const std::vector<CounterPlacement>& placements,
                                                    const Conditions& conditions, cv::RNG& rng);

/// A printed counter sheet as a flatbed scan would give it: faces on white card at
/// layout.pxPerMm, a touch of blur and noise. `faces` pairs with layout.ids.
[[nodiscard]] cv::Mat renderCounterSheet(const std::vector<cv::Mat>& faces, const CounterSheetLayout& layout,
                                         unsigned seed = 1);

} // namespace adj::vision::synth
