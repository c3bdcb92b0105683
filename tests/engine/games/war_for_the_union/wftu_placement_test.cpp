// Where a piece may stand at all on the practice map: ships on river hexsides, at sea and in hexes by
// the water; land units never on a hexside nor in a sea hex (games::placementRefusal). The camera's
// questions ask it before logging an answer: one answer once put a river ram on dry land.
#include <gtest/gtest.h>

#include "engine/games/placement_check.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

std::optional<std::string> refusal(const model::Piece& piece, const std::string& space, const std::string& name) {
    return placementRefusal(game().data.definition, practiceMap().graph, piece, space, name);
}

TEST(WftuPlacement, ARiverRamOnDryLandIsRefusedWithTheReason) {
    const model::Piece ram = piece("CS-ram-1", "river-ram", "confederate", 1, "1213/1312");
    const auto why = refusal(ram, "0303", "River ram 1");
    ASSERT_TRUE(why.has_value());
    EXPECT_NE(why->find("River ram 1 cannot stand in 0303"), std::string::npos) << *why;
    EXPECT_NE(why->find("dry land"), std::string::npos) << *why;
}

TEST(WftuPlacement, ShipsStandOnRiverHexsidesAtSeaAndByTheWater) {
    const model::Piece ram = piece("CS-ram-1", "river-ram", "confederate", 1, "1213/1312");
    EXPECT_FALSE(refusal(ram, "1213/1312", "River ram 1").has_value());  // a river hexside
    EXPECT_FALSE(refusal(ram, "0914", "River ram 1").has_value());       // Carrow, on the Marrow
    const model::Piece ironclad = piece("US-ironclad-2", "ironclad-seagoing", "union", 2, "2414");
    EXPECT_FALSE(refusal(ironclad, "2414", "Ironclad 2").has_value());   // a coastal hex
    EXPECT_FALSE(refusal(ironclad, "gannet-bank", "Ironclad 2").has_value());  // a sea zone
}

TEST(WftuPlacement, ALandUnitOnARiverHexsideOrAtSeaIsRefused) {
    const model::Piece infantry = piece("US-inf-1", "infantry-vol", "union", 4, "1207");
    const auto onHexside = refusal(infantry, "0810/0910", "Volunteer infantry 1");
    ASSERT_TRUE(onHexside.has_value());
    EXPECT_NE(onHexside->find("cannot stand on the river hexside 0810/0910"), std::string::npos) << *onHexside;
    EXPECT_NE(onHexside->find("ship and naval leader pieces"), std::string::npos) << *onHexside;
    const auto atSea = refusal(infantry, "2801", "Volunteer infantry 1");
    ASSERT_TRUE(atSea.has_value());
    EXPECT_NE(atSea->find("it is sea"), std::string::npos) << *atSea;
    EXPECT_FALSE(refusal(infantry, "1208", "Volunteer infantry 1").has_value());
    EXPECT_FALSE(refusal(infantry, "", "Volunteer infantry 1").has_value());  // taken off the board
}

}  // namespace
}  // namespace adj::games::wftu::test
