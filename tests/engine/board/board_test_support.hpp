#pragma once
// Grids and checks shared by the board tests.
#include <gtest/gtest.h>

#include <string>
#include <tuple>

#include "engine/board/hex_grid.hpp"

namespace adj::board::test_support {

// The War for the Union's map as its rules describe it: flat-top, XXYY, odd columns half a hex lower,
// row 00 along the north edge.
inline HexGridSpec warForTheUnionSpec() {
    HexGridSpec spec;
    spec.orientation = HexOrientation::FlatTop;
    spec.shifted = OffsetParity::Odd;
    spec.numbering = HexNumbering::ColumnRow;
    spec.firstColumn = 1;
    spec.columns = 70;
    spec.firstRow = 0;
    spec.rows = 40;
    spec.hexRadiusMm = HexGridSpec::radiusFromFlatToFlat(16.0);
    spec.originMm = {20.0, 25.0};
    return spec;
}

inline HexGridSpec gridSpec(HexOrientation orientation, OffsetParity shifted, int columns = 70, int rows = 40) {
    HexGridSpec spec;
    spec.orientation = orientation;
    spec.shifted = shifted;
    spec.columns = columns;
    spec.rows = rows;
    spec.hexRadiusMm = 9.5;
    spec.originMm = {12.5, 7.25};
    return spec;
}

// The four ways to lay out a hex grid, for parameterised tests.
using HexLayout = std::tuple<HexOrientation, OffsetParity>;

inline auto allHexLayouts() {
    return ::testing::Combine(::testing::Values(HexOrientation::FlatTop, HexOrientation::PointyTop),
                              ::testing::Values(OffsetParity::Odd, OffsetParity::Even));
}

inline std::string hexLayoutName(const ::testing::TestParamInfo<HexLayout>& param) {
    return std::string(std::get<0>(param.param) == HexOrientation::FlatTop ? "Flat" : "Pointy") +
           (std::get<1>(param.param) == OffsetParity::Odd ? "Odd" : "Even");
}

// Runs `statement` and checks it throws `Exception` whose message contains every given fragment.
template <class Exception, class Statement>
void expectThrowsWith(Statement&& statement, std::initializer_list<std::string> fragments) {
    try {
        statement();
        ADD_FAILURE() << "no exception thrown";
    } catch (const Exception& error) {
        const std::string message = error.what();
        for (const std::string& fragment : fragments) {
            EXPECT_NE(message.find(fragment), std::string::npos) << "message \"" << message << "\" lacks \"" << fragment << '"';
        }
    }
}

}  // namespace adj::board::test_support
