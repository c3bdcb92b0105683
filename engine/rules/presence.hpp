#pragma once
// Which pieces matter to a rule ("troop units", "undamaged ships", "cavalry"), asked once per piece,
// and how many of them each side has in each space. Rules ask "is this space occupied by enemy
// troops?" thousands of times per evaluation; with the answer cached per piece and counted per space
// it is one load, and a move updates two counters.
#include <cstdint>
#include <functional>
#include <vector>

#include "engine/model/position.hpp"
#include "engine/rules/board_index.hpp"

namespace adj::rules {

// A test on one piece, supplied by the game module from its data (kinds, flags, strength). It must
// depend on the piece alone: results are cached until the piece itself changes.
using PiecePredicate = std::function<bool(const model::Piece&)>;

// The predicate's answer for every piece of a BoardIndex. An empty predicate gives `whenEmpty`.
class PieceFlags {
public:
    PieceFlags() = default;
    PieceFlags(const BoardIndex& board, const PiecePredicate& predicate, bool whenEmpty = false);
    bool operator[](PieceIndex piece) const { return flags_[piece] != 0; }
    bool any() const { return any_; }

private:
    std::vector<std::uint8_t> flags_;
    bool any_ = false;
};

// Per side and space, the number of pieces that pass a predicate.
class Presence {
public:
    Presence() = default;
    Presence(const BoardIndex& board, const PiecePredicate& predicate, bool whenEmpty = false);

    int count(SideIndex side, SpaceIndex space) const { return counts_[index(side, space)]; }
    bool has(SideIndex side, SpaceIndex space) const { return counts_[index(side, space)] != 0; }
    // Some side other than `side` has a counted piece there.
    bool enemyHas(SideIndex side, SpaceIndex space) const;
    // Any side at all.
    bool anyHas(SpaceIndex space) const;
    bool counts(PieceIndex piece) const { return flags_[piece]; }
    // Keeps the counts right after BoardIndex::move(piece, to) returned `from`.
    void moved(PieceIndex piece, SideIndex side, SpaceIndex from, SpaceIndex to);

private:
    std::size_t index(SideIndex side, SpaceIndex space) const { return static_cast<std::size_t>(side) * spaces_ + space; }

    PieceFlags flags_;
    std::size_t spaces_ = 0;
    std::size_t sides_ = 0;
    std::vector<std::uint16_t> counts_;
};

}  // namespace adj::rules
