// The same calendar and walker serve the other four games: weekly turns in cycles (Never Call
// Retreat), dated weeks with impulses (A Gate of Hell), months with alternating campaign turns
// (Bobby Lee & Sam Grant) and numbered seasonal turns with action phases (The U.S. Civil War).
#include "engine/sequence/calendar_yaml.hpp"
#include "sequence_fixtures.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/sequence_yaml.hpp"
#include "engine/sequence/walker.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace adj::sequence {
namespace {

using test::kSequenceFixtures;

struct Game {
    explicit Game(const char* id)
        : calendar(loadCalendar(kSequenceFixtures / id / "calendar.yaml")),
          sequence(loadSequence(kSequenceFixtures / id / "sequence.yaml", SequenceOptions{std::nullopt, std::nullopt, &calendar})) {}

    Walker walker(const char* scenario) const { return Walker(sequence, calendar.clock(scenario)); }

    Calendar calendar;
    Sequence sequence;
};

std::vector<std::string> stepIds(const Walker& walker, int turn, const Facts& facts = {}) {
    std::vector<std::string> ids;
    for (const auto& cursor : walker.stepsIn(turn, facts)) ids.push_back(cursor.step);
    return ids;
}

bool has(const std::vector<std::string>& ids, const std::string& id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

// --- Never Call Retreat ------------------------------------------------------------------------------

TEST(SequenceNeverCallRetreat, ThirteenCyclesOfFourWeeklyTurnsAYear) {
    const Game game("never-call-retreat");
    const TurnClock clock = game.calendar.clock("1861");
    EXPECT_EQ(clock.lastTurn(), 36);  // 1/7/61 to 4/2/62 is 36 game turns (25.2)
    EXPECT_EQ(clock.label(1), "Turn 1 of cycle 7/61");
    EXPECT_EQ(clock.date(5).cycle, 8);
    EXPECT_EQ(clock.date(5).turnInCycle, 1);
    EXPECT_EQ(clock.date(28).cycle, 13);
    EXPECT_EQ(clock.date(28).turnInCycle, 4);
    EXPECT_EQ(clock.date(29).year, 1862);
    EXPECT_EQ(clock.date(29).cycle, 1);
    EXPECT_EQ(clock.time(29), (model::GameTime{29, 1862, 0}));  // cycles are not months
    EXPECT_EQ(clock.turnOf("1862-C1-T1"), 29);
    EXPECT_EQ(clock.turnOf("Turn 2 of cycle 8/61"), 6);
    EXPECT_FALSE(clock.turnOf("1862-01"));  // a month means nothing on this calendar
}

TEST(SequenceNeverCallRetreat, TablesChangeByCycleAndWinterIsForThePlayers) {
    const Game game("never-call-retreat");
    const TurnClock clock = game.calendar.clock("1863");
    const auto at = [&](const char* date) { return clock.date(*clock.turnOf(date)); };
    EXPECT_EQ(game.calendar.value("csa-rail-capacity", at("1863-C8-T4")).value, 35);
    EXPECT_EQ(game.calendar.value("csa-rail-capacity", at("1863-C9")).value, 25);
    EXPECT_EQ(game.calendar.value("csa-rail-capacity", at("1865-C2")).value, 15);
    EXPECT_EQ(game.calendar.value("union-production", at("1864-C3")).value, 500);
    const PeriodAt weather = game.calendar.weatherAt(at("1863-C9"));
    EXPECT_TRUE(weather.missing);
    EXPECT_FALSE(weather.decided());
    EXPECT_EQ(weather.choices, (std::vector<std::string>{"winter", "normal"}));
}

TEST(SequenceNeverCallRetreat, TheStrategicCycleOpensEachCycle) {
    const Game game("never-call-retreat");
    const Walker walker = game.walker("1861");
    const auto first = stepIds(walker, 1);
    EXPECT_TRUE(has(first, "strategic-cycle.random-events"));
    EXPECT_FALSE(has(first, "strategic-cycle.supply-consumption"));     // skipped in the game's first cycle
    EXPECT_FALSE(has(first, "strategic-cycle.production.departments"));  // odd cycles, but not 7/61
    EXPECT_FALSE(has(stepIds(walker, 2), "strategic-cycle.random-events"));
    EXPECT_TRUE(has(stepIds(walker, 5), "strategic-cycle.supply-consumption"));
    EXPECT_FALSE(has(stepIds(walker, 5), "strategic-cycle.production.departments"));  // cycle 8
    EXPECT_TRUE(has(stepIds(walker, 9), "strategic-cycle.production.departments"));   // cycle 9
    EXPECT_FALSE(has(stepIds(walker, 29), "strategic-cycle.production.replacement"));
    EXPECT_TRUE(has(stepIds(game.walker("1863"), 1), "strategic-cycle.production.replacement"));

    const Cursor endOfCycle{walker.clock().time(4), "game-turn.end", ""};
    const auto next = walker.next(endOfCycle);
    ASSERT_TRUE(next);
    EXPECT_EQ(next->step, "strategic-cycle.random-events");
    EXPECT_EQ(next->time.turn, 5);
}

TEST(SequenceNeverCallRetreat, PulsesGoOnUntilThePlayersEndThem) {
    const Game game("never-call-retreat");
    const Walker walker = game.walker("1861");
    const auto time = walker.clock().time(2);
    // The initiative roll decides who goes first: the app sets the phasing side before Next.
    const Cursor initiative{time, "game-turn.action#1.initiative", "confederate"};
    const auto first = walker.next(initiative);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->step, "game-turn.action#1.half-pulse#1.spend");
    EXPECT_EQ(first->phasing, "confederate");
    const auto second = walker.next(*first);
    EXPECT_EQ(second->step, "game-turn.action#1.half-pulse#2.spend");
    EXPECT_EQ(second->phasing, "union");
    EXPECT_EQ(walker.actor(*second).sides, (std::vector<std::string>{"union"}));
    const auto nextPulse = walker.next(*second);
    EXPECT_EQ(nextPulse->step, "game-turn.action#2.initiative");
    EXPECT_EQ(nextPulse->phasing, "");

    EXPECT_TRUE(walker.canEndLoop(*nextPulse));
    const auto ended = walker.endLoop(Cursor{time, "game-turn.action#2.half-pulse#1.spend", "union"});
    ASSERT_TRUE(ended);
    EXPECT_EQ(ended->step, "game-turn.rally");
    EXPECT_THROW(walker.endLoop(Cursor{time, "game-turn.rally", ""}), SequenceError);
    EXPECT_FALSE(walker.canEndLoop(Cursor{time, "game-turn.rally", ""}));

    const auto view = walker.view(Cursor{time, "game-turn.action#3.half-pulse#2.spend", "union"});
    ASSERT_EQ(view.loops.size(), 2u);
    EXPECT_EQ(view.loops[0].iteration, 3);
    EXPECT_FALSE(view.loops[0].of);
    EXPECT_EQ(view.loops[1].of, 2);
    EXPECT_EQ(view.pathText, "Game Turn > Action Phase (Pulse 3) > Half-pulse (2) > Spend the dice difference");
}

// --- A Gate of Hell ------------------------------------------------------------------------------------

TEST(SequenceGateOfHell, DatedWeeklyTurns) {
    const Game game("a-gate-of-hell");
    const TurnClock clock = game.calendar.clock("campaign");
    EXPECT_EQ(clock.lastTurn(), 11);
    EXPECT_EQ(clock.label(1), "Turn 1: week of 2 July 1863");
    EXPECT_EQ(clock.label(5), "Turn 5: week of 30 July 1863");
    EXPECT_EQ(clock.time(5), (model::GameTime{5, 1863, 7}));
    EXPECT_EQ(clock.date(6).month, 8);
    EXPECT_EQ(clock.turnOf("1863-07-10"), 2);  // a day inside the second week
    EXPECT_EQ(clock.turnOf("1863-07-09"), 2);
    EXPECT_EQ(clock.turnOf("1863-07-08"), 1);
    EXPECT_FALSE(clock.turnOf("1863-07-01"));
    EXPECT_EQ(game.calendar.clock("aprils-fools").lastTurn(), 1);
    EXPECT_THROW(game.calendar.clock("opening-salvoes"), SequenceError);  // its date is not in the text
}

TEST(SequenceGateOfHell, ImpulsesUnionFirstWithSunsetRollsFromTheThird) {
    const Game game("a-gate-of-hell");
    const Walker walker = game.walker("campaign");
    EXPECT_FALSE(has(stepIds(walker, 1), "msp"));  // skipped on the campaign's first turn
    EXPECT_TRUE(has(stepIds(walker, 2), "msp"));
    EXPECT_FALSE(has(stepIds(game.walker("aprils-fools"), 1), "msp"));

    std::vector<std::string> walked;
    std::vector<std::string> phasing;
    for (auto cursor = std::optional<Cursor>(walker.first()); cursor && cursor->time.turn == 1; cursor = walker.next(*cursor)) {
        walked.push_back(cursor->step);
        phasing.push_back(cursor->phasing);
    }
    // 8 impulses of union, confederate, stacking; a sunset roll in impulses 3-7; then the end phase.
    ASSERT_EQ(walked.size(), 8u * 3u + 5u + 1u);
    EXPECT_EQ(walked[0], "operations.impulse#1.union");
    EXPECT_EQ(phasing[0], "union");
    EXPECT_EQ(walked[1], "operations.impulse#1.confederate");
    EXPECT_EQ(phasing[1], "confederate");
    EXPECT_EQ(walked[2], "operations.impulse#1.stacking");
    EXPECT_EQ(walked[3], "operations.impulse#2.union");
    EXPECT_EQ(walked[8], "operations.impulse#3.stacking");
    EXPECT_EQ(walked[9], "operations.impulse#3.sunset");
    EXPECT_EQ(walked[10], "operations.impulse#4.union");
    EXPECT_EQ(walked[walked.size() - 2], "operations.impulse#8.stacking");
    EXPECT_EQ(walked.back(), "end");

    const Cursor sunset{walker.clock().time(1), "operations.impulse#4.sunset", ""};
    EXPECT_EQ(walker.endLoop(sunset)->step, "end");
    EXPECT_EQ(walker.view(Cursor{walker.clock().time(1), "operations.impulse#3.union", "union"}).pathText,
              "Operations Phase > Impulse (Impulse 3) > Union activation");
}

TEST(SequenceGateOfHell, BackIntoImpulsesUsesHowManyWerePlayed) {
    const Game game("a-gate-of-hell");
    const Walker walker = game.walker("campaign");
    const Cursor end{walker.clock().time(2), "end", ""};
    Facts played;
    played.playedIterations["operations.impulse"] = 5;
    EXPECT_EQ(walker.previous(end, played)->step, "operations.impulse#5.sunset");
    EXPECT_EQ(walker.previous(end)->step, "operations.impulse#1.stacking");
    EXPECT_EQ(walker.previous(Cursor{walker.clock().time(2), "operations.impulse#2.union", "union"})->step, "operations.impulse#1.stacking");
    EXPECT_EQ(walker.previous(Cursor{walker.clock().time(2), "operations.impulse#1.union", "union"})->step, "msp");
}

TEST(SequenceGateOfHell, ALastTurnEndsTheGame) {
    const Game game("a-gate-of-hell");
    const Walker walker = game.walker("aprils-fools");
    EXPECT_FALSE(walker.next(Cursor{walker.clock().time(1), "end", ""}));
}

// --- Bobby Lee & Sam Grant --------------------------------------------------------------------------------

TEST(SequenceBobbyLeeSamGrant, CampaignTurnsAlternateFromTheInitiativeWinner) {
    const Game game("bobby-lee-sam-grant");
    const Walker walker = game.walker("east-campaign");
    EXPECT_FALSE(has(stepIds(walker, 1), "replacement"));  // skipped in the first month (3.11)
    EXPECT_TRUE(has(stepIds(walker, 2), "replacement"));

    const auto time = walker.clock().time(2);  // August 1861: no weather phase
    const auto first = walker.next(Cursor{time, "operations.initiative", "csa"});
    EXPECT_EQ(first->step, "operations.campaign-turn#1.movement");
    EXPECT_EQ(first->phasing, "csa");
    EXPECT_EQ(walker.actor(*first).sides, (std::vector<std::string>{"csa"}));
    const auto combat = walker.next(*first);
    EXPECT_EQ(walker.actor(*combat).who, Who::Both);
    const auto supply = walker.next(*combat);
    const auto secondTurn = walker.next(*supply);
    EXPECT_EQ(secondTurn->step, "operations.campaign-turn#2.movement");
    EXPECT_EQ(secondTurn->phasing, "usa");
    EXPECT_EQ(walker.previous(*secondTurn)->phasing, "csa");
    EXPECT_EQ(walker.endLoop(*secondTurn)->step, "victory");
    EXPECT_EQ(walker.view(*secondTurn).pathText, "Operations > Campaign Turn (Campaign Turn 2) > Movement Phase");
}

TEST(SequenceBobbyLeeSamGrant, MudMonthsAndRolledWeather) {
    const Game game("bobby-lee-sam-grant");
    const Walker walker = game.walker("east-campaign");
    const auto weatherOf = [&](const char* date) { return game.calendar.weatherAt(walker.clock().date(*walker.clock().turnOf(date))); };
    EXPECT_EQ(weatherOf("1862-01").id, "mud");
    EXPECT_EQ(weatherOf("1862-06").id, "dry");
    EXPECT_FALSE(weatherOf("1861-11").decided());
    EXPECT_EQ(weatherOf("1861-11").choices, (std::vector<std::string>{"mud", "dry"}));
    EXPECT_EQ(weatherOf("1861-11").rule, "4.41");

    const auto november = walker.clock().time(*walker.clock().turnOf("1861-11"));
    const Cursor supply{november, "operations.campaign-turn#1.supply", "usa"};
    // Not yet rolled: the mud reminder shows; once the players roll dry, it does not.
    EXPECT_EQ(walker.view(supply).checklist.size(), 2u);
    Facts dry;
    dry.weather = "dry";
    EXPECT_EQ(walker.view(supply, dry).checklist, (std::vector<std::string>{"Remove attrition losses"}));
    EXPECT_EQ(walker.next(Cursor{november, "operations.initiative", "usa"})->step, "operations.campaign-turn#1.weather");
}

TEST(SequenceBobbyLeeSamGrant, LaterYearsKeepTheLastReplacementValue) {
    const Game game("bobby-lee-sam-grant");
    const TurnClock clock = game.calendar.clock("east-campaign");
    EXPECT_EQ(game.calendar.value("usa-east-rp", clock.date(*clock.turnOf("1865-05"))).value, 18);  // 4.34
    EXPECT_EQ(game.calendar.clock("east-1862").lastTurn(), 6);
}

// --- The U.S. Civil War ---------------------------------------------------------------------------------

TEST(SequenceUsCivilWar, NumberedTurnsKeepTheTrackNumbers) {
    const Game game("us-civil-war");
    const TurnClock clock = game.calendar.clock("s2-1862");
    EXPECT_EQ(clock.date(1).trackTurn, 4);
    EXPECT_EQ(clock.date(1).year, 1862);
    EXPECT_EQ(clock.label(1), "Turn 4 (1862)");
    EXPECT_EQ(clock.lastTurn(), 5);
    EXPECT_EQ(clock.turnOf("T6"), 3);
    EXPECT_EQ(clock.turnOf("1863"), std::nullopt);  // after the scenario
    EXPECT_EQ(game.calendar.seasonAt(clock.date(1)).id, "winter");
    EXPECT_TRUE(game.calendar.seasonAt(clock.date(2)).missing);
}

TEST(SequenceUsCivilWar, ThreeActionPhasesOnTurnsOneToThreeThenFour) {
    const Game game("us-civil-war");
    const Walker s1 = game.walker("s1-1861");
    const Walker s2 = game.walker("s2-1862");
    EXPECT_EQ(s1.first().step, "action-cycle#1.initiative");  // first turn skips 3.1-3.3
    EXPECT_EQ(s2.first().step, "action-cycle#1.initiative");
    EXPECT_EQ(stepIds(s2, 2).front(), "reinforcement");

    const Cursor lastOfThird{s1.clock().time(1), "action-cycle#3.player#2.supply", "confederate"};
    EXPECT_EQ(s1.next(lastOfThird)->step, "end");
    const Cursor lastOfThirdIn1862{s2.clock().time(1), "action-cycle#3.player#2.supply", "confederate"};
    EXPECT_EQ(s2.next(lastOfThirdIn1862)->step, "action-cycle#4.initiative");
    EXPECT_EQ(s1.previous(Cursor{s1.clock().time(1), "end", ""})->step, "action-cycle#3.player#2.supply");
    EXPECT_EQ(s1.view(lastOfThird).loops.front().of, 3);
    EXPECT_EQ(s2.view(lastOfThirdIn1862).loops.front().of, 4);
    EXPECT_FALSE(s1.applies(Cursor{s1.clock().time(1), "action-cycle#4.initiative", ""}));
    EXPECT_TRUE(s2.applies(Cursor{s2.clock().time(1), "action-cycle#4.initiative", ""}));

    const auto player = s1.next(Cursor{s1.clock().time(2), "action-cycle#1.initiative", "union"});
    EXPECT_EQ(player->step, "action-cycle#1.player#1.move");
    EXPECT_EQ(player->phasing, "union");
    EXPECT_EQ(s1.view(*player).checks, std::vector<std::string>{});
}

}  // namespace
}  // namespace adj::sequence
