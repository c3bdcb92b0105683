#pragma once
// A hex named the way the map and the rulebook name it: by its column and row NUMBERS as printed
// (column 30, row 30 for "3030"), not by zero-based indices, so that "odd columns are lower" means
// what the rulebook means even when a map's numbering starts at 0.
#include <compare>
#include <cstddef>
#include <functional>

namespace adj::board {

struct HexOffset {
    int column = 0;  // grows west -> east
    int row = 0;     // grows north -> south

    // Column first, then row: the order of XXYY ids.
    friend constexpr auto operator<=>(HexOffset, HexOffset) = default;
};

}  // namespace adj::board

template <>
struct std::hash<adj::board::HexOffset> {
    std::size_t operator()(adj::board::HexOffset hex) const noexcept {
        const auto packed = (static_cast<unsigned long long>(static_cast<unsigned>(hex.column)) << 32) |
                            static_cast<unsigned>(hex.row);
        return std::hash<unsigned long long>{}(packed);
    }
};
