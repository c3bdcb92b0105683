#include "vision/eval/scattered_position.hpp"

#include <algorithm>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace adj::vision::eval {

std::string originalPieceId(const std::string& id)
{
    const auto tilde = id.rfind('~');
    return tilde == std::string::npos ? id : id.substr(0, tilde);
}

model::Position scatteredPosition(const data::GameData& game, const data::GameMap& map, const model::Position& start,
                                  const ScatterOptions& options, unsigned seed)
{
    const auto sea = game.definition.terrainId("sea");
    std::vector<std::string> landHexes;
    for (const auto& space : map.graph.spaces()) {
        if (space.kind != board::SpaceKind::Hex || !space.centre) continue;
        if (sea && space.terrain == *sea) continue;
        landHexes.push_back(space.id);
    }
    const auto onHex = [&](const model::Piece& piece) {
        const auto index = map.graph.find(piece.location.space);
        return index && map.graph.space(*index).kind == board::SpaceKind::Hex;
    };

    model::Position out = start;
    out.pieces.clear();
    std::vector<model::Piece> toLay;
    for (const auto& piece : start.pieces) {
        if (onHex(piece)) {
            toLay.push_back(piece);
        } else {
            out.pieces.push_back(piece);
        }
    }
    if (toLay.empty()) {
        throw std::invalid_argument("scatteredPosition: the position has no piece on a hex of map '" + map.id + "'");
    }
    const std::size_t original = toLay.size();
    for (std::size_t n = 0; static_cast<int>(toLay.size()) < options.counters; ++n) {
        model::Piece copy = toLay[n % original];
        copy.id += "~" + std::to_string(2 + n / original);
        toLay.push_back(std::move(copy));
    }

    std::mt19937 rng(seed);
    std::shuffle(toLay.begin(), toLay.end(), rng);
    std::shuffle(landHexes.begin(), landHexes.end(), rng);
    std::uniform_int_distribution<int> height(1, std::max(1, options.tallestStack));
    std::size_t next = 0;
    for (const auto& hex : landHexes) {
        if (next == toLay.size()) break;
        const std::size_t n = std::min<std::size_t>(static_cast<std::size_t>(height(rng)), toLay.size() - next);
        for (std::size_t i = 0; i < n; ++i) {
            model::Piece piece = toLay[next++];
            piece.location.space = hex;
            out.pieces.push_back(std::move(piece));
        }
    }
    if (next < toLay.size()) {
        throw std::invalid_argument("scatteredPosition: map '" + map.id + "' has only " +
                                    std::to_string(landHexes.size()) + " land hexes for " +
                                    std::to_string(toLay.size()) + " counters");
    }
    return out;
}

} // namespace adj::vision::eval
