#include "engine/rules/board_index.hpp"

#include <algorithm>
#include <stdexcept>

namespace adj::rules {

BoardIndex::BoardIndex(const Topology& topology, std::vector<std::string> sides, const std::vector<model::Piece>& pieces)
    : topology_(&topology), pieces_(&pieces), sides_(std::move(sides)) {
    if (sides_.size() >= kNoSide) throw std::invalid_argument("rules: too many sides");
    spaceOf_.assign(pieces.size(), kNoSpace);
    sideOf_.assign(pieces.size(), kNoSide);
    at_.resize(topology.spaceCount());
    of_.resize(sides_.size());
    pieceOfId_.reserve(pieces.size());
    for (PieceIndex p = 0; p < pieces.size(); ++p) {
        const model::Piece& piece = pieces[p];
        pieceOfId_.emplace(piece.id, p);
        sideOf_[p] = sideIndex(piece.side);
        if (sideOf_[p] == kNoSide) {
            unresolved_.push_back({p, piece.id, "belongs to '" + piece.side + "', which is not a side of this game"});
            continue;
        }
        of_[sideOf_[p]].push_back(p);
        if (!piece.location.onBoard()) continue;
        const auto space = topology.find(piece.location.space);
        if (!space) {
            unresolved_.push_back({p, piece.id, "is at '" + piece.location.space + "', which is not a space of this map"});
            continue;
        }
        place(p, *space);
    }
}

SideIndex BoardIndex::sideIndex(std::string_view name) const {
    for (std::size_t s = 0; s < sides_.size(); ++s)
        if (sides_[s] == name) return static_cast<SideIndex>(s);
    return kNoSide;
}

std::optional<PieceIndex> BoardIndex::findPiece(std::string_view id) const {
    const auto it = pieceOfId_.find(id);
    if (it == pieceOfId_.end()) return std::nullopt;
    return it->second;
}

int BoardIndex::countAt(SpaceIndex space, SideIndex side) const {
    int count = 0;
    for (const PieceIndex p : at_[space]) count += sideOf_[p] == side ? 1 : 0;
    return count;
}

void BoardIndex::place(PieceIndex piece, SpaceIndex space) {
    spaceOf_[piece] = space;
    at_[space].push_back(piece);
}

void BoardIndex::lift(PieceIndex piece) {
    const SpaceIndex space = spaceOf_[piece];
    if (space == kNoSpace) return;
    auto& stack = at_[space];
    stack.erase(std::find(stack.begin(), stack.end(), piece));  // keeps the order of the rest
    spaceOf_[piece] = kNoSpace;
}

SpaceIndex BoardIndex::move(PieceIndex piece, SpaceIndex to) {
    if (piece >= spaceOf_.size()) throw std::out_of_range("rules: no piece with index " + std::to_string(piece));
    if (to != kNoSpace && to >= at_.size()) throw std::out_of_range("rules: no space with index " + std::to_string(to));
    const SpaceIndex from = spaceOf_[piece];
    if (sideOf_[piece] == kNoSide) return from;  // a piece of no known side stays out of the rules
    lift(piece);
    if (to != kNoSpace) {
        place(piece, to);
        std::erase_if(unresolved_, [&](const UnresolvedPiece& u) { return u.piece == piece; });
    }
    return from;
}

}  // namespace adj::rules
