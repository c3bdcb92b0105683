#pragma once
// One map of a game, read from maps/<id>.yaml: the board::SpaceGraph the rules engine works on, plus
// what the graph does not hold (space names, text attributes, values that are on a missing chart).
// A map is either a hex grid or a set of areas; boxes, borders and networks work the same on both.
#include "engine/board/space_graph.hpp"
#include "engine/data/attributes.hpp"
#include "engine/data/printed_values.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace adj::data {

struct GameDefinition;

enum class MapKind { Hexes, Areas };

// What the map file says about one space beyond terrain and features.
struct SpaceInfo {
    std::string name;       // "Millbrook"; empty when the map names it not
    Attributes attributes;  // every space attribute as written: ints, text, chart values
};

struct GameMap {
    std::string id;    // the file's name: maps/practice.yaml is "practice"
    std::string name;  // "Practice map"
    MapKind kind = MapKind::Hexes;
    board::SpaceGraph graph;        // finalized
    std::vector<SpaceInfo> spaces;  // by board::SpaceIndex, one per graph space
    // The terrain effects chart printed in the margin of a map Adjutant prints itself (`chart:`):
    // the values a game on this map uses for what the data writes `chart`. Empty for a map whose
    // chart is the publisher's (the players enter those values).
    PrintedValues chart;

    const SpaceInfo& info(board::SpaceIndex space) const { return spaces.at(space); }
    // The name players know a space by: its name where it has one, else its id.
    const std::string& displayName(board::SpaceIndex space) const;
};

// Reads one map file against the game's definition (terrain, features, networks, space attributes).
// Throws DataError naming the file, line and what was expected.
GameMap loadGameMap(const std::filesystem::path& file, const GameDefinition& definition);

}  // namespace adj::data
