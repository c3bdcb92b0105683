// Stacks that moved whole, stacks that split, and pieces that entered play.
#include "engine/tracker/tracker.hpp"
#include "tracker_fixtures.hpp"

#include <gtest/gtest.h>

namespace adj::tracker {
namespace {

using namespace testing;

// US-3 is on top at 0101 (the last piece placed is the top of the stack).
model::Position threeStack() {
    return position({piece("US-1", "union", "0101"), piece("US-2", "union", "0101"), piece("US-3", "union", "0101"),
                     piece("CS-1", "confederate", "0303")});
}

TEST(TrackerMoves, WholeStackMovedGivesOneMovePerPiece) {
    const TrackResult result = track(threeStack(), still({seen("0102", "union", 3, {{"US-3", 0.95}}), seen("0303", "confederate", 1)}));
    EXPECT_EQ(result.use, FrameUse::Changed);
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.events.size(), 3u);
    EXPECT_EQ(result.events[0].event, moved("US-1", "0101", "0102"));
    EXPECT_EQ(result.events[1].event, moved("US-2", "0101", "0102"));
    EXPECT_EQ(result.events[2].event, moved("US-3", "0101", "0102"));  // the top stays on top
    for (const ProposedEvent& event : result.events) {
        EXPECT_GT(event.confidence, 0.9);
        EXPECT_LE(event.confidence, 1.0);
        EXPECT_NE(event.reason.find("0101"), std::string::npos) << event.reason;
        EXPECT_NE(event.reason.find("0102"), std::string::npos) << event.reason;
    }
}

TEST(TrackerMoves, LessEvidenceMeansLessConfidence) {
    const TrackResult sure = track(threeStack(), still({seen("0102", "union", 3, {{"US-3", 0.95}}), seen("0303", "confederate", 1)}));
    const TrackResult bare = track(threeStack(), still({seen("0102", "union"), seen("0303", "confederate", 1)}));
    ASSERT_EQ(sure.events.size(), 3u);
    ASSERT_EQ(bare.events.size(), 3u);
    EXPECT_EQ(bare.events[2].event, moved("US-3", "0101", "0102"));
    EXPECT_LT(bare.events[0].confidence, sure.events[0].confidence);
    EXPECT_GT(bare.events[0].confidence, 0.0);
}

TEST(TrackerMoves, IdentityOfAnotherPieceIsNoMove) {
    // The new stack shows CS-9, not any piece that left 0101: it did not come from there.
    TrackerOptions options;
    options.reinforcements = {piece("US-9", "union", "")};
    const TrackResult result = track(threeStack(), still({seen("0102", "union", 3, {{"US-9", 0.95}}), seen("0303", "confederate", 1)}), options);
    for (const ProposedEvent& event : result.events) EXPECT_FALSE(std::holds_alternative<session::PieceMoved>(event.event) &&
                                                                  std::get<session::PieceMoved>(event.event).from == "0101");
}

TEST(TrackerMoves, SplitDecidedByCountsAndTops) {
    // 0101 now holds 1 with US-1 on top; 0102 holds 2 with US-3 on top: US-2 and US-3 went.
    const TrackResult result = track(threeStack(), still({seen("0101", "union", 1, {{"US-1", 0.9}}), seen("0102", "union", 2, {{"US-3", 0.9}}),
                                                          seen("0303", "confederate", 1)}));
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.events.size(), 2u);
    EXPECT_EQ(result.events[0].event, moved("US-2", "0101", "0102"));
    EXPECT_EQ(result.events[1].event, moved("US-3", "0101", "0102"));
    EXPECT_LT(result.events[0].confidence, 0.95);  // a split rests on more inference than a whole move
}

TEST(TrackerMoves, SplitWithTopOnlyStillAsksWhenTwoSetsFit) {
    // 0101 holds 2 (US-1 seen on top), 0102 holds 1 with no identity: US-2 or US-3 went.
    const TrackResult result = track(threeStack(), still({seen("0101", "union", 2, {{"US-1", 0.9}}), seen("0102", "union", 1),
                                                          seen("0303", "confederate", 1)}));
    EXPECT_TRUE(result.events.empty());
    ASSERT_EQ(result.questions.size(), 1u);
    const Question& question = result.questions[0];
    EXPECT_EQ(question.kind, "which-pieces");
    ASSERT_EQ(question.choices.size(), 2u);
    EXPECT_EQ(question.choices[0].events, std::vector<session::Payload>{moved("US-2", "0101", "0102")});
    EXPECT_EQ(question.choices[1].events, std::vector<session::Payload>{moved("US-3", "0101", "0102")});
    EXPECT_EQ(question.spaces, (std::vector<std::string>{"0101", "0102"}));
}

