// Loading sequence.yaml: what a node may say, templates per side, and every mistake reported with
// the file, the line and what was expected.
#include "engine/data/data_error.hpp"
#include "sequence_fixtures.hpp"
#include "engine/sequence/calendar_yaml.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/sequence_yaml.hpp"
#include "engine/sequence/step_address.hpp"
#include "engine/sequence/walker.hpp"

#include <gtest/gtest.h>

namespace adj::sequence {
namespace {

using test::kSequenceFixtures;

Calendar monthly() {
    return parseCalendar("scale: month\nstart: 1861-07\nquarterly-months: [jan, apr, jul, oct]\n"
                         "weather: [{id: poor, when: {months: [dec]}}, {id: fair}]\n"
                         "scenarios: [{id: campaign}]\nswitches: [{id: recruitment, when: {from: 1862-04}}]\n",
                         "calendar.yaml");
}

SequenceOptions strict(const Calendar& calendar) {
    return SequenceOptions{std::vector<std::string>{"union", "confederate"}, std::vector<std::string>{"stacking", "supply"}, &calendar};
}

TEST(SequenceYaml, NodesInheritWhoAndKeepTheirRuleChecklistAndChecks) {
    const Calendar calendar = monthly();
    const Sequence sequence = parseSequence(R"yaml(
sides: [union, confederate]
sequence:
  - id: interphase
    title: Interphase
    who: both
    children:
      - {id: reinforcement, title: Reinforcements, rule: "6.6", checks: [stacking], checklist: [Place the schedule's units]}
      - {id: kentucky, title: Kentucky, who: union}
      - {id: weather, title: Weather, who: none}
)yaml", "sequence.yaml", strict(calendar));
    ASSERT_EQ(sequence.roots.size(), 1u);
    const Node* reinforcement = sequence.find("interphase.reinforcement");
    ASSERT_TRUE(reinforcement);
    EXPECT_EQ(reinforcement->who, Who::Both);
    EXPECT_EQ(reinforcement->rule, "6.6");
    EXPECT_EQ(reinforcement->checks, (std::vector<std::string>{"stacking"}));
    ASSERT_EQ(reinforcement->checklist.size(), 1u);
    EXPECT_TRUE(reinforcement->checklist[0].when.always());
    EXPECT_EQ(sequence.find("interphase.kentucky")->who, Who::Side);
    EXPECT_EQ(sequence.find("interphase.kentucky")->whoSide, "union");
    EXPECT_EQ(sequence.find("interphase.weather")->who, Who::None);
    EXPECT_EQ(sequence.steps().size(), 3u);
    EXPECT_EQ(sequence.sideName("union"), "union");  // no names given: the ids stand in
}

TEST(SequenceYaml, ATemplateUsedForOneSideAndNarrowedByItsUser) {
    const Calendar calendar = monthly();
    const Sequence sequence = parseSequence(R"yaml(
sides: [{id: union, name: Union}, {id: confederate, name: Confederate}]
templates:
  - id: segment
    title: "{side} segment"
    who: phasing
    when: {months: [jan, apr, jul, oct]}
    children: [{id: work, title: "Work against the {opponent}"}]
sequence:
  - {use: segment, id: recruiting, side: confederate, title: "Recruiting ({side})", when: {switch: recruitment}}
)yaml", "sequence.yaml", strict(calendar));
    const Node* recruiting = sequence.find("recruiting");
    ASSERT_TRUE(recruiting);
    EXPECT_EQ(recruiting->title, "Recruiting (Confederate)");
    EXPECT_EQ(recruiting->side, "confederate");
    EXPECT_EQ(recruiting->when.kind, Condition::Kind::All);  // the template's months and the user's switch
    EXPECT_EQ(sequence.find("recruiting.work")->title, "Work against the Union");

    const Walker walker(sequence, calendar.clock());
    const auto clock = walker.clock();
    EXPECT_TRUE(walker.stepsIn(*clock.turnOf("1861-10")).empty());  // quarterly, but before the switch
    EXPECT_EQ(walker.stepsIn(*clock.turnOf("1862-04")).size(), 1u);
    EXPECT_TRUE(walker.stepsIn(*clock.turnOf("1862-05")).empty());
}

TEST(SequenceYaml, NonPhasingIsTheOtherSide) {
    const Sequence sequence = parseSequence(R"yaml(
sides: [union, confederate]
templates:
  - id: turn
    title: "{side} turn"
    children: [{id: react, title: Reaction, who: non-phasing}]
sequence:
  - {use: turn, id: "{side}-turn", sides: [union, confederate]}
)yaml", "sequence.yaml");
    const Calendar calendar = monthly();
    const Walker walker(sequence, calendar.clock());
    const Actor actor = walker.actor(Cursor{walker.clock().time(1), "union-turn.react", "union"});
    EXPECT_EQ(actor.who, Who::NonPhasing);
    EXPECT_EQ(actor.sides, (std::vector<std::string>{"confederate"}));
    EXPECT_TRUE(actor.known);
}

TEST(SequenceYaml, StepAddressesCarryIterations) {
    const Sequence sequence = loadSequence(kSequenceFixtures / "never-call-retreat" / "sequence.yaml");
    const StepAddress address = parseAddress(sequence, "game-turn.action#3.half-pulse#2.spend");
    EXPECT_EQ(sequence.node(address.node).id, "game-turn.action.half-pulse.spend");
    EXPECT_EQ(address.iterations, (std::vector<int>{3, 2}));
    EXPECT_EQ(formatAddress(sequence, address), "game-turn.action#3.half-pulse#2.spend");
    // Hand-written positions may leave out first iterations; the walker writes them.
    EXPECT_EQ(formatAddress(sequence, parseAddress(sequence, "game-turn.action.half-pulse.spend")),
              "game-turn.action#1.half-pulse#1.spend");
    for (const char* bad : {"game-turn.action#0.initiative", "game-turn.action#x.initiative", "game-turn.command#2",
                            "game-turn.nothing", "", "game-turn..command"})
        EXPECT_THROW(parseAddress(sequence, bad), SequenceError) << bad;
}

struct BadSequence {
    const char* text;
    int line;
    const char* message;
};

class SequenceYamlErrors : public ::testing::TestWithParam<BadSequence> {};

TEST_P(SequenceYamlErrors, NameFileLineAndWhatWasExpected) {
    const Calendar calendar = monthly();
    try {
        (void)parseSequence(GetParam().text, "bad-sequence.yaml", strict(calendar));
        FAIL() << "no error for:\n" << GetParam().text;
    } catch (const data::DataError& e) {
        EXPECT_EQ(e.file(), "bad-sequence.yaml");
        EXPECT_EQ(e.line(), GetParam().line) << e.what();
        EXPECT_NE(std::string(e.what()).find(GetParam().message), std::string::npos) << e.what();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Sequence, SequenceYamlErrors,
    ::testing::Values(
        BadSequence{"sequence:\n  - {id: a, title: A, checklsit: [x]}\n", 2, "unknown key 'checklsit'"},
        BadSequence{"sequence:\n  - {id: a, title: A}\n  - {id: a, title: Again}\n", 3, "duplicate id 'a'"},
        BadSequence{"sequence:\n  - {id: a, title: A, who: yankees}\n", 2, "unknown side 'yankees'"},
        BadSequence{"sequence:\n  - {id: a, title: A, checks: [stacking, zoc]}\n", 2, "unknown check 'zoc'"},
        BadSequence{"sequence:\n  - {id: a, title: A, checks: stacking}\n", 2, "expected a list"},
        BadSequence{"sequence:\n  - {id: a, title: A, who: phasing}\n", 2, "no side is phasing here"},
        BadSequence{"sequence:\n  - {use: player-turn, side: union}\n", 2, "unknown template 'player-turn'"},
        BadSequence{"templates:\n  - {id: t, title: T}\nsequence:\n  - {use: t, sides: [union, confederate]}\n", 4, "needs an 'id' with {side}"},
        BadSequence{"templates:\n  - {id: t, title: T}\nsequence:\n  - {use: t, id: x, sides: [union, yankees]}\n", 4, "unknown side 'yankees'"},
        BadSequence{"templates:\n  - {id: t, title: T}\nsequence:\n  - {use: t, id: \"x\", sides: [union, confederate]}\n", 4,
                    "duplicate id 'x'"},
        BadSequence{"templates:\n  - {id: t, title: T, children: [{use: t}]}\nsequence:\n  - {use: t}\n", 2, "template 't' uses itself"},
        BadSequence{"sequence:\n  - {id: union.turn, title: A}\n", 2, "must be lower-case letters"},
        BadSequence{"sequence:\n  - {id: a}\n", 2, "missing key 'title'"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {month: [apr]}}\n", 2, "unknown key 'month'"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {months: [apr, fool]}}\n", 2, "expected a month"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {switch: recruitmnet}}\n", 2, "unknown switch 'recruitmnet'"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {weather: snow}}\n", 2, "unknown weather 'snow'"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {scenarios: [bull-run]}}\n", 2, "unknown scenario 'bull-run'"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {cycles: [7]}}\n", 2, "this calendar's turns have no cycles"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {from: 1862-C3}}\n", 2, "cannot be compared with this calendar"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {turns: \"5-3\"}}\n", 2, "ends before it starts"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {record: {id: x, equals: 1, at-most: 3}}}\n", 2, "exactly one of"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {all: []}}\n", 2, "expected a list of conditions"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {}}\n", 2, "expected at least one condition"},
        BadSequence{"sequence:\n  - {id: a, title: A, when: {quarterly: maybe}}\n", 2, "expected true or false"},
        BadSequence{"sequence:\n  - {id: a, title: A, repeat: {times: 2, until: players}}\n", 2, "exactly one of 'times'"},
        BadSequence{"sequence:\n  - {id: a, title: A, repeat: {until: players, min: 3, max: 2}}\n", 2, "'max' is below 'min'"},
        BadSequence{"sequence:\n  - {id: a, title: A, repeat: {times: [{value: 4}, {when: {turns: 1}, value: 3}]}}\n", 2,
                    "only the last entry may leave out 'when'"},
        BadSequence{"sequence:\n  - {id: a, title: A, repeat: {times: 0}}\n", 2, "from 1 to 999"},
        BadSequence{"sides: [union, rebels]\nsequence:\n  - {id: a, title: A}\n", 1, "unknown side 'rebels'"},
        BadSequence{"sequence: []\n", 1, "expected at least one phase"},
        BadSequence{"sequence:\n  - {id: a, title: A, children: []}\n", 2, "expected at least one child"},
        BadSequence{"sequence:\n  - {id: a, title: A\n", 3, "not valid YAML"},
        BadSequence{"sequence:\n  - {id: a, title: A, checklist: [{text: Hi, when: {weather: poor}, extra: 1}]}\n", 2,
                    "unknown key 'extra'"}));

TEST(SequenceYaml, TheFixturesLoad) {
    for (const char* game : {"war-for-the-union", "never-call-retreat", "a-gate-of-hell", "bobby-lee-sam-grant", "us-civil-war"}) {
        const Calendar calendar = loadCalendar(kSequenceFixtures / game / "calendar.yaml");
        EXPECT_NO_THROW(loadSequence(kSequenceFixtures / game / "sequence.yaml", SequenceOptions{std::nullopt, std::nullopt, &calendar})) << game;
    }
    EXPECT_THROW(loadSequence(kSequenceFixtures / "no-such-game" / "sequence.yaml"), data::DataError);
}

}  // namespace
}  // namespace adj::sequence
