// HexGrid: checking the spec, the extent, offset <-> axial conversion, directions and distances.
// Ids and hexsides are in hex_grid_ids.cpp, map geometry in hex_grid_geometry.cpp.
#include "engine/board/hex_grid.hpp"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace adj::board {
namespace {

// Keeps the per-hex tables a sane size whatever the data says; real maps have a few thousand hexes.
constexpr long long kMaxHexes = 1'000'000;
constexpr int kMaxDigits = 9;  // so every number fits an int

template <class Value>
[[noreturn]] void rejectField(std::string_view field, std::string_view problem, const Value& value) {
    std::ostringstream message;
    message << "hex grid: " << field << ' ' << problem << " (got " << value << ')';
    throw std::invalid_argument(message.str());
}

long long powerOfTen(int digits) {
    long long result = 1;
    for (int i = 0; i < digits; ++i) result *= 10;
    return result;
}

// How far the axial coordinate drifts from the offset one along a column (flat-top) or row
// (pointy-top): half the line number, rounded so that the shifted lines sit half a hex further on.
// `number & 1` is right for negative numbers too, as C++20 integers are two's complement.
int drift(int number, OffsetParity shifted) {
    return shifted == OffsetParity::Odd ? (number - (number & 1)) / 2 : (number + (number & 1)) / 2;
}

}  // namespace

HexGrid::HexGrid(HexGridSpec spec) : spec_(std::move(spec)) {
    validate();
    const auto size = static_cast<std::size_t>(spec_.columns) * static_cast<std::size_t>(spec_.rows);
    onMap_.assign(size, true);
    for (const HexOffset& hex : spec_.excluded) onMap_[indexOf(hex)] = false;
    for (int column = spec_.firstColumn; column <= spec_.lastColumn(); ++column) {
        for (int row = spec_.firstRow; row <= spec_.lastRow(); ++row) {
            if (onMap_[indexOf({column, row})]) hexes_.push_back({column, row});
        }
    }
    if (hexes_.empty()) rejectField("excluded", "leaves no hex on the map", spec_.excluded.size());
    indexNames();
    firstHexOffsetMm_ = axialToMap(toAxial({spec_.firstColumn, spec_.firstRow}));
    for (const HexOffset& hex : hexes_) {
        for (const MapPoint& corner : corners(hex)) bounds_.grow(corner);
    }
}

void HexGrid::validate() const {
    if (!std::isfinite(spec_.hexRadiusMm) || spec_.hexRadiusMm <= 0.0) {
        rejectField("hexRadiusMm", "must be a positive number of millimetres", spec_.hexRadiusMm);
    }
    if (!std::isfinite(spec_.originMm.x)) rejectField("originMm.x", "must be finite", spec_.originMm.x);
    if (!std::isfinite(spec_.originMm.y)) rejectField("originMm.y", "must be finite", spec_.originMm.y);
    if (spec_.columns <= 0) rejectField("columns", "must be > 0", spec_.columns);
    if (spec_.rows <= 0) rejectField("rows", "must be > 0", spec_.rows);
    if (static_cast<long long>(spec_.columns) * spec_.rows > kMaxHexes) {
        rejectField("columns x rows", "is more hexes than any map has", static_cast<long long>(spec_.columns) * spec_.rows);
    }
    if (spec_.firstColumn < 0) rejectField("firstColumn", "must be >= 0", spec_.firstColumn);
    if (spec_.firstRow < 0) rejectField("firstRow", "must be >= 0", spec_.firstRow);
    if (spec_.columnDigits < 1 || spec_.columnDigits > kMaxDigits) rejectField("columnDigits", "must be 1..9", spec_.columnDigits);
    if (spec_.rowDigits < 1 || spec_.rowDigits > kMaxDigits) rejectField("rowDigits", "must be 1..9", spec_.rowDigits);
    const long long lastColumn = static_cast<long long>(spec_.firstColumn) + spec_.columns - 1;
    const long long lastRow = static_cast<long long>(spec_.firstRow) + spec_.rows - 1;
    if (lastColumn >= powerOfTen(spec_.columnDigits)) {
        rejectField("columnDigits", "is too narrow for last column " + std::to_string(lastColumn), spec_.columnDigits);
    }
    if (lastRow >= powerOfTen(spec_.rowDigits)) {
        rejectField("rowDigits", "is too narrow for last row " + std::to_string(lastRow), spec_.rowDigits);
    }
    for (const HexOffset& hex : spec_.excluded) {
        if (!inExtent(hex)) rejectField("excluded", "lists a hex outside the grid", describeOutOfExtent(hex));
    }
    if (spec_.numbering == HexNumbering::ColumnRow && !spec_.names.empty()) {
        rejectField("names", "are only for named numbering, not xxyy", spec_.names.front().name);
    }
}

