#include "engine/model/position.hpp"

#include <algorithm>

namespace adj::model {

const Piece* Position::findPiece(const std::string& id) const {
    const auto it = std::find_if(pieces.begin(), pieces.end(), [&](const Piece& piece) { return piece.id == id; });
    return it == pieces.end() ? nullptr : &*it;
}

Piece* Position::findPiece(const std::string& id) {
    const auto it = std::find_if(pieces.begin(), pieces.end(), [&](const Piece& piece) { return piece.id == id; });
    return it == pieces.end() ? nullptr : &*it;
}

std::vector<const Piece*> Position::piecesAt(const std::string& spaceId) const {
    std::vector<const Piece*> result;
    for (const auto& piece : pieces)
        if (piece.location.space == spaceId) result.push_back(&piece);
    return result;
}

}  // namespace adj::model
