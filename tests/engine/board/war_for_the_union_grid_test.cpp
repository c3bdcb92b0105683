// The War for the Union's hex grid against every directional statement its rules make (rules
// summary 2.1): flat-top, XXYY, odd columns half a hex lower.
#include <gtest/gtest.h>

#include "engine/board/hex_grid.hpp"
#include "tests/engine/board/board_test_support.hpp"

namespace adj::board {
namespace {

using enum HexDirection;

class HexGridWarForTheUnion : public ::testing::Test {
protected:
    HexGrid grid{test_support::warForTheUnionSpec()};

    std::string neighbourId(std::string_view id, HexDirection direction) const {
        const auto next = grid.neighbour(grid.hexOfId(id), direction);
        return next ? grid.idOf(*next) : std::string("off the map");
    }
};

TEST_F(HexGridWarForTheUnion, RulebookNeighbours) {
    EXPECT_EQ(neighbourId("3030", NE), "3129");  // Mobile (2.32)
    EXPECT_EQ(neighbourId("5919", NW), "5819");  // Wilmington (2.37)
    EXPECT_EQ(neighbourId("1033", NE), "1132");  // Galveston (2.35)
    EXPECT_EQ(neighbourId("6310", NE), "6410");  // Ft. Monroe (4.31)
    EXPECT_EQ(neighbourId("6310", SE), "6411");
    EXPECT_EQ(neighbourId("3012", SE), "3112");  // battery hex (11.35)
    EXPECT_EQ(neighbourId("3012", NE), "3111");
    EXPECT_EQ(neighbourId("6005", SE), "6105");  // Washington (2.31b)
    EXPECT_EQ(neighbourId("2132", NW), "2032");  // Brashear City (2.38)
}

TEST_F(HexGridWarForTheUnion, AllSixNeighboursOfAnEvenAndAnOddColumn) {
    // Even column 30: NE = (c+1, r-1), SE = (c+1, r), NW = (c-1, r-1), SW = (c-1, r).
    EXPECT_EQ(neighbourId("3030", N), "3029");
    EXPECT_EQ(neighbourId("3030", SE), "3130");
    EXPECT_EQ(neighbourId("3030", S), "3031");  // Ft. Morgan, south of Mobile
    EXPECT_EQ(neighbourId("3030", SW), "2930");
    EXPECT_EQ(neighbourId("3030", NW), "2929");
    // Odd column 59: NE = (c+1, r), SE = (c+1, r+1), NW = (c-1, r), SW = (c-1, r+1).
    EXPECT_EQ(neighbourId("5919", N), "5918");
    EXPECT_EQ(neighbourId("5919", NE), "6019");
    EXPECT_EQ(neighbourId("5919", SE), "6020");
    EXPECT_EQ(neighbourId("5919", S), "5920");
    EXPECT_EQ(neighbourId("5919", SW), "5820");
}

TEST_F(HexGridWarForTheUnion, RulebookHexsideIds) {
    EXPECT_EQ(grid.hexsideId(grid.hexOfId("3030"), grid.hexOfId("3129")), "3030/3129");
    EXPECT_EQ(grid.hexsideId(grid.hexOfId("3129"), grid.hexOfId("3030")), "3030/3129");
    EXPECT_EQ(grid.hexsideId(grid.hexOfId("6410"), grid.hexOfId("6310")), "6310/6410");
    EXPECT_EQ(grid.hexsideId(grid.hexOfId("6411"), grid.hexOfId("6410")), "6410/6411");
    EXPECT_EQ(grid.hexsideOfId("3129/3030"), grid.hexsideOfId("3030/3129"));
    EXPECT_EQ(grid.hexsideId(grid.hexsideOfId("6411/6310")), "6310/6411");
    EXPECT_EQ(grid.directionTo(grid.hexOfId("6310"), grid.hexOfId("6411")), SE);
}

TEST_F(HexGridWarForTheUnion, OddColumnsSitHalfAHexLower) {
    const MapPoint even = grid.centre(grid.hexOfId("3030"));
    const MapPoint odd = grid.centre(grid.hexOfId("3130"));
    EXPECT_NEAR(odd.y - even.y, grid.spec().flatToFlatMm() / 2.0, 1e-9);
    EXPECT_NEAR(odd.x - even.x, grid.spec().hexRadiusMm * 1.5, 1e-9);
}

TEST_F(HexGridWarForTheUnion, RowZeroIsTheNorthEdge) {
    EXPECT_TRUE(grid.findId("6900").has_value());
    EXPECT_EQ(neighbourId("6800", N), "off the map");
    EXPECT_EQ(grid.centre(grid.hexOfId("0100")), grid.spec().originMm);
}

}  // namespace
}  // namespace adj::board
