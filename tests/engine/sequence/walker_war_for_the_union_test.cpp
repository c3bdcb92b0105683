// The walker on The War for the Union's real sequence and calendar (data/games/war-for-the-union),
// 5.0-5.4: quarterly and ordinary months, April promotions, Kentucky from October 1861, poor weather
// December-March, the Decembers of 1861-1865, the first turn, the per-side player turns, the end of
// the turn and the roll-over into the next month. The loader checks every check id against the ids
// the game module implements, so a misspelt one fails here.
#include "engine/sequence/calendar_yaml.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/sequence_yaml.hpp"
#include "engine/sequence/walker.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace adj::sequence {
namespace {

const std::filesystem::path kFolder = std::filesystem::path(ADJUTANT_DEFAULT_DATA_DIR) / "games" / "war-for-the-union";

const std::vector<std::string> kChecks = {"stacking", "zoc", "supply", "movement", "naval-zoi", "attrition", "isolation", "control"};

class SequenceWarForTheUnion : public ::testing::Test {
protected:
    Calendar calendar = loadCalendar(kFolder / "calendar.yaml");
    Sequence sequence = loadSequence(kFolder / "sequence.yaml",
                                     SequenceOptions{std::vector<std::string>{"union", "confederate"}, kChecks, &calendar});
    Walker walker{sequence, calendar.clock("campaign")};

    int turnOf(const char* date) const { return *walker.clock().turnOf(date); }

    std::vector<std::string> steps(const char* date, const Facts& facts = {}) const {
        std::vector<std::string> ids;
        for (const auto& cursor : walker.stepsIn(turnOf(date), facts)) ids.push_back(cursor.step);
        return ids;
    }

    std::vector<std::string> under(const char* prefix, const char* date, const Facts& facts = {}) const {
        std::vector<std::string> ids;
        const std::string start = std::string(prefix) + ".";
        for (const auto& id : steps(date, facts))
            if (id.starts_with(start)) ids.push_back(id.substr(start.size()));
        return ids;
    }
    std::vector<std::string> interphase(const char* date, const Facts& facts = {}) const { return under("interphase", date, facts); }

    static bool has(const std::vector<std::string>& ids, const std::string& id) {
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    }

