// HexGrid: where hexes lie on the map, and which hex lies under a map point (Red Blob Games'
// axial <-> pixel formulas, with y growing south as on the map).
#include "engine/board/hex_grid.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

namespace adj::board {
namespace {

constexpr double kSqrt3 = std::numbers::sqrt3;

// Further out than any map, and well inside int range, so rounding cannot overflow.
constexpr double kMaxAxial = 1e8;

}  // namespace

MapPoint HexGrid::axialToMap(HexCoord hex) const {
    const double radius = spec_.hexRadiusMm;
    if (spec_.orientation == HexOrientation::FlatTop) {
        return {radius * 1.5 * hex.q, radius * kSqrt3 * (hex.r + hex.q / 2.0)};
    }
    return {radius * kSqrt3 * (hex.q + hex.r / 2.0), radius * 1.5 * hex.r};
}

MapPoint HexGrid::centre(HexOffset hex) const {
    return spec_.originMm + (axialToMap(toAxial(hex)) - firstHexOffsetMm_);
}

std::array<MapPoint, 6> HexGrid::corners(HexOffset hex) const {
    const MapPoint middle = centre(hex);
    // With y pointing south, increasing angles turn clockwise on the map.
    const double startDegrees = spec_.orientation == HexOrientation::FlatTop ? 0.0 : 30.0;
    std::array<MapPoint, 6> points;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const double angle = (startDegrees + 60.0 * static_cast<double>(i)) * std::numbers::pi / 180.0;
        points[i] = middle + MapPoint{std::cos(angle), std::sin(angle)} * spec_.hexRadiusMm;
    }
    return points;
}

std::optional<HexOffset> HexGrid::hexAtPoint(MapPoint point) const {
    const MapPoint p = point - spec_.originMm + firstHexOffsetMm_;
    const double radius = spec_.hexRadiusMm;
    double q = 0.0;
    double r = 0.0;
    if (spec_.orientation == HexOrientation::FlatTop) {
        q = (2.0 / 3.0 * p.x) / radius;
        r = (-1.0 / 3.0 * p.x + kSqrt3 / 3.0 * p.y) / radius;
    } else {
        q = (kSqrt3 / 3.0 * p.x - 1.0 / 3.0 * p.y) / radius;
        r = (2.0 / 3.0 * p.y) / radius;
    }
    // Written so that NaN fails too.
    if (!(std::abs(q) < kMaxAxial && std::abs(r) < kMaxAxial)) return std::nullopt;
    const HexOffset hex = toOffset(roundToHex(q, r));
    if (!contains(hex)) return std::nullopt;
    return hex;
}

MapSegment HexGrid::hexsideSegment(HexOffset a, HexOffset b) const {
    if (!adjacent(a, b)) {
        throw std::invalid_argument("no hexside between column " + std::to_string(a.column) + " row " +
                                    std::to_string(a.row) + " and column " + std::to_string(b.column) + " row " +
                                    std::to_string(b.row) + ": they are not adjacent");
    }
    // The shared side joins the two corners of `a` nearest the centre of `b`; taking them from
    // corners() keeps drawn hexsides exactly on drawn hex outlines.
    const auto points = corners(a);
    const MapPoint target = centre(b);
    std::array<std::size_t, 6> order{0, 1, 2, 3, 4, 5};
    const auto distanceSquared = [&](std::size_t i) {
        const MapPoint d = points[i] - target;
        return d.x * d.x + d.y * d.y;
    };
    std::partial_sort(order.begin(), order.begin() + 2, order.end(),
                      [&](std::size_t i, std::size_t j) { return distanceSquared(i) < distanceSquared(j); });
    std::size_t first = std::min(order[0], order[1]);
    std::size_t second = std::max(order[0], order[1]);
    if (first == 0 && second == 5) std::swap(first, second);  // the side that wraps round: 5 then 0
    return {points[first], points[second]};
}

}  // namespace adj::board
