#pragma once
// An area map (A Gate of Hell: land areas L1-L40 and sea areas): named polygons on the map and the
// adjacency between them. Adjacency is given by the data, never worked out from polygons touching,
// because maps print areas that touch but do not connect (across a bay) and connect across gaps.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/board/map_point.hpp"
#include "engine/board/string_map.hpp"

namespace adj::board {

// As the data gives an area: its name (its id) and outline in map millimetres.
struct AreaSpec {
    std::string name;
    std::vector<MapPoint> outline;
};

struct AreaMapSpec {
    std::vector<AreaSpec> areas;
    std::vector<std::pair<std::string, std::string>> adjacent;  // by name, each pair once, either order
};

struct Area {
    std::string name;
    std::vector<MapPoint> outline;
    MapPoint centroid;    // centre of mass; may lie outside a concave area
    MapPoint labelPoint;  // inside the area: where to draw its name or stand its pieces
    MapRect bounds;
};

// Two adjacent areas by index, the lower index first.
struct AreaAdjacency {
    std::size_t first = 0;
    std::size_t second = 0;
};

class AreaMap {
public:
    // Throws std::invalid_argument naming the area at fault: no areas, an empty, duplicate or
    // '/'-containing name, fewer than 3 vertices, a non-finite vertex, zero area, adjacency naming an
    // unknown area, an area adjacent to itself, or a pair listed twice.
    explicit AreaMap(AreaMapSpec spec);

    std::size_t size() const { return areas_.size(); }
    std::span<const Area> areas() const { return areas_; }
    const Area& area(std::size_t index) const { return areas_.at(index); }
    std::optional<std::size_t> find(std::string_view name) const;

    // In the order the data listed them.
    std::span<const AreaAdjacency> adjacencies() const { return adjacencies_; }
    // The areas adjacent to one area, in ascending index order.
    std::span<const std::size_t> neighbours(std::size_t index) const { return neighbours_.at(index); }
    bool adjacent(std::size_t a, std::size_t b) const;

    // The area whose outline contains the point; nullopt if none. Outlines should not overlap; where
    // they do, the area listed first wins.
    std::optional<std::size_t> areaAtPoint(MapPoint point) const;
    MapRect bounds() const { return bounds_; }

private:
    std::vector<Area> areas_;
    StringMap<std::size_t> indexOfName_;
    std::vector<AreaAdjacency> adjacencies_;
    std::vector<std::vector<std::size_t>> neighbours_;
    MapRect bounds_;
};

}  // namespace adj::board
