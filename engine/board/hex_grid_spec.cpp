#include "engine/board/hex_grid_spec.hpp"

#include <numbers>

namespace adj::board {

double HexGridSpec::radiusFromFlatToFlat(double flatToFlatMm) { return flatToFlatMm / std::numbers::sqrt3; }

double HexGridSpec::flatToFlatMm() const { return hexRadiusMm * std::numbers::sqrt3; }

std::string_view toString(OffsetParity parity) { return parity == OffsetParity::Odd ? "odd" : "even"; }

std::optional<OffsetParity> parseOffsetParity(std::string_view text) {
    if (text == "odd") return OffsetParity::Odd;
    if (text == "even") return OffsetParity::Even;
    return std::nullopt;
}

std::string_view toString(HexNumbering numbering) { return numbering == HexNumbering::ColumnRow ? "xxyy" : "named"; }

std::optional<HexNumbering> parseHexNumbering(std::string_view text) {
    if (text == "xxyy") return HexNumbering::ColumnRow;
    if (text == "named") return HexNumbering::Named;
    return std::nullopt;
}

}  // namespace adj::board
