// Rules the table (engine/games/war-for-the-union/RULES.md) calls automated, each on the small
// march-examples map (tests/fixtures/positions/war-for-the-union/maps/march-examples.yaml: clear but
// for the swamp pair 2113-2114), written from the rulebook's words: 4.2 ZOC, 9.13 allowance
// reductions, 9.14 minimum move, 9.17 ZOC to ZOC, 9.18 enemy-occupied hexes; and on the ferry-crossing
// map, 9.15 tidal rivers and ferries.
#include <gtest/gtest.h>

#include "engine/games/move_check.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

const data::GameMap& rulesTableMap() {
    static const data::GameMap map = data::loadGameMap(fixtureFolder() / "maps" / "march-examples.yaml", game().data.definition);
    return map;
}

model::Position rulesTablePosition(std::vector<model::Piece> pieces, int month = 6) {
    return position(std::move(pieces), {}, month, "union-turn.movement.operations");
}

std::vector<std::string> rulesTableCodes(const MoveJudgement& judgement) {
    std::vector<std::string> codes;
    for (const model::Alert& alert : judgement.alerts) codes.push_back(alert.code);
    return codes;
}

// 4.2: "Each troop unit exerts a Zone of Control (ZOC) into the hex it occupies as well as the six
// hexes surrounding it ... Leaders and USMRR units do not."
TEST(WftuRulesTable, ZocIsTheUnitsHexAndTheSixAroundNotFromLeaders) {
    const Evaluated e = evaluate(rulesTableMap(), rulesTablePosition({piece("US-1", "infantry-vol", "union", 2, "2516"),
                                                                      piece("US-grant", "grant", "union", 0, "2816")}));
    for (const char* hex : {"2516", "2515", "2517", "2416", "2417", "2616", "2617"})  // odd columns sit lower
        EXPECT_TRUE(e.zoneCovers("zoc", "union", hex)) << hex;
    EXPECT_FALSE(e.zoneCovers("zoc", "union", "2514"));  // two hexes away
    EXPECT_FALSE(e.zoneCovers("zoc", "union", "2415"));
    EXPECT_FALSE(e.zoneCovers("zoc", "union", "2817"));  // next to the leader alone
}

// 9.13: "A unit's Movement Allowance (MA) is reduced by 1 if it is Unsupplied, Isolated or when at
// Fatigue Level 2 or greater ... also reduced by 1 if the weather for this turn is poor. EXCEPTION: A
// unit's MA is never reduced to less than 1".
TEST(WftuRulesTable, AllowanceReductionsAddUpAndStopAtOne) {
    const auto judged = [](model::Piece unit, int month) {
        return judgeMove(game(), rulesTablePosition({std::move(unit)}, month), rulesTableMap(), "US-1", {"2312", "2313"}).allowance;
    };
    EXPECT_EQ(judged(piece("US-1", "infantry-vol", "union", 2, "2312"), 6), 3);
    EXPECT_EQ(judged(piece("US-1", "infantry-vol", "union", 2, "2312", {"unsupplied"}), 6), 2);
    EXPECT_EQ(judged(piece("US-1", "infantry-vol", "union", 2, "2312", {"unsupplied"}, {{"fatigue", 2}}), 6), 1);
    EXPECT_EQ(judged(piece("US-1", "infantry-vol", "union", 2, "2312", {"unsupplied"}, {{"fatigue", 2}}), 1), 1);  // poor weather too
}

// 9.14: "Regardless of MP costs, a unit that has at least 1 MP can march at least one hex provided
// that it does not cross prohibited terrain." One hex into the swamp (3 MP) with an MA of 1 is
// legal; a second hex is not.
TEST(WftuRulesTable, AMinimumMoveOfOneHexWhateverItCosts) {
    const auto weak = rulesTablePosition({piece("US-1", "infantry-vol", "union", 2, "2013", {"unsupplied"}, {{"fatigue", 2}})});
    const MoveJudgement one = judgeMove(game(), weak, rulesTableMap(), "US-1", {"2013", "2113"});
    EXPECT_EQ(one.allowance, 1);
    EXPECT_EQ(one.spent, 3);
    EXPECT_TRUE(one.alerts.empty());
    const MoveJudgement two = judgeMove(game(), weak, rulesTableMap(), "US-1", {"2013", "2113", "2114"});
    EXPECT_EQ(rulesTableCodes(two), std::vector<std::string>{"move.over-allowance"});
}

