// SpaceGraph: graphs made from a hex grid or an area map, and finding spaces by map point through them.
#include "engine/board/space_graph.hpp"

namespace adj::board {

SpaceGraph SpaceGraph::fromHexGrid(const HexGrid& grid) {
    SpaceGraph graph;
    graph.source_ = grid;
    graph.spaceOfCell_.assign(grid.extentSize(), std::nullopt);
    for (const HexOffset& hex : grid.hexes()) {
        const SpaceIndex index = graph.addSpace(SpaceKind::Hex, grid.idOf(hex), grid.centre(hex));
        graph.spaces_[index].hex = hex;
        graph.spaceOfCell_[*grid.extentIndex(hex)] = index;
    }
    for (const HexOffset& hex : grid.hexes()) {
        const SpaceIndex index = *graph.spaceOfHex(hex);
        for (const HexDirection direction : grid.directions()) {
            const auto next = grid.neighbour(hex, direction);
            if (!next) continue;
            // Each pair once: from the space added first.
            if (const SpaceIndex other = *graph.spaceOfHex(*next); other > index) graph.addBorder(index, other);
        }
    }
    graph.finalize();
    return graph;
}

SpaceGraph SpaceGraph::fromAreaMap(const AreaMap& areas) {
    SpaceGraph graph;
    graph.source_ = areas;
    for (const Area& area : areas.areas()) {
        graph.spaceOfCell_.push_back(graph.addSpace(SpaceKind::Area, area.name, area.labelPoint));
    }
    for (const AreaAdjacency& adjacency : areas.adjacencies()) {
        graph.addBorder(*graph.spaceOfCell_[adjacency.first], *graph.spaceOfCell_[adjacency.second]);
    }
    graph.finalize();
    return graph;
}

std::optional<SpaceIndex> SpaceGraph::spaceAtPoint(MapPoint point) const {
    std::optional<std::size_t> cell;
    if (const HexGrid* grid = hexGrid()) {
        if (const auto hex = grid->hexAtPoint(point)) cell = grid->extentIndex(*hex);
    } else if (const AreaMap* areas = areaMap()) {
        cell = areas->areaAtPoint(point);
    }
    if (!cell) return std::nullopt;
    return spaceOfCell_[*cell];
}

std::optional<SpaceIndex> SpaceGraph::spaceOfHex(HexOffset hex) const {
    const HexGrid* grid = hexGrid();
    if (grid == nullptr) return std::nullopt;
    const auto cell = grid->extentIndex(hex);
    if (!cell) return std::nullopt;
    return spaceOfCell_[*cell];
}

}  // namespace adj::board
