#pragma once
// A Position resolved against the board once: each piece's space and side as dense indices, and per
// space the pieces there in stacking order. Every rule algorithm reads this instead of comparing id
// strings, and a move updates it in constant time, so re-evaluation after a move starts from here.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board/string_map.hpp"
#include "engine/model/position.hpp"
#include "engine/rules/ids.hpp"
#include "engine/rules/topology.hpp"

namespace adj::rules {

// A piece the index could not place: its location names no space of the board, or its side is not
// one of the game's sides. It is left out of every rule (spaceOf is kNoSpace), and the interface can
// ask the players about it instead of the engine guessing.
struct UnresolvedPiece {
    PieceIndex piece = 0;
    std::string pieceId;
    std::string problem;  // for players: "is at '9999', which is not a space of this map"
};

class BoardIndex {
public:
    // `pieces` is read now and when piece() is called, so it must outlive the index and keep its size.
    // Sides are numbered in the order given; the order is the game module's (it decides what an
    // enemy is).
    BoardIndex(const Topology& topology, std::vector<std::string> sides, const std::vector<model::Piece>& pieces);

    const Topology& topology() const { return *topology_; }

    std::size_t sideCount() const { return sides_.size(); }
    const std::string& sideName(SideIndex side) const { return sides_[side]; }
    // The side as players call it ("Confederate"), for messages; its id where none was given.
    const std::string& sideDisplayName(SideIndex side) const {
        return side < displayNames_.size() && !displayNames_[side].empty() ? displayNames_[side] : sides_[side];
    }
    // Display names in the order of the sides given to the constructor.
    void setSideDisplayNames(std::vector<std::string> names) { displayNames_ = std::move(names); }
    // kNoSide for a name that is not a side of the game.
    SideIndex sideIndex(std::string_view name) const;

    std::size_t pieceCount() const { return spaceOf_.size(); }
    const model::Piece& piece(PieceIndex piece) const { return (*pieces_)[piece]; }
    std::optional<PieceIndex> findPiece(std::string_view id) const;
    // kNoSpace for pieces off the board or unresolved.
    SpaceIndex spaceOf(PieceIndex piece) const { return spaceOf_[piece]; }
    SideIndex sideOf(PieceIndex piece) const { return sideOf_[piece]; }

    // Pieces in a space, in Position order with later moves on top (last): the stacking order.
    std::span<const PieceIndex> piecesAt(SpaceIndex space) const { return at_[space]; }
    // Every resolved piece of a side, on the board or not, in Position order.
    std::span<const PieceIndex> piecesOf(SideIndex side) const { return of_[side]; }
    bool occupied(SpaceIndex space) const { return !at_[space].empty(); }
    // Number of pieces of `side` in `space`.
    int countAt(SpaceIndex space, SideIndex side) const;

    const std::vector<UnresolvedPiece>& unresolved() const { return unresolved_; }

    // Puts the piece on top of the stack at `to` (kNoSpace takes it off the board) and returns the space
    // it left. An unresolved piece becomes resolved once it is moved to a real space.
    SpaceIndex move(PieceIndex piece, SpaceIndex to);

private:
    void place(PieceIndex piece, SpaceIndex space);
    void lift(PieceIndex piece);

    const Topology* topology_;
    const std::vector<model::Piece>* pieces_;
    std::vector<std::string> sides_;
    std::vector<std::string> displayNames_;
    board::StringMap<PieceIndex> pieceOfId_;
    std::vector<SpaceIndex> spaceOf_;
    std::vector<SideIndex> sideOf_;
    std::vector<std::vector<PieceIndex>> at_;
    std::vector<std::vector<PieceIndex>> of_;
    std::vector<UnresolvedPiece> unresolved_;
};

}  // namespace adj::rules
