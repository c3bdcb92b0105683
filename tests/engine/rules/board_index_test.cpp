// BoardIndex: a Position resolved against the board once, and kept right by moves.
#include "engine/rules/board_index.hpp"

#include <gtest/gtest.h>

#include "tests/engine/rules/rules_test_support.hpp"

namespace adj::rules {
namespace {

using test::piece;

class RulesBoardIndex : public ::testing::Test {
protected:
    board::SpaceGraph graph = test::hexMap(4, 4);
    Topology topology{graph};
    std::vector<model::Piece> pieces{
        piece("u1", "infantry", "union", "0101"),
        piece("c1", "infantry", "confederate", "0202"),
        piece("u2", "leader", "union", "0101"),
        piece("lost", "infantry", "union", "9999"),   // not a space of this map
        piece("alien", "infantry", "french", "0303"),  // not a side of this game
        piece("dead", "infantry", "union", ""),        // off the board
    };
    SpaceIndex at(const char* id) const { return graph.indexOf(id); }
};

TEST_F(RulesBoardIndex, ResolvesSpacesSidesAndStackOrder) {
    const BoardIndex board(topology, {"union", "confederate"}, pieces);
    ASSERT_EQ(board.sideCount(), 2U);
    EXPECT_EQ(board.sideOf(0), 0);
    EXPECT_EQ(board.sideOf(1), 1);
    EXPECT_EQ(board.spaceOf(0), at("0101"));
    ASSERT_EQ(board.piecesAt(at("0101")).size(), 2U);
    EXPECT_EQ(board.piecesAt(at("0101"))[0], 0U);  // placement order: u1 below u2
    EXPECT_EQ(board.piecesAt(at("0101"))[1], 2U);
    EXPECT_EQ(board.countAt(at("0101"), 0), 2);
    EXPECT_EQ(board.countAt(at("0101"), 1), 0);
    EXPECT_EQ(board.piecesOf(0).size(), 4U);  // u1, u2, lost, dead: all resolved union pieces
    EXPECT_EQ(board.spaceOf(5), kNoSpace);
    EXPECT_EQ(board.findPiece("c1"), std::optional<PieceIndex>(1));
    EXPECT_FALSE(board.findPiece("nobody"));
}

TEST_F(RulesBoardIndex, ReportsPiecesItCannotPlaceInsteadOfFailing) {
    const BoardIndex board(topology, {"union", "confederate"}, pieces);
    ASSERT_EQ(board.unresolved().size(), 2U);
    EXPECT_EQ(board.unresolved()[0].pieceId, "lost");
    EXPECT_NE(board.unresolved()[0].problem.find("9999"), std::string::npos);
    EXPECT_EQ(board.unresolved()[1].pieceId, "alien");
    EXPECT_EQ(board.spaceOf(3), kNoSpace);
    EXPECT_EQ(board.sideOf(4), kNoSide);
    EXPECT_FALSE(board.occupied(at("0303")));  // the alien piece is in no rule
}

TEST_F(RulesBoardIndex, MovePutsThePieceOnTopAndKeepsTheRestInOrder) {
    BoardIndex board(topology, {"union", "confederate"}, pieces);
    EXPECT_EQ(board.move(0, at("0202")), at("0101"));
    ASSERT_EQ(board.piecesAt(at("0202")).size(), 2U);
    EXPECT_EQ(board.piecesAt(at("0202")).back(), 0U);
    ASSERT_EQ(board.piecesAt(at("0101")).size(), 1U);
    EXPECT_EQ(board.piecesAt(at("0101"))[0], 2U);
    // A lost piece becomes resolved when it is put on a real space.
    board.move(3, at("0404"));
    EXPECT_EQ(board.unresolved().size(), 1U);
    EXPECT_EQ(board.spaceOf(3), at("0404"));
    board.move(3, kNoSpace);
    EXPECT_FALSE(board.occupied(at("0404")));
}

}  // namespace
}  // namespace adj::rules
