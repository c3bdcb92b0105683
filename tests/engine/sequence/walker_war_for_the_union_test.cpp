// The walker on a sequence shaped like The War for the Union, 5.0-5.4: quarterly and ordinary
// months, April promotions, Kentucky from October 1861, poor weather December-March, the first
// turn, the per-side player turns and the roll-over into the next month.
#include "engine/sequence/calendar_yaml.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/sequence_yaml.hpp"
#include "engine/sequence/walker.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace adj::sequence {
namespace {

const std::filesystem::path kFolder = std::filesystem::path(ADJUTANT_TEST_FIXTURES) / "sequence" / "war-for-the-union";

class SequenceWarForTheUnion : public ::testing::Test {
protected:
    Calendar calendar = loadCalendar(kFolder / "calendar.yaml");
    Sequence sequence = loadSequence(kFolder / "sequence.yaml",
                                     SequenceOptions{std::vector<std::string>{"union", "confederate"},
                                                     std::vector<std::string>{"supply", "stacking", "zoc", "combat", "supply-capacity",
                                                                              "reinforcement-placement"},
                                                     &calendar});
    Walker walker{sequence, calendar.clock("campaign")};

    int turnOf(const char* date) const { return *walker.clock().turnOf(date); }

    std::vector<std::string> steps(const char* date, const Facts& facts = {}) const {
        std::vector<std::string> ids;
        for (const auto& cursor : walker.stepsIn(turnOf(date), facts)) ids.push_back(cursor.step);
        return ids;
    }

    std::vector<std::string> interphase(const char* date, const Facts& facts = {}) const {
        std::vector<std::string> ids;
        for (const auto& id : steps(date, facts))
            if (id.starts_with("interphase.")) ids.push_back(id.substr(11));
        return ids;
    }

    static bool has(const std::vector<std::string>& ids, const std::string& id) {
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    }

