#pragma once
// Test tables for block games: wooden blocks of both sides scattered over a map's land hexes, as
// players leave them. A hex holds one tipped block (lying face up after a battle or an HQ's
// activation), or one or two upright blocks one behind the other, labels towards their owner; each
// is a little off-centre and turned. Different for every seed.

#include "engine/data/game_definition.hpp"
#include "engine/data/game_map.hpp"
#include "vision/blocks/block_shapes.hpp"
#include "vision/synth/scene.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision::eval {

/// Where one block truly stands.
struct BlockTruth {
    std::string id;     ///< "block-12"
    std::string side;   ///< Side id: its wood's colour.
    std::string space;  ///< The hex it stands in.
    cv::Point2d centreMm;
    bool tipped = false;
};

struct BlockTable {
    std::vector<BlockTruth> blocks;
    synth::Scene scene;
};

struct BlockScatterOptions {
    int blocks = 48;           ///< Blocks on the map.
    double tippedShare = 0.25; ///< Of the hexes, those holding one tipped block.
    double pairShare = 0.4;    ///< Of the other hexes, those holding two upright blocks.
    BlockSize size;
};

/// Scatters blocks in the colours of `definition`'s first two sides over the land hexes of `map`
/// (none on sea). Throws std::invalid_argument when the game has fewer than two sides or the map
/// too few land hexes for the blocks.
[[nodiscard]] BlockTable scatterBlocks(const data::GameDefinition& definition, const data::GameMap& map,
                                       const BlockScatterOptions& options, unsigned seed);

} // namespace adj::vision::eval
