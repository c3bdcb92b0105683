#include "engine/rules/presence.hpp"

namespace adj::rules {

PieceFlags::PieceFlags(const BoardIndex& board, const PiecePredicate& predicate, bool whenEmpty) {
    flags_.assign(board.pieceCount(), whenEmpty ? 1 : 0);
    if (predicate) {
        for (PieceIndex p = 0; p < board.pieceCount(); ++p) flags_[p] = predicate(board.piece(p)) ? 1 : 0;
    }
    for (const auto flag : flags_) any_ = any_ || flag != 0;
}

Presence::Presence(const BoardIndex& board, const PiecePredicate& predicate, bool whenEmpty)
    : flags_(board, predicate, whenEmpty), spaces_(board.topology().spaceCount()), sides_(board.sideCount()) {
    counts_.assign(spaces_ * sides_, 0);
    if (!flags_.any()) return;
    for (SideIndex side = 0; side < sides_; ++side) {
        for (const PieceIndex p : board.piecesOf(side)) {
            if (flags_[p] && board.spaceOf(p) != kNoSpace) ++counts_[index(side, board.spaceOf(p))];
        }
    }
}

bool Presence::enemyHas(SideIndex side, SpaceIndex space) const {
    for (SideIndex other = 0; other < sides_; ++other)
        if (other != side && counts_[index(other, space)] != 0) return true;
    return false;
}

bool Presence::anyHas(SpaceIndex space) const {
    for (SideIndex side = 0; side < sides_; ++side)
        if (counts_[index(side, space)] != 0) return true;
    return false;
}

void Presence::moved(PieceIndex piece, SideIndex side, SpaceIndex from, SpaceIndex to) {
    if (side == kNoSide || !flags_[piece]) return;
    if (from != kNoSpace) --counts_[index(side, from)];
    if (to != kNoSpace) ++counts_[index(side, to)];
}

}  // namespace adj::rules
