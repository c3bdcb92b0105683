#pragma once
// A game's hex grid: the numbering printed on the map, the compass directions the rulebook uses, and
// where every hex lies on the map in millimetres. The rules engine sees it through SpaceGraph; vision
// asks it which hex is under a point.
#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/board/hex_coord.hpp"
#include "engine/board/hex_direction.hpp"
#include "engine/board/hex_grid_spec.hpp"
#include "engine/board/hex_offset.hpp"
#include "engine/board/map_point.hpp"
#include "engine/board/string_map.hpp"

namespace adj::board {

// The side shared by two adjacent on-map hexes, always in canonical order: `first` is the hex whose id
// sorts lower as a string, so each hexside has exactly one value and one id ("3030/3129").
struct Hexside {
    HexOffset first;
    HexOffset second;

    friend constexpr bool operator==(Hexside, Hexside) = default;
};

class HexGrid {
public:
    // Checks the spec; throws std::invalid_argument naming the bad field and its value.
    explicit HexGrid(HexGridSpec spec);

    const HexGridSpec& spec() const { return spec_; }
    HexOrientation orientation() const { return spec_.orientation; }

    // ---- Extent. "On the map" means inside the columns x rows rectangle and not excluded.
    bool contains(HexOffset hex) const;
    bool contains(int column, int row) const { return contains(HexOffset{column, row}); }
    // Every on-map hex, column by column west to east, north to south within a column (XXYY order).
    const std::vector<HexOffset>& hexes() const { return hexes_; }
    std::size_t hexCount() const { return hexes_.size(); }
    // A dense index over the whole rectangle (excluded hexes included), for flat per-hex tables;
    // nullopt outside the rectangle.
    std::optional<std::size_t> extentIndex(HexOffset hex) const;
    std::size_t extentSize() const { return onMap_.size(); }

    // ---- Offset <-> axial, following the orientation and which columns or rows are shifted.
    HexCoord toAxial(HexOffset hex) const;
    HexOffset toOffset(HexCoord hex) const;

    // ---- Ids: "3030" for XXYY grids; a name or "c12r07" for named grids.
    // The id of any hex inside the rectangle; throws std::invalid_argument outside it.
    std::string idOf(HexOffset hex) const;
    // Strict: the exact width, digits only, on the map. nullopt otherwise.
    std::optional<HexOffset> findId(std::string_view id) const;
    // As findId, but throws std::invalid_argument saying what is wrong with the id.
    HexOffset hexOfId(std::string_view id) const;

    // ---- Directions and distances.
    std::span<const HexDirection, 6> directions() const { return hexDirections(spec_.orientation); }
    // nullopt when the neighbour is off the map; throws std::invalid_argument for a direction this
    // orientation does not have (E on a flat-top grid).
    std::optional<HexOffset> neighbour(HexOffset hex, HexDirection direction) const;
    // The direction from `from` to an adjacent `to`; nullopt when they are not adjacent.
    std::optional<HexDirection> directionTo(HexOffset from, HexOffset to) const;
    bool adjacent(HexOffset a, HexOffset b) const { return directionTo(a, b).has_value(); }
    // Hexes counted as the crow flies; hexes off the map do not lengthen it.
    int distance(HexOffset a, HexOffset b) const;
    // The hexes exactly / at most `radius` away, leaving out those off the map. Throws
    // std::invalid_argument for a negative radius.
    std::vector<HexOffset> ring(HexOffset centre, int radius) const;
    std::vector<HexOffset> range(HexOffset centre, int radius) const;

    // ---- Hexsides, between two adjacent on-map hexes.
    std::optional<Hexside> hexsideBetween(HexOffset a, HexOffset b) const;
    std::string hexsideId(const Hexside& hexside) const;
    // Throws std::invalid_argument unless a and b are adjacent and on the map.
    std::string hexsideId(HexOffset a, HexOffset b) const;
    // Accepts the two ids in either order; nullopt if malformed, off the map or not adjacent.
    std::optional<Hexside> findHexside(std::string_view id) const;
    // As findHexside, but throws std::invalid_argument saying what is wrong.
    Hexside hexsideOfId(std::string_view id) const;

    // ---- Geometry on the map, in millimetres (x east, y south).
    MapPoint centre(HexOffset hex) const;
    // Clockwise as seen on the map, starting with the corner east of the centre (flat-top) or
    // east-south-east of it (pointy-top).
    std::array<MapPoint, 6> corners(HexOffset hex) const;
    // The on-map hex containing the point; nullopt off the map. Points exactly on a hexside go to one
    // of the two hexes, the same one every time.
    std::optional<HexOffset> hexAtPoint(MapPoint point) const;
    // The shared side of two adjacent hexes (either may be off the map, so the map edge can be drawn),
    // as two corners of `a`, the earlier one clockwise first. Throws std::invalid_argument if not adjacent.
    MapSegment hexsideSegment(HexOffset a, HexOffset b) const;
    // Encloses every on-map hex, corners included.
    MapRect bounds() const { return bounds_; }

private:
    void validate() const;
    void indexNames();
    std::size_t indexOf(HexOffset hex) const;  // caller has checked inExtent
    bool inExtent(HexOffset hex) const;
    std::string generatedId(HexOffset hex) const;
    std::optional<HexOffset> parseGeneratedId(std::string_view id) const;
    std::variant<HexOffset, std::string> resolveId(std::string_view id) const;
    std::variant<Hexside, std::string> resolveHexside(std::string_view id) const;
    std::string describeOutOfExtent(HexOffset hex) const;
    MapPoint axialToMap(HexCoord hex) const;  // relative to axial (0, 0)

    HexGridSpec spec_;
    std::vector<bool> onMap_;           // by extent index
    std::vector<HexOffset> hexes_;      // on-map hexes in XXYY order
    std::vector<std::string> nameOf_;   // by extent index; named grids only, "" for unnamed hexes
    StringMap<HexOffset> hexOfName_;
    MapPoint firstHexOffsetMm_;         // axialToMap of the first hex, so origin can be applied
    MapRect bounds_;
};

}  // namespace adj::board
