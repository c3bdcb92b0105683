#include "engine/tracker/entry.hpp"

#include "engine/tracker/board_diff.hpp"

#include <algorithm>

namespace adj::tracker {

std::vector<Entrant> entrants(const model::Position& position, const TrackerOptions& options, const std::string& side) {
    std::vector<Entrant> result;
    for (const model::Piece& piece : position.pieces)
        if (piece.side == side && !visibleSpace(piece.location.space, options)) result.push_back(Entrant{piece, true});
    for (const model::Piece& piece : options.reinforcements)
        if (piece.side == side && !position.findPiece(piece.id)) result.push_back(Entrant{piece, false});
    std::sort(result.begin(), result.end(), [](const Entrant& a, const Entrant& b) { return a.piece.id < b.piece.id; });
    return result;
}

session::Payload enter(const Entrant& entrant, const std::string& space) {
    if (entrant.inPosition) return session::PieceMoved{entrant.piece.id, entrant.piece.location.space, space};
    model::Piece placed = entrant.piece;
    placed.location.space = space;
    return session::PiecePlaced{placed};
}

}  // namespace adj::tracker
