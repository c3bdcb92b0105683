// The proposals are real session events: logging them gives the position the camera saw.
#include "engine/session/session.hpp"
#include "engine/tracker/tracker.hpp"
#include "tracker_fixtures.hpp"

#include <gtest/gtest.h>

namespace adj::tracker {
namespace {

using namespace testing;

TEST(TrackerSession, ProposedEventsApplyAndTheNextFrameIsUnchanged) {
    const model::Position start = position({piece("US-1", "union", "0101"), piece("US-2", "union", "0101"), piece("US-3", "union", "0101"),
                                            piece("CS-1", "confederate", "0303")});
    TrackerOptions options;
    options.reinforcements = {piece("CS-9", "confederate", "")};
    const Observation after = still({seen("0101", "union", 1, {{"US-1", 0.9}}), seen("0102", "union", 2, {{"US-3", 0.9}}),
                                     seen("0304", "confederate", 1, {{"CS-1", 0.9}}), seen("0305", "confederate", 1, {{"CS-9", 0.95}})});
    const TrackResult result = track(start, after, options);
    ASSERT_TRUE(result.questions.empty());
    ASSERT_EQ(result.events.size(), 4u);

    session::Session game(start);
    game.append(result.payloads(), session::Source::Camera);  // one action: undone as a whole
    const model::Position& now = game.position();
    EXPECT_EQ(now.findPiece("US-1")->location.space, "0101");
    EXPECT_EQ(now.findPiece("US-2")->location.space, "0102");
    EXPECT_EQ(now.findPiece("US-3")->location.space, "0102");
    EXPECT_EQ(now.findPiece("CS-1")->location.space, "0304");
    ASSERT_NE(now.findPiece("CS-9"), nullptr);
    EXPECT_EQ(now.findPiece("CS-9")->location.space, "0305");
    const auto at0102 = now.piecesAt("0102");
    ASSERT_EQ(at0102.size(), 2u);
    EXPECT_EQ(at0102.back()->id, "US-3");  // on top, as seen

    // Tracking the same frame against the new position finds nothing left to do.
    const TrackResult again = track(now, after, options);
    EXPECT_EQ(again.use, FrameUse::Unchanged);
    EXPECT_TRUE(again.events.empty());
}

TEST(TrackerSession, AnsweringAQuestionAppliesToo) {
    const model::Position start = position({piece("US-1", "union", "0101"), piece("US-2", "union", "0202")});
    const Observation after = still({seen("0105", "union", 1), seen("0106", "union", 1)});
    const TrackResult result = track(start, after);
    ASSERT_EQ(result.questions.size(), 1u);
    for (const Choice& choice : result.questions[0].choices) {
        session::Session game(start);
        game.append(choice.events, session::Source::Touch);
        EXPECT_EQ(track(game.position(), after).use, FrameUse::Unchanged) << choice.label;
    }
}

TEST(TrackerSession, KnockedOffAnswerTakesThePieceOffTheBoard) {
    const model::Position start = position({piece("US-1", "union", "0101"), piece("CS-1", "confederate", "0303")});
    const Observation after = still({seen("0101", "union", 1)});
    const TrackResult result = track(start, after);
    ASSERT_EQ(result.questions.size(), 1u);
    session::Session game(start);
    game.append(result.questions[0].choices.at(1).events, session::Source::Touch);
    EXPECT_FALSE(game.position().findPiece("CS-1")->location.onBoard());
    EXPECT_EQ(track(game.position(), after).use, FrameUse::Unchanged);
}

}  // namespace
}  // namespace adj::tracker
