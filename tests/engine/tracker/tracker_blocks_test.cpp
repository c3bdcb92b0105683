// Hidden-block games: no identity, only side and whether a block lies tipped.
#include "engine/tracker/tracker.hpp"
#include "tracker_fixtures.hpp"

#include <gtest/gtest.h>

namespace adj::tracker {
namespace {

using namespace testing;

TEST(TrackerBlocks, MoveIsReconciledBySideAlone) {
    const model::Position start = position({block("B-1", "confederate", "0101"), block("B-2", "union", "0303")});
    const TrackResult result = track(start, still({seen("0102", "confederate", 1, {}, false), seen("0303", "union", 1, {}, false)}));
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(result.events[0].event, moved("B-1", "0101", "0102"));
    EXPECT_LT(result.events[0].confidence, 0.8);  // side alone is weaker evidence than a face read
    EXPECT_GT(result.events[0].confidence, 0.5);
}

TEST(TrackerBlocks, TwoBlocksOfASideMovingIsAQuestion) {
    const model::Position start = position({block("B-1", "confederate", "0101"), block("B-2", "confederate", "0202")});
    const TrackResult result = track(start, still({seen("0105", "confederate", 1, {}, false), seen("0106", "confederate", 1, {}, false)}));
    EXPECT_TRUE(result.events.empty());
    EXPECT_EQ(kinds(result), std::vector<std::string>{"where-from"});
}

TEST(TrackerBlocks, BlocksSideBySideCountAsOneSpace) {
    // Two blocks in one area, each its own observed stack: nothing changed.
    const model::Position start = position({block("B-1", "confederate", "L1"), block("B-2", "confederate", "L1")});
    const TrackResult result = track(start, still({seen("L1", "confederate", 1, {}, false), seen("L1", "confederate", 1, {}, false)}));
    EXPECT_EQ(result.use, FrameUse::Unchanged);
}

TEST(TrackerBlocks, SingleTippedBlockIsAStateChange) {
    const model::Position start = position({block("B-1", "confederate", "0101")});
    const TrackResult result = track(start, still({seen("0101", "confederate", 1, {}, true)}));
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.events.size(), 1u);
    const auto* changed = std::get_if<session::PieceChanged>(&result.events[0].event);
    ASSERT_NE(changed, nullptr);
    EXPECT_EQ(changed->piece, "B-1");
    EXPECT_EQ(changed->flagsAdded, std::set<std::string>{"tipped"});
    EXPECT_TRUE(changed->flagsRemoved.empty());
}

TEST(TrackerBlocks, StandingAgainRemovesTheFlag) {
    const model::Position start = position({block("B-1", "confederate", "0101", true)});
    const TrackResult result = track(start, still({seen("0101", "confederate", 1, {}, false)}));
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(std::get<session::PieceChanged>(result.events[0].event).flagsRemoved, std::set<std::string>{"tipped"});
}

TEST(TrackerBlocks, WhichOfSeveralBlocksTippedIsAsked) {
    const model::Position start = position({block("B-1", "confederate", "L1"), block("B-2", "confederate", "L1")});
    const TrackResult result = track(start, still({seen("L1", "confederate", 1, {}, true), seen("L1", "confederate", 1, {}, false)}));
    EXPECT_TRUE(result.events.empty());
    ASSERT_EQ(result.questions.size(), 1u);
    const Question& question = result.questions[0];
    EXPECT_EQ(question.kind, "which-tipped");
    ASSERT_EQ(question.choices.size(), 2u);
    EXPECT_EQ(std::get<session::PieceChanged>(question.choices[0].events.at(0)).piece, "B-1");
    EXPECT_EQ(std::get<session::PieceChanged>(question.choices[1].events.at(0)).piece, "B-2");
}

TEST(TrackerBlocks, OnlyBlockWaitingToEnterIsProposed) {
    const model::Position start = position({block("B-1", "confederate", "0101"), block("B-9", "confederate", "")});
    const TrackResult result = track(start, still({seen("0101", "confederate", 1, {}, false), seen("0404", "confederate", 1, {}, false)}));
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(result.events[0].event, moved("B-9", "", "0404"));
    EXPECT_LE(result.events[0].confidence, 0.6);
}

}  // namespace
}  // namespace adj::tracker