// 9.17: "A unit must pay an additional +1 MP to move directly from one enemy ZOC hex to another ...
// There is no penalty for simply leaving an enemy ZOC to move to another hex with no enemy ZOC."
TEST(WftuRulesTable, ZocToZocCostsOneMoreLeavingCostsNothing) {
    const auto before = rulesTablePosition({piece("US-1", "infantry-vol", "union", 2, "2515"),
                                            piece("CS-1", "infantry-vol", "confederate", 2, "2617")});
    // 2516 and 2517 are both next to 2617: 1 MP, then 1 + 1.
    EXPECT_EQ(judgeMove(game(), before, rulesTableMap(), "US-1", {"2515", "2516", "2517"}).spent, 3);
    // 2516 (in the zone) to 2416 (out of it): no penalty.
    EXPECT_EQ(judgeMove(game(), before, rulesTableMap(), "US-1", {"2515", "2516", "2416"}).spent, 2);
}

// 9.18: "A troop unit can enter a hex occupied by enemy troop units only if the enemy troop units are
// 'inside' a besieged fort ... A troop unit can freely enter a hex which contains only enemy non-troop
// units."
TEST(WftuRulesTable, EnemyTroopsCloseTheirHexEnemyLeadersDoNot) {
    const auto troops = rulesTablePosition({piece("US-1", "infantry-vol", "union", 2, "2515"),
                                            piece("CS-1", "infantry-vol", "confederate", 2, "2516")});
    const MoveJudgement into = judgeMove(game(), troops, rulesTableMap(), "US-1", {"2515", "2516"});
    EXPECT_EQ(rulesTableCodes(into), std::vector<std::string>{"move.enemy-occupied"});
    EXPECT_EQ(into.alerts.front().rule, "9.18");
    const auto leader = rulesTablePosition({piece("US-1", "infantry-vol", "union", 2, "2515"),
                                            piece("CS-lee", "confederate-leader", "confederate", 0, "2516")});
    EXPECT_TRUE(judgeMove(game(), leader, rulesTableMap(), "US-1", {"2515", "2516"}).alerts.empty());
}

const data::GameMap& ferryCrossingMap() {
    static const data::GameMap map = data::loadGameMap(fixtureFolder() / "maps" / "ferry-crossing.yaml", game().data.definition);
    return map;
}

// 9.15: "Units can cross tidal river hexsides only through ferry hexsides that are not blocked by
// the presence of an enemy naval unit's ZOI." (4.32: "Land units may not march ... across a hexside
// in an enemy ZOI.") Before: a march across a tidal river without a ferry, and across a ferry in
// an enemy gunboat's ZOI, were both judged legal.
TEST(WftuRulesTable, TidalRiversOnlyAtAFerryTheEnemyShipsLeaveOpen) {
    const auto open = rulesTablePosition({piece("US-1", "infantry-vol", "union", 2, "2013"), piece("US-2", "infantry-vol", "union", 2, "2014")});
    const MoveJudgement ferry = judgeMove(game(), open, ferryCrossingMap(), "US-1", {"2013", "2113"});
    EXPECT_TRUE(ferry.alerts.empty());
    EXPECT_EQ(ferry.spent, 2);  // 1, +1 for the ferry (2.23)
    const MoveJudgement noFerry = judgeMove(game(), open, ferryCrossingMap(), "US-2", {"2014", "2114"});
    EXPECT_EQ(rulesTableCodes(noFerry), std::vector<std::string>{"move.impassable"});
    EXPECT_EQ(noFerry.alerts.front().rule, "9.11, 9.15");

    auto watched = open;
    watched.pieces.push_back(piece("CS-gunboat", "wooden-riverine", "confederate", 1, "2013/2113"));
    const MoveJudgement blocked = judgeMove(game(), watched, ferryCrossingMap(), "US-1", {"2013", "2113"});
    EXPECT_EQ(rulesTableCodes(blocked), std::vector<std::string>{"move.blocked"});
    EXPECT_EQ(blocked.alerts.front().rule, "9.15, 4.32");
    // The Confederates' own gunboat closes nothing to them.
    auto own = watched;
    own.pieces[0].side = "confederate";
    own.pieces[0].id = "CS-1";
    EXPECT_TRUE(judgeMove(game(), own, ferryCrossingMap(), "CS-1", {"2013", "2113"}).alerts.empty());
}

}  // namespace
}  // namespace adj::games::wftu::test
