#pragma once
// Internal to the map loader (game_map.cpp): the steps that read one part of a map file each.
// Not for use outside engine/data.
#include "engine/board/space_graph.hpp"
#include "engine/data/attributes_yaml.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/data/game_map.hpp"
#include "engine/data/yaml_file.hpp"

#include <string>

namespace adj::data::map_reading {

// The map under construction and the definition it is checked against.
struct MapBuild {
    const GameDefinition& definition;
    GameMap map;
    board::StringMap<int> lineOfSpace;  // where each space was first described, for duplicate errors
};

// grid: -> a checked board::HexGrid. Fails on the grid node (or the bad key) for anything HexGrid rejects.
board::HexGrid readHexGrid(const YamlValue& node);

// terrain: {legend, rows}: one symbol per hex, row by row as printed.
void readTerrainRows(const YamlValue& node, MapBuild& build);

// areas: -> the areas' outlines and adjacency, checked line by line before board::AreaMap sees them.
// `keys` are the keys an area's description may have (see spaceKeys).
board::AreaMap readAreaMap(const YamlValue& node, const KeySet& keys);

// The space an id in the file means, or a failure on `node` saying why there is none.
board::SpaceIndex resolveSpace(const YamlValue& node, const std::string& id, const GameMap& map);

// Keys every space description may have besides the declared space attributes.
KeySet spaceKeys(std::initializer_list<std::string_view> extra);
// Applies name, terrain, features and attributes of one description to `space`; returns the
// description's fields so the caller can read its own extra keys.
std::optional<YamlValue::Fields> readSpaceEntry(const YamlEntry& entry, board::SpaceIndex space, const KeySet& keys,
                                                MapBuild& build);

// borders: {"0304/0305": [river]}
void readBorders(const YamlValue& node, MapBuild& build);

// networks: {rail: [[a, b, c], {path: [...], features: [...], jump: true}]}. Needs a finalized graph.
void readNetworks(const YamlValue& node, MapBuild& build);

}  // namespace adj::data::map_reading
