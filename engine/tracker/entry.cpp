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

bool canEnterAt(const Entrant& entrant, const std::string& space, const TrackerOptions& options) {
    if (!options.graph || !entrant.inPosition) return true;
    const board::SpaceGraph& graph = *options.graph;
    const auto box = graph.find(entrant.piece.location.space);
    const auto target = graph.find(space);
    if (!box || graph.space(*box).kind != board::SpaceKind::Box) return true;  // off the board: anywhere
    bool joined = false;  // a box joined to no space (a reserve pool) lets its pieces come anywhere
    for (const board::Neighbour& neighbour : graph.neighbours(*box)) {
        if (target && neighbour.space == *target) return true;
        joined = true;
    }
    for (std::size_t layer = 0; layer < graph.layerCount(); ++layer) {
        for (const board::NetworkLink& link : graph.networkNeighbours(static_cast<board::LayerIndex>(layer), *box)) {
            if (target && link.space == *target) return true;
            joined = true;
        }
    }
    return !joined && target.has_value();
}

session::Payload enter(const Entrant& entrant, const std::string& space) {
    if (entrant.inPosition) return session::PieceMoved{entrant.piece.id, entrant.piece.location.space, space};
    model::Piece placed = entrant.piece;
    placed.location.space = space;
    return session::PiecePlaced{placed};
}

}  // namespace adj::tracker
