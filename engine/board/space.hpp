#pragma once
// What the rules engine moves pieces between: spaces, the borders between them, and the edges of
// network layers (rail, road, river...). Hexes, areas, off-map boxes and hexsides are all spaces, so
// no rule needs to know which kind of board it is on.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/board/feature_set.hpp"
#include "engine/board/hex_offset.hpp"
#include "engine/board/map_point.hpp"
#include "engine/board/space_attributes.hpp"

namespace adj::board {

// Dense indices: per-space and per-border tables in the rules engine are plain vectors.
using SpaceIndex = std::uint32_t;
using BorderIndex = std::uint32_t;
using LayerIndex = std::uint32_t;
using NetworkEdgeIndex = std::uint32_t;
// Terrain types are numbered by the game's data; 0 is the default ("clear" in most games).
using TerrainId = std::uint16_t;

enum class SpaceKind {
    Hex,
    Area,
    Box,      // off the map's grid: a holding box, the N.Y. Box, a reinforcement track
    Hexside,  // for games that put pieces on hexsides (ships on river hexsides)
};

// "hex", "area", "box", "hexside".
std::string_view toString(SpaceKind kind);

struct Space {
    std::string id;  // "3030", "L12", "NY Box", or a hexside's "3030/3129"
    SpaceKind kind = SpaceKind::Box;
    TerrainId terrain = 0;
    FeatureSet features;
    SpaceAttributes attributes;
    std::optional<MapPoint> centre;       // where it is drawn; boxes may have none
    std::optional<HexOffset> hex;         // hexes only
    std::optional<BorderIndex> hexside;   // hexside spaces only: the border they lie on
};

// Two spaces that touch, and what lies between them (river, mountain, bridge...).
struct Border {
    BorderIndex index = 0;
    SpaceIndex first = 0;   // the space whose id sorts lower as a string
    SpaceIndex second = 0;
    std::string id;         // canonical: "3030/3129", "L1/L2"
    FeatureSet features;
};

// One entry of a space's neighbour list.
struct Neighbour {
    SpaceIndex space = 0;
    BorderIndex border = 0;
};

// An edge of a network layer. It may join spaces that share no border (a ferry from city to city).
// Edges carry no direction: a rail line runs both ways.
struct NetworkEdge {
    SpaceIndex first = 0;
    SpaceIndex second = 0;
    FeatureSet features;  // e.g. a rail bridge
};

// One entry of a space's list in a network layer.
struct NetworkLink {
    SpaceIndex space = 0;
    NetworkEdgeIndex edge = 0;
};

}  // namespace adj::board
