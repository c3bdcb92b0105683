// A bad grid spec is a mistake in a game's data: the error must say which field and what value.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "engine/board/hex_grid.hpp"
#include "tests/engine/board/board_test_support.hpp"

namespace adj::board {
namespace {

using test_support::expectThrowsWith;

HexGridSpec smallSpec() { return test_support::gridSpec(HexOrientation::FlatTop, OffsetParity::Odd, 10, 8); }

void expectRejected(const HexGridSpec& spec, std::initializer_list<std::string> fragments) {
    expectThrowsWith<std::invalid_argument>([&] { HexGrid grid(spec); }, fragments);
}

TEST(HexGridValidation, AcceptsAGoodSpec) { EXPECT_NO_THROW(HexGrid{smallSpec()}); }

TEST(HexGridValidation, SizeMustBePositiveAndFinite) {
    HexGridSpec spec = smallSpec();
    spec.hexRadiusMm = 0.0;
    expectRejected(spec, {"hexRadiusMm", "got 0"});
    spec.hexRadiusMm = -2.5;
    expectRejected(spec, {"hexRadiusMm", "got -2.5"});
    spec.hexRadiusMm = std::numeric_limits<double>::quiet_NaN();
    expectRejected(spec, {"hexRadiusMm"});
    spec.hexRadiusMm = std::numeric_limits<double>::infinity();
    expectRejected(spec, {"hexRadiusMm", "inf"});
}

TEST(HexGridValidation, OriginMustBeFinite) {
    HexGridSpec spec = smallSpec();
    spec.originMm.x = std::numeric_limits<double>::infinity();
    expectRejected(spec, {"originMm.x"});
    spec = smallSpec();
    spec.originMm.y = std::numeric_limits<double>::quiet_NaN();
    expectRejected(spec, {"originMm.y"});
}

TEST(HexGridValidation, ExtentMustBePositiveAndSane) {
    HexGridSpec spec = smallSpec();
    spec.columns = 0;
    expectRejected(spec, {"columns", "got 0"});
    spec = smallSpec();
    spec.rows = -3;
    expectRejected(spec, {"rows", "got -3"});
    spec = smallSpec();
    spec.columnDigits = 5;
    spec.rowDigits = 5;
    spec.columns = 20000;
    spec.rows = 20000;
    expectRejected(spec, {"columns x rows", "400000000"});
}

TEST(HexGridValidation, FirstNumbersMustNotBeNegative) {
    HexGridSpec spec = smallSpec();
    spec.firstColumn = -1;
    expectRejected(spec, {"firstColumn", "got -1"});
    spec = smallSpec();
    spec.firstRow = -5;
    expectRejected(spec, {"firstRow", "got -5"});
}

TEST(HexGridValidation, DigitsMustFitTheNumbers) {
    HexGridSpec spec = smallSpec();
    spec.firstColumn = 95;  // columns 95..104 need three digits
    expectRejected(spec, {"columnDigits", "last column 104", "got 2"});
    spec = smallSpec();
    spec.rows = 100;  // rows 1..100
    expectRejected(spec, {"rowDigits", "last row 100", "got 2"});
    spec = smallSpec();
    spec.columnDigits = 0;
    expectRejected(spec, {"columnDigits", "got 0"});
    spec = smallSpec();
    spec.rowDigits = 10;
    expectRejected(spec, {"rowDigits", "got 10"});
    spec = smallSpec();
    spec.firstRow = 0;
    spec.rows = 10;  // rows 0..9 fit one digit
    spec.rowDigits = 1;
    EXPECT_NO_THROW(HexGrid{spec});
}

TEST(HexGridValidation, ExcludedHexesMustBeInsideTheGridAndLeaveSomeMap) {
    HexGridSpec spec = smallSpec();
    spec.excluded = {{11, 1}};
    expectRejected(spec, {"excluded", "column 11 is outside columns 1..10"});
    spec.excluded = {{3, 0}};
    expectRejected(spec, {"excluded", "row 0 is outside rows 1..8"});
    spec = smallSpec();
    spec.columns = 1;
    spec.rows = 2;
    spec.excluded = {{1, 1}, {1, 2}};
    expectRejected(spec, {"excluded", "leaves no hex"});
}

TEST(HexGridValidation, NamesNeedNamedNumbering) {
    HexGridSpec spec = smallSpec();
    spec.names = {{{2, 2}, "Richmond"}};
    expectRejected(spec, {"names", "Richmond", "xxyy"});
}

class HexGridNamedValidation : public ::testing::Test {
protected:
    HexGridSpec spec = [] {
        HexGridSpec named = smallSpec();
        named.numbering = HexNumbering::Named;
        named.excluded = {{10, 8}};
        named.names = {{{2, 2}, "Richmond"}, {{3, 3}, "Petersburg"}};
        return named;
    }();
};

TEST_F(HexGridNamedValidation, AcceptsGoodNames) { EXPECT_NO_THROW(HexGrid{spec}); }

TEST_F(HexGridNamedValidation, RejectsBadNames) {
    spec.names.push_back({{4, 4}, ""});
    expectRejected(spec, {"names", "empty", "column 4 row 4"});
    spec.names.back().name = "Fort A/B";
    expectRejected(spec, {"names", "'Fort A/B'", "'/'"});
    spec.names.back() = {{11, 4}, "Nowhere"};
    expectRejected(spec, {"names", "'Nowhere'", "column 11 is outside columns 1..10"});
    spec.names.back() = {{10, 8}, "Sunk"};
    expectRejected(spec, {"names", "'Sunk'", "excluded"});
    spec.names.back() = {{2, 2}, "Also Richmond"};
    expectRejected(spec, {"names", "'Also Richmond'", "already named 'Richmond'"});
    spec.names.back() = {{4, 4}, "Richmond"};
    expectRejected(spec, {"names", "'Richmond'", "already the name of column 2 row 2"});
    spec.names.back() = {{4, 4}, "c05r05"};
    expectRejected(spec, {"names", "'c05r05'", "generated id"});
}

TEST_F(HexGridNamedValidation, AHexMayBeNamedAfterItsOwnGeneratedId) {
    spec.names.push_back({{4, 4}, "c04r04"});
    const HexGrid grid(spec);
    EXPECT_EQ(grid.idOf({4, 4}), "c04r04");
    EXPECT_EQ(grid.hexOfId("c04r04"), (HexOffset{4, 4}));
}

}  // namespace
}  // namespace adj::board
