#include "engine/board/hex_direction.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "tests/engine/board/board_test_support.hpp"

namespace adj::board {
namespace {

using enum HexDirection;

TEST(HexDirection, NamesRoundTripInAnyCase) {
    for (const HexDirection direction : {N, NE, E, SE, S, SW, W, NW}) {
        EXPECT_EQ(parseHexDirection(toString(direction)), direction);
    }
    EXPECT_EQ(toString(NE), "NE");
    EXPECT_EQ(parseHexDirection("ne"), NE);
    EXPECT_EQ(parseHexDirection("Sw"), SW);
    EXPECT_EQ(parseHexDirection(""), std::nullopt);
    EXPECT_EQ(parseHexDirection("NNE"), std::nullopt);
    EXPECT_EQ(parseHexDirection("north"), std::nullopt);
}

TEST(HexDirection, OrientationNames) {
    EXPECT_EQ(toString(HexOrientation::FlatTop), "flat-top");
    EXPECT_EQ(toString(HexOrientation::PointyTop), "pointy-top");
    EXPECT_EQ(parseHexOrientation("flat-top"), HexOrientation::FlatTop);
    EXPECT_EQ(parseHexOrientation("Flat"), HexOrientation::FlatTop);
    EXPECT_EQ(parseHexOrientation("POINTY-TOP"), HexOrientation::PointyTop);
    EXPECT_EQ(parseHexOrientation("pointy"), HexOrientation::PointyTop);
    EXPECT_EQ(parseHexOrientation("square"), std::nullopt);
}

TEST(HexDirection, EachOrientationHasItsSixClockwise) {
    const auto flat = hexDirections(HexOrientation::FlatTop);
    EXPECT_EQ(std::vector(flat.begin(), flat.end()), (std::vector{N, NE, SE, S, SW, NW}));
    const auto pointy = hexDirections(HexOrientation::PointyTop);
    EXPECT_EQ(std::vector(pointy.begin(), pointy.end()), (std::vector{NE, E, SE, SW, W, NW}));
    EXPECT_TRUE(isValidDirection(HexOrientation::FlatTop, N));
    EXPECT_FALSE(isValidDirection(HexOrientation::FlatTop, E));
    EXPECT_TRUE(isValidDirection(HexOrientation::PointyTop, W));
    EXPECT_FALSE(isValidDirection(HexOrientation::PointyTop, S));
}

TEST(HexDirection, OppositePointsBack) {
    EXPECT_EQ(opposite(N), S);
    EXPECT_EQ(opposite(NE), SW);
    EXPECT_EQ(opposite(E), W);
    EXPECT_EQ(opposite(SE), NW);
    EXPECT_EQ(opposite(NW), SE);
    for (const HexOrientation orientation : {HexOrientation::FlatTop, HexOrientation::PointyTop}) {
        for (const HexDirection direction : hexDirections(orientation)) {
            EXPECT_TRUE(isValidDirection(orientation, opposite(direction)));
            EXPECT_EQ(directionStep(orientation, opposite(direction)), HexCoord{} - directionStep(orientation, direction));
        }
    }
}

TEST(HexDirection, StepsAreTheSixUnitStepsAndMapBack) {
    for (const HexOrientation orientation : {HexOrientation::FlatTop, HexOrientation::PointyTop}) {
        for (const HexDirection direction : hexDirections(orientation)) {
            const HexCoord step = directionStep(orientation, direction);
            EXPECT_EQ(hexDistance({}, step), 1);
            EXPECT_EQ(directionOfStep(orientation, step), direction);
        }
        EXPECT_EQ(directionOfStep(orientation, {0, 0}), std::nullopt);
        EXPECT_EQ(directionOfStep(orientation, {2, -1}), std::nullopt);
    }
    EXPECT_EQ(directionStep(HexOrientation::FlatTop, N), (HexCoord{0, -1}));
    EXPECT_EQ(directionStep(HexOrientation::PointyTop, E), (HexCoord{1, 0}));
}

TEST(HexDirection, StepThatTheOrientationLacksIsAnError) {
    test_support::expectThrowsWith<std::invalid_argument>([] { directionStep(HexOrientation::FlatTop, W); },
                                                     {"W", "flat-top"});
    test_support::expectThrowsWith<std::invalid_argument>([] { directionStep(HexOrientation::PointyTop, N); },
                                                     {"N", "pointy-top"});
}

}  // namespace
}  // namespace adj::board
