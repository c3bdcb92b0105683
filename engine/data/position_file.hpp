#pragma once
// Position files: the YAML format players and tests write by hand (data/README.md, "Positions"), and
// the writer that produces the same format, so a saved position reads back equal.
//
//   game: open-field
//   time: {turn: 3, year: 1862, month: 4}
//   phasing: blue
//   pieces:
//     - {id: B-1, kind: infantry, side: blue, strength: 3, at: "0304", flags: [entrenched]}
//     - {id: R-7, side: red, at: Millbrook}        # hidden: kind unknown
#include "engine/board/space_graph.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/data/position_yaml.hpp"
#include "engine/model/position.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace adj::data {

// A move to judge, from the position file's `moves:` list (data/README.md, "Positions"): the piece
// (or a list: a stack moving as one), and its path from where it stands (every step to a
// neighbour), or only where it ends (`to:`).
struct PositionMove {
    std::vector<std::string> pieces;
    std::vector<std::string> path;  // one space: the destination only
    int line = 0;
};

// A position as read, before its references are checked: for callers that must first see which
// game or map it names (to load them) and for tools that report every problem, not just the first.
struct PositionSource {
    std::filesystem::path file;
    model::Position position;
    PositionLines lines;
    std::vector<PositionMove> moves;  // what `adjutant-cli check` judges; not part of the position

    // Throws DataError at the line of the first problem checkPosition finds.
    void check(const GameDefinition& definition, const board::SpaceGraph& graph) const;
};

// Reads shapes and types only. Throws DataError (file:line) on unknown keys, wrong types, bad YAML.
PositionSource readPositionFile(const std::filesystem::path& path);
PositionSource parsePosition(const std::string& yamlText, const std::filesystem::path& name);

// Reads and checks every reference against the game and the map the position is on. Throws DataError
// naming the file, line and what was expected; returns nothing half-read.
model::Position loadPosition(const std::filesystem::path& path, const GameDefinition& definition,
                             const board::SpaceGraph& graph);

// The position in the hand-written format: one line per piece, defaults left out.
std::string positionToYaml(const model::Position& position);
// Writes positionToYaml to `path`. Throws DataError (line 0) when the file cannot be written.
void savePosition(const model::Position& position, const std::filesystem::path& path);

}  // namespace adj::data
