// The log in the players' words (event_text.hpp, history_lines.hpp): events name pieces, spaces,
// steps and markers through a game's names, and a stack that moved together is one line that
// still knows each of its events.
#include "engine/games/game_names.hpp"
#include "engine/session/event_text.hpp"
#include "engine/session/history_lines.hpp"
#include "engine/session/session.hpp"
#include "session_fixtures.hpp"

#include <gtest/gtest.h>

#include <filesystem>

namespace adj::session {
namespace {

const games::Game& wftu() {
    static const std::unique_ptr<const games::Game> game =
        games::loadGame(std::filesystem::path(ADJUTANT_DEFAULT_DATA_DIR) / "games" / "war-for-the-union");
    return *game;
}

const model::Position& practiceStart() { return wftu().data.findScenario("practice-border-war")->start; }

TEST(EventText, NamesPiecesSpacesStepsAndMarkersInWords) {
    const model::Position& start = practiceStart();
    const games::GameNames names(wftu(), start);
    Event move;
    move.payload = PieceMoved{"US-inf-7", "0808", "0909"};
    EXPECT_EQ(describe(move, start, names), "Volunteer infantry 7 (Union) moved from Kessel (0808) to 0909");
    EXPECT_EQ(describe(move, start), "US-inf-7 moved from 0808 to 0909") << "without a game's names: the ids";

    Event step;
    step.payload = StepAdvanced{"interphase.leaders", "union-turn.supply.trace", model::GameTime{2, 1862, 6}, "union"};
    EXPECT_EQ(describe(step, start, names),
              "step Union Player Turn > Supply Phase > Trace supply, turn 2 (from Monthly Interphase > Leader Phase)");

    Event marker;
    model::Marker railBreak;
    railBreak.id = "rail-break-9";
    railBreak.kind = "rail-break";
    railBreak.location.space = "0808";
    marker.payload = MarkerPlaced{railBreak};
    EXPECT_EQ(describe(marker, start, names), "Rail break marker placed in Kessel (0808)");

    Event change;
    PieceChanged flipped;
    flipped.piece = "US-grant";
    flipped.flagsRemoved = {"army-side"};
    change.payload = flipped;
    EXPECT_EQ(describe(change, start, names), "Grant: no longer army side");
}

TEST(HistoryLines, AStackThatMovedTogetherIsOneLineThatKeepsItsEvents) {
    const model::Position& start = practiceStart();
    const games::GameNames names(wftu(), start);
    Session session(start, testing::steppingClock());
    session.append(Note{"game started"});
    // Kessel's garrison marches as one action: six moves, one group.
    std::vector<Payload> march;
    for (const char* id : {"US-inf-7", "US-inf-8", "US-inf-9", "US-inf-10", "US-cav-1", "US-curtis"})
        march.emplace_back(PieceMoved{id, "0808", "0909"});
    session.append(std::move(march));
    session.append(PieceMoved{"US-inf-6", "1407", "1406"});

    const std::vector<HistoryLine> lines = historyLines(session.initial(), session.log(), names);
    ASSERT_EQ(lines.size(), 3U);
    EXPECT_EQ(lines[1].text, "Curtis's stack of 6 moved from Kessel (0808) to 0909");
    EXPECT_EQ(lines[1].first, 1U);
    EXPECT_EQ(lines[1].last, 6U) << "the line stands for events 2..7, so replay can still go event by event";
    ASSERT_EQ(lines[1].details.size(), 6U);
    EXPECT_EQ(lines[1].details.front(), "Volunteer infantry 7 (Union) moved from Kessel (0808) to 0909");
    EXPECT_EQ(lines[2].text, "Volunteer infantry 6 (Union) moved from 1407 to 1406");
    EXPECT_EQ(lines[2].first, 7U);
    EXPECT_TRUE(lines[2].details.empty());
}

TEST(HistoryLines, MovesOfOneActionToDifferentPlacesStaySeparate) {
    const model::Position& start = practiceStart();
    const games::GameNames names(wftu(), start);
    Session session(start, testing::steppingClock());
    session.append({PieceMoved{"US-inf-7", "0808", "0909"}, PieceMoved{"US-inf-8", "0808", "0909"},
                    PieceMoved{"US-inf-9", "0808", "0807"}});
    const std::vector<HistoryLine> lines = historyLines(session.initial(), session.log(), names);
    ASSERT_EQ(lines.size(), 2U);
    // No leader among them: the stack is called after its first piece.
    EXPECT_EQ(lines[0].text, "Volunteer infantry 7 (Union) and 1 other moved from Kessel (0808) to 0909");
    EXPECT_EQ(lines[1].text, "Militia infantry 9 (Union) moved from Kessel (0808) to 0807");
}

}  // namespace
}  // namespace adj::session
