#include <gtest/gtest.h>

#include "engine/board/hex_grid.hpp"
#include "tests/engine/board/board_test_support.hpp"

namespace adj::board {
namespace {

using test_support::expectThrowsWith;

class HexGridIds : public ::testing::Test {
protected:
    HexGrid grid{[] {
        HexGridSpec spec = test_support::warForTheUnionSpec();
        spec.excluded = {{1, 0}, {70, 39}};
        return spec;
    }()};
};

TEST_F(HexGridIds, FormatsWithZeroPadding) {
    EXPECT_EQ(grid.idOf({30, 30}), "3030");
    EXPECT_EQ(grid.idOf({9, 12}), "0912");
    EXPECT_EQ(grid.idOf({2, 0}), "0200");
    // Excluded hexes still have their printed number.
    EXPECT_EQ(grid.idOf({1, 0}), "0100");
}

TEST_F(HexGridIds, IdOfAHexOutsideTheGridIsAnError) {
    expectThrowsWith<std::invalid_argument>([&] { grid.idOf({71, 3}); }, {"column 71 is outside columns 1..70"});
    expectThrowsWith<std::invalid_argument>([&] { grid.idOf({3, 40}); }, {"row 40 is outside rows 0..39"});
}

TEST_F(HexGridIds, ParsesStrictly) {
    EXPECT_EQ(grid.findId("3030"), (HexOffset{30, 30}));
    EXPECT_EQ(grid.findId("0912"), (HexOffset{9, 12}));
    for (const char* bad : {"", "303", "30300", "912", "30a0", " 303", "-303", "+303", "30.3", "7030x"}) {
        EXPECT_EQ(grid.findId(bad), std::nullopt) << bad;
    }
    EXPECT_EQ(grid.findId("7130"), std::nullopt);  // column 71
    EXPECT_EQ(grid.findId("0030"), std::nullopt);  // column 0
    EXPECT_EQ(grid.findId("3040"), std::nullopt);  // row 40
    EXPECT_EQ(grid.findId("0100"), std::nullopt);  // excluded
}

TEST_F(HexGridIds, ParseErrorsSayWhatIsWrong) {
    EXPECT_EQ(grid.hexOfId("6005"), (HexOffset{60, 5}));
    expectThrowsWith<std::invalid_argument>([&] { grid.hexOfId("303"); }, {"'303'", "4 digits", "2 column, 2 row"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexOfId("30a0"); }, {"'30a0'", "digits only"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexOfId("7130"); }, {"'7130'", "column 71"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexOfId("3045"); }, {"'3045'", "row 45 is outside rows 0..39"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexOfId("7039"); }, {"'7039'", "off the map"});
}

TEST_F(HexGridIds, EveryHexRoundTripsThroughItsId) {
    EXPECT_EQ(grid.hexCount(), 70U * 40U - 2U);
    for (const HexOffset& hex : grid.hexes()) EXPECT_EQ(grid.hexOfId(grid.idOf(hex)), hex);
}

TEST_F(HexGridIds, HexesComeInIdOrder) {
    const auto& hexes = grid.hexes();
    for (std::size_t i = 1; i < hexes.size(); ++i) ASSERT_LT(grid.idOf(hexes[i - 1]), grid.idOf(hexes[i]));
    EXPECT_EQ(hexes.front(), (HexOffset{1, 1}));
}

TEST_F(HexGridIds, HexsideIdsAreCanonical) {
    const auto hexside = grid.hexsideBetween({31, 29}, {30, 30});
    ASSERT_TRUE(hexside.has_value());
    EXPECT_EQ(hexside->first, (HexOffset{30, 30}));
    EXPECT_EQ(hexside->second, (HexOffset{31, 29}));
    EXPECT_EQ(grid.hexsideId(*hexside), "3030/3129");
    EXPECT_EQ(grid.findHexside("3129/3030"), hexside);
    EXPECT_EQ(grid.hexsideBetween({30, 30}, {32, 30}), std::nullopt);
    EXPECT_EQ(grid.hexsideBetween({30, 30}, {30, 30}), std::nullopt);
    EXPECT_EQ(grid.hexsideBetween({1, 0}, {1, 1}), std::nullopt);  // one side excluded
}

TEST_F(HexGridIds, HexsideBetweenNonNeighboursIsAnError) {
    expectThrowsWith<std::invalid_argument>([&] { grid.hexsideId({30, 30}, {30, 32}); }, {"not adjacent"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexsideId({1, 0}, {1, 1}); }, {"on the map"});
}

TEST_F(HexGridIds, HexsideParseErrors) {
    for (const char* bad : {"3030", "3030/", "/3129", "3030/3129/3228", "3030-3129", "3030/3131", "3030/3030",
                            "3030/x129", "x030/3129", "0100/0101"}) {
        EXPECT_EQ(grid.findHexside(bad), std::nullopt) << bad;
    }
    expectThrowsWith<std::invalid_argument>([&] { grid.hexsideOfId("3030-3129"); }, {"'3030-3129'", "joined by '/'"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexsideOfId("3030/3131"); }, {"'3030/3131'", "not adjacent"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexsideOfId("3a30/3129"); }, {"'3a30/3129'", "digits only"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexsideOfId("3030/31290"); }, {"'3030/31290'", "4 digits"});
}

TEST(HexGridIdWidths, WiderNumbersAndZeroBasedMaps) {
    HexGridSpec spec = test_support::gridSpec(HexOrientation::PointyTop, OffsetParity::Even, 120, 30);
    spec.firstColumn = 0;
    spec.firstRow = 0;
    spec.columnDigits = 3;
    const HexGrid grid(spec);
    EXPECT_EQ(grid.idOf({0, 0}), "00000");
    EXPECT_EQ(grid.idOf({105, 7}), "10507");
    EXPECT_EQ(grid.findId("10507"), (HexOffset{105, 7}));
    EXPECT_EQ(grid.findId("1057"), std::nullopt);
    EXPECT_EQ(grid.findId("12000"), std::nullopt);
}

class HexGridNamedIds : public ::testing::Test {
protected:
    HexGrid grid{[] {
        HexGridSpec spec = test_support::gridSpec(HexOrientation::FlatTop, OffsetParity::Even, 20, 12);
        spec.numbering = HexNumbering::Named;
        spec.excluded = {{20, 12}};
        spec.names = {{{12, 7}, "Richmond"}, {{13, 7}, "Petersburg"}, {{5, 3}, "Winchester"}};
        return spec;
    }()};
};

TEST_F(HexGridNamedIds, NamedHexesGoByName) {
    EXPECT_EQ(grid.idOf({12, 7}), "Richmond");
    EXPECT_EQ(grid.hexOfId("Richmond"), (HexOffset{12, 7}));
    EXPECT_EQ(grid.findId("Petersburg"), (HexOffset{13, 7}));
}

TEST_F(HexGridNamedIds, OtherHexesGetStableGeneratedIds) {
    EXPECT_EQ(grid.idOf({12, 8}), "c12r08");
    EXPECT_EQ(grid.idOf({1, 1}), "c01r01");
    EXPECT_EQ(grid.hexOfId("c12r08"), (HexOffset{12, 8}));
    for (const HexOffset& hex : grid.hexes()) EXPECT_EQ(grid.hexOfId(grid.idOf(hex)), hex);
}

TEST_F(HexGridNamedIds, ParseErrors) {
    for (const char* bad : {"richmond", "Lynchburg", "c12r8", "c1r08", "x12r08", "c12x08", "c1xr08", "c12r0x", "c21r01",
                            "c20r12", "c12r07"}) {
        EXPECT_EQ(grid.findId(bad), std::nullopt) << bad;
    }
    expectThrowsWith<std::invalid_argument>([&] { grid.hexOfId("Lynchburg"); }, {"unknown hex id 'Lynchburg'"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexOfId("c12r07"); }, {"named 'Richmond'", "use its name"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexOfId("c21r01"); }, {"column 21 is outside columns 1..20"});
    expectThrowsWith<std::invalid_argument>([&] { grid.hexOfId("c20r12"); }, {"off the map"});
}

TEST_F(HexGridNamedIds, HexsidesOrderNamesAsStrings) {
    // "Petersburg" < "Richmond", whatever their columns.
    EXPECT_EQ(grid.hexsideId({12, 7}, {13, 7}), "Petersburg/Richmond");
    EXPECT_EQ(grid.findHexside("Richmond/Petersburg"), (Hexside{{13, 7}, {12, 7}}));
    EXPECT_EQ(grid.hexsideId({12, 7}, {12, 8}), "Richmond/c12r08");
}

}  // namespace
}  // namespace adj::board
