#pragma once
// Which hexes the players are asked to touch when the map is registered by hand (markers hidden):
// hexes near the four corners, where a slip costs least, and the middles of the top and bottom
// edges, so that a touch on the wrong hex shows against the others and can be named
// (point_registration.hpp): with one corner left out, the other five still pin it down.

#include "engine/data/game_map.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision {

struct TouchTarget {
    std::string hex;    ///< The space's id.
    std::string where;  ///< Where it is on the map, for the prompt: "near the top-left corner".
    cv::Point2d centreMm;
};

/// Six distinct hexes of `map` in the order players are asked for them; fewer only on a map with
/// fewer than six hexes, none on a map without hexes.
[[nodiscard]] std::vector<TouchTarget> touchTargetsOf(const data::GameMap& map);

} // namespace adj::vision
