// A session folds its events into the position, refusing events that do not fit it.
#include "engine/session/event_json.hpp"
#include "engine/session/session.hpp"
#include "engine/session/session_error.hpp"
#include "session_fixtures.hpp"

#include <gtest/gtest.h>

namespace adj::session {
namespace {

using testing::piece;
using testing::smallPosition;

Session newSession() { return Session(smallPosition(), testing::steppingClock()); }

std::string refusal(Session& session, Payload payload) {
    try {
        session.append(std::move(payload));
    } catch (const SessionError& e) {
        return e.what();
    }
    return "accepted";
}

TEST(SessionFold, EventsFoldIntoTheExpectedPosition) {
    Session session = newSession();
    session.append(PieceMoved{"US-1", "3030", "3031"}, Source::Camera);
    session.append(PiecePlaced{piece("US-9", "union", 1, "3031")}, Source::Touch);
    PieceChanged reduced;
    reduced.piece = "CS-1";
    reduced.strength = 3;
    reduced.flagsAdded = {"demoralized"};
    reduced.countersSet = {{"fatigue", 2}};
    session.append(reduced);
    session.append(PieceRemoved{"US-2"});
    session.append(MarkerPlaced{model::Marker{"break-1", "rail-break", "", model::Location{"2715"}}});
    session.append(ControlChanged{"2920", "confederate"});
    session.append(ControlChanged{"3030", ""});
    session.append(RecordChanged{"confederate-supply-capacity", 12});
    session.append(RecordChanged{"resource-points", 3});
    session.append(StepAdvanced{"interphase.reinforcement", "interphase.leaders", model::GameTime{1, 1861, 7}, ""});
    session.append(Note{"Lyon marches on Boonville"});

    model::Position expected = smallPosition();
    expected.pieces = {piece("CS-1", "confederate", 3, "2920"), piece("US-1", "union", 3, "3031"), piece("US-9", "union", 1, "3031")};
    expected.pieces[0].flags = {"demoralized"};
    expected.pieces[0].counters = {{"fatigue", 2}};
    expected.markers = {model::Marker{"break-1", "rail-break", "", model::Location{"2715"}}};
    expected.control = {{"2920", "confederate"}};
    expected.records = {{"confederate-supply-capacity", 12}, {"resource-points", 3}};
    expected.step = "interphase.leaders";
    EXPECT_EQ(session.position(), expected);

    // The log is the game: the same events from the same start give the same position.
    EXPECT_EQ(Session::restore(smallPosition(), session.log()).position(), expected);
    EXPECT_EQ(session.log().size(), 11u);
    EXPECT_EQ(session.log()[0].seq, 1);
    EXPECT_EQ(session.log()[0].source, Source::Camera);
    EXPECT_EQ(session.log()[10].seq, 11);
    EXPECT_LT(session.log()[0].at, session.log()[1].at);
}

TEST(SessionFold, AMovedPieceGoesOnTopOfTheStackThere) {
    Session session = newSession();
    session.append(PieceMoved{"US-2", "3030", "3031"});
    session.append(PieceMoved{"US-1", "3030", "3031"});
    const auto stack = session.position().piecesAt("3031");
    ASSERT_EQ(stack.size(), 2u);
    EXPECT_EQ(stack.back()->id, "US-1");
}

TEST(SessionFold, BlocksAreRevealedAndHiddenAgain) {
    model::Position position = smallPosition();
    model::Piece block = piece("CS-block-7", "confederate", 4, "richmond");
    block.kind = "";
    position.pieces.push_back(block);
    Session session(position, testing::steppingClock());
    EXPECT_TRUE(session.position().findPiece("CS-block-7")->hidden());
    PieceChanged reveal;
    reveal.piece = "CS-block-7";
    reveal.kind = "cs-infantry-division";
    session.append(reveal);
    EXPECT_EQ(session.position().findPiece("CS-block-7")->kind, "cs-infantry-division");
    PieceChanged hide;
    hide.piece = "CS-block-7";
    hide.kind = "";
    session.append(hide);
    EXPECT_TRUE(session.position().findPiece("CS-block-7")->hidden());
}

TEST(SessionFold, RefusesEventsThatDoNotFitWithAClearMessage) {
    Session session = newSession();
    EXPECT_EQ(refusal(session, PieceMoved{"US-7", "3030", "3031"}), "event 1 (piece-moved): no piece 'US-7' in the position");
    EXPECT_EQ(refusal(session, PieceMoved{"US-1", "2920", "3031"}), "event 1 (piece-moved): piece 'US-1' is at '3030', not at '2920'");
    EXPECT_EQ(refusal(session, PieceMoved{"US-1", "3030", "3030"}), "event 1 (piece-moved): piece 'US-1' is already at '3030'");
    EXPECT_EQ(refusal(session, PiecePlaced{piece("US-1", "union", 1, "3030")}),
              "event 1 (piece-placed): a piece 'US-1' is already in the position");
    EXPECT_EQ(refusal(session, PiecePlaced{piece("", "union", 1, "3030")}), "event 1 (piece-placed): the piece has no id");
    EXPECT_EQ(refusal(session, PieceRemoved{"US-7"}), "event 1 (piece-removed): no piece 'US-7' in the position");
    PieceChanged nothing;
    nothing.piece = "US-1";
    EXPECT_EQ(refusal(session, nothing), "event 1 (piece-changed): it changes nothing");
    PieceChanged badFlag;
    badFlag.piece = "US-1";
    badFlag.flagsRemoved = {"tipped"};
    EXPECT_EQ(refusal(session, badFlag), "event 1 (piece-changed): piece 'US-1' has no flag 'tipped'");
    PieceChanged negative;
    negative.piece = "US-1";
    negative.strength = -1;
    EXPECT_EQ(refusal(session, negative), "event 1 (piece-changed): strength may not be negative");
    EXPECT_EQ(refusal(session, MarkerRemoved{"nope"}), "event 1 (marker-removed): no marker 'nope' in the position");
    EXPECT_EQ(refusal(session, ControlChanged{"3030", "union"}), "event 1 (control-changed): space '3030' is already controlled by 'union'");
    EXPECT_EQ(refusal(session, RecordChanged{"vp", std::nullopt}), "event 1 (record-changed): record 'vp' is not set");
    EXPECT_EQ(refusal(session, StepAdvanced{"interphase.leaders", "union-turn.supply", model::GameTime{1, 1861, 7}, "union"}),
              "event 1 (step-advanced): the game is at step 'interphase.reinforcement', not 'interphase.leaders' "
              "(the move was made from a stale screen?)");
    EXPECT_EQ(refusal(session, AlertOverridden{"stacking.over-safe-limit|3030", "  "}),
              "event 1 (alert-overridden): an override needs the players' reason");
    EXPECT_EQ(refusal(session, Note{""}), "event 1 (note): the note is empty");
    EXPECT_EQ(refusal(session, Undo{1}), "use undo() and redo(): they check what can be undone");
    // Nothing refused reached the log or the position.
    EXPECT_TRUE(session.log().empty());
    EXPECT_EQ(session.position(), smallPosition());
}

TEST(SessionFold, AnActionOfSeveralEventsIsAllOrNothing) {
    Session session = newSession();
    EXPECT_THROW(session.append(std::vector<Payload>{PieceMoved{"US-1", "3030", "3031"}, PieceMoved{"US-7", "3030", "3031"}}),
                 SessionError);
    EXPECT_TRUE(session.log().empty());
    EXPECT_EQ(session.position(), smallPosition());
    // Later events of an action see the earlier ones.
    const auto stored = session.append(std::vector<Payload>{PieceMoved{"US-1", "3030", "3031"}, PieceMoved{"US-1", "3031", "3032"}});
    ASSERT_EQ(stored.size(), 2u);
    EXPECT_EQ(stored[0].group, 1);
    EXPECT_EQ(stored[1].group, 1);
    EXPECT_EQ(stored[1].seq, 2);
    EXPECT_EQ(session.position().findPiece("US-1")->location.space, "3032");
    EXPECT_THROW(session.append(std::vector<Payload>{}), SessionError);
}

TEST(SessionFold, AlertDecisionsAreKeptWithWhereTheGameWas) {
    Session session = newSession();
    session.append(AlertAcknowledged{"supply.isolated|2920|CS-1"});
    session.append(StepAdvanced{"interphase.reinforcement", "union-turn.supply", model::GameTime{1, 1861, 7}, "union"});
    session.append(AlertOverridden{"stacking.over-safe-limit|3030|US-1,US-2", "Agreed: the fort counts"});
    const auto& alerts = session.state().alerts;
    ASSERT_EQ(alerts.size(), 2u);
    const AlertDecision& acknowledged = alerts.at("supply.isolated|2920|CS-1");
    EXPECT_EQ(acknowledged.kind, AlertDecision::Kind::Acknowledged);
    EXPECT_EQ(acknowledged.seq, 1);
    EXPECT_EQ(acknowledged.step, "interphase.reinforcement");
    const AlertDecision& overridden = alerts.at("stacking.over-safe-limit|3030|US-1,US-2");
    EXPECT_EQ(overridden.kind, AlertDecision::Kind::Overridden);
    EXPECT_EQ(overridden.reason, "Agreed: the fort counts");
    EXPECT_EQ(overridden.step, "union-turn.supply");
}

TEST(SessionRestore, RefusesALogThatDoesNotFollow) {
    Session session = newSession();
    session.append(PieceMoved{"US-1", "3030", "3031"});
    session.append(PieceMoved{"US-1", "3031", "3032"});
    auto log = session.log();

    auto gap = log;
    gap[1].seq = 3;
    EXPECT_THROW(Session::restore(smallPosition(), gap), SessionError);

    auto stale = log;
    std::get<PieceMoved>(stale[1].payload).from = "3030";
    try {
        Session::restore(smallPosition(), stale);
        FAIL();
    } catch (const SessionError& e) {
        EXPECT_EQ(std::string(e.what()), "event 2 (piece-moved): piece 'US-1' is at '3031', not at '3030'");
    }

    auto strayGroup = log;
    strayGroup[0].group = 1;
    strayGroup[1].group = 3;
    EXPECT_THROW(Session::restore(smallPosition(), strayGroup), SessionError);

    auto badUndo = log;
    badUndo.push_back(Event{3, 3, {}, std::nullopt, Undo{1}});  // action 2 is the last one, not 1
    EXPECT_THROW(Session::restore(smallPosition(), badUndo), SessionError);
}

TEST(SessionRestore, AStoredLogInJsonRestoresTheSameGame) {
    Session session = newSession();
    session.append(PieceMoved{"US-1", "3030", "3031"}, Source::Camera);
    session.append(std::vector<Payload>{PieceRemoved{"US-2"}, RecordChanged{"vp", 1}}, Source::Touch);
    session.undo(Source::Touch);
    session.redo(Source::Touch);
    session.append(AlertOverridden{"a|b", "house rule"}, Source::Cli);
    std::vector<Event> stored;
    for (const auto& event : session.log()) stored.push_back(eventFromJsonText(toJsonText(event)));
    const Session restored = Session::restore(smallPosition(), stored);
    EXPECT_EQ(restored.state(), session.state());
    EXPECT_EQ(restored.log(), session.log());
    EXPECT_EQ(restored.canUndo(), session.canUndo());
}

}  // namespace
}  // namespace adj::session
