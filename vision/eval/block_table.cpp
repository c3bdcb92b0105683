#include "vision/eval/block_table.hpp"

#include "vision/synth/counter_face.hpp"

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

namespace adj::vision::eval {
namespace {

synth::BlockSpec specOf(const data::Side& side, std::mt19937& rng)
{
    synth::BlockSpec spec;
    spec.colour = cv::Scalar(side.colour.blue, side.colour.green, side.colour.red);
    spec.symbol = std::uniform_int_distribution<int>(0, 2)(rng) == 0 ? synth::UnitSymbol::Cavalry : synth::UnitSymbol::Infantry;
    spec.strengthPips = std::uniform_int_distribution<int>(1, 4)(rng);
    return spec;
}

} // namespace

BlockTable scatterBlocks(const data::GameDefinition& definition, const data::GameMap& map,
                         const BlockScatterOptions& options, unsigned seed)
{
    const auto& sides = definition.sides;
    if (sides.size() < 2) {
        throw std::invalid_argument("scatterBlocks: game '" + definition.game + "' has fewer than two sides");
    }
    const auto sea = definition.terrainId("sea");
    std::vector<const board::Space*> land;
    for (const auto& space : map.graph.spaces()) {
        if (space.kind == board::SpaceKind::Hex && space.centre && !(sea && space.terrain == *sea)) land.push_back(&space);
    }
    if (static_cast<int>(land.size()) < options.blocks) {
        throw std::invalid_argument("scatterBlocks: map '" + map.id + "' has " + std::to_string(land.size()) +
                                    " land hexes, too few for " + std::to_string(options.blocks) + " blocks");
    }
    std::mt19937 rng(seed);
    std::shuffle(land.begin(), land.end(), rng);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const auto jitter = [&](double most) { return (2 * unit(rng) - 1) * most; };

    BlockTable table;
    const double thickness = options.size.thicknessMm;
    for (const board::Space* hex : land) {
        const int left = options.blocks - static_cast<int>(table.blocks.size());
        if (left <= 0) break;
        // The first side sits at the map's north edge, the second at the south: an upright block's
        // label faces its owner, so the two sides' blocks stand turned half a turn from each other.
        const std::size_t sideIndex = unit(rng) < 0.5 ? 0 : 1;
        const data::Side& side = sides[sideIndex];
        const double facing = sideIndex == 0 ? 180.0 : 0.0;
        const cv::Point2d centre(hex->centre->x, hex->centre->y);
        const bool tipped = unit(rng) < options.tippedShare;
        const int count = !tipped && left >= 2 && unit(rng) < options.pairShare ? 2 : 1;
        // Two upright blocks stand one behind the other, along the way their labels face, a little apart.
        const double gap = 1.5 + 2.5 * unit(rng);
        const double turn = jitter(12.0);
        for (int i = 0; i < count; ++i) {
            const double a = (facing + turn) * CV_PI / 180.0;
            const cv::Point2d behind(-std::sin(a), std::cos(a)); // the block's own y on the map
            const double offset = count == 2 ? (i == 0 ? -1 : 1) * (thickness + gap) / 2 : 0.0;
            const cv::Point2d at = centre + behind * offset + cv::Point2d(jitter(2.0), jitter(count == 2 ? 1.0 : 2.0));
            BlockTruth truth;
            truth.id = "block-" + std::to_string(table.blocks.size() + 1);
            truth.side = side.id;
            truth.space = hex->id;
            truth.centreMm = at;
            truth.tipped = tipped;
            table.scene.pieces.push_back(synth::ScenePiece::block(truth.id, specOf(side, rng), tipped, at,
                                                                  facing + turn + jitter(count == 2 ? 5.0 : 0.0)));
            table.blocks.push_back(std::move(truth));
        }
    }
    return table;
}

} // namespace adj::vision::eval
