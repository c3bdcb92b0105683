#pragma once
// A hex grid described as plain data, as a game's map file states it. The YAML loader fills one in;
// HexGrid checks it and does the work. Nothing here is derived or cached, so a spec can be compared,
// copied and written back out as given.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board/hex_direction.hpp"
#include "engine/board/hex_offset.hpp"
#include "engine/board/map_point.hpp"

namespace adj::board {

// Which columns (flat-top) or rows (pointy-top) sit half a hex out of line, by their printed number:
// shifted columns sit half a hex lower (south, +y); shifted rows sit half a hex further right (east, +x).
// The War for the Union is flat-top with Odd: "odd-numbered columns sit half a hex lower".
enum class OffsetParity { Odd, Even };

enum class HexNumbering {
    ColumnRow,  // XXYY: the column number, then the row number, each zero-padded ("0912")
    Named,      // no printed numbers: listed hexes go by name, the rest by a generated "c12r07"
};

// A hex that goes by a name rather than a number (Bobby Lee & Sam Grant names hexes by their towns).
struct NamedHex {
    HexOffset hex;
    std::string name;  // the hex's id; must not contain '/', which joins hexside ids
};

struct HexGridSpec {
    HexOrientation orientation = HexOrientation::FlatTop;
    OffsetParity shifted = OffsetParity::Odd;
    HexNumbering numbering = HexNumbering::ColumnRow;

    // Digits of each number in an id: 2 + 2 gives "3030". Generated ids of named grids pad the same way.
    int columnDigits = 2;
    int rowDigits = 2;

    // The numbers of the north-west-most column and row (maps start at 0 or 1) and how many there are.
    int firstColumn = 1;
    int firstRow = 1;
    int columns = 0;
    int rows = 0;

    // Size: the hex's RADIUS, centre to corner in map millimetres (which equals its side length).
    // Maps are more often measured flat side to flat side; radiusFromFlatToFlat converts.
    double hexRadiusMm = 0.0;

    // Where the centre of the first hex (firstColumn, firstRow) lies on the map, in millimetres.
    MapPoint originMm;

    // Named numbering only: the hexes that have names. Every other hex gets a generated id.
    std::vector<NamedHex> names;

    // Hexes inside the columns x rows rectangle that are not part of the map (sea, margins, a ragged edge).
    std::vector<HexOffset> excluded;

    int lastColumn() const { return firstColumn + columns - 1; }
    int lastRow() const { return firstRow + rows - 1; }

    // A regular hexagon is sqrt(3) radii across its flats.
    static double radiusFromFlatToFlat(double flatToFlatMm);
    double flatToFlatMm() const;
};

// "odd" / "even".
std::string_view toString(OffsetParity parity);
std::optional<OffsetParity> parseOffsetParity(std::string_view text);

// "xxyy" / "named".
std::string_view toString(HexNumbering numbering);
std::optional<HexNumbering> parseHexNumbering(std::string_view text);

}  // namespace adj::board
