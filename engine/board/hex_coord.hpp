#pragma once
// Axial hex coordinates and the hex maths that does not care how the grid is drawn or numbered:
// steps, distance, rings, ranges, lines, rounding. Orientation and numbering live in HexGrid, so this
// part can be checked on its own against the cube-coordinate identities.
#include <array>
#include <cstddef>
#include <functional>
#include <vector>

namespace adj::board {

// A hex in axial coordinates. The third cube coordinate s = -q - r is derived rather than stored, so
// no HexCoord can break the cube invariant q + r + s = 0.
struct HexCoord {
    int q = 0;
    int r = 0;

    constexpr int s() const { return -q - r; }

    friend constexpr bool operator==(HexCoord, HexCoord) = default;
    friend constexpr HexCoord operator+(HexCoord a, HexCoord b) { return {a.q + b.q, a.r + b.r}; }
    friend constexpr HexCoord operator-(HexCoord a, HexCoord b) { return {a.q - b.q, a.r - b.r}; }
    friend constexpr HexCoord operator*(HexCoord a, int k) { return {a.q * k, a.r * k}; }
};

// The six unit steps, each followed by the next one round the hex, in the order hexRing() walks
// them. Their compass names depend on the grid's orientation: see hex_direction.hpp.
inline constexpr std::array<HexCoord, 6> kHexSteps{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

// Number of steps between two hexes on an unbounded grid.
int hexDistance(HexCoord a, HexCoord b);

// The neighbour reached by kHexSteps[step % 6]; any integer step is accepted so callers can turn
// "one further round" without wrapping it themselves.
HexCoord hexNeighbour(HexCoord hex, int step);

// The 6 * radius hexes exactly `radius` steps away (just the centre for radius 0), walked once round.
// Throws std::invalid_argument for a negative radius.
std::vector<HexCoord> hexRing(HexCoord centre, int radius);

// Every hex at most `radius` steps away, centre included: 3r(r+1)+1 hexes.
// Throws std::invalid_argument for a negative radius.
std::vector<HexCoord> hexRange(HexCoord centre, int radius);

// The hexes a straight line from centre to centre passes through, both ends included, one per step.
// Where the line runs exactly along a hexside, ties go the same way every time.
std::vector<HexCoord> hexLine(HexCoord from, HexCoord to);

// The hex that contains the fractional axial point (q, r), by cube rounding. The caller keeps the
// values within int range.
HexCoord roundToHex(double q, double r);

}  // namespace adj::board

template <>
struct std::hash<adj::board::HexCoord> {
    std::size_t operator()(adj::board::HexCoord hex) const noexcept {
        // Packing both 32-bit halves keeps distinct coordinates distinct before the final mix.
        const auto packed = (static_cast<unsigned long long>(static_cast<unsigned>(hex.q)) << 32) |
                            static_cast<unsigned>(hex.r);
        return std::hash<unsigned long long>{}(packed);
    }
};
