#pragma once
// Compass directions on a hex grid. Which six exist depends on how the hexes are drawn: flat-top hexes
// have a north and a south side, pointy-top hexes an east and a west side. Rulebooks name hexsides
// this way ("the northeast hexside of Mobile"), so game data and alerts do too.
#include <array>
#include <optional>
#include <span>
#include <string_view>

#include "engine/board/hex_coord.hpp"

namespace adj::board {

enum class HexOrientation {
    FlatTop,    // a flat side at the top; hexes stack in vertical columns
    PointyTop,  // a corner at the top; hexes line up in horizontal rows
};

// Every compass name either orientation uses; each orientation uses six of them.
enum class HexDirection { N, NE, E, SE, S, SW, W, NW };

// "flat-top" / "pointy-top".
std::string_view toString(HexOrientation orientation);
// Accepts "flat-top", "flat", "pointy-top", "pointy" in any letter case.
std::optional<HexOrientation> parseHexOrientation(std::string_view text);

// "N", "NE", ...
std::string_view toString(HexDirection direction);
// Accepts the names toString gives, in any letter case ("ne" too), since data files vary.
std::optional<HexDirection> parseHexDirection(std::string_view text);

// The six directions of the orientation, clockwise as seen on the map: N, NE, SE, S, SW, NW for
// flat-top; NE, E, SE, SW, W, NW for pointy-top.
std::span<const HexDirection, 6> hexDirections(HexOrientation orientation);

bool isValidDirection(HexOrientation orientation, HexDirection direction);

// The direction pointing back: opposite(NE) == SW.
HexDirection opposite(HexDirection direction);

// The axial step one hex in that direction. Throws std::invalid_argument when the orientation has no
// such side (E on a flat-top grid), because that is a mistake in the data, not a position.
HexCoord directionStep(HexOrientation orientation, HexDirection direction);

// The direction whose step is `step`, or nullopt when `step` is not a single step.
std::optional<HexDirection> directionOfStep(HexOrientation orientation, HexCoord step);

}  // namespace adj::board
