// Scoring what vision saw against the synthetic camera's truth: each way of being wrong is counted
// once, in its own column, and said in words.
#include "vision/eval/stack_score.hpp"

#include <gtest/gtest.h>

namespace adj::vision::eval {
namespace {

synth::PieceTruth piece(const std::string& id, cv::Point2d mm, int level, synth::Visibility visibility)
{
    synth::PieceTruth p;
    p.id = id;
    p.centreMm = mm;
    p.stackLevel = level;
    p.visibility = visibility;
    return p;
}

tracker::ObservedStack seenAt(const std::string& space, cv::Point2d mm, const std::string& side, int count,
                              std::vector<tracker::IdentityCandidate> top = {})
{
    tracker::ObservedStack s;
    s.space = space;
    s.point = {mm.x, mm.y};
    s.side = side;
    s.count = count;
    s.top = std::move(top);
    return s;
}

struct Table {
    std::vector<StackTruth> stacks;
    synth::FrameTruth truth;

    void add(const std::string& space, cv::Point2d mm, const std::vector<std::string>& pieces, const std::string& side,
             synth::Visibility topVisibility = synth::Visibility::Visible)
    {
        stacks.push_back({space, mm, pieces, side});
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            const bool top = i + 1 == pieces.size();
            truth.pieces.push_back(piece(pieces[i], mm, static_cast<int>(i),
                                         top ? topVisibility : synth::Visibility::UnderPiece));
        }
    }
};

const auto everyPiece = [](const std::string&) { return true; };

TEST(StackScore, ARightStackScoresInEveryColumn)
{
    Table t;
    t.add("0101", {10, 10}, {"a", "b"}, "union");
    const auto s = scoreStacks(t.stacks, t.truth, {seenAt("0101", {11, 9}, "union", 2, {{"b", 0.9}})}, everyPiece);
    EXPECT_EQ(s.visible, 1);
    EXPECT_EQ(s.found, 1);
    EXPECT_EQ(s.rightSpace, 1);
    EXPECT_EQ(s.rightSide, 1);
    EXPECT_EQ(s.rightCount, 1);
    EXPECT_EQ(s.identityRight, 1);
    EXPECT_EQ(s.missed + s.falsePieces + s.identityWrong + s.identityUnsure(), 0);
    EXPECT_TRUE(s.mistakes.empty());
}

TEST(StackScore, WrongSpaceMissedAndFalsePiecesAreEachCounted)
{
    Table t;
    t.add("0101", {10, 10}, {"a"}, "union");
    t.add("0505", {100, 100}, {"b"}, "confederate");
    t.add("0909", {200, 200}, {"c"}, "union", synth::Visibility::UnderHand); // not visible: not scored
    const auto s = scoreStacks(t.stacks, t.truth,
                               {seenAt("0102", {14, 12}, "union", 1), seenAt("0303", {60, 60}, "union", 1)}, nullptr);
    EXPECT_EQ(s.visible, 2);
    EXPECT_EQ(s.found, 1);
    EXPECT_EQ(s.rightSpace, 0);
    EXPECT_EQ(s.missed, 1);
    EXPECT_EQ(s.falsePieces, 1);
    EXPECT_EQ(s.identityScored, 0);
    ASSERT_EQ(s.mistakes.size(), 3U);
    EXPECT_EQ(s.mistakes[0], "stack in 0101 seen in '0102'");
    EXPECT_EQ(s.mistakes[1], "stack in 0505 (top b) not seen");
    EXPECT_EQ(s.mistakes[2], "a stack seen in '0303' where there is none");
}

TEST(StackScore, AStackSeenTwiceOrAPhantomBesideOneIsExtra)
{
    Table t;
    t.add("0101", {10, 10}, {"a"}, "union");
    t.add("0505", {100, 100}, {"b", "c"}, "union", synth::Visibility::UnderPiece); // top half covered: still owns its seen stack
    const auto s = scoreStacks(t.stacks, t.truth,
                               {seenAt("0101", {11, 10}, "union", 1), seenAt("0101/0102", {19, 12}, "union", 1),
                                seenAt("0505", {101, 100}, "union", 2)},
                               nullptr);
    EXPECT_EQ(s.found, 1);
    EXPECT_EQ(s.falsePieces, 0);
    EXPECT_EQ(s.extraStacks, 1);
    ASSERT_EQ(s.mistakes.size(), 1U);
    EXPECT_EQ(s.mistakes[0], "an extra stack seen in '0101/0102', beside a stack already seen");
}

TEST(StackScore, IdentityIsRightUnsureOrConfidentlyWrong)
{
    Table t;
    t.add("0101", {10, 10}, {"a"}, "union");
    t.add("0505", {100, 100}, {"b"}, "union");
    t.add("0909", {200, 200}, {"c~2"}, "union"); // a copy of c: c is the right answer
    t.add("1212", {300, 300}, {"d"}, "union");
    const auto s = scoreStacks(t.stacks, t.truth,
                               {seenAt("0101", {10, 10}, "union", 1, {{"x", 0.8}, {"a", 0.1}}),
                                seenAt("0505", {100, 100}, "union", 1, {{"b", 0.3}}),
                                seenAt("0909", {200, 200}, "union", 1, {{"c", 0.7}}),
                                seenAt("1212", {300, 300}, "union", 1)},
                               everyPiece);
    EXPECT_EQ(s.identityScored, 4);
    EXPECT_EQ(s.identityWrong, 1);
    EXPECT_EQ(s.identityUnsure(), 2);
    EXPECT_EQ(s.identityRight, 1);
    // a (second to x), b (unsure) and c~2 (as c) are among their stack's candidates; d has none.
    EXPECT_EQ(s.identityAmongCandidates, 3);
    ASSERT_EQ(s.mistakes.size(), 1U);
    EXPECT_EQ(s.mistakes[0], "top of 0101 is a, read as x");
    // Unsure is no mistake, but each is said: the piece, and what it was left among.
    EXPECT_EQ(s.unsure, (std::vector<std::string>{"top of 0505 is b, left unsure, among b (0.30)",
                                                  "top of 1212 is d, left unsure, with no candidate"}));
}

TEST(StackScore, APieceIdentityDoesNotKnowNamedSurelyIsCountedApart)
{
    Table t;
    t.add("0101", {10, 10}, {"a"}, "union");
    t.add("0505", {100, 100}, {"stranger"}, "union");
    t.add("0909", {200, 200}, {"other"}, "union");
    const auto knowsA = [](const std::string& piece) { return piece == "a"; };
    const auto s = scoreStacks(t.stacks, t.truth,
                               {seenAt("0101", {10, 10}, "union", 1, {{"a", 0.9}}),
                                seenAt("0505", {100, 100}, "union", 1, {{"a", 0.8}}),
                                seenAt("0909", {200, 200}, "union", 1, {{"a", 0.4}})},
                               knowsA);
    // Only a is scored; the stranger named surely is counted, the other one left unsure is not.
    EXPECT_EQ(s.identityScored, 1);
    EXPECT_EQ(s.identityRight, 1);
    EXPECT_EQ(s.identityWrong, 0);
    EXPECT_EQ(s.identityUnknownNamed, 1);
    ASSERT_EQ(s.mistakes.size(), 1U);
    EXPECT_EQ(s.mistakes[0], "top of 0505 is stranger, which identity does not know, read as a");
    // With no identity at all nothing is named, and nothing counted.
    EXPECT_EQ(scoreStacks(t.stacks, t.truth, {seenAt("0505", {100, 100}, "union", 1, {{"a", 0.8}})}, nullptr)
                  .identityUnknownNamed,
              0);
}

TEST(StackScore, AddsUp)
{
    StackScore a;
    a.visible = 2;
    a.mistakes = {"one"};
    StackScore b;
    b.visible = 3;
    b.falsePieces = 1;
    b.extraStacks = 2;
    b.identityAmongCandidates = 4;
    b.identityUnknownNamed = 2;
    b.mistakes = {"two"};
    b.unsure = {"three"};
    a.identityAmongCandidates = 1;
    a += b;
    EXPECT_EQ(a.visible, 5);
    EXPECT_EQ(a.falsePieces, 1);
    EXPECT_EQ(a.extraStacks, 2);
    EXPECT_EQ(a.identityAmongCandidates, 5);
    EXPECT_EQ(a.identityUnknownNamed, 2);
    EXPECT_EQ(a.mistakes, (std::vector<std::string>{"one", "two"}));
    EXPECT_EQ(a.unsure, (std::vector<std::string>{"three"}));
}

} // namespace
} // namespace adj::vision::eval