    Cursor at(const char* date, const char* step, const char* phasing = "") const {
        return Cursor{walker.clock().time(turnOf(date)), step, phasing};
    }
    std::vector<std::string> checklist(const char* date, const char* step, const char* phasing = "", const Facts& facts = {}) const {
        return walker.view(at(date, step, phasing), facts).checklist;
    }
};

const std::vector<std::string> kQuarterly = {"supply-capacity.blockades", "supply-capacity.count", "supply-capacity.army-hq-limit",
                                             "replacement", "blockade-markers", "reinforcement", "leaders", "resource-points",
                                             "militia-removal"};

TEST_F(SequenceWarForTheUnion, AnOrdinaryMonthHasOnlyTheMonthlyInterphasePhases) {
    const std::vector<std::string> monthly = {"reinforcement", "leaders", "militia-removal"};
    for (const char* date : {"1861-08", "1861-09", "1862-05", "1862-11", "1863-02", "1864-08", "1865-03"})
        EXPECT_EQ(interphase(date), monthly) << date;
}

TEST_F(SequenceWarForTheUnion, AQuarterlyMonthAddsSupplyCapacityReplacementAndResourcePoints) {
    EXPECT_EQ(interphase("1861-07"), kQuarterly);
    EXPECT_EQ(interphase("1862-01"), kQuarterly);  // recruitment only from April 1862, no Kentucky record
    EXPECT_EQ(interphase("1861-10"), kQuarterly);
    for (const char* date : {"1862-07", "1862-10", "1863-01", "1864-07", "1865-01"}) {
        const auto ids = interphase(date);
        EXPECT_TRUE(has(ids, "recruitment")) << date;
        EXPECT_TRUE(has(ids, "supply-capacity.count")) << date;
        EXPECT_FALSE(has(ids, "promotions")) << date;
    }
}

TEST_F(SequenceWarForTheUnion, AprilBringsPromotionsAndFrom1862Recruitment) {
    EXPECT_EQ(interphase("1862-04"),
              (std::vector<std::string>{"promotions", "supply-capacity.blockades", "supply-capacity.count", "supply-capacity.army-hq-limit",
                                        "replacement", "recruitment", "blockade-markers", "reinforcement", "leaders",
                                        "resource-points", "militia-removal"}));
    for (const char* april : {"1863-04", "1864-04", "1865-04"}) EXPECT_TRUE(has(interphase(april), "promotions")) << april;
    EXPECT_FALSE(has(interphase("1862-05"), "promotions"));
    EXPECT_FALSE(has(interphase("1862-03"), "promotions"));
    // The recruitment phase is only for the Confederates.
    EXPECT_EQ(walker.actor(at("1862-04", "interphase.recruitment")).sides, (std::vector<std::string>{"confederate"}));
}

TEST_F(SequenceWarForTheUnion, October1861StartsTheKentuckyRollsWithTheirModifiers) {
    const std::map<std::string, int> neutral = {{"kentucky-neutral", 1}};
    Facts facts;
    facts.records = &neutral;
    EXPECT_FALSE(has(interphase("1861-07", facts), "kentucky"));  // quarterly, but before October 1861
    auto october = kQuarterly;
    october.insert(october.begin(), "kentucky");
    EXPECT_EQ(interphase("1861-10", facts), october);
    EXPECT_FALSE(has(interphase("1861-11", facts), "kentucky"));  // not quarterly
    EXPECT_TRUE(has(interphase("1862-01", facts), "kentucky"));
    EXPECT_FALSE(has(interphase("1861-10"), "kentucky"));  // Kentucky has joined a side: no record
    EXPECT_EQ(walker.view(at("1861-10", "interphase.kentucky"), facts).actor.sides, (std::vector<std::string>{"union"}));

    EXPECT_FALSE(has(checklist("1861-10", "interphase.kentucky", "", facts), "+1 this turn"));
    EXPECT_TRUE(has(checklist("1862-01", "interphase.kentucky", "", facts), "+1 this turn"));
    EXPECT_TRUE(has(checklist("1862-04", "interphase.kentucky", "", facts), "+2 this turn"));
    EXPECT_TRUE(has(checklist("1862-07", "interphase.kentucky", "", facts), "+3 this turn"));
    EXPECT_TRUE(has(checklist("1863-10", "interphase.kentucky", "", facts), "+3 this turn"));
}

TEST_F(SequenceWarForTheUnion, PoorWeatherFromDecemberToMarch) {
    for (const char* date : {"1861-12", "1862-01", "1862-02", "1862-03", "1864-12", "1865-03"})
        EXPECT_TRUE(has(steps(date), "turn-start.poor-weather")) << date;
    for (const char* date : {"1861-11", "1862-04", "1862-07", "1863-11"}) EXPECT_FALSE(has(steps(date), "turn-start.poor-weather")) << date;

    const std::string poorLine = "Poor weather: overland LOS 3 MP, LOC 6 MP";
    const std::string fairLine = "Fair weather: overland LOS 4 MP, LOC 8 MP";
    EXPECT_TRUE(has(checklist("1861-12", "union-turn.supply.trace", "union"), poorLine));
    EXPECT_FALSE(has(checklist("1861-12", "union-turn.supply.trace", "union"), fairLine));
    EXPECT_TRUE(has(checklist("1861-11", "union-turn.supply.trace", "union"), fairLine));
    EXPECT_FALSE(has(checklist("1861-11", "union-turn.supply.trace", "union"), poorLine));

    // Weather the players decided overrides the calendar's.
    Facts fair;
    fair.weather = "fair";
    EXPECT_FALSE(has(steps("1861-12", fair), "turn-start.poor-weather"));
}

TEST_F(SequenceWarForTheUnion, EveryDecemberOf1861To1865) {
    // 1861 and 1865: poor weather only; 1862-1864: the Confederate veteran removal too (16.12).
    for (const char* date : {"1861-12", "1865-12"}) {
        EXPECT_FALSE(has(steps(date), "withdrawal.veterans")) << date;
        EXPECT_TRUE(has(steps(date), "turn-start.poor-weather")) << date;
        EXPECT_EQ(under("withdrawal", date), (std::vector<std::string>{"withdrawals"})) << date;
    }
    for (const char* date : {"1862-12", "1863-12", "1864-12"}) {
        const auto ids = steps(date);
        EXPECT_TRUE(has(ids, "withdrawal.veterans")) << date;
        EXPECT_TRUE(has(ids, "turn-start.poor-weather")) << date;
        EXPECT_EQ(interphase(date), (std::vector<std::string>{"reinforcement", "leaders", "militia-removal"})) << date;
    }
    EXPECT_EQ(walker.actor(at("1863-12", "withdrawal.veterans")).sides, (std::vector<std::string>{"confederate"}));
}

TEST_F(SequenceWarForTheUnion, TheElectionVpMarkersAndTheCampaignEndAreDated) {
    EXPECT_TRUE(has(steps("1864-11"), "turn-start.election"));
    EXPECT_FALSE(has(steps("1863-11"), "turn-start.election"));
    EXPECT_FALSE(has(steps("1864-12"), "turn-start.election"));
    for (const char* january : {"1863-01", "1864-01", "1865-01"}) EXPECT_TRUE(has(steps(january), "turn-start.vp-markers")) << january;
    EXPECT_FALSE(has(steps("1862-01"), "turn-start.vp-markers"));

    const std::map<std::string, int> lost = {{"lincoln-lost", 1}};
    Facts facts;
    facts.records = &lost;
    EXPECT_TRUE(has(steps("1865-02", facts), "turn-end.campaign-end"));
    EXPECT_FALSE(has(steps("1865-02"), "turn-end.campaign-end"));       // Lincoln won
    EXPECT_FALSE(has(steps("1865-01", facts), "turn-end.campaign-end"));
}

TEST_F(SequenceWarForTheUnion, TheFirstTurnForbidsForceMarch) {
    const std::string noForceMarch = "No force march this turn: first turn of the scenario";
    EXPECT_TRUE(has(checklist("1861-07", "union-turn.movement.operations", "union"), noForceMarch));
    EXPECT_TRUE(has(checklist("1861-07", "confederate-turn.movement.operations", "confederate"), noForceMarch));
    EXPECT_FALSE(has(checklist("1861-08", "union-turn.movement.operations", "union"), noForceMarch));

    // The practice scenario's own first turn is the one.
    const Walker practice(sequence, calendar.clock("practice-border-war"));
    const Cursor may{practice.clock().time(1), "union-turn.movement.operations", "union"};
    EXPECT_EQ(may.time, (model::GameTime{1, 1862, 5}));
    EXPECT_TRUE(has(practice.view(may).checklist, noForceMarch));
}

TEST_F(SequenceWarForTheUnion, TheCampaignStartsAtTheFirstApplicableStep) {
    // July 1861: no weather, election or VP step, so the turn-start phase is skipped entirely.
    const Cursor first = walker.first();
    EXPECT_EQ(first.step, "interphase.supply-capacity.blockades");
    EXPECT_EQ(first.time, (model::GameTime{1, 1861, 7}));
    EXPECT_EQ(first.phasing, "");
    EXPECT_FALSE(walker.previous(first));
    // The year-long and introductory scenarios have no start in the rules text: MISSING.
    EXPECT_THROW(calendar.clock("bull-run"), SequenceError);
    EXPECT_THROW(calendar.clock("year-1862"), SequenceError);
}

TEST_F(SequenceWarForTheUnion, ThePlayerTurnTemplateIsPlayedOncePerSide) {
    const Node* unionTurn = sequence.find("union-turn");
    const Node* confederateTurn = sequence.find("confederate-turn");
    ASSERT_TRUE(unionTurn && confederateTurn);
    EXPECT_EQ(unionTurn->title, "Union Player Turn");
    EXPECT_EQ(confederateTurn->title, "Confederate Player Turn");
    EXPECT_EQ(unionTurn->side, "union");

    const auto operations = walker.view(at("1861-07", "confederate-turn.movement.operations", "confederate"));
    EXPECT_TRUE(has(operations.checklist, "Union may deploy state militia when triggered"));
    EXPECT_EQ(operations.pathText, "Confederate Player Turn > Movement Phase > Operations Segment");
    EXPECT_EQ(operations.actor.sides, (std::vector<std::string>{"confederate"}));
    EXPECT_EQ(operations.checks, (std::vector<std::string>{"movement", "zoc", "naval-zoi"}));
    EXPECT_EQ(operations.node->rule, "5.22b, 9-11");
    EXPECT_EQ(operations.turnLabel, "July 1861");
}

TEST_F(SequenceWarForTheUnion, EachStepNamesItsRuleAndItsChecks) {
    const auto checksOf = [&](const char* step, const char* phasing = "") { return walker.view(at("1862-04", step, phasing)).checks; };
    EXPECT_EQ(checksOf("union-turn.supply.trace", "union"), (std::vector<std::string>{"supply", "isolation", "naval-zoi"}));
    EXPECT_EQ(checksOf("union-turn.supply.attrition", "union"), (std::vector<std::string>{"stacking", "attrition"}));
    EXPECT_EQ(checksOf("confederate-turn.administration.supply-judgment", "confederate"), (std::vector<std::string>{"supply", "isolation"}));
    EXPECT_EQ(checksOf("union-turn.end-checks", "union"), (std::vector<std::string>{"control"}));
    EXPECT_EQ(checksOf("interphase.supply-capacity.count"), (std::vector<std::string>{"supply", "control"}));
    // Every step of a busy month carries a rule number.
    for (const auto& cursor : walker.stepsIn(turnOf("1862-04"))) EXPECT_FALSE(walker.view(cursor).node->rule.empty()) << cursor.step;
    // The end-of-player-turn control checks are the opponent's: Kentucky and Maryland (2.13).
    EXPECT_EQ(walker.actor(at("1862-04", "union-turn.end-checks", "union")).sides, (std::vector<std::string>{"confederate"}));
    EXPECT_TRUE(has(walker.view(at("1862-04", "union-turn.end-checks", "union")).checklist,
                    "The Confederates gain Maryland if their troops hold Baltimore and Annapolis (the Union regains it the same way)"));
    EXPECT_EQ(walker.view(at("1862-04", "confederate-turn.end-checks", "confederate")).checklist.size(), 1u);
}

TEST_F(SequenceWarForTheUnion, BlockadesAreDeclaredByTheUnionInTheFirstMonthOfAQuarter) {
    const std::string blockades = "Declare new blockades (first month of a quarter)";
    EXPECT_TRUE(has(checklist("1862-04", "union-turn.movement.operations", "union"), blockades));
    EXPECT_FALSE(has(checklist("1862-04", "confederate-turn.movement.operations", "confederate"), blockades));
    EXPECT_FALSE(has(checklist("1862-05", "union-turn.movement.operations", "union"), blockades));
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
    std::vector<std::string> expected = {"interphase.reinforcement", "interphase.leaders", "interphase.militia-removal"};
    for (const std::string side : {"union", "confederate"}) {
        for (const char* step : {"supply.trace", "supply.capacities", "supply.attrition", "movement.forts", "movement.operations",
                                 "movement.depots", "combat.attacks", "combat.second-attacks", "combat.sieges",
                                 "administration.rail-repair", "administration.supply-judgment", "administration.battery-recovery",
                                 "administration.naval-repair", "administration.fatigue-recovery"})
            expected.push_back(side + "-turn." + step);
        if (side == "confederate") expected.push_back("confederate-turn.administration.supply-capacity-markers");
        expected.push_back(side + "-turn.end-checks");
    }
    for (const char* step : {"withdrawal.withdrawals", "turn-end.city-victory-points", "turn-end.washington-rail", "turn-end.advance-month"})
        expected.push_back(step);
    EXPECT_EQ(walked, expected);
    EXPECT_EQ(walked, steps("1861-08"));
    for (std::size_t i = 0; i < walked.size(); ++i) {
        const std::string side = walked[i].starts_with("union-turn") ? "union" : walked[i].starts_with("confederate-turn") ? "confederate" : "";
        EXPECT_EQ(phasing[i], side) << walked[i];
    }
}

TEST_F(SequenceWarForTheUnion, PreviousUndoesNextAcrossMonthsAndYears) {
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

TEST_F(SequenceWarForTheUnion, AScenarioEndsAfterItsLastTurnWithTheVictoryStep) {
    const Walker practice(sequence, calendar.clock("practice-border-war"));  // May to July 1862
    EXPECT_TRUE(has([&] {
        std::vector<std::string> ids;
        for (const auto& c : practice.stepsIn(3)) ids.push_back(c.step);
        return ids;
    }(), "turn-end.victory"));
    const Cursor lastStep{practice.clock().time(3), "turn-end.advance-month", ""};
    EXPECT_FALSE(practice.next(lastStep));
    const Cursor june{practice.clock().time(2), "turn-end.advance-month", ""};
    const auto july = practice.next(june);
    ASSERT_TRUE(july);
    EXPECT_EQ(july->step, "interphase.supply-capacity.blockades");
    EXPECT_EQ(july->time, (model::GameTime{3, 1862, 7}));
    EXPECT_FALSE(has(steps("1862-06"), "turn-end.victory"));  // the open-ended campaign
}

TEST_F(SequenceWarForTheUnion, CalendarSwitchesAndTables) {
    const auto on = [&](const char* id, const char* date) { return calendar.switchOn(id, walker.clock().context(turnOf(date))); };
    EXPECT_TRUE(on("csa-recruitment", "1862-04"));
    EXPECT_FALSE(on("csa-recruitment", "1862-03"));
    EXPECT_TRUE(on("atlanta-kic", "1862-04"));
    EXPECT_TRUE(on("csa-shipbuilding", "1862-07"));
    EXPECT_TRUE(on("union-naval-replacements", "1862-10"));
    EXPECT_FALSE(on("union-naval-replacements", "1862-09"));
    EXPECT_TRUE(on("improved-forts", "1863-10"));
    EXPECT_FALSE(on("improved-forts", "1863-09"));
    EXPECT_TRUE(on("a-p-hill-arrives", "1863-05"));
    EXPECT_TRUE(on("kentucky-separate-city-losses", "1862-01"));
    EXPECT_FALSE(on("kentucky-separate-city-losses", "1862-02"));
    EXPECT_TRUE(on("kentucky-paired-city-loss", "1862-02"));
    EXPECT_TRUE(on("recruitment-cavalry-per-theater", "1862-10"));
    EXPECT_FALSE(on("recruitment-cavalry-per-theater", "1863-01"));
    EXPECT_TRUE(on("recruitment-cavalry-per-quarter", "1863-01"));

    const auto value = [&](const char* table, const char* date) { return calendar.value(table, walker.clock().date(turnOf(date))); };
    EXPECT_EQ(value("union-rail-capacity", "1863-06").status, TableValue::Status::Known);
    EXPECT_EQ(value("union-rail-capacity", "1863-06").value, 8);  // 4.61 example
    EXPECT_EQ(value("union-rail-capacity", "1862-06").status, TableValue::Status::Missing);
    EXPECT_EQ(value("confederate-texas-rail-capacity", "1864-06").value, 1);  // 9.54
    EXPECT_EQ(value("sea-supply-capacity", "1863-06").status, TableValue::Status::Missing);
}

TEST_F(SequenceWarForTheUnion, WhoActs) {
    EXPECT_EQ(walker.actor(at("1861-07", "interphase.supply-capacity.count")).sides, (std::vector<std::string>{"confederate"}));
    EXPECT_EQ(walker.actor(at("1861-07", "interphase.supply-capacity.blockades")).sides, (std::vector<std::string>{"union"}));
    const Actor both = walker.actor(at("1861-07", "interphase.reinforcement"));
    EXPECT_EQ(both.who, Who::Both);
    EXPECT_EQ(both.sides, (std::vector<std::string>{"union", "confederate"}));
    const Actor nobody = walker.actor(at("1861-07", "turn-end.advance-month"));
    EXPECT_EQ(nobody.who, Who::None);
    EXPECT_TRUE(nobody.sides.empty());
    const Actor phasing = walker.actor(at("1861-07", "union-turn.combat.attacks", "union"));
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

TEST(SequenceWarForTheUnionChecks, AnUnknownCheckIdIsRejected) {
    const Calendar calendar = loadCalendar(kFolder / "calendar.yaml");
    std::vector<std::string> fewer = kChecks;
    fewer.erase(std::find(fewer.begin(), fewer.end(), "naval-zoi"));
    EXPECT_THROW(loadSequence(kFolder / "sequence.yaml", SequenceOptions{std::nullopt, fewer, &calendar}), std::exception);
}

}  // namespace
}  // namespace adj::sequence
