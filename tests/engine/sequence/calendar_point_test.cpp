#include "engine/sequence/calendar_point.hpp"
#include "engine/sequence/sequence_error.hpp"

#include <gtest/gtest.h>

namespace adj::sequence {
namespace {

using P = CalendarPoint::Precision;

TEST(CalendarPoint, ParsesEveryFormAndWritesItBack) {
    for (const std::string text : {"1863", "1861-10", "1863-07-02", "1861-C7", "1861-C7-T2", "T4"}) {
        const auto point = CalendarPoint::parse(text);
        ASSERT_TRUE(point) << text;
        EXPECT_EQ(point->text(), text);
        EXPECT_EQ(CalendarPoint::parse(point->text()), point);
    }
    EXPECT_EQ(CalendarPoint::parse("1861-10")->precision, P::Month);
    EXPECT_EQ(CalendarPoint::parse("1861-C7-T2")->turnInCycle, 2);
    EXPECT_EQ(CalendarPoint::parse("T4")->turn, 4);
}

TEST(CalendarPoint, RejectsMalformedDatesWithAReason) {
    for (const std::string text : {"", "61-10", "1861-13", "1861-1", "1861-02-30", "1861-C0", "1861-C7-X2", "T0", "Tx", "1861-10-"}) {
        std::string why;
        EXPECT_FALSE(CalendarPoint::parse(text, &why)) << text;
        EXPECT_FALSE(why.empty()) << text;
    }
    EXPECT_TRUE(CalendarPoint::parse("1864-02-29"));  // a leap year
    EXPECT_FALSE(CalendarPoint::parse("1863-02-29"));
}

TEST(CalendarPoint, ComparesAtItsOwnPrecision) {
    TurnDate april1862;
    april1862.year = 1862;
    april1862.month = 4;
    EXPECT_EQ(CalendarPoint::parse("1862")->compareDate(april1862), 0);
    EXPECT_EQ(CalendarPoint::parse("1862-04")->compareDate(april1862), 0);
    EXPECT_GT(CalendarPoint::parse("1862-03")->compareDate(april1862), 0);
    EXPECT_LT(CalendarPoint::parse("1862-05")->compareDate(april1862), 0);
    EXPECT_LT(CalendarPoint::parse("1863")->compareDate(april1862), 0);
}

TEST(CalendarPoint, RefusesToCompareWhatTheTurnLacks) {
    TurnDate cycleTurn;
    cycleTurn.year = 1862;
    cycleTurn.cycle = 3;
    cycleTurn.turnInCycle = 1;
    EXPECT_THROW(CalendarPoint::parse("1862-04")->compareDate(cycleTurn), SequenceError);
    EXPECT_EQ(CalendarPoint::parse("1862-C3")->compareDate(cycleTurn), 0);
    EXPECT_FALSE(CalendarPoint::parse("1862-04")->comparableWith(false, false, true, true));
    EXPECT_TRUE(CalendarPoint::parse("T3")->comparableWith(false, false, false, false));
}

TEST(CalendarPoint, MonthNamesAndNumbers) {
    EXPECT_EQ(parseMonth("jan"), 1);
    EXPECT_EQ(parseMonth("December"), 12);
    EXPECT_EQ(parseMonth("OCT"), 10);
    EXPECT_EQ(parseMonth("4"), 4);
    EXPECT_FALSE(parseMonth("13"));
    EXPECT_FALSE(parseMonth("ja"));
    EXPECT_EQ(monthName(7), "July");
    EXPECT_EQ(monthShortName(9), "Sep");
}

}  // namespace
}  // namespace adj::sequence
