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

TEST(TrackerFrame, AnUnseenSpaceIsLeftAlone) {
    // Glare washes out 0101: its union stack is not seen, and has not left.
    Observation observation = still({seen("0303", "confederate", 1, {{"CS-1", 0.9}})});
    observation.unseen = {"0101", "0102"};
    const TrackResult result = track(twoStacks(), observation);
    EXPECT_EQ(result.use, FrameUse::Unchanged);
    EXPECT_TRUE(result.events.empty());
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.notes.size(), 1u);
    // Only the unseen space where something is at stake is named.
    EXPECT_NE(result.notes[0].find("could not see 0101 (glare, or outside its view)"), std::string::npos) << result.notes[0];
}

TEST(TrackerFrame, AStackSeenOnAnUnseenSpaceIsNotJudged) {
    Observation observation = matching();
    observation.stacks.push_back(seen("0707", "confederate", 1));
    observation.unseen = {"0707"};
    const TrackResult result = track(twoStacks(), observation);
    EXPECT_EQ(result.use, FrameUse::Unchanged);
    EXPECT_TRUE(result.questions.empty());
}

TEST(TrackerFrame, WhatIsSeenBesideAnUnseenSpaceIsStillTracked) {
    Observation observation = still({seen("0304", "confederate", 1, {{"CS-1", 0.95}})});
    observation.unseen = {"0101"};
    const TrackResult result = track(twoStacks(), observation);
    EXPECT_EQ(result.use, FrameUse::Changed);
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(result.events[0].event, session::Payload(moved("CS-1", "0303", "0304")));
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

TEST(TrackerFrame, APieceInASeaZoneComesOnlyOntoTheCoastItTouches) {
    // A sea-zone box joined by the sea network to the coastal hex 0103 only. A union stack that
    // appears inland at 0102 is not the gunboat out at sea, however few other pieces could be it.
    board::SpaceGraph graph;
    const auto inland = graph.addSpace(board::SpaceKind::Hex, "0102");
    const auto coast = graph.addSpace(board::SpaceKind::Hex, "0103");
    graph.addBorder(inland, coast);
    const auto sea = graph.addBox("gannet-bank");
    graph.addNetworkEdge(graph.addLayer("sea"), sea, coast);
    graph.finalize();
    TrackerOptions options;
    options.graph = &graph;
    const model::Position atSea = position({piece("US-gunboat", "union", "gannet-bank", "gunboat")});

    const TrackResult inlandArrival = track(atSea, still({seen("0102", "union", 1)}), options);
    EXPECT_TRUE(inlandArrival.events.empty());
    EXPECT_TRUE(inlandArrival.questions.empty());
    ASSERT_EQ(inlandArrival.notes.size(), 1u);
    EXPECT_NE(inlandArrival.notes[0].find("no union piece fits"), std::string::npos) << inlandArrival.notes[0];

    // Even when identity is sure it is the gunboat, it cannot have sailed inland: nothing is logged.
    const TrackResult named = track(atSea, still({seen("0102", "union", 1, {{"US-gunboat", 0.95}})}), options);
    EXPECT_TRUE(named.events.empty());

    // On the coast the sea zone touches, it is the gunboat coming in.
    const TrackResult coastal = track(atSea, still({seen("0103", "union", 1, {{"US-gunboat", 0.95}})}), options);
    ASSERT_EQ(coastal.events.size(), 1u);
    EXPECT_EQ(coastal.events[0].event, moved("US-gunboat", "gannet-bank", "0103"));
}

ObservedStack seenNear(const std::string& space, const std::string& side, std::vector<std::string> near) {
    ObservedStack stack = seen(space, side, 1);
    stack.near = std::move(near);
    return stack;
}

TEST(TrackerFrame, AStackMeasuredJustOverALineHasNotMoved) {
    // A ship on the river hexside 0101/0102 fitted in the hex 0102 beside it, the camera saying it
    // could be either: no move is made up, and a note says how it was read.
    const model::Position start = position({piece("CS-ram", "confederate", "0101/0102", "ironclad"), piece("US-1", "union", "0303")});
    const TrackResult result = track(start, still({seenNear("0102", "confederate", {"0101/0102"}), seen("0303", "union", 1)}));
    EXPECT_EQ(result.use, FrameUse::Unchanged);
    EXPECT_TRUE(result.events.empty());
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.notes.size(), 1u);
    EXPECT_NE(result.notes[0].find("taken to be the one at 0101/0102"), std::string::npos) << result.notes[0];
}

TEST(TrackerFrame, ANearbySpaceIsNotTakenWhenItsStackIsSeenThere) {
    // US-1 is still seen at 0303, so the union stack near it at 0304 is a real arrival: US-2 moved.
    const model::Position start = position({piece("US-1", "union", "0303"), piece("US-2", "union", "0101")});
    const TrackResult result = track(start, still({seen("0303", "union", 1), seenNear("0304", "union", {"0303"})}));
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(result.events[0].event, moved("US-2", "0101", "0304"));
}

TEST(TrackerFrame, ANearbySpaceOfTheOtherSideIsNotTaken) {
    // Near a Confederate stack is not near the Union's: a union stack there has come from somewhere.
    const model::Position start = position({piece("CS-1", "confederate", "0303"), piece("US-2", "union", "0101")});
    const TrackResult result = track(start, still({seenNear("0304", "union", {"0303"}), seen("0303", "confederate", 1)}));
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(result.events[0].event, moved("US-2", "0101", "0304"));
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