bool HexGrid::inExtent(HexOffset hex) const {
    return hex.column >= spec_.firstColumn && hex.column <= spec_.lastColumn() && hex.row >= spec_.firstRow &&
           hex.row <= spec_.lastRow();
}

std::size_t HexGrid::indexOf(HexOffset hex) const {
    return static_cast<std::size_t>(hex.column - spec_.firstColumn) * static_cast<std::size_t>(spec_.rows) +
           static_cast<std::size_t>(hex.row - spec_.firstRow);
}

std::string HexGrid::describeOutOfExtent(HexOffset hex) const {
    if (hex.column < spec_.firstColumn || hex.column > spec_.lastColumn()) {
        return "column " + std::to_string(hex.column) + " is outside columns " + std::to_string(spec_.firstColumn) +
               ".." + std::to_string(spec_.lastColumn());
    }
    return "row " + std::to_string(hex.row) + " is outside rows " + std::to_string(spec_.firstRow) + ".." +
           std::to_string(spec_.lastRow());
}

bool HexGrid::contains(HexOffset hex) const { return inExtent(hex) && onMap_[indexOf(hex)]; }

std::optional<std::size_t> HexGrid::extentIndex(HexOffset hex) const {
    if (!inExtent(hex)) return std::nullopt;
    return indexOf(hex);
}

HexCoord HexGrid::toAxial(HexOffset hex) const {
    if (spec_.orientation == HexOrientation::FlatTop) return {hex.column, hex.row - drift(hex.column, spec_.shifted)};
    return {hex.column - drift(hex.row, spec_.shifted), hex.row};
}

HexOffset HexGrid::toOffset(HexCoord hex) const {
    if (spec_.orientation == HexOrientation::FlatTop) return {hex.q, hex.r + drift(hex.q, spec_.shifted)};
    return {hex.q + drift(hex.r, spec_.shifted), hex.r};
}

std::optional<HexOffset> HexGrid::neighbour(HexOffset hex, HexDirection direction) const {
    const HexOffset next = toOffset(toAxial(hex) + directionStep(spec_.orientation, direction));
    if (!contains(next)) return std::nullopt;
    return next;
}

std::optional<HexDirection> HexGrid::directionTo(HexOffset from, HexOffset to) const {
    return directionOfStep(spec_.orientation, toAxial(to) - toAxial(from));
}

int HexGrid::distance(HexOffset a, HexOffset b) const { return hexDistance(toAxial(a), toAxial(b)); }

std::vector<HexOffset> HexGrid::ring(HexOffset centre, int radius) const {
    std::vector<HexOffset> hexes;
    for (const HexCoord& hex : hexRing(toAxial(centre), radius)) {
        if (const HexOffset offset = toOffset(hex); contains(offset)) hexes.push_back(offset);
    }
    return hexes;
}

std::vector<HexOffset> HexGrid::range(HexOffset centre, int radius) const {
    std::vector<HexOffset> hexes;
    for (const HexCoord& hex : hexRange(toAxial(centre), radius)) {
        if (const HexOffset offset = toOffset(hex); contains(offset)) hexes.push_back(offset);
    }
    return hexes;
}

}  // namespace adj::board