    Cursor at(const char* date, const char* step, const char* phasing = "") const {
        return Cursor{walker.clock().time(turnOf(date)), step, phasing};
    }
};

TEST_F(SequenceWarForTheUnion, AnOrdinaryMonthHasOnlyTheMonthlyInterphasePhases) {
    EXPECT_EQ(interphase("1861-08"), (std::vector<std::string>{"reinforcement", "leaders", "militia-removal"}));
    EXPECT_EQ(interphase("1862-11"), (std::vector<std::string>{"reinforcement", "leaders", "militia-removal"}));
}

TEST_F(SequenceWarForTheUnion, AQuarterlyMonthAddsSupplyCapacityReplacementAndResourcePoints) {
    EXPECT_EQ(interphase("1861-07"), (std::vector<std::string>{"supply-capacity.blockades", "supply-capacity.count", "replacement",
                                                               "reinforcement", "leaders", "resource-points", "militia-removal"}));
    EXPECT_EQ(interphase("1862-01"), interphase("1861-07"));  // recruitment only from April 1862
}

TEST_F(SequenceWarForTheUnion, AprilBringsPromotionsAndFrom1862Recruitment) {
    EXPECT_EQ(interphase("1862-04"), (std::vector<std::string>{"promotions", "supply-capacity.blockades", "supply-capacity.count",
                                                               "replacement", "recruitment", "reinforcement", "leaders",
                                                               "resource-points", "militia-removal"}));
    EXPECT_FALSE(has(interphase("1862-05"), "promotions"));
    EXPECT_TRUE(has(interphase("1862-07"), "recruitment"));
    EXPECT_TRUE(has(interphase("1863-04"), "promotions"));
}

TEST_F(SequenceWarForTheUnion, KentuckyRollsFromOctober1861WhileKentuckyIsNeutral) {
    const std::map<std::string, int> neutral = {{"kentucky-neutral", 1}};
    Facts facts;
    facts.records = &neutral;
    EXPECT_FALSE(has(interphase("1861-07", facts), "kentucky"));  // quarterly, but before October 1861
    EXPECT_TRUE(has(interphase("1861-10", facts), "kentucky"));
    EXPECT_FALSE(has(interphase("1861-11", facts), "kentucky"));  // not quarterly
    EXPECT_TRUE(has(interphase("1862-01", facts), "kentucky"));
    EXPECT_FALSE(has(interphase("1861-10"), "kentucky"));  // Kentucky has joined a side: no record
    const auto kentucky = walker.view(at("1861-10", "interphase.kentucky"), facts);
    EXPECT_EQ(kentucky.actor.sides, (std::vector<std::string>{"union"}));
}

TEST_F(SequenceWarForTheUnion, PoorWeatherFromDecemberToMarch) {
    for (const char* date : {"1861-12", "1862-01", "1862-02", "1862-03"})
        EXPECT_TRUE(has(steps(date), "turn-start.poor-weather")) << date;
    for (const char* date : {"1861-11", "1862-04", "1862-07"}) EXPECT_FALSE(has(steps(date), "turn-start.poor-weather")) << date;

    const auto decemberSupply = walker.view(at("1861-12", "union-turn.supply", "union"));
    EXPECT_TRUE(has(decemberSupply.checklist, "Poor weather: overland LOS 3 MP, LOC 6 MP"));
    const auto novemberSupply = walker.view(at("1861-11", "union-turn.supply", "union"));
    EXPECT_FALSE(has(novemberSupply.checklist, "Poor weather: overland LOS 3 MP, LOC 6 MP"));
    EXPECT_EQ(novemberSupply.checklist.size(), 3u);

    // Weather the players decided overrides the calendar's.
    Facts fair;
    fair.weather = "fair";
    EXPECT_FALSE(has(steps("1861-12", fair), "turn-start.poor-weather"));
}

TEST_F(SequenceWarForTheUnion, DecemberVeteranRemovalOnlyIn1862To1864) {
    EXPECT_FALSE(has(steps("1861-12"), "withdrawal.veterans"));
    EXPECT_TRUE(has(steps("1862-12"), "withdrawal.veterans"));
    EXPECT_TRUE(has(steps("1864-12"), "withdrawal.veterans"));
    EXPECT_TRUE(has(steps("1864-11"), "turn-start.election"));
    EXPECT_FALSE(has(steps("1863-11"), "turn-start.election"));
    EXPECT_TRUE(has(steps("1863-01"), "turn-start.vp-markers"));
}

TEST_F(SequenceWarForTheUnion, TheFirstTurnForbidsForceMarch) {
    const std::string noForceMarch = "No force march this turn: first turn of the scenario";
    EXPECT_TRUE(has(walker.view(at("1861-07", "union-turn.movement.operations", "union")).checklist, noForceMarch));
    EXPECT_TRUE(has(walker.view(at("1861-07", "confederate-turn.movement.operations", "confederate")).checklist, noForceMarch));
    EXPECT_FALSE(has(walker.view(at("1861-08", "union-turn.movement.operations", "union")).checklist, noForceMarch));

    // In a scenario starting later, its own first turn is the one.
    const Walker autumn(sequence, calendar.clock("test-autumn-1861"));
    const Cursor october{autumn.clock().time(1), "union-turn.movement.operations", "union"};
    EXPECT_TRUE(has(autumn.view(october).checklist, noForceMarch));
}

TEST_F(SequenceWarForTheUnion, TheGameStartsAtTheFirstApplicableStep) {
    // July 1861: no weather, election or VP step, so the turn-start phase is skipped entirely.
    const Cursor first = walker.first();
    EXPECT_EQ(first.step, "interphase.supply-capacity.blockades");
    EXPECT_EQ(first.time, (model::GameTime{1, 1861, 7}));
    EXPECT_EQ(first.phasing, "");
    EXPECT_FALSE(walker.previous(first));
}

TEST_F(SequenceWarForTheUnion, TheTemplateIsPlayedOncePerSideWithItsOwnIdsAndTexts) {
    const Node* unionTurn = sequence.find("union-turn");
    const Node* confederateTurn = sequence.find("confederate-turn");
    ASSERT_TRUE(unionTurn && confederateTurn);
    EXPECT_EQ(unionTurn->title, "Union Player Turn");
    EXPECT_EQ(confederateTurn->title, "Confederate Player Turn");
    EXPECT_EQ(unionTurn->side, "union");
    EXPECT_TRUE(sequence.find("confederate-turn.administration.fatigue-recovery"));

    const auto operations = walker.view(at("1861-07", "confederate-turn.movement.operations", "confederate"));
    EXPECT_TRUE(has(operations.checklist, "Union may deploy state militia when triggered"));
    EXPECT_EQ(operations.pathText, "Confederate Player Turn > Movement Phase > Operations Segment");
    EXPECT_EQ(operations.actor.sides, (std::vector<std::string>{"confederate"}));
    EXPECT_EQ(operations.checks, (std::vector<std::string>{"stacking", "zoc"}));
    EXPECT_EQ(operations.node->rule, "5.22b");
    EXPECT_EQ(operations.turnLabel, "July 1861");
}

TEST_F(SequenceWarForTheUnion, BlockadesAreDeclaredByTheUnionInTheFirstMonthOfAQuarter) {
    const std::string blockades = "Declare new blockades (first month of a quarter)";
    EXPECT_TRUE(has(walker.view(at("1862-04", "union-turn.movement.operations", "union")).checklist, blockades));
    EXPECT_FALSE(has(walker.view(at("1862-04", "confederate-turn.movement.operations", "confederate")).checklist, blockades));
    EXPECT_FALSE(has(walker.view(at("1862-05", "union-turn.movement.operations", "union")).checklist, blockades));
    // Only the Confederate administration phase adjusts the supply capacity markers (5.3).
    EXPECT_TRUE(has(steps("1861-08"), "confederate-turn.administration.supply-capacity-markers"));
    EXPECT_FALSE(has(steps("1861-08"), "union-turn.administration.supply-capacity-markers"));
}

TEST_F(SequenceWarForTheUnion, NextWalksAWholeMonthInOrderAndSetsThePhasingSide) {
    Cursor cursor = at("1861-08", "interphase.reinforcement");
    std::vector<std::string> walked = {cursor.step};
    std::vector<std::string> phasing = {cursor.phasing};
    while (true) {
        const auto next = walker.next(cursor);
        ASSERT_TRUE(next);
        if (next->time.turn != cursor.time.turn) {
            EXPECT_EQ(next->time, (model::GameTime{3, 1861, 9}));  // rolled over into September
            EXPECT_EQ(next->step, "interphase.reinforcement");
            break;
        }
        cursor = *next;
        walked.push_back(cursor.step);
        phasing.push_back(cursor.phasing);
    }
    const std::vector<std::string> expected = {
        "interphase.reinforcement", "interphase.leaders", "interphase.militia-removal",
        "union-turn.supply", "union-turn.movement.forts", "union-turn.movement.operations", "union-turn.movement.depots",
        "union-turn.combat", "union-turn.administration.rail-repair", "union-turn.administration.supply-judgment",
        "union-turn.administration.battery-recovery", "union-turn.administration.naval-repair",
        "union-turn.administration.fatigue-recovery",
        "confederate-turn.supply", "confederate-turn.movement.forts", "confederate-turn.movement.operations",
        "confederate-turn.movement.depots", "confederate-turn.combat", "confederate-turn.administration.rail-repair",
        "confederate-turn.administration.supply-judgment", "confederate-turn.administration.battery-recovery",
        "confederate-turn.administration.naval-repair", "confederate-turn.administration.fatigue-recovery",
        "confederate-turn.administration.supply-capacity-markers",
        "withdrawal.withdrawals", "withdrawal.advance-month"};
    EXPECT_EQ(walked, expected);
    EXPECT_EQ(walked, steps("1861-08"));
    for (std::size_t i = 0; i < walked.size(); ++i) {
        const std::string side = walked[i].starts_with("union-turn") ? "union" : walked[i].starts_with("confederate-turn") ? "confederate" : "";
        EXPECT_EQ(phasing[i], side) << walked[i];
    }
}

TEST_F(SequenceWarForTheUnion, PreviousUndoesNextAcrossMonthsAndYears) {
    // Walk from November 1861 into February 1862 and back again: every step retraced exactly.
    Cursor cursor = walker.stepsIn(turnOf("1861-11")).front();
    std::vector<Cursor> forward = {cursor};
    while (cursor.time.turn < turnOf("1862-02")) {
        cursor = *walker.next(cursor);
        forward.push_back(cursor);
    }
    EXPECT_EQ(forward.back().step, "turn-start.poor-weather");
    for (std::size_t i = forward.size() - 1; i > 0; --i) {
        const auto back = walker.previous(forward[i]);
        ASSERT_TRUE(back);
        EXPECT_EQ(*back, forward[i - 1]) << forward[i].step;
    }
}

TEST_F(SequenceWarForTheUnion, TheScenarioEndsAfterItsLastTurn) {
    const Walker autumn(sequence, calendar.clock("test-autumn-1861"));
    const Cursor lastStep{autumn.clock().time(3), "withdrawal.advance-month", ""};
    EXPECT_FALSE(autumn.next(lastStep));
    const Cursor november{autumn.clock().time(2), "withdrawal.advance-month", ""};
    const auto december = autumn.next(november);
    ASSERT_TRUE(december);
    EXPECT_EQ(december->step, "turn-start.poor-weather");
    EXPECT_EQ(december->time, (model::GameTime{3, 1861, 12}));
}

TEST_F(SequenceWarForTheUnion, WhoActs) {
    EXPECT_EQ(walker.actor(at("1861-07", "interphase.supply-capacity.count")).sides, (std::vector<std::string>{"confederate"}));
    const Actor both = walker.actor(at("1861-07", "interphase.reinforcement"));
    EXPECT_EQ(both.who, Who::Both);
    EXPECT_EQ(both.sides, (std::vector<std::string>{"union", "confederate"}));
    const Actor nobody = walker.actor(at("1861-07", "withdrawal.advance-month"));
    EXPECT_EQ(nobody.who, Who::None);
    EXPECT_TRUE(nobody.sides.empty());
    const Actor phasing = walker.actor(at("1861-07", "union-turn.combat", "union"));
    EXPECT_EQ(phasing.who, Who::Phasing);
    EXPECT_EQ(phasing.sides, (std::vector<std::string>{"union"}));
}

TEST_F(SequenceWarForTheUnion, BadCursorsAreErrorsNotCrashes) {
    EXPECT_THROW(walker.next(at("1861-07", "interphase.no-such-step")), SequenceError);
    EXPECT_THROW(walker.next(at("1861-07", "interphase")), SequenceError);  // a group, not a step
    EXPECT_THROW(walker.next(Cursor{model::GameTime{0, 1861, 6}, "interphase.leaders", ""}), SequenceError);
    EXPECT_THROW(walker.next(at("1861-07", "interphase.leaders#2")), SequenceError);  // not repeated
}

TEST_F(SequenceWarForTheUnion, AppliesTellsWhetherAStepBelongsToItsMonth) {
    EXPECT_TRUE(walker.applies(at("1862-04", "interphase.promotions")));
    EXPECT_FALSE(walker.applies(at("1862-05", "interphase.promotions")));
    EXPECT_FALSE(walker.applies(at("1862-05", "interphase.supply-capacity.count")));  // parent is quarterly
}

}  // namespace
}  // namespace adj::sequence
