// The War for the Union fixture calendar: monthly turns, quarters, weather, switches and the yearly
// tables whose values the rulebook text lacks.
#include "engine/data/data_error.hpp"
#include "sequence_fixtures.hpp"
#include "engine/sequence/calendar_yaml.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/turn_clock.hpp"

#include <gtest/gtest.h>

namespace adj::sequence {
namespace {

using test::kSequenceFixtures;

class CalendarWarForTheUnion : public ::testing::Test {
protected:
    Calendar calendar = loadCalendar(kSequenceFixtures / "war-for-the-union" / "calendar.yaml");
};

TEST_F(CalendarWarForTheUnion, MonthlyTurnsFromTheCampaignStart) {
    const TurnClock clock = calendar.clock("campaign");
    EXPECT_EQ(clock.time(1), (model::GameTime{1, 1861, 7}));
    EXPECT_EQ(clock.time(6), (model::GameTime{6, 1861, 12}));
    EXPECT_EQ(clock.time(7), (model::GameTime{7, 1862, 1}));
    EXPECT_EQ(clock.label(10), "April 1862");
    EXPECT_EQ(clock.turnOf("1862-04"), 10);
    EXPECT_EQ(clock.turnOf("April 1862"), 10);
    EXPECT_EQ(clock.turnOf("april 1862"), 10);
    EXPECT_FALSE(clock.turnOf("1861-06"));  // before the campaign
    EXPECT_FALSE(clock.turnOf("1861-C3"));  // not a date of this calendar
    EXPECT_FALSE(clock.lastTurn());         // the campaign's end is MISSING: open-ended
    EXPECT_EQ(clock.next(1000), 1001);
    EXPECT_THROW(clock.date(0), SequenceError);
}

TEST_F(CalendarWarForTheUnion, AScenarioWithAnEnd) {
    const TurnClock clock = calendar.clock("test-autumn-1861");
    EXPECT_EQ(clock.label(1), "October 1861");
    EXPECT_EQ(clock.lastTurn(), 3);
    EXPECT_TRUE(clock.isLast(3));
    EXPECT_EQ(clock.next(2), 3);
    EXPECT_FALSE(clock.next(3));
    EXPECT_FALSE(clock.turnOf("1862-01"));  // after the end
    EXPECT_TRUE(clock.context(3).lastTurn);
    EXPECT_TRUE(clock.context(1).firstTurn);
    EXPECT_FALSE(clock.context(2).firstTurn);
}

TEST_F(CalendarWarForTheUnion, MissingScenarioStartMustBeEnteredByThePlayers) {
    EXPECT_THROW(calendar.clock("bull-run"), SequenceError);
    const TurnClock clock = calendar.clock("bull-run", CalendarPoint::parse("1861-07"));
    EXPECT_EQ(clock.label(1), "July 1861");
    EXPECT_THROW(calendar.clock("no-such-scenario"), SequenceError);
}

TEST_F(CalendarWarForTheUnion, QuarterlyMonthsAndPoorWeather) {
    for (int month = 1; month <= 12; ++month)
        EXPECT_EQ(calendar.isQuarterly(month), month == 1 || month == 4 || month == 7 || month == 10) << month;
    const TurnClock clock = calendar.clock();
    for (int turn = 1; turn <= 12; ++turn) {
        const TurnDate date = clock.date(turn);
        const bool poor = date.month == 12 || date.month <= 3;
        EXPECT_EQ(calendar.weatherAt(date).id, poor ? "poor" : "fair") << clock.label(turn);
    }
    EXPECT_EQ(calendar.weatherAt(clock.date(6)).rule, "4.6");  // December 1861
    EXPECT_EQ(calendar.seasonAt(clock.date(6)).id, "winter");
    EXPECT_EQ(calendar.seasonAt(clock.date(4)).id, "autumn");  // October: the catch-all entry
}

TEST_F(CalendarWarForTheUnion, SwitchesFollowTheDatedRules) {
    const TurnClock clock = calendar.clock();
    const auto on = [&](const char* id, const char* date) {
        return calendar.switchOn(id, clock.context(*clock.turnOf(date)));
    };
    EXPECT_TRUE(on("no-force-march", "1861-07"));
    EXPECT_FALSE(on("no-force-march", "1861-08"));
    EXPECT_FALSE(on("kentucky-entry-rolls", "1861-09"));
    EXPECT_TRUE(on("kentucky-entry-rolls", "1861-10"));
    EXPECT_TRUE(on("early-reinforcement-caps", "1862-03"));
    EXPECT_FALSE(on("early-reinforcement-caps", "1862-04"));
    EXPECT_FALSE(on("csa-recruitment", "1862-03"));
    EXPECT_TRUE(on("csa-recruitment", "1862-04"));
    EXPECT_TRUE(on("csa-veteran-removal", "1863-12"));
    EXPECT_FALSE(on("csa-veteran-removal", "1863-11"));
    EXPECT_FALSE(on("csa-veteran-removal", "1861-12"));
    EXPECT_TRUE(on("presidential-election", "1864-11"));
    EXPECT_THROW(calendar.switchOn("no-such-switch", clock.context(1)), SequenceError);
}

TEST_F(CalendarWarForTheUnion, TablesKeepMissingValuesMissing) {
    const TurnClock clock = calendar.clock();
    const TurnDate june1863 = clock.date(*clock.turnOf("1863-06"));
    const TableValue known = calendar.value("union-rail-capacity", june1863);
    EXPECT_EQ(known.status, TableValue::Status::Known);
    EXPECT_EQ(known.value, 8);

    const TurnDate march1862 = clock.date(*clock.turnOf("1862-03"));
    const TableValue missing = calendar.value("union-rail-capacity", march1862);
    EXPECT_EQ(missing.status, TableValue::Status::Missing);
    EXPECT_FALSE(missing.has());
    EXPECT_EQ(missing.recordKey, "union-rail-capacity@1862");

    const std::map<std::string, int> records = {{"union-rail-capacity@1862", 6}};
    const TableValue entered = calendar.value("union-rail-capacity", march1862, &records);
    EXPECT_EQ(entered.status, TableValue::Status::EnteredByPlayers);
    EXPECT_EQ(entered.value, 6);
    // A players' value for one year does not leak into another.
    EXPECT_EQ(calendar.value("union-rail-capacity", clock.date(*clock.turnOf("1864-01")), &records).status,
              TableValue::Status::Missing);
    EXPECT_THROW(calendar.value("no-such-table", march1862), SequenceError);
}

TEST(CalendarTable, EntriesHoldUntilTheNextOneAndNothingBeforeTheFirst) {
    const Calendar calendar = parseCalendar(R"(
scale: month
start: 1861-07
tables:
  - {id: rp, by-year: {1862: 16, 1864: 18}}
)", "replacements.yaml");
    const TurnClock clock = calendar.clock();
    EXPECT_EQ(calendar.value("rp", clock.date(*clock.turnOf("1861-12"))).status, TableValue::Status::NoEntry);
    EXPECT_EQ(calendar.value("rp", clock.date(*clock.turnOf("1863-05"))).value, 16);
    EXPECT_EQ(calendar.value("rp", clock.date(*clock.turnOf("1866-01"))).value, 18);
}

// Each bad calendar must fail with the file, the line of the mistake and what was expected.
struct BadCalendar {
    const char* text;
    int line;
    const char* message;
};

class CalendarErrors : public ::testing::TestWithParam<BadCalendar> {};

TEST_P(CalendarErrors, NameFileLineAndWhatWasExpected) {
    try {
        (void)parseCalendar(GetParam().text, "bad-calendar.yaml");
        FAIL() << "no error for:\n" << GetParam().text;
    } catch (const data::DataError& e) {
        EXPECT_EQ(e.file(), "bad-calendar.yaml");
        EXPECT_EQ(e.line(), GetParam().line) << e.what();
        EXPECT_NE(std::string(e.what()).find(GetParam().message), std::string::npos) << e.what();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Calendar, CalendarErrors,
    ::testing::Values(
        BadCalendar{"scale: month\nstart: 1861-07\nsaeson: []\n", 3, "unknown key 'saeson'"},
        BadCalendar{"scale: fortnight\n", 1, "'fortnight' is not one of: month, week, turn"},
        BadCalendar{"scale: month\nstart: 1861-7\n", 2, "expected a date like"},
        BadCalendar{"scale: month\nstart: 1861-C7\n", 2, "cannot be compared with this calendar"},
        BadCalendar{"scale: month\nquarterly-months: [jan, apx]\n", 2, "expected a month"},
        BadCalendar{"scale: week\nturns-per-cycle: 4\n", 1, "give both 'turns-per-cycle' and 'cycles-per-year'"},
        BadCalendar{"scale: week\n", 1, "a weekly calendar needs"},
        BadCalendar{"scale: week\nturns-per-cycle: 4\ncycles-per-year: 13\nstart: 1861-C7\nweather:\n  - {id: winter, when: {months: [dec]}}\n",
                    6, "this calendar's turns have no months"},
        BadCalendar{"scale: month\nweather:\n  - {id: fair}\n  - {id: poor, when: {months: [dec]}}\n", 4, "unreachable"},
        BadCalendar{"scale: month\nweather:\n  - {id: poor, when: {months: [dec]}}\n  - {id: poor}\n", 4, "duplicate weather id 'poor'"},
        BadCalendar{"scale: month\nweather:\n  - {players-choose: [mud, dry], when: {months: [nov]}}\n  - {id: mud}\n", 3, "'dry', which is not a weather id"},
        BadCalendar{"scale: month\nswitches:\n  - {id: x, when: {weather: poor}}\n", 3, "unknown key 'weather'"},
        BadCalendar{"scale: month\nswitches:\n  - {id: x}\n", 3, "missing key 'when'"},
        BadCalendar{"scale: month\nswitches:\n  - {id: x, when: {scenarios: [nope]}}\n", 3, "unknown scenario 'nope'"},
        BadCalendar{"scale: month\ntables:\n  - {id: t, by-year: {1862: 3, 1861: 2}}\n", 3, "date order"},
        BadCalendar{"scale: month\ntables:\n  - {id: t, by-year: {1862: lots}}\n", 3, "expected a whole number"},
        BadCalendar{"scale: month\ntables:\n  - {id: t, by-year: {1862-04: 3}}\n", 3, "expected a year"},
        BadCalendar{"scale: month\nstart: 1861-07\nscenarios:\n  - {id: s, start: 1862-01, end: 1861-12}\n", 4,
                    "is before the start date"},
        BadCalendar{"scale: month\nlabel: \"{month-nmae} {year}\"\n", 2, "unknown label field '{month-nmae}'"},
        BadCalendar{"scale: turn\nyears: {1861: \"1-3\", 1862: \"3-8\"}\n", 2, "overlap"}));

}  // namespace
}  // namespace adj::sequence
