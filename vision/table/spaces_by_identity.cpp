#include "vision/table/spaces_by_identity.hpp"

#include "vision/identity/identity_confidence.hpp"

#include <algorithm>

namespace adj::vision {

PieceFootings::PieceFootings(const data::GameData& game)
{
    for (const auto& [id, scenario] : game.scenarios) {
        for (const model::Piece& piece : scenario.start.pieces) {
            if (piece.hidden()) continue;
            if (const auto* kind = game.definition.pieceKinds.find(piece.kind))
                onHexsides_.emplace(piece.id, game.definition.standsOnHexsides(kind->category));
        }
    }
}

std::optional<bool> PieceFootings::standsOnHexsides(const std::string& piece) const
{
    const auto it = onHexsides_.find(piece);
    if (it == onHexsides_.end()) return std::nullopt;
    return it->second;
}

void placeBySurelyReadTops(const TableMap& table, const PieceFootings& footings, std::vector<SeenStack>& stacks)
{
    for (SeenStack& seen : stacks) {
        if (!namedSurely(seen.stack.top)) continue;
        // A ship, or a piece the game does not know: left where its blob put it.
        if (footings.standsOnHexsides(seen.stack.top.front().piece).value_or(true)) continue;
        if (!table.isHexside(seen.stack.space)) continue;
        const cv::Point2d point = pointOf(seen);
        const std::string hex = table.hexAt(point);
        if (hex.empty()) continue;
        const bool taken = std::any_of(stacks.begin(), stacks.end(),
                                       [&](const SeenStack& other) { return other.stack.space == hex; });
        if (taken) continue;
        seen.stack.space = hex;
        seen.stack.near = table.nearSpaces(point, hex);
    }
}

} // namespace adj::vision