TEST(TrackerMoves, SplitWithoutIdentityListsEveryPossibleSet) {
    const TrackResult result = track(threeStack(), still({seen("0101", "union", 2), seen("0102", "union", 1), seen("0303", "confederate", 1)}));
    EXPECT_TRUE(result.events.empty());
    ASSERT_EQ(result.questions.size(), 1u);
    EXPECT_EQ(result.questions[0].kind, "which-pieces");
    ASSERT_EQ(result.questions[0].choices.size(), 3u);
    for (const Choice& choice : result.questions[0].choices) EXPECT_EQ(choice.events.size(), 1u);
}

TEST(TrackerMoves, StackJoiningAFriendlyStack) {
    const model::Position start = position({piece("US-1", "union", "0101"), piece("US-2", "union", "0102")});
    const TrackResult result = track(start, still({seen("0102", "union", 2, {{"US-1", 0.9}})}));
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(result.events[0].event, moved("US-1", "0101", "0102"));
    EXPECT_TRUE(result.questions.empty());
}

TEST(TrackerMoves, NewPieceFromTheReinforcementsWhenIdentityIsSure) {
    TrackerOptions options;
    options.reinforcements = {piece("US-8", "union", ""), piece("US-9", "union", "")};
    const TrackResult result = track(threeStack(), still({seen("0101", "union", 3), seen("0303", "confederate", 1), seen("0205", "union", 1, {{"US-9", 0.92}})}),
                                     options);
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.events.size(), 1u);
    const auto* placed = std::get_if<session::PiecePlaced>(&result.events[0].event);
    ASSERT_NE(placed, nullptr);
    EXPECT_EQ(placed->piece.id, "US-9");
    EXPECT_EQ(placed->piece.location.space, "0205");
    EXPECT_EQ(placed->piece.side, "union");
    EXPECT_NE(result.events[0].reason.find("US-9"), std::string::npos);
}

TEST(TrackerMoves, DeadPiecesComeBackByMoving) {
    // A piece the position keeps off the board enters with a move, keeping its state.
    const model::Position start = position({piece("US-1", "union", "0101"), piece("US-7", "union", "")});
    const TrackResult result = track(start, still({seen("0101", "union", 1), seen("0404", "union", 1, {{"US-7", 0.9}})}));
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(result.events[0].event, moved("US-7", "", "0404"));
}

}  // namespace
}  // namespace adj::tracker

namespace adj::tracker {
namespace {

using namespace adj::tracker::testing;

// Ten hexes in a row, 25 mm apart: 0101 at x = 0 ... 0110 at x = 225.
board::SpaceGraph rowOfHexes() {
    board::SpaceGraph graph;
    for (int i = 1; i <= 10; ++i) {
        char id[16];  // room for any int, so -Wformat-truncation has nothing to say
        std::snprintf(id, sizeof id, "01%02d", i);
        graph.addSpace(board::SpaceKind::Hex, id, board::MapPoint{25.0 * (i - 1), 0.0});
    }
    graph.finalize();
    return graph;
}

// Options that know the row's geometry: 25 mm spaces.
TrackerOptions withGeometry(const board::SpaceGraph& graph) {
    TrackerOptions options;
    options.graph = &graph;
    options.spaceSizeMm = 25;
    return options;
}

TEST(TrackerMoves, TwoStacksMovedAtOnceArePairedTheShortWay) {
    // Both union stacks stepped one hex along between two still moments. Crossing over (0101 to
    // 0109, 0108 to 0102) fits the colours as well, but is 14 hexes of marching against 2.
    const board::SpaceGraph graph = rowOfHexes();
    const TrackerOptions options = withGeometry(graph);
    const model::Position start = position({piece("US-1", "union", "0101"), piece("US-2", "union", "0108")});
    const TrackResult result = track(start, still({seen("0102", "union"), seen("0109", "union")}), options);
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.events.size(), 2u);
    EXPECT_EQ(result.events[0].event, moved("US-1", "0101", "0102"));
    EXPECT_EQ(result.events[1].event, moved("US-2", "0108", "0109"));
    EXPECT_NE(result.events[0].reason.find("nearest"), std::string::npos) << result.events[0].reason;
    // Without the board's geometry nothing tells the two apart: the players are asked.
    EXPECT_EQ(kinds(track(start, still({seen("0102", "union"), seen("0109", "union")}))), std::vector<std::string>{"where-from"});
}

TEST(TrackerMoves, PairingsOfAlmostEqualLengthAreAsked) {
    // The two ways differ by less than a space and a half: the players are asked.
    const board::SpaceGraph graph = rowOfHexes();
    const TrackerOptions options = withGeometry(graph);
    // From 0101 and 0102 to 0103 and 0104: 2 + 2 or 3 + 1 hexes, the same length either way.
    const model::Position start = position({piece("US-1", "union", "0101"), piece("US-2", "union", "0102")});
    const TrackResult result = track(start, still({seen("0103", "union"), seen("0104", "union")}), options);
    EXPECT_TRUE(result.events.empty());
    EXPECT_EQ(kinds(result), std::vector<std::string>{"where-from"});
}

}  // namespace
}  // namespace adj::tracker
