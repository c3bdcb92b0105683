// Which frames the tracker uses at all, and a board that matches the position.
#include "engine/tracker/tracker.hpp"
#include "tracker_fixtures.hpp"

#include <gtest/gtest.h>

namespace adj::tracker {
namespace {

using namespace testing;

model::Position twoStacks() {
    return position({piece("US-1", "union", "0101"), piece("US-2", "union", "0101"), piece("CS-1", "confederate", "0303")});
}

Observation matching() {
    return still({seen("0101", "union", 2, {{"US-2", 0.95}}), seen("0303", "confederate", 1, {{"CS-1", 0.9}})});
}

TEST(TrackerFrame, UnregisteredFrameIsIgnoredWithAReason) {
    Observation observation = still({seen("0105", "union", 2)});
    observation.registered = false;
    const TrackResult result = track(twoStacks(), observation);
    EXPECT_EQ(result.use, FrameUse::Ignored);
    EXPECT_NE(result.why.find("markers"), std::string::npos) << result.why;
    EXPECT_TRUE(result.events.empty());
    EXPECT_TRUE(result.questions.empty());
}

TEST(TrackerFrame, MovingFrameIsIgnoredWithAReason) {
    Observation observation = still({seen("0105", "union", 2)});
    observation.still = false;
    const TrackResult result = track(twoStacks(), observation);
    EXPECT_EQ(result.use, FrameUse::Ignored);
    EXPECT_NE(result.why.find("not still"), std::string::npos) << result.why;
    EXPECT_TRUE(result.events.empty());
}

TEST(TrackerFrame, FaultyObservationIsIgnoredNotThrown) {
    const TrackResult result = track(twoStacks(), still({seen("0101", "union", 0)}));
    EXPECT_EQ(result.use, FrameUse::Ignored);
    EXPECT_NE(result.why.find("count 0"), std::string::npos) << result.why;
}

TEST(TrackerFrame, MatchingBoardIsUnchanged) {
    const TrackResult result = track(twoStacks(), matching());
    EXPECT_EQ(result.use, FrameUse::Unchanged);
    EXPECT_TRUE(result.events.empty());
    EXPECT_TRUE(result.questions.empty());
    EXPECT_TRUE(result.notes.empty());
}

TEST(TrackerFrame, UnmeasuredStacksOnTheSameSpacesAreUnchanged) {
    const TrackResult result = track(twoStacks(), still({seen("0101", "union"), seen("0303", "confederate")}));
    EXPECT_EQ(result.use, FrameUse::Unchanged);
}

TEST(TrackerFrame, StackOffTheMapEdgeIsANoteNotAnEvent) {
    Observation observation = matching();
    ObservedStack outside = seen("", "union", 1);
    outside.point = {-12.0, 40.0};
    observation.stacks.push_back(outside);
    const TrackResult result = track(twoStacks(), observation);
    EXPECT_EQ(result.use, FrameUse::Unchanged);
    EXPECT_TRUE(result.events.empty());
    ASSERT_EQ(result.notes.size(), 1u);
    EXPECT_NE(result.notes[0].find("off the map's edge"), std::string::npos) << result.notes[0];
}

TEST(TrackerFrame, UnrecognisedColourLeavesItsSpaceAlone) {
    // The union stack at 0101 cannot be told from an unknown colour: no departure is made up.
    const TrackResult result = track(twoStacks(), still({seen("0101", ""), seen("0303", "confederate", 1)}));
    EXPECT_TRUE(result.events.empty());
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.notes.size(), 1u);
    EXPECT_NE(result.notes[0].find("0101"), std::string::npos);
}

TEST(TrackerFrame, PiecesInBoxesAreNotExpectedUnderTheCamera) {
    board::SpaceGraph graph;
    const auto a = graph.addSpace(board::SpaceKind::Hex, "0101");
    const auto b = graph.addSpace(board::SpaceKind::Hex, "0102");
    graph.addBorder(a, b);
    graph.addBox("union-reserve");
    graph.finalize();
    TrackerOptions options;
    options.graph = &graph;
    const model::Position boxed = position({piece("US-1", "union", "0101"), piece("US-5", "union", "union-reserve")});
    EXPECT_EQ(track(boxed, still({seen("0101", "union", 1)}), options).use, FrameUse::Unchanged);
    // And a piece in a box that appears on the map has entered from it.
    const TrackResult entered = track(boxed, still({seen("0101", "union", 1), seen("0102", "union", 1, {{"US-5", 0.9}})}), options);
    ASSERT_EQ(entered.events.size(), 1u);
    EXPECT_EQ(entered.events[0].event, moved("US-5", "union-reserve", "0102"));
}

TEST(TrackerFrame, OutputDoesNotDependOnTheOrderStacksAreReported) {
    const model::Position start = position({piece("US-1", "union", "0101"), piece("US-2", "union", "0202")});
    const TrackResult one = track(start, still({seen("0105", "union", 1), seen("0106", "union", 1)}));
    const TrackResult two = track(start, still({seen("0106", "union", 1), seen("0105", "union", 1)}));
    ASSERT_EQ(one.questions.size(), 1u);
    ASSERT_EQ(two.questions.size(), 1u);
    EXPECT_EQ(one.questions[0].text, two.questions[0].text);
    ASSERT_EQ(one.questions[0].choices.size(), two.questions[0].choices.size());
    for (std::size_t i = 0; i < one.questions[0].choices.size(); ++i)
        EXPECT_EQ(one.questions[0].choices[i].events, two.questions[0].choices[i].events);
}

}  // namespace
}  // namespace adj::tracker
