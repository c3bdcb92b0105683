#include "engine/board/polygon.hpp"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace adj::board {
namespace {

// Whether the edge a-b crosses the horizontal line at y. Counting an edge only when one end is
// strictly above the line and the other on or below it counts a vertex on the line exactly once.
bool crossesLine(MapPoint a, MapPoint b, double y) { return (a.y > y) != (b.y > y); }

double crossingX(MapPoint a, MapPoint b, double y) { return a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y); }

}  // namespace

bool polygonContains(std::span<const MapPoint> polygon, MapPoint point) {
    bool inside = false;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        const MapPoint a = polygon[i];
        const MapPoint b = polygon[j];
        if (crossesLine(a, b, point.y) && point.x < crossingX(a, b, point.y)) inside = !inside;
    }
    return inside;
}

double polygonSignedArea(std::span<const MapPoint> polygon) {
    double twiceArea = 0.0;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        twiceArea += polygon[j].x * polygon[i].y - polygon[i].x * polygon[j].y;
    }
    return twiceArea / 2.0;
}

MapPoint polygonCentroid(std::span<const MapPoint> polygon) {
    // Measured from the first vertex so that maps far from the origin lose no precision.
    const MapPoint base = polygon.front();
    double twiceArea = 0.0;
    MapPoint weighted;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        const MapPoint a = polygon[j] - base;
        const MapPoint b = polygon[i] - base;
        const double cross = a.x * b.y - b.x * a.y;
        twiceArea += cross;
        weighted = weighted + (a + b) * cross;
    }
    return base + weighted * (1.0 / (3.0 * twiceArea));
}

MapPoint polygonInteriorPoint(std::span<const MapPoint> polygon) {
    const MapPoint centroid = polygonCentroid(polygon);
    if (polygonContains(polygon, centroid)) return centroid;
    // The centroid lies strictly between the top and bottom of a polygon with area, so the line
    // through it crosses the outline an even number of times, at least twice; under the even-odd rule
    // the stretches between the 1st and 2nd, 3rd and 4th... crossings are inside.
    std::vector<double> crossings;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        if (crossesLine(polygon[i], polygon[j], centroid.y)) crossings.push_back(crossingX(polygon[i], polygon[j], centroid.y));
    }
    std::sort(crossings.begin(), crossings.end());
    std::size_t widest = 0;
    for (std::size_t k = 2; k + 1 < crossings.size(); k += 2) {
        if (crossings[k + 1] - crossings[k] > crossings[widest + 1] - crossings[widest]) widest = k;
    }
    return {(crossings[widest] + crossings[widest + 1]) / 2.0, centroid.y};
}

MapRect polygonBounds(std::span<const MapPoint> polygon) {
    MapRect bounds;
    for (const MapPoint& p : polygon) bounds.grow(p);
    return bounds;
}

}  // namespace adj::board
