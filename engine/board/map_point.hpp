#pragma once
// Points on the printed map, in millimetres, laid out like an image: x grows east (right), y grows
// south (down). Vision measures the board this way, so the board speaks the same language.
#include <algorithm>
#include <limits>

namespace adj::board {

struct MapPoint {
    double x = 0.0;
    double y = 0.0;

    friend constexpr bool operator==(MapPoint, MapPoint) = default;
    friend constexpr MapPoint operator+(MapPoint a, MapPoint b) { return {a.x + b.x, a.y + b.y}; }
    friend constexpr MapPoint operator-(MapPoint a, MapPoint b) { return {a.x - b.x, a.y - b.y}; }
    friend constexpr MapPoint operator*(MapPoint a, double k) { return {a.x * k, a.y * k}; }
};

// A straight stretch of map, e.g. a hexside to draw.
struct MapSegment {
    MapPoint from;
    MapPoint to;
};

// An axis-aligned box on the map. A default one is empty (min above max) so that growing it by the
// first point gives that point.
struct MapRect {
    MapPoint min{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
    MapPoint max{-std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};

    constexpr bool empty() const { return min.x > max.x || min.y > max.y; }
    constexpr double width() const { return empty() ? 0.0 : max.x - min.x; }
    constexpr double height() const { return empty() ? 0.0 : max.y - min.y; }
    constexpr bool contains(MapPoint p) const { return p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y; }
    constexpr void grow(MapPoint p) {
        min = {std::min(min.x, p.x), std::min(min.y, p.y)};
        max = {std::max(max.x, p.x), std::max(max.y, p.y)};
    }
};

}  // namespace adj::board
