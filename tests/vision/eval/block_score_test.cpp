// Block tables are scored per hex and side: blocks of a side look alike, so counts are what can be right.
#include "vision/eval/block_score.hpp"

#include <gtest/gtest.h>

namespace adj::vision::eval {
namespace {

BlockTruth block(const std::string& id, const std::string& hex, const std::string& side, bool tipped)
{
    return {id, side, hex, {0, 0}, tipped};
}

synth::PieceTruth shown(const std::string& id, synth::Visibility visibility = synth::Visibility::Visible)
{
    synth::PieceTruth piece;
    piece.id = id;
    piece.visibility = visibility;
    piece.visibleFraction = visibility == synth::Visibility::Visible ? 1.0 : 0.0;
    return piece;
}

tracker::ObservedStack seen(const std::string& hex, const std::string& side, bool tipped)
{
    tracker::ObservedStack stack;
    stack.space = hex;
    stack.side = side;
    stack.count = 1;
    stack.tipped = tipped;
    return stack;
}

TEST(BlockScore, CountsEachHexAndSideUprightAndTipped)
{
    const std::vector<BlockTruth> truth{block("b1", "0505", "union", false), block("b2", "0505", "union", false),
                                        block("b3", "0707", "confederate", true)};
    synth::FrameTruth frame;
    frame.pieces = {shown("b1"), shown("b2"), shown("b3")};
    const BlockScore score = scoreBlocks(truth, frame,
                                         {seen("0505", "union", false), seen("0707", "confederate", false),
                                          seen("0909", "union", false)});
    EXPECT_EQ(score.visible, 3);
    EXPECT_EQ(score.rightSpace, 2);   // one of 0505's two, and 0707's
    EXPECT_EQ(score.rightTipped, 1);  // 0707's was seen upright
    EXPECT_EQ(score.missed, 1);
    EXPECT_EQ(score.falseBlocks, 1);  // 0909
    EXPECT_EQ(score.hexes, 3);
    EXPECT_EQ(score.hexesRight, 0);
    ASSERT_EQ(score.mistakes.size(), 3U);
    EXPECT_EQ(score.mistakes[0], "hex 0505, union blocks: 2 upright, seen 1 upright");
    EXPECT_EQ(score.mistakes[1], "hex 0707, confederate blocks: 0 upright, 1 tipped, seen 1 upright");
}

TEST(BlockScore, AHexRightInEveryCountScoresRightAndAHiddenBlocksHexIsLeftOut)
{
    const std::vector<BlockTruth> truth{block("b1", "0505", "union", false), block("b2", "0505", "confederate", true),
                                        block("b3", "0707", "union", false)};
    synth::FrameTruth frame;
    frame.pieces = {shown("b1"), shown("b2"), shown("b3", synth::Visibility::UnderHand)};
    const BlockScore score = scoreBlocks(truth, frame,
                                         {seen("0505", "confederate", true), seen("0505", "union", false),
                                          seen("0707", "union", false), seen("0707", "union", false)});
    EXPECT_EQ(score.visible, 2);
    EXPECT_EQ(score.rightSpace, 2);
    EXPECT_EQ(score.rightTipped, 2);
    EXPECT_EQ(score.missed, 0);
    EXPECT_EQ(score.falseBlocks, 0); // what is seen in 0707, under the hand, is not judged
    EXPECT_EQ(score.hexes, 1);
    EXPECT_EQ(score.hexesRight, 1);
    EXPECT_TRUE(score.mistakes.empty());
}

TEST(BlockScore, AddsUp)
{
    BlockScore a;
    a.visible = 3;
    a.mistakes = {"one"};
    BlockScore b;
    b.visible = 2;
    b.hexesRight = 1;
    b.mistakes = {"two"};
    a += b;
    EXPECT_EQ(a.visible, 5);
    EXPECT_EQ(a.hexesRight, 1);
    EXPECT_EQ(a.mistakes, (std::vector<std::string>{"one", "two"}));
}

} // namespace
} // namespace adj::vision::eval
