// Stacking (4.11-4.13, 8.14, 9.18) and attrition (7.5, 7.52, 7.53).
#include <gtest/gtest.h>

#include "engine/games/war-for-the-union/wftu_attrition.hpp"
#include "engine/games/war-for-the-union/wftu_catalog.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

std::vector<model::Piece> troops(const std::string& side, const std::string& at, int sp, const std::string& prefix = "T") {
    std::vector<model::Piece> out;
    for (int i = 0; sp > 0; ++i) {
        const int strength = std::min(4, sp);
        out.push_back(piece(prefix + std::to_string(i), "infantry-vol", side, strength, at));
        sp -= strength;
    }
    return out;
}

const AttritionStack* stackAt(const std::vector<AttritionStack>& stacks, const Evaluated& e, const std::string& space) {
    for (const AttritionStack& s : stacks)
        if (s.space == e.space(space)) return &s;
    return nullptr;
}

// 4.11: 28 SPs on a Supply Head (Cairo, a functioning source) are 10 over the safe limit of 18.
TEST(WftuStacking, TwentyEightSpsOnASupplyHeadRollTen) {
    const Evaluated e = evaluate(westernRivers(), position(troops("union", "2710", 28)));
    const auto over = e.withCode("stacking.over-safe-limit");
    ASSERT_EQ(over.size(), 1U);
    EXPECT_EQ(over.front()->rule, "4.11");
    EXPECT_NE(over.front()->message.find("limit there is 18"), std::string::npos) << over.front()->message;
    const auto stacks = attritionStacks(*e.evaluator, makeCatalog(game().data.definition), false);
    const AttritionStack* cairo = stackAt(stacks, e, "2710");
    ASSERT_NE(cairo, nullptr);
    EXPECT_EQ(cairo->limit, 18);
    EXPECT_EQ(cairo->rolling, 10);
    EXPECT_EQ(e.withCode("attrition.must-roll").size(), 1U);
}

TEST(WftuStacking, ArmyHqAddsSixAndAnOrdinarySuppliedHexHoldsTwelve) {
    std::vector<model::Piece> pieces = troops("union", "2710", 28);
    pieces.push_back(piece("US-hq", "union-army-hq", "union", 0, "2710"));
    const Evaluated withHq = evaluate(westernRivers(), position(pieces));
    const auto stacks = attritionStacks(*withHq.evaluator, makeCatalog(game().data.definition), false);
    ASSERT_NE(stackAt(stacks, withHq, "2710"), nullptr);
    EXPECT_EQ(stackAt(stacks, withHq, "2710")->rolling, 4);  // 28 - 24

    // 2810 is 1 MP from Cairo, supplied but not a supply head: 13 SPs are one over 12.
    const Evaluated field = evaluate(westernRivers(), position(troops("union", "2810", 13)));
    EXPECT_EQ(field.state("T0"), "supplied");
    const auto over = field.withCode("stacking.over-safe-limit");
    ASSERT_EQ(over.size(), 1U);
    EXPECT_NE(over.front()->message.find("limit there is 12"), std::string::npos);
    const Evaluated twelve = evaluate(westernRivers(), position(troops("union", "2810", 12)));
    EXPECT_TRUE(twelve.withCode("stacking.over-safe-limit").empty());
    EXPECT_TRUE(twelve.withCode("attrition.must-roll").empty());
}

TEST(WftuStacking, FortCapacityBatteriesAndFortsPerHex) {
    std::vector<model::Piece> pieces = {piece("US-fort", "fort", "union", 0, "2710"),
                                        piece("US-1", "infantry-vol", "union", 4, "2710", {"inside-fort"}),
                                        piece("US-2", "infantry-vol", "union", 4, "2710", {"inside-fort"}),
                                        piece("US-3", "infantry-vol", "union", 1, "2710", {"inside-fort"})};
    const Evaluated nine = evaluate(westernRivers(), position(pieces));
    ASSERT_EQ(nine.withCode("stacking.fort-capacity").size(), 1U);  // 9 > 8 in a major city (4.12)
    pieces.pop_back();
    EXPECT_TRUE(evaluate(westernRivers(), position(pieces)).withCode("stacking.fort-capacity").empty());

    const Evaluated batteries = evaluate(westernRivers(), position({piece("CS-b1", "coastal-battery", "confederate", 2, "2812"),
                                                                    piece("CS-b2", "coastal-battery", "confederate", 2, "2812"),
                                                                    piece("CS-f1", "fort", "confederate", 0, "2812"),
                                                                    piece("CS-f2", "fort", "confederate", 0, "2812")}));
    EXPECT_EQ(batteries.withCode("stacking.batteries-per-hex").size(), 1U);
    EXPECT_EQ(batteries.withCode("stacking.forts-per-hex").size(), 1U);
    const Evaluated river = evaluate(westernRivers(), position({piece("CS-b1", "river-battery", "confederate", 2, "2812"),
                                                                piece("CS-b2", "river-battery", "confederate", 2, "2812")}));
    EXPECT_TRUE(river.withCode("stacking.batteries-per-hex").empty());  // 2 river batteries are allowed
}

