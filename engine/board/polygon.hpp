#pragma once
// Plain polygon geometry on the map, for area maps: inside or not, area, where to put a label. A
// polygon is its vertices in order, either way round, the last joined back to the first; it may be
// concave (coastlines and rivers make most areas so) but should not cross itself, and has at least
// three vertices (AreaMap checks).
#include <span>

#include "engine/board/map_point.hpp"

namespace adj::board {

// Even-odd rule, so concave polygons work. A point exactly on an edge may go either way, but always
// the same way, and a point on an edge shared by two areas lands in exactly one of them.
bool polygonContains(std::span<const MapPoint> polygon, MapPoint point);

// Positive when the vertices run clockwise on the map (y south), negative when anticlockwise.
double polygonSignedArea(std::span<const MapPoint> polygon);

// The centre of mass of the polygon's surface. It can lie outside a concave polygon (think of a "C").
// The polygon must have a non-zero area.
MapPoint polygonCentroid(std::span<const MapPoint> polygon);

// A point certainly inside the polygon, as central as is cheap: the centroid when it is inside,
// otherwise the middle of the widest inside stretch of the horizontal line through the centroid.
// For labels and pieces. The polygon must have a non-zero area.
MapPoint polygonInteriorPoint(std::span<const MapPoint> polygon);

MapRect polygonBounds(std::span<const MapPoint> polygon);

}  // namespace adj::board
