// Each kind of condition, judged against hand-made turns.
#include "engine/data/yaml_file.hpp"
#include "engine/sequence/calendar_yaml.hpp"
#include "engine/sequence/condition_yaml.hpp"
#include "engine/sequence/sequence_error.hpp"

#include <gtest/gtest.h>

namespace adj::sequence {
namespace {

Condition parse(const std::string& text) {
    const auto file = data::YamlFile::parse(text, "when.yaml");
    return parseCondition(file.root(), ConditionVocabulary{});
}

ConditionContext monthContext(int year, int month) {
    ConditionContext context;
    context.date.year = year;
    context.date.month = month;
    return context;
}

TEST(SequenceCondition, DatesAndMonths) {
    EXPECT_TRUE(holds(parse("{from: 1862-04}"), monthContext(1862, 4)));
    EXPECT_FALSE(holds(parse("{from: 1862-04}"), monthContext(1862, 3)));
    EXPECT_TRUE(holds(parse("{until: 1862-03}"), monthContext(1862, 3)));
    EXPECT_FALSE(holds(parse("{until: 1862-03}"), monthContext(1862, 4)));
    EXPECT_TRUE(holds(parse("{date: 1863}"), monthContext(1863, 11)));
    EXPECT_TRUE(holds(parse("{date: [1862-12, 1863-12]}"), monthContext(1863, 12)));
    EXPECT_FALSE(holds(parse("{date: [1862-12, 1863-12]}"), monthContext(1864, 12)));
    EXPECT_TRUE(holds(parse("{months: [nov, 4]}"), monthContext(1861, 4)));
    EXPECT_TRUE(holds(parse("{months: nov}"), monthContext(1861, 11)));
    EXPECT_FALSE(holds(parse("{months: [nov]}"), monthContext(1861, 10)));
    ConditionContext noMonth;
    noMonth.date.year = 1861;
    EXPECT_THROW(holds(parse("{months: [nov]}"), noMonth), SequenceError);
}

TEST(SequenceCondition, CombinationsAndImplicitAll) {
    const Condition both = parse("{from: 1862-01, months: [jan, jul]}");
    EXPECT_EQ(both.kind, Condition::Kind::All);
    EXPECT_TRUE(holds(both, monthContext(1862, 7)));
    EXPECT_FALSE(holds(both, monthContext(1861, 7)));
    EXPECT_FALSE(holds(both, monthContext(1862, 8)));
    const Condition either = parse("{any: [{months: [jan]}, {date: 1861-07}]}");
    EXPECT_TRUE(holds(either, monthContext(1861, 7)));
    EXPECT_TRUE(holds(either, monthContext(1863, 1)));
    EXPECT_FALSE(holds(either, monthContext(1863, 2)));
    EXPECT_TRUE(holds(parse("{not: {months: [jan]}}"), monthContext(1863, 2)));
}

TEST(SequenceCondition, TurnsScenariosRecordsIterationsAndSides) {
    ConditionContext context = monthContext(1862, 1);
    context.date.trackTurn = 5;
    context.firstTurn = true;
    context.scenario = "campaign";
    const std::map<std::string, int> records = {{"kentucky-neutral", 1}, {"vp", 12}};
    context.records = &records;
    EXPECT_TRUE(holds(parse("{turns: [1, \"4-6\"]}"), context));
    EXPECT_FALSE(holds(parse("{turns: \"1-4\"}"), context));
    EXPECT_TRUE(holds(parse("{first-turn: true}"), context));
    EXPECT_FALSE(holds(parse("{last-turn: true}"), context));
    EXPECT_TRUE(holds(parse("{scenarios: campaign}"), context));
    EXPECT_FALSE(holds(parse("{scenarios: [bull-run]}"), context));
    EXPECT_TRUE(holds(parse("{record: {id: kentucky-neutral, equals: 1}}"), context));
    EXPECT_TRUE(holds(parse("{record: {id: vp, at-least: 12}}"), context));
    EXPECT_FALSE(holds(parse("{record: {id: vp, at-most: 11}}"), context));
    EXPECT_TRUE(holds(parse("{record: {id: absent, equals: 0}}"), context));  // absent records are 0
    // Unknown iteration or side: the step shows rather than vanish.
    EXPECT_TRUE(holds(parse("{iterations: \"3-7\"}"), context));
    context.iteration = 2;
    EXPECT_FALSE(holds(parse("{iterations: \"3-7\"}"), context));
    EXPECT_TRUE(holds(parse("{side: union}"), context));
    context.side = "confederate";
    EXPECT_FALSE(holds(parse("{side: union}"), context));
}

TEST(SequenceCondition, CyclesNeedACycleCalendar) {
    ConditionContext context;
    context.date.year = 1861;
    context.date.cycle = 9;
    context.date.turnInCycle = 1;
    EXPECT_TRUE(holds(parse("{cycles: [7, 9]}"), context));
    EXPECT_TRUE(holds(parse("{cycle-parity: odd}"), context));
    EXPECT_FALSE(holds(parse("{cycle-parity: even}"), context));
    EXPECT_TRUE(holds(parse("{turn-in-cycle: 1}"), context));
    EXPECT_TRUE(holds(parse("{from: 1861-C9-T1, until: 1861-C9}"), context));
    EXPECT_THROW(holds(parse("{cycles: [7]}"), monthContext(1861, 7)), SequenceError);
}

TEST(SequenceCondition, CalendarTestsNeedTheCalendar) {
    EXPECT_THROW(holds(parse("{quarterly: true}"), monthContext(1862, 1)), SequenceError);
    const Calendar calendar = parseCalendar("scale: month\nstart: 1861-07\nquarterly-months: [jan, apr, jul, oct]\n"
                                            "weather: [{id: poor, when: {months: [dec, jan, feb, mar]}}, {id: fair}]\n"
                                            "seasons: [{id: winter, when: {months: [dec, jan, feb]}}, {id: rest}]\n",
                                            "calendar.yaml");
    ConditionContext january = monthContext(1862, 1);
    january.calendar = &calendar;
    EXPECT_TRUE(holds(parse("{quarterly: true}"), january));
    EXPECT_FALSE(holds(parse("{quarterly: false}"), january));
    EXPECT_TRUE(holds(parse("{weather: poor}"), january));
    EXPECT_TRUE(holds(parse("{season: [winter]}"), january));
    january.weather = "fair";  // the players say otherwise
    EXPECT_FALSE(holds(parse("{weather: poor}"), january));
}

}  // namespace
}  // namespace adj::sequence
