#pragma once
// The board as the rules engine sees it: one graph type for hex maps, area maps and off-map boxes, so
// that no rule assumes hexes. Spaces and borders carry the terrain and features the game's data gives
// them; network layers (rail, road, waterway, sea lanes) are extra edges on top.
//
// Build it (or take it from fromHexGrid / fromAreaMap), add boxes, layers and features, then call
// finalize(): adjacency queries read packed tables that finalize() builds, and throw
// std::logic_error until it has been called since the last change of adjacency.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <variant>
#include <vector>

#include "engine/board/adjacency_table.hpp"
#include "engine/board/area_map.hpp"
#include "engine/board/hex_grid.hpp"
#include "engine/board/space.hpp"
#include "engine/board/string_map.hpp"

namespace adj::board {

class SpaceGraph {
public:
    // One Hex space per on-map hex in XXYY order (so space i is grid.hexes()[i]), centred on the hex,
    // and a border between every two adjacent on-map hexes. Finalized.
    static SpaceGraph fromHexGrid(const HexGrid& grid);
    // One Area space per area in the data's order, centred on its label point, and a border per
    // adjacency. Finalized.
    static SpaceGraph fromAreaMap(const AreaMap& areas);

    SpaceGraph() = default;

    // ---- Building. Misuse throws: std::invalid_argument for bad ids, std::out_of_range for bad indices.
    // Ids must be non-empty, unique and free of '/', which joins border ids. For Hex, Area and Box
    // spaces; hexside spaces come from addHexsideSpace.
    SpaceIndex addSpace(SpaceKind kind, std::string id, std::optional<MapPoint> centre = std::nullopt);
    SpaceIndex addBox(std::string id, std::optional<MapPoint> centre = std::nullopt) {
        return addSpace(SpaceKind::Box, std::move(id), centre);
    }
    // A space on a border, for pieces that sit on hexsides; its id is the border's id and its centre
    // the middle of the two spaces' centres. It gets no borders of its own: connect it through
    // network layers (a river layer from hexside to hexside), and reach the land on either side
    // through border(space.hexside).
    SpaceIndex addHexsideSpace(BorderIndex border);
    // Between two different Hex, Area or Box spaces, once per pair.
    BorderIndex addBorder(SpaceIndex a, SpaceIndex b, FeatureSet features = {});
    // Layer names are unique.
    LayerIndex addLayer(std::string name);
    // Between any two different spaces, adjacent or not, once per pair per layer.
    NetworkEdgeIndex addNetworkEdge(LayerIndex layer, SpaceIndex a, SpaceIndex b, FeatureSet features = {});
    void finalize();
    bool isFinalized() const { return finalized_; }

    // ---- Describing spaces and borders; allowed at any time, as they change no adjacency.
    void setTerrain(SpaceIndex space, TerrainId terrain);
    void setFeatures(SpaceIndex space, FeatureSet features);
    void addFeature(SpaceIndex space, FeatureId feature);
    void setAttribute(SpaceIndex space, AttributeId attribute, int value);
    void setBorderFeatures(BorderIndex border, FeatureSet features);
    void addBorderFeature(BorderIndex border, FeatureId feature);

    // ---- Spaces.
    std::size_t spaceCount() const { return spaces_.size(); }
    std::span<const Space> spaces() const { return spaces_; }
    const Space& space(SpaceIndex space) const;
    std::optional<SpaceIndex> find(std::string_view id) const;
    // As find, but throws std::invalid_argument for an unknown id.
    SpaceIndex indexOf(std::string_view id) const;

    // ---- Borders.
    std::size_t borderCount() const { return borders_.size(); }
    std::span<const Border> borders() const { return borders_; }
    const Border& border(BorderIndex border) const;
    // Accepts the two ids in either order: "3129/3030" finds border "3030/3129".
    std::optional<BorderIndex> findBorder(std::string_view id) const;
    // Needs finalize().
    std::optional<BorderIndex> borderBetween(SpaceIndex a, SpaceIndex b) const;
    // The spaces sharing a border with `space`, in the order the borders were added. Needs finalize().
    std::span<const Neighbour> neighbours(SpaceIndex space) const;

    // ---- Network layers.
    std::size_t layerCount() const { return layers_.size(); }
    std::optional<LayerIndex> findLayer(std::string_view name) const;
    const std::string& layerName(LayerIndex layer) const;
    std::span<const NetworkEdge> networkEdges(LayerIndex layer) const;
    // The spaces one edge of the layer away from `space`. Needs finalize().
    std::span<const NetworkLink> networkNeighbours(LayerIndex layer, SpaceIndex space) const;

    // ---- The map the graph was made from.
    // The hex or area under a map point (millimetres); nullopt off the map, and always for a graph not
    // made by fromHexGrid / fromAreaMap. Boxes and hexside spaces are never returned.
    std::optional<SpaceIndex> spaceAtPoint(MapPoint point) const;
    // The space of an on-map hex, for graphs made by fromHexGrid.
    std::optional<SpaceIndex> spaceOfHex(HexOffset hex) const;
    const HexGrid* hexGrid() const { return std::get_if<HexGrid>(&source_); }
    const AreaMap* areaMap() const { return std::get_if<AreaMap>(&source_); }

private:
    struct Layer {
        std::string name;
        std::vector<NetworkEdge> edges;
        std::unordered_set<std::uint64_t> pairs;  // see pairKey
        AdjacencyTable<NetworkLink> links;
    };

    static std::uint64_t pairKey(SpaceIndex a, SpaceIndex b);
    void checkSpace(SpaceIndex space) const;
    void checkBorder(BorderIndex border) const;
    void checkLayer(LayerIndex layer) const;
    void requireFinalized() const;
    Space& mutableSpace(SpaceIndex space);
    Border& mutableBorder(BorderIndex border);
    SpaceIndex insertSpace(Space space);

    std::vector<Space> spaces_;
    StringMap<SpaceIndex> spaceOfId_;
    std::vector<Border> borders_;
    StringMap<BorderIndex> borderOfId_;
    std::vector<Layer> layers_;
    StringMap<LayerIndex> layerOfName_;
    AdjacencyTable<Neighbour> neighbours_;
    bool finalized_ = true;  // nothing to pack yet

    std::variant<std::monostate, HexGrid, AreaMap> source_;
    // The space of each hex (by HexGrid::extentIndex) or area (by area index) of source_.
    std::vector<std::optional<SpaceIndex>> spaceOfCell_;
};

}  // namespace adj::board
