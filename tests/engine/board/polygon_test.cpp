#include "engine/board/polygon.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace adj::board {
namespace {

// 10 x 10 square, clockwise on the map (y south).
const std::vector<MapPoint> kSquare{{0, 0}, {10, 0}, {10, 10}, {0, 10}};

// A "C" open to the east: its centroid falls in the mouth, outside the polygon.
const std::vector<MapPoint> kCShape{{0, 0}, {30, 0}, {30, 5}, {5, 5}, {5, 25}, {30, 25}, {30, 30}, {0, 30}};

TEST(BoardPolygon, ContainsInsideNotOutside) {
    EXPECT_TRUE(polygonContains(kSquare, {5, 5}));
    EXPECT_TRUE(polygonContains(kSquare, {0.01, 9.99}));
    EXPECT_FALSE(polygonContains(kSquare, {-0.01, 5}));
    EXPECT_FALSE(polygonContains(kSquare, {5, 10.01}));
    EXPECT_FALSE(polygonContains(kSquare, {15, 5}));
}

TEST(BoardPolygon, ConcavePolygonExcludesItsMouth) {
    EXPECT_TRUE(polygonContains(kCShape, {2, 15}));   // the spine
    EXPECT_TRUE(polygonContains(kCShape, {20, 2}));   // the top arm
    EXPECT_TRUE(polygonContains(kCShape, {20, 28}));  // the bottom arm
    EXPECT_FALSE(polygonContains(kCShape, {20, 15}));  // the mouth
    EXPECT_FALSE(polygonContains(kCShape, {6, 15}));
}

TEST(BoardPolygon, ScanLineThroughAVertexCountsOnce) {
    const std::vector<MapPoint> diamond{{5, 0}, {10, 5}, {5, 10}, {0, 5}};
    EXPECT_TRUE(polygonContains(diamond, {5, 5}));
    EXPECT_FALSE(polygonContains(diamond, {-1, 5}));  // level with the west vertex
    EXPECT_FALSE(polygonContains(diamond, {11, 5}));  // level with the east vertex
    EXPECT_FALSE(polygonContains(diamond, {1, 0}));   // level with the north vertex
}

TEST(BoardPolygon, SharedEdgePointBelongsToExactlyOneSide) {
    const std::vector<MapPoint> west{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
    const std::vector<MapPoint> east{{10, 0}, {20, 0}, {20, 10}, {10, 10}};
    for (const double y : {0.5, 3.0, 7.25, 9.5}) {
        EXPECT_NE(polygonContains(west, {10, y}), polygonContains(east, {10, y})) << y;
    }
}

TEST(BoardPolygon, SignedAreaIsPositiveClockwiseOnTheMap) {
    EXPECT_DOUBLE_EQ(polygonSignedArea(kSquare), 100.0);
    const std::vector<MapPoint> anticlockwise(kSquare.rbegin(), kSquare.rend());
    EXPECT_DOUBLE_EQ(polygonSignedArea(anticlockwise), -100.0);
    EXPECT_DOUBLE_EQ(polygonSignedArea(kCShape), 30.0 * 30.0 - 25.0 * 20.0);
}

TEST(BoardPolygon, CentroidIsTheCentreOfMass) {
    const MapPoint squareCentre = polygonCentroid(kSquare);
    EXPECT_DOUBLE_EQ(squareCentre.x, 5.0);
    EXPECT_DOUBLE_EQ(squareCentre.y, 5.0);
    const std::vector<MapPoint> triangle{{1000, 2000}, {1030, 2000}, {1000, 2030}};
    const MapPoint triangleCentre = polygonCentroid(triangle);
    EXPECT_NEAR(triangleCentre.x, 1010.0, 1e-9);
    EXPECT_NEAR(triangleCentre.y, 2010.0, 1e-9);
    // Either winding gives the same point.
    const std::vector<MapPoint> reversed(triangle.rbegin(), triangle.rend());
    EXPECT_NEAR(polygonCentroid(reversed).x, 1010.0, 1e-9);
    EXPECT_FALSE(polygonContains(kCShape, polygonCentroid(kCShape)));
}

TEST(BoardPolygon, InteriorPointIsTheCentroidWhenThatIsInside) {
    EXPECT_EQ(polygonInteriorPoint(kSquare), polygonCentroid(kSquare));
}

TEST(BoardPolygon, InteriorPointOfAConcavePolygonIsInside) {
    const MapPoint point = polygonInteriorPoint(kCShape);
    EXPECT_TRUE(polygonContains(kCShape, point));
    EXPECT_DOUBLE_EQ(point.y, polygonCentroid(kCShape).y);
    EXPECT_DOUBLE_EQ(point.x, 2.5);  // middle of the spine
    // A "U" with a narrow west arm and a wide east arm: the centroid falls between the arms, and the
    // widest stretch on its line is the second one.
    const std::vector<MapPoint> uShape{{0, 0}, {10, 0}, {10, 20}, {30, 20}, {30, 0}, {45, 0}, {45, 30}, {0, 30}};
    ASSERT_FALSE(polygonContains(uShape, polygonCentroid(uShape)));
    const MapPoint inside = polygonInteriorPoint(uShape);
    EXPECT_TRUE(polygonContains(uShape, inside));
    EXPECT_DOUBLE_EQ(inside.x, 37.5);
}

TEST(BoardPolygon, BoundsEncloseEveryVertex) {
    const MapRect bounds = polygonBounds(kCShape);
    EXPECT_EQ(bounds.min, (MapPoint{0, 0}));
    EXPECT_EQ(bounds.max, (MapPoint{30, 30}));
    EXPECT_DOUBLE_EQ(bounds.width(), 30.0);
    EXPECT_DOUBLE_EQ(bounds.height(), 30.0);
}

}  // namespace
}  // namespace adj::board
