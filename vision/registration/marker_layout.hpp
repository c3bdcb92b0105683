#pragma once
// Where the registration markers sit on a printed map, in map millimetres: x east, y south,
// origin at the top-left of the map's printed area. Markers sit outside that area, in the
// sheet's margins, so they never hide a hex and counters never hide them.

#include <opencv2/core.hpp>

#include <array>
#include <string>
#include <vector>

namespace adj::vision {

/// One printed marker: its ArUco id and the map position of its top-left outer corner.
/// Markers are printed upright (not rotated), which is what makes cornersMm() match the
/// order in which ArUco reports a detected marker's corners.
struct PlacedMarker {
    int id = 0;
    cv::Point2d topLeftMm;
};

/// Default largest distance between neighbouring marker centres along one edge. A forearm
/// reaching onto the board hides about 150 mm of margin, so at this spacing one arm cannot
/// hide two neighbouring markers.
inline constexpr double kDefaultMaxMarkerSpacingMm = 350.0;

struct MarkerLayout {
    std::string dictionary = "DICT_4X4_50"; ///< OpenCV predefined dictionary name.
    double markerSideMm = 0.0;              ///< Outer side of the black square, border included.
    cv::Size2d mapSizeMm;                   ///< The printed map area the markers frame.
    std::vector<PlacedMarker> markers;

    /// Markers diagonally outside the four corners of a widthMm x heightMm map, `marginMm`
    /// clear of the printed area, plus evenly spaced mid-edge markers wherever corner markers
    /// would be more than `maxSpacingMm` apart (centre to centre). Ids run 0..N-1 clockwise
    /// from the top-left corner. Throws std::invalid_argument on non-positive sizes.
    static MarkerLayout forMapRect(double widthMm, double heightMm, double markerSideMm,
                                   double marginMm,
                                   double maxSpacingMm = kDefaultMaxMarkerSpacingMm);

    /// The marker's four outer corners in map mm, clockwise from top-left (ArUco's order).
    [[nodiscard]] std::array<cv::Point2d, 4> cornersMm(const PlacedMarker& marker) const;

    /// The marker with this id, or nullptr when the layout has none.
    [[nodiscard]] const PlacedMarker* find(int id) const;

    /// Throws std::invalid_argument unless the dictionary is known, sizes are positive and
    /// ids are distinct and exist in the dictionary.
    void validate() const;
};

} // namespace adj::vision
