#pragma once
// Checks that a position refers only to what the game and its map declare: sides, piece and marker
// kinds, flags, counters, spaces. It reports where each problem is as a field path, so the YAML
// loader can turn it into file:line and the JSON reader and the CLI into "pieces[2].kind".
#include "engine/board/space_graph.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/model/position.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace adj::data {

struct PositionField {
    enum class Part { Top, Piece, Marker, Control, Record };
    Part part = Part::Top;
    std::size_t index = 0;  // which piece or marker
    std::string key;        // the field ("kind", "at", "phasing"); for control and records, the entry's key

    // "pieces[2].kind", "control.0304", "phasing".
    std::string path() const;
};

struct PositionProblem {
    PositionField where;
    std::string message;  // what is wrong and what was expected
};

// What a position's numbers may be. A printed counter's strength is a few SPs or steps; the cap
// stands far above any game and far below where a hex's sum of strengths could approach INT_MAX.
struct PositionLimits {
    /// Largest strength a piece may have.
    int maxStrength = 100'000;
};

// Every problem, pieces and markers in their order. Empty when the position is sound.
std::vector<PositionProblem> checkPosition(const model::Position& position, const GameDefinition& definition,
                                           const board::SpaceGraph& graph, const PositionLimits& limits = {});

}  // namespace adj::data
