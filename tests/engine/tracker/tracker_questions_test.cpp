// What the tracker asks instead of guessing.
#include "engine/tracker/tracker.hpp"
#include "tracker_fixtures.hpp"

#include <gtest/gtest.h>

namespace adj::tracker {
namespace {

using namespace testing;

model::Position twoApart() {
    return position({piece("US-1", "union", "0101"), piece("US-2", "union", "0202"), piece("CS-1", "confederate", "0303")});
}

TEST(TrackerQuestions, UnsureNewPieceIsAskedLikeliestFirst) {
    TrackerOptions options;
    options.reinforcements = {piece("US-8", "union", ""), piece("US-9", "union", "")};
    const TrackResult result = track(twoApart(), still({seen("0101", "union", 1), seen("0202", "union", 1), seen("0303", "confederate", 1),
                                                        seen("0205", "union", 1, {{"US-9", 0.6}, {"US-8", 0.55}})}),
                                     options);
    EXPECT_TRUE(result.events.empty());
    ASSERT_EQ(result.questions.size(), 1u);
    const Question& question = result.questions[0];
    EXPECT_EQ(question.kind, "which-new-piece");
    ASSERT_EQ(question.choices.size(), 2u);
    ASSERT_EQ(question.choices[0].events.size(), 1u);
    EXPECT_EQ(std::get<session::PiecePlaced>(question.choices[0].events[0]).piece.id, "US-9");
    EXPECT_EQ(std::get<session::PiecePlaced>(question.choices[1].events[0]).piece.id, "US-8");
    EXPECT_EQ(std::get<session::PiecePlaced>(question.choices[0].events[0]).piece.location.space, "0205");
}

TEST(TrackerQuestions, StackFromNowhereIsANote) {
    const TrackResult result = track(twoApart(), still({seen("0101", "union", 1), seen("0202", "union", 1), seen("0303", "confederate", 1),
                                                        seen("0205", "union", 1)}));
    EXPECT_EQ(result.use, FrameUse::Changed);
    EXPECT_TRUE(result.events.empty());
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.notes.size(), 1u);
    EXPECT_NE(result.notes[0].find("0205"), std::string::npos);
}

TEST(TrackerQuestions, VanishedStackIsAskedNeverRemovedSilently) {
    const TrackResult result = track(twoApart(), still({seen("0101", "union", 1), seen("0202", "union", 1)}));
    EXPECT_EQ(result.use, FrameUse::Changed);
    EXPECT_TRUE(result.events.empty());
    ASSERT_EQ(result.questions.size(), 1u);
    const Question& question = result.questions[0];
    EXPECT_EQ(question.kind, "knocked-off");
    EXPECT_EQ(question.pieces, std::vector<std::string>{"CS-1"});
    ASSERT_EQ(question.choices.size(), 2u);
    EXPECT_TRUE(question.choices[0].events.empty());  // the safe answer comes first and logs nothing
    EXPECT_EQ(question.choices[1].events, std::vector<session::Payload>{moved("CS-1", "0303", "")});
}

TEST(TrackerQuestions, RemovedPiecesGoWhereTheOptionsSay) {
    TrackerOptions options;
    options.removedTo = "confederate-dead";
    const TrackResult result = track(twoApart(), still({seen("0101", "union", 1), seen("0202", "union", 1)}), options);
    ASSERT_EQ(result.questions.size(), 1u);
    EXPECT_EQ(result.questions[0].choices[1].events, std::vector<session::Payload>{moved("CS-1", "0303", "confederate-dead")});
}

TEST(TrackerQuestions, ShrunkStackWithNoDestinationAsksWhichWereTakenOff) {
    const model::Position start = position({piece("US-1", "union", "0101"), piece("US-2", "union", "0101")});
    const TrackResult result = track(start, still({seen("0101", "union", 1)}));
    ASSERT_EQ(result.questions.size(), 1u);
    EXPECT_EQ(result.questions[0].kind, "knocked-off");
    ASSERT_EQ(result.questions[0].choices.size(), 3u);  // nothing, US-1, US-2
    EXPECT_TRUE(result.questions[0].choices[0].events.empty());
}

TEST(TrackerQuestions, TwoStacksSwappedPlacesWithoutIdentityAskWhereFrom) {
    const TrackResult result = track(twoApart(), still({seen("0105", "union", 1), seen("0106", "union", 1), seen("0303", "confederate", 1)}));
    EXPECT_TRUE(result.events.empty());
    ASSERT_EQ(result.questions.size(), 1u);
    const Question& question = result.questions[0];
    EXPECT_EQ(question.kind, "where-from");
    EXPECT_EQ(question.spaces, (std::vector<std::string>{"0101", "0105", "0106", "0202"}));
    ASSERT_EQ(question.choices.size(), 2u);
    const std::vector<session::Payload> straight{moved("US-1", "0101", "0105"), moved("US-2", "0202", "0106")};
    const std::vector<session::Payload> crossed{moved("US-1", "0101", "0106"), moved("US-2", "0202", "0105")};
    const bool bothOffered = (question.choices[0].events == straight && question.choices[1].events == crossed) ||
                             (question.choices[0].events == crossed && question.choices[1].events == straight);
    EXPECT_TRUE(bothOffered);
}

TEST(TrackerQuestions, UnsureIdentityOrdersTheChoicesButDoesNotDecide) {
    const TrackResult result = track(twoApart(), still({seen("0105", "union", 1, {{"US-2", 0.5}}), seen("0106", "union", 1, {{"US-1", 0.5}}),
                                                        seen("0303", "confederate", 1)}));
    EXPECT_TRUE(result.events.empty());
    ASSERT_EQ(result.questions.size(), 1u);
    ASSERT_EQ(result.questions[0].choices.size(), 2u);
    EXPECT_EQ(result.questions[0].choices[0].events,
              (std::vector<session::Payload>{moved("US-1", "0101", "0106"), moved("US-2", "0202", "0105")}));
}

TEST(TrackerQuestions, SureIdentityResolvesWhereFrom) {
    const TrackResult result = track(twoApart(), still({seen("0105", "union", 1, {{"US-2", 0.9}}), seen("0106", "union", 1, {{"US-1", 0.9}}),
                                                        seen("0303", "confederate", 1)}));
    EXPECT_TRUE(result.questions.empty());
    ASSERT_EQ(result.events.size(), 2u);
    EXPECT_EQ(result.events[0].event, moved("US-1", "0101", "0106"));  // by the space each left
    EXPECT_EQ(result.events[1].event, moved("US-2", "0202", "0105"));
}

TEST(TrackerQuestions, DecidedMovesAndQuestionsInvolveDifferentPieces) {
    // The confederate move is certain; the union swap is not. The certain one is still proposed.
    const TrackResult result = track(twoApart(), still({seen("0105", "union", 1), seen("0106", "union", 1), seen("0304", "confederate", 1)}));
    ASSERT_EQ(result.events.size(), 1u);
    EXPECT_EQ(result.events[0].event, moved("CS-1", "0303", "0304"));
    EXPECT_EQ(kinds(result), std::vector<std::string>{"where-from"});
}

}  // namespace
}  // namespace adj::tracker
