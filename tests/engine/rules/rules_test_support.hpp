#pragma once
// Small maps and pieces built in code for the rules tests. Feature and terrain numbers stand in for
// what a game's data would assign.
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

#include "engine/board/hex_grid.hpp"
#include "engine/board/space_graph.hpp"
#include "engine/model/position.hpp"

namespace adj::rules::test {

namespace terrain {
inline constexpr board::TerrainId clear = 0;
inline constexpr board::TerrainId rough = 1;
inline constexpr board::TerrainId swamp = 2;
inline constexpr board::TerrainId forest = 3;
inline constexpr board::TerrainId sea = 4;
}  // namespace terrain

namespace feature {
// Border features.
inline constexpr board::FeatureId minorRiver = 1;
inline constexpr board::FeatureId navigableRiver = 2;
inline constexpr board::FeatureId tidalRiver = 3;
inline constexpr board::FeatureId ferry = 4;
inline constexpr board::FeatureId mountain = 5;
// Space features.
inline constexpr board::FeatureId city = 10;
inline constexpr board::FeatureId majorCity = 11;
inline constexpr board::FeatureId minorCity = 12;
inline constexpr board::FeatureId fort = 13;
inline constexpr board::FeatureId port = 14;
}  // namespace feature

// A flat-top, odd-columns-lower XXYY grid from 0101, as WftU numbers its map.
inline board::SpaceGraph hexMap(int columns, int rows) {
    board::HexGridSpec spec;
    spec.columns = columns;
    spec.rows = rows;
    spec.hexRadiusMm = 10.0;
    return board::SpaceGraph::fromHexGrid(board::HexGrid(spec));
}

inline void setBorder(board::SpaceGraph& graph, const std::string& a, const std::string& b,
                      std::initializer_list<board::FeatureId> features) {
    const auto border = graph.borderBetween(graph.indexOf(a), graph.indexOf(b));
    if (!border) throw std::invalid_argument("test map: " + a + " and " + b + " are not adjacent");
    graph.setBorderFeatures(*border, board::FeatureSet(features));
}

// Joins consecutive spaces of `line` with edges of the layer (added if missing). Call finalize() after.
inline void addLine(board::SpaceGraph& graph, const std::string& layerName, std::initializer_list<const char*> line) {
    const auto found = graph.findLayer(layerName);
    const board::LayerIndex layer = found ? *found : graph.addLayer(layerName);
    const char* previous = nullptr;
    for (const char* id : line) {
        if (previous != nullptr) graph.addNetworkEdge(layer, graph.indexOf(previous), graph.indexOf(id));
        previous = id;
    }
}

inline model::Piece piece(std::string id, std::string kind, std::string side, std::string space, int strength = 1,
                          std::set<std::string> flags = {}) {
    model::Piece p;
    p.id = std::move(id);
    p.kind = std::move(kind);
    p.side = std::move(side);
    p.strength = strength;
    p.flags = std::move(flags);
    p.location.space = std::move(space);
    return p;
}

inline bool isTroop(const model::Piece& p) { return p.kind == "infantry" || p.kind == "cavalry"; }

}  // namespace adj::rules::test
