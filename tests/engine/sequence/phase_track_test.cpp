// The play screen's header on The War for the Union's real sequence: the phase track (the parts of a
// May 1862 turn, the Union Player Turn's phases spelled out, each done, current or ahead) and the
// sentence that says what the players do now, built from the step's data.
#include "engine/sequence/calendar_yaml.hpp"
#include "engine/sequence/phase_track.hpp"
#include "engine/sequence/sequence_yaml.hpp"
#include "engine/sequence/what_now.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace adj::sequence {
namespace {

const std::filesystem::path kWftuFolder = std::filesystem::path(ADJUTANT_DEFAULT_DATA_DIR) / "games" / "war-for-the-union";
const std::vector<std::string> kWftuChecks = {"stacking", "zoc", "supply", "movement", "naval-zoi", "attrition", "isolation", "control"};

class PhaseTrackWftu : public ::testing::Test {
protected:
    Calendar calendar = loadCalendar(kWftuFolder / "calendar.yaml");
    Sequence sequence = loadSequence(kWftuFolder / "sequence.yaml",
                                     SequenceOptions{std::vector<std::string>{"union", "confederate"}, kWftuChecks, &calendar});
    Walker walker{sequence, calendar.clock("campaign")};

    Cursor at(const char* date, const char* step, const char* phasing = "") const {
        return Cursor{walker.clock().time(*walker.clock().turnOf(date)), step, phasing};
    }
    std::string sentence(const Cursor& cursor) const {
        return whatNow(walker.view(cursor), [&](const std::string& id) { return sequence.sideName(id); },
                       walker.next(cursor).has_value());
    }
    static std::vector<std::string> describe(const std::vector<PhaseMark>& track) {
        std::vector<std::string> lines;
        for (const PhaseMark& mark : track)
            lines.push_back(std::string(mark.depth, '>') + mark.id + " " + std::string(toString(mark.state)));
        return lines;
    }
};

TEST_F(PhaseTrackWftu, TheTurnsPartsWithThePlayerTurnsPhasesAndTheCurrentOneLit) {
    const auto track = phaseTrack(walker, at("1862-05", "union-turn.movement.operations", "union"));
    // May is no quarterly month and nothing starts the turn: no Start of the Turn part.
    EXPECT_EQ(describe(track), (std::vector<std::string>{
                                   "interphase done",
                                   "union-turn current",
                                   ">union-turn.supply done",
                                   ">union-turn.movement current",
                                   ">union-turn.combat ahead",
                                   ">union-turn.administration ahead",
                                   ">union-turn.end-checks ahead",
                                   "confederate-turn ahead",
                                   "withdrawal ahead",
                                   "turn-end ahead",
                               }));
    EXPECT_EQ(track[1].title, "Union Player Turn");
    EXPECT_EQ(track[3].title, "Movement Phase");
    EXPECT_EQ(track[3].rule, "5.22");
}

TEST_F(PhaseTrackWftu, InAnInterphaseItsPhasesAreSpelledOutInstead) {
    const auto track = phaseTrack(walker, at("1862-05", "interphase.leaders"));
    const auto lines = describe(track);
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(lines[0], "interphase current");
    EXPECT_EQ(lines[1], ">interphase.reinforcement done");
    EXPECT_EQ(lines[2], ">interphase.leaders current");
    EXPECT_EQ(lines[3], ">interphase.militia-removal ahead");
    EXPECT_EQ(lines.back(), "turn-end ahead");
    for (const PhaseMark& mark : track) EXPECT_NE(mark.id, "union-turn.supply") << "only the current part has its phases shown";
}

TEST_F(PhaseTrackWftu, AQuarterlyMonthHasTheQuarterlyPhases) {
    const auto lines = describe(phaseTrack(walker, at("1862-07", "interphase.replacement")));
    EXPECT_NE(std::find(lines.begin(), lines.end(), ">interphase.supply-capacity done"), lines.end());
    EXPECT_NE(std::find(lines.begin(), lines.end(), ">interphase.replacement current"), lines.end());
}

TEST_F(PhaseTrackWftu, AMarchingStepSaysMoveYourUnits) {
    EXPECT_EQ(sentence(at("1862-05", "union-turn.movement.operations", "union")),
              "Union: move your units on the table. Tap Next when done.");
    EXPECT_EQ(sentence(at("1862-05", "confederate-turn.movement.operations", "confederate")),
              "Confederate: move your units on the table. Tap Next when done.");
}

TEST_F(PhaseTrackWftu, OtherStepsSayTheirTitleAndTheirList) {
    EXPECT_EQ(sentence(at("1862-05", "interphase.leaders")),
              "Both sides: Leader Phase. Work through the 3 points of the list. Tap Next when done.");
    // Nobody acts: bookkeeping, in the step's own words.
    EXPECT_EQ(sentence(at("1862-05", "turn-end.advance-month")), "Bookkeeping: Advance the month. Tap Next when done.");
    // A single point is the instruction itself.
    EXPECT_EQ(sentence(at("1862-05", "union-turn.combat.attacks", "union")).rfind("Union: Attacks. Work through the 2 points", 0), 0u)
        << sentence(at("1862-05", "union-turn.combat.attacks", "union"));
}

TEST(WhatNow, TheLastStepSaysSoAndAnUnknownPhasingSideIsNamedAsSuch) {
    Node node;
    node.title = "Determine the winner";
    node.checklist = {{"Count the victory points", {}}};
    StepView view;
    view.node = &node;
    view.checklist = {"Count the victory points"};
    view.actor = Actor{Who::Phasing, {}, false};
    const auto name = [](const std::string& id) { return id; };
    EXPECT_EQ(whatNow(view, name, false), "The phasing side: Count the victory points. This is the last step of the game.");
    view.actor = Actor{Who::NonPhasing, {"red", "green"}, true};
    EXPECT_EQ(whatNow(view, name, true), "red and green: Count the victory points. Tap Next when done.");
    EXPECT_EQ(actorWords(Actor{Who::Side, {"a", "b", "c"}, true}, name), "a, b and c");
    EXPECT_EQ(actorWords(Actor{Who::Either, {"a", "b"}, true}, name), "Either side");
}

}  // namespace
}  // namespace adj::sequence