TEST(WftuStacking, EnemyTroopsShareAHexOnlyInABesiegedFort) {
    const Evaluated e = evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, "2712"),
                                                            piece("CS-1", "infantry-vol", "confederate", 2, "2712")}));
    ASSERT_EQ(e.withCode("stacking.enemy-troops").size(), 1U);
    EXPECT_EQ(e.withCode("stacking.enemy-troops").front()->rule, "9.18, 14.24");
    const Evaluated siege = evaluate(westernRivers(), position({piece("US-1", "infantry-vol", "union", 2, "2712"),
                                                                piece("CS-1", "infantry-vol", "confederate", 2, "2712", {"besieged", "inside-fort"})}));
    EXPECT_TRUE(siege.withCode("stacking.enemy-troops").empty());
}

// 7.52: Isolated +2, +1 per turn of isolation past the first: the second turn is +3.
TEST(WftuAttrition, IsolationDrms) {
    EXPECT_EQ(isolationDrm(1), 2);
    EXPECT_EQ(isolationDrm(2), 3);
    EXPECT_EQ(isolationDrm(3), 4);
}

TEST(WftuAttrition, IsolatedCavalryInPoorWeather) {
    // 3525: out of reach of every Confederate source; second turn isolated, January, all cavalry:
    // +1 poor weather, +3 isolation, +2 isolated cavalry = +6.
    const Evaluated e = evaluate(westernRivers(),
                                 position({piece("CS-cav", "cavalry-vet", "confederate", 2, "3525", {"unsupplied", "isolated"}, {{"isolated-turns", 2}})},
                                          {}, 1, "confederate-turn.supply.attrition"));
    ASSERT_EQ(e.state("CS-cav"), "isolated");
    const auto stacks = attritionStacks(*e.evaluator, makeCatalog(game().data.definition), true);
    const AttritionStack* stack = stackAt(stacks, e, "3525");
    ASSERT_NE(stack, nullptr);
    EXPECT_EQ(stack->rolling, 2);
    EXPECT_EQ(stack->drm, 6);
    EXPECT_TRUE(stack->cavalryLoss);
    const auto alerts = e.withCode("attrition.must-roll");
    ASSERT_EQ(alerts.size(), 1U);
    EXPECT_NE(alerts.front()->message.find("+6"), std::string::npos) << alerts.front()->message;
    EXPECT_NE(alerts.front()->message.find("Waiting for the Attrition Table"), std::string::npos);

    // A cavalry leader exempts the cavalry from its DRM (7.53); in May no weather DRM.
    const Evaluated led = evaluate(westernRivers(),
                                   position({piece("CS-cav", "cavalry-vet", "confederate", 2, "3525", {"unsupplied", "isolated"}, {{"isolated-turns", 2}}),
                                             piece("CS-ldr", "confederate-replacement-cavalry-leader", "confederate", 0, "3525")},
                                            {}, 5, "confederate-turn.supply.attrition"));
    const auto ledStacks = attritionStacks(*led.evaluator, makeCatalog(game().data.definition), false);
    ASSERT_NE(stackAt(ledStacks, led, "3525"), nullptr);
    EXPECT_EQ(stackAt(ledStacks, led, "3525")->drm, 3);
}

TEST(WftuAttrition, SwampAndFatigueRollWhateverTheSupply) {
    const Evaluated e = evaluate(practiceMap(), position({piece("US-cav", "cavalry-vet", "union", 2, "2216"),
                                                          piece("US-1", "infantry-vol", "union", 3, "1804", {}, {{"fatigue", 4}})}));
    const auto stacks = attritionStacks(*e.evaluator, makeCatalog(game().data.definition), false);
    ASSERT_NE(stackAt(stacks, e, "2216"), nullptr);
    EXPECT_EQ(stackAt(stacks, e, "2216")->rolling, 2);
    ASSERT_NE(stackAt(stacks, e, "1804"), nullptr);
    EXPECT_EQ(stackAt(stacks, e, "1804")->fatigued, 3);
}

}  // namespace
}  // namespace adj::games::wftu::test
