// Zones: ZOC (4.2, 4.23) on the practice map and the naval ZOI of the Cairo ironclad (4.3).
#include <gtest/gtest.h>

#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

int covered(const Evaluated& e, const std::string& side, const std::vector<std::string>& hexsides) {
    int n = 0;
    for (const std::string& h : hexsides) n += e.zoneCovers("naval-zoi", side, h) ? 1 : 0;
    return n;
}

const std::vector<std::string> kNorth = {"2611/2710", "2610/2710", "2610/2709", "2609/2709"};
const std::vector<std::string> kEast = {"2710/2811", "2810/2811", "2811/2910", "2910/2911"};
const std::vector<std::string> kSouth = {"2711/2811", "2711/2812", "2712/2812", "2712/2813"};

// 4.3: the Union ironclad at Cairo (2710/2711) has ZOI 4 hexsides north and 4 east, but only 1 south,
// because of the Confederate battery at Columbus facing 2711/2812; without it, 3 more south.
TEST(WftuNavalZoi, CairoIroncladBlockedByTheColumbusBattery) {
    const Evaluated e = evaluate(westernRivers(), position({piece("US-ironclad", "ironclad-riverine", "union", 2, "2710/2711"),
                                                            piece("CS-battery", "river-battery", "confederate", 2, "2812", {"faces-nw"})}));
    EXPECT_TRUE(e.zoneCovers("naval-zoi", "union", "2710/2711"));
    EXPECT_EQ(covered(e, "union", kNorth), 4);
    EXPECT_EQ(covered(e, "union", kEast), 4);
    EXPECT_FALSE(e.zoneCovers("naval-zoi", "union", "2910/3011"));  // a fifth hexside is beyond 4 MP
    EXPECT_EQ(covered(e, "union", kSouth), 1);
    EXPECT_TRUE(e.zoneCovers("naval-zoi", "union", "2711/2811"));

    const Evaluated free = evaluate(westernRivers(), position({piece("US-ironclad", "ironclad-riverine", "union", 2, "2710/2711")}));
    EXPECT_EQ(covered(free, "union", kSouth), 4);
}

TEST(WftuNavalZoi, SuppressedBatteriesTransportsAndDamagedShipsProjectLess) {
    const Evaluated suppressed = evaluate(
        westernRivers(), position({piece("US-ironclad", "ironclad-riverine", "union", 2, "2710/2711"),
                                   piece("CS-battery", "river-battery", "confederate", 2, "2812", {"faces-nw"}, {{"suppression", 1}})}));
    EXPECT_EQ(covered(suppressed, "union", kSouth), 4);  // 4.33: a suppressed battery projects no ZOI
    const Evaluated transport = evaluate(westernRivers(), position({piece("US-T", "transport", "union", 0, "2710/2711")}));
    EXPECT_FALSE(transport.zoneCovers("naval-zoi", "union", "2710/2711"));
    const Evaluated d2 = evaluate(westernRivers(), position({piece("US-I", "ironclad-riverine", "union", 2, "2710/2711", {}, {{"damage", 2}})}));
    EXPECT_FALSE(d2.zoneCovers("naval-zoi", "union", "2710/2711"));
}

// 4.33b: an undamaged enemy naval combat unit stops the ZOI: it does not extend into or through its hexside.
TEST(WftuNavalZoi, AnEnemyGunboatStopsTheZoi) {
    const Evaluated e = evaluate(westernRivers(), position({piece("US-ironclad", "ironclad-riverine", "union", 2, "2710/2711"),
                                                            piece("CS-ram", "river-ram", "confederate", 1, "2810/2811")}));
    EXPECT_TRUE(e.zoneCovers("naval-zoi", "union", "2710/2811"));
    EXPECT_FALSE(e.zoneCovers("naval-zoi", "union", "2810/2811"));
    EXPECT_FALSE(e.zoneCovers("naval-zoi", "union", "2811/2910"));
}

// 4.2, 4.23 on the practice map.
TEST(WftuZoc, AroundTheUnitNotAcrossAMountainNorIntoOrOutOfSwamp) {
    const Evaluated e = evaluate(practiceMap(), position({piece("US-1", "infantry-vol", "union", 2, "1407"),
                                                          piece("US-cav", "cavalry-vet", "union", 2, "2216")}));
    EXPECT_TRUE(e.zoneCovers("zoc", "union", "1407"));
    EXPECT_TRUE(e.zoneCovers("zoc", "union", "1507"));   // clear hexside
    EXPECT_FALSE(e.zoneCovers("zoc", "union", "1307"));  // 1307/1407 is a mountain hexside
    EXPECT_FALSE(e.zoneCovers("zoc", "union", "2116"));  // out of the swamp at 2216: none
    // 4.23 "not into ... hexes containing swamp": not even its own swamp hex (WftuSupplyAudit gives the reasoning).
    EXPECT_FALSE(e.zoneCovers("zoc", "union", "2216"));
}

TEST(WftuZoc, NotFromFatigueThreeOrInsideAFort) {
    const Evaluated e = evaluate(practiceMap(), position({piece("US-1", "infantry-vol", "union", 2, "1407", {}, {{"fatigue", 3}}),
                                                          piece("US-2", "infantry-vol", "union", 2, "0403", {"inside-fort"})}));
    EXPECT_FALSE(e.zoneCovers("zoc", "union", "1507"));
    EXPECT_FALSE(e.zoneCovers("zoc", "union", "0403"));
}

// 4.23: no ZOC into a major city with a fort held by the enemy with troops.
TEST(WftuZoc, NotIntoAFortifiedCityHeldByTheEnemy) {
    const auto zocInWickport = [](std::vector<model::Piece> defenders) {
        defenders.push_back(piece("US-1", "infantry-vol", "union", 2, "2311"));
        return evaluate(practiceMap(), position(defenders)).zoneCovers("zoc", "union", "2412");
    };
    EXPECT_TRUE(zocInWickport({piece("CS-1", "infantry-vol", "confederate", 2, "2412")}));
    EXPECT_FALSE(zocInWickport({piece("CS-1", "infantry-vol", "confederate", 2, "2412"), piece("CS-fort", "fort", "confederate", 0, "2412")}));
    EXPECT_FALSE(zocInWickport({piece("CS-1", "infantry-vol", "confederate", 2, "2412", {"entrenched"})}));
    EXPECT_TRUE(zocInWickport({piece("CS-fort", "fort", "confederate", 0, "2412")}));  // no SP holds it
}

}  // namespace
}  // namespace adj::games::wftu::test
