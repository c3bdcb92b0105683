#include "engine/board/hex_grid_spec.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace adj::board {
namespace {

TEST(HexGridSpec, SizeCanBeStatedFlatToFlat) {
    HexGridSpec spec;
    spec.hexRadiusMm = HexGridSpec::radiusFromFlatToFlat(19.05);  // 3/4 inch hexes
    EXPECT_NEAR(spec.hexRadiusMm, 19.05 / std::sqrt(3.0), 1e-12);
    EXPECT_NEAR(spec.flatToFlatMm(), 19.05, 1e-12);
}

TEST(HexGridSpec, LastColumnAndRowFollowFromFirstAndCount) {
    HexGridSpec spec;
    spec.firstColumn = 0;
    spec.columns = 70;
    spec.firstRow = 1;
    spec.rows = 40;
    EXPECT_EQ(spec.lastColumn(), 69);
    EXPECT_EQ(spec.lastRow(), 40);
}

TEST(HexGridSpec, ParityAndNumberingNames) {
    EXPECT_EQ(toString(OffsetParity::Odd), "odd");
    EXPECT_EQ(toString(OffsetParity::Even), "even");
    EXPECT_EQ(parseOffsetParity("odd"), OffsetParity::Odd);
    EXPECT_EQ(parseOffsetParity("even"), OffsetParity::Even);
    EXPECT_EQ(parseOffsetParity("Odd columns"), std::nullopt);
    EXPECT_EQ(toString(HexNumbering::ColumnRow), "xxyy");
    EXPECT_EQ(toString(HexNumbering::Named), "named");
    EXPECT_EQ(parseHexNumbering("xxyy"), HexNumbering::ColumnRow);
    EXPECT_EQ(parseHexNumbering("named"), HexNumbering::Named);
    EXPECT_EQ(parseHexNumbering("xyxy"), std::nullopt);
}

}  // namespace
}  // namespace adj::board
