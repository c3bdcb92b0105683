#include "engine/board/hex_coord.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace adj::board {
namespace {

void requireNonNegativeRadius(int radius, const char* what) {
    if (radius < 0) throw std::invalid_argument(std::string(what) + ": radius must be >= 0 (got " + std::to_string(radius) + ")");
}

}  // namespace

int hexDistance(HexCoord a, HexCoord b) {
    const HexCoord d = a - b;
    return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

HexCoord hexNeighbour(HexCoord hex, int step) {
    const int wrapped = ((step % 6) + 6) % 6;
    return hex + kHexSteps[static_cast<std::size_t>(wrapped)];
}

std::vector<HexCoord> hexRing(HexCoord centre, int radius) {
    requireNonNegativeRadius(radius, "hexRing");
    if (radius == 0) return {centre};
    std::vector<HexCoord> ring;
    ring.reserve(6 * static_cast<std::size_t>(radius));
    // Start at the corner reached by step 4 and walk each side along the next step in turn: the
    // walk closes exactly where it began.
    HexCoord hex = centre + kHexSteps[4] * radius;
    for (int side = 0; side < 6; ++side) {
        for (int i = 0; i < radius; ++i) {
            ring.push_back(hex);
            hex = hexNeighbour(hex, side);
        }
    }
    return ring;
}

std::vector<HexCoord> hexRange(HexCoord centre, int radius) {
    requireNonNegativeRadius(radius, "hexRange");
    std::vector<HexCoord> hexes;
    const auto steps = static_cast<std::size_t>(radius);
    hexes.reserve(3 * steps * (steps + 1) + 1);
    for (int dq = -radius; dq <= radius; ++dq) {
        const int rMin = std::max(-radius, -dq - radius);
        const int rMax = std::min(radius, -dq + radius);
        for (int dr = rMin; dr <= rMax; ++dr) hexes.push_back(centre + HexCoord{dq, dr});
    }
    return hexes;
}

std::vector<HexCoord> hexLine(HexCoord from, HexCoord to) {
    const int steps = hexDistance(from, to);
    std::vector<HexCoord> line;
    line.reserve(static_cast<std::size_t>(steps) + 1);
    line.push_back(from);
    // A tiny nudge off the exact centre line keeps points that fall on a hexside from rounding one
    // way on some steps and the other way on others.
    const double q0 = from.q + 1e-6;
    const double r0 = from.r + 1e-6;
    for (int i = 1; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps;
        line.push_back(roundToHex(q0 + (to.q - from.q) * t, r0 + (to.r - from.r) * t));
    }
    return line;
}

HexCoord roundToHex(double q, double r) {
    const double s = -q - r;
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s);
    // Rounding each coordinate alone can leave q + r + s != 0; the one that moved most is the least
    // trustworthy, so rebuild it from the other two.
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

}  // namespace adj::board
