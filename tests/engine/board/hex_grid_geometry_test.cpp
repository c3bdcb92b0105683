// Where hexes lie on the map, and which hex is under a map point: the question vision asks.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numbers>
#include <tuple>

#include "engine/board/hex_grid.hpp"
#include "engine/board/polygon.hpp"
#include "tests/engine/board/board_test_support.hpp"

namespace adj::board {
namespace {

using enum HexDirection;
using test_support::HexLayout;

double distanceBetween(MapPoint a, MapPoint b) { return std::hypot(a.x - b.x, a.y - b.y); }

class HexGridGeometryLayouts : public ::testing::TestWithParam<HexLayout> {
protected:
    HexGrid grid{test_support::gridSpec(std::get<0>(GetParam()), std::get<1>(GetParam()))};
};

TEST_P(HexGridGeometryLayouts, CentresAndPointsNearCornersMapBackToTheirHex) {
    ASSERT_EQ(grid.hexCount(), 70U * 40U);
    for (const HexOffset& hex : grid.hexes()) {
        const MapPoint centre = grid.centre(hex);
        ASSERT_EQ(grid.hexAtPoint(centre), hex) << grid.idOf(hex);
        for (const MapPoint& corner : grid.corners(hex)) {
            const MapPoint nearCorner = centre + (corner - centre) * 0.9;
            ASSERT_EQ(grid.hexAtPoint(nearCorner), hex) << grid.idOf(hex);
        }
        // And half-way to each neighbour's centre, just on this side.
        for (const HexDirection direction : grid.directions()) {
            if (const auto next = grid.neighbour(hex, direction)) {
                const MapPoint nearSide = centre + (grid.centre(*next) - centre) * 0.49;
                ASSERT_EQ(grid.hexAtPoint(nearSide), hex) << grid.idOf(hex);
            }
        }
    }
}

TEST_P(HexGridGeometryLayouts, NeighbourCentresAreOneFlatToFlatApartInTheirCompassDirection) {
    // Compass bearings on the map, with y south: N is straight up (-90 degrees).
    const auto bearing = [](HexDirection direction, HexOrientation orientation) {
        const bool flat = orientation == HexOrientation::FlatTop;
        switch (direction) {
        case N: return -90.0;
        case NE: return flat ? -30.0 : -60.0;
        case E: return 0.0;
        case SE: return flat ? 30.0 : 60.0;
        case S: return 90.0;
        case SW: return flat ? 150.0 : 120.0;
        case W: return 180.0;
        case NW: return flat ? -150.0 : -120.0;
        }
        return 0.0;
    };
    const HexOffset hex{20, 20};
    for (const HexDirection direction : grid.directions()) {
        const MapPoint step = grid.centre(*grid.neighbour(hex, direction)) - grid.centre(hex);
        EXPECT_NEAR(std::hypot(step.x, step.y), grid.spec().flatToFlatMm(), 1e-9) << toString(direction);
        const double degrees = std::atan2(step.y, step.x) * 180.0 / std::numbers::pi;
        const double expected = bearing(direction, grid.orientation());
        EXPECT_NEAR(std::remainder(degrees - expected, 360.0), 0.0, 1e-9) << toString(direction);
    }
}

TEST_P(HexGridGeometryLayouts, ShiftedLinesSitHalfAHexOn) {
    const bool flat = grid.orientation() == HexOrientation::FlatTop;
    const bool oddShifted = std::get<1>(GetParam()) == OffsetParity::Odd;
    const double half = grid.spec().flatToFlatMm() / 2.0;  // flat-top: half a hex down; pointy-top: across
    // Column 3 against column 4 (flat-top), row 3 against row 4 (pointy-top).
    const MapPoint odd = grid.centre({3, 3});
    const MapPoint even = grid.centre(flat ? HexOffset{4, 3} : HexOffset{3, 4});
    if (flat) EXPECT_NEAR(odd.y - even.y, oddShifted ? half : -half, 1e-9);
    else EXPECT_NEAR(odd.x - even.x, oddShifted ? half : -half, 1e-9);
}

TEST_P(HexGridGeometryLayouts, CornersAreOneRadiusOutAndRunClockwise) {
    const HexOffset hex{7, 9};
    const auto corners = grid.corners(hex);
    for (const MapPoint& corner : corners) EXPECT_NEAR(distanceBetween(corner, grid.centre(hex)), grid.spec().hexRadiusMm, 1e-9);
    EXPECT_GT(polygonSignedArea(corners), 0.0);
    const double firstBearing = std::atan2(corners[0].y - grid.centre(hex).y, corners[0].x - grid.centre(hex).x);
    EXPECT_NEAR(firstBearing * 180.0 / std::numbers::pi, grid.orientation() == HexOrientation::FlatTop ? 0.0 : 30.0, 1e-9);
}

TEST_P(HexGridGeometryLayouts, HexsideSegmentsAreSharedCorners) {
    const HexOffset hex{12, 12};
    for (const HexDirection direction : grid.directions()) {
        const HexOffset next = *grid.neighbour(hex, direction);
        const MapSegment side = grid.hexsideSegment(hex, next);
        EXPECT_NEAR(distanceBetween(side.from, side.to), grid.spec().hexRadiusMm, 1e-9);
        const MapPoint middle = (side.from + side.to) * 0.5;
        EXPECT_NEAR(distanceBetween(middle, (grid.centre(hex) + grid.centre(next)) * 0.5), 0.0, 1e-9);
        // Both ends are corners of both hexes.
        for (const MapPoint end : {side.from, side.to}) {
            for (const HexOffset owner : {hex, next}) {
                double nearest = std::numeric_limits<double>::infinity();
                for (const MapPoint& corner : grid.corners(owner)) nearest = std::min(nearest, distanceBetween(end, corner));
                EXPECT_NEAR(nearest, 0.0, 1e-9);
            }
        }
        // Clockwise round `hex`: from the start to the end turns right as seen from the centre.
        const MapPoint a = side.from - grid.centre(hex);
        const MapPoint b = side.to - grid.centre(hex);
        EXPECT_GT(a.x * b.y - a.y * b.x, 0.0) << toString(direction);
    }
    EXPECT_THROW(grid.hexsideSegment({12, 12}, {14, 12}), std::invalid_argument);
}

INSTANTIATE_TEST_SUITE_P(AllLayouts, HexGridGeometryLayouts, test_support::allHexLayouts(), test_support::hexLayoutName);

TEST(HexGridGeometry, FirstHexIsAtTheOriginAndBoundsHugTheHexes) {
    HexGridSpec spec;  // flat-top, odd columns lower, columns 1..2, rows 1..2
    spec.columns = 2;
    spec.rows = 2;
    spec.hexRadiusMm = 10.0;
    spec.originMm = {100.0, 100.0};
    const HexGrid grid(spec);
    const double halfFlat = 5.0 * std::sqrt(3.0);
    EXPECT_EQ(grid.centre({1, 1}), (MapPoint{100.0, 100.0}));
    EXPECT_NEAR(grid.centre({2, 1}).x, 115.0, 1e-9);
    EXPECT_NEAR(grid.centre({2, 1}).y, 100.0 - halfFlat, 1e-9);  // column 2 is even: higher
    EXPECT_NEAR(grid.centre({1, 2}).y, 100.0 + 2 * halfFlat, 1e-9);
    const MapRect bounds = grid.bounds();
    EXPECT_NEAR(bounds.min.x, 90.0, 1e-9);
    EXPECT_NEAR(bounds.max.x, 125.0, 1e-9);
    EXPECT_NEAR(bounds.min.y, 100.0 - 2 * halfFlat, 1e-9);
    EXPECT_NEAR(bounds.max.y, 100.0 + 3 * halfFlat, 1e-9);
}

TEST(HexGridGeometry, PointsOffTheMapFindNoHex) {
    HexGridSpec spec = test_support::gridSpec(HexOrientation::FlatTop, OffsetParity::Odd, 10, 10);
    spec.excluded = {{5, 5}};
    const HexGrid grid(spec);
    EXPECT_EQ(grid.hexAtPoint(grid.centre({5, 5})), std::nullopt);
    EXPECT_EQ(grid.hexAtPoint(grid.bounds().min - MapPoint{1.0, 1.0}), std::nullopt);
    EXPECT_EQ(grid.hexAtPoint(grid.bounds().max + MapPoint{1.0, 1.0}), std::nullopt);
    EXPECT_EQ(grid.hexAtPoint({1e12, 0.0}), std::nullopt);
    EXPECT_EQ(grid.hexAtPoint({0.0, -1e12}), std::nullopt);
    EXPECT_EQ(grid.hexAtPoint({std::numeric_limits<double>::quiet_NaN(), 0.0}), std::nullopt);
    EXPECT_EQ(grid.hexAtPoint({0.0, std::numeric_limits<double>::infinity()}), std::nullopt);
    // Geometry of the side between an on-map hex and an excluded one, for drawing the map edge.
    EXPECT_NO_THROW(grid.hexsideSegment({5, 4}, {5, 5}));
}

TEST(HexGridGeometry, WarForTheUnionHexesAreSixteenMillimetresAcross) {
    const HexGrid grid(test_support::warForTheUnionSpec());
    const MapPoint mobile = grid.centre(grid.hexOfId("3030"));
    const MapPoint fortMorgan = grid.centre(grid.hexOfId("3031"));
    EXPECT_NEAR(fortMorgan.y - mobile.y, 16.0, 1e-9);
    EXPECT_EQ(grid.hexAtPoint(mobile + MapPoint{0.0, 7.9}), grid.hexOfId("3030"));
    EXPECT_EQ(grid.hexAtPoint(mobile + MapPoint{0.0, 8.1}), grid.hexOfId("3031"));
}

}  // namespace
}  // namespace adj::board
