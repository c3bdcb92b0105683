// Neighbours, distances, rings and ranges over whole grids, in all four layouts.
#include <gtest/gtest.h>

#include <deque>
#include <tuple>

#include "engine/board/hex_grid.hpp"
#include "tests/engine/board/board_test_support.hpp"

namespace adj::board {
namespace {

using enum HexDirection;
using test_support::HexLayout;

class HexGridLayouts : public ::testing::TestWithParam<HexLayout> {
protected:
    HexGrid grid{test_support::gridSpec(std::get<0>(GetParam()), std::get<1>(GetParam()))};

    // Steps by breadth-first search over on-map neighbours, -1 where unreachable.
    std::vector<int> stepsFrom(HexOffset start) const {
        std::vector<int> steps(grid.extentSize(), -1);
        std::deque<HexOffset> queue{start};
        steps[*grid.extentIndex(start)] = 0;
        while (!queue.empty()) {
            const HexOffset hex = queue.front();
            queue.pop_front();
            for (const HexDirection direction : grid.directions()) {
                const auto next = grid.neighbour(hex, direction);
                if (!next || steps[*grid.extentIndex(*next)] >= 0) continue;
                steps[*grid.extentIndex(*next)] = steps[*grid.extentIndex(hex)] + 1;
                queue.push_back(*next);
            }
        }
        return steps;
    }
};

TEST_P(HexGridLayouts, OffsetAndAxialRoundTrip) {
    for (int column = -3; column <= 75; ++column) {
        for (int row = -3; row <= 45; ++row) {
            const HexOffset hex{column, row};
            ASSERT_EQ(grid.toOffset(grid.toAxial(hex)), hex);
        }
    }
}

TEST_P(HexGridLayouts, NeighbourOfMyNeighbourInTheOppositeDirectionIsMe) {
    int pairs = 0;
    for (const HexOffset& hex : grid.hexes()) {
        int count = 0;
        for (const HexDirection direction : grid.directions()) {
            const auto next = grid.neighbour(hex, direction);
            if (!next) continue;
            ++count;
            ++pairs;
            ASSERT_EQ(grid.neighbour(*next, opposite(direction)), hex);
            ASSERT_EQ(grid.directionTo(hex, *next), direction);
            ASSERT_TRUE(grid.adjacent(*next, hex));
            ASSERT_EQ(grid.distance(hex, *next), 1);
        }
        const bool interior = hex.column > 1 && hex.column < 70 && hex.row > 1 && hex.row < 40;
        if (interior) {
            ASSERT_EQ(count, 6);
        }
        ASSERT_GE(count, 2);
    }
    // Each pair counted from both ends: 2 * the number of hexsides of a 70 x 40 grid.
    EXPECT_EQ(pairs % 2, 0);
}

TEST_P(HexGridLayouts, DistanceMatchesBreadthFirstSearch) {
    // From the corners, the middle and a spread of hexes; every hex as a target.
    std::vector<HexOffset> sources{{1, 1}, {70, 1}, {1, 40}, {70, 40}, {35, 20}, {36, 21}};
    for (int i = 0; i < 30; ++i) sources.push_back({1 + (i * 37) % 70, 1 + (i * 13) % 40});
    for (const HexOffset& source : sources) {
        const auto steps = stepsFrom(source);
        for (const HexOffset& hex : grid.hexes()) {
            ASSERT_EQ(grid.distance(source, hex), steps[*grid.extentIndex(hex)])
                << grid.idOf(source) << " -> " << grid.idOf(hex);
        }
    }
}

TEST_P(HexGridLayouts, RingsAndRangesAreClippedToTheGrid) {
    const HexOffset middle{35, 20};
    for (int radius = 0; radius <= 10; ++radius) {
        EXPECT_EQ(grid.ring(middle, radius).size(), radius == 0 ? 1U : static_cast<std::size_t>(6 * radius));
        EXPECT_EQ(grid.range(middle, radius).size(), static_cast<std::size_t>(3 * radius * (radius + 1) + 1));
        for (const HexOffset& hex : grid.ring(middle, radius)) EXPECT_EQ(grid.distance(middle, hex), radius);
    }
    const HexOffset corner{1, 1};
    std::size_t inRange = 0;
    for (const HexOffset& hex : grid.hexes()) inRange += grid.distance(corner, hex) <= 3 ? 1 : 0;
    EXPECT_EQ(grid.range(corner, 3).size(), inRange);
    EXPECT_LT(grid.ring(corner, 3).size(), 18U);
    for (const HexOffset& hex : grid.ring(corner, 3)) EXPECT_TRUE(grid.contains(hex));
    EXPECT_THROW(grid.ring(middle, -1), std::invalid_argument);
    EXPECT_THROW(grid.range(middle, -1), std::invalid_argument);
}

TEST_P(HexGridLayouts, NeighboursOffTheMapAreNone) {
    const auto directions = grid.directions();
    const HexDirection northmost = directions[0];  // N (flat-top) or NE (pointy-top)
    EXPECT_EQ(grid.neighbour({10, 1}, northmost), std::nullopt);
    EXPECT_EQ(grid.neighbour({1, 10}, W == directions[4] ? W : NW), std::nullopt);
}

TEST_P(HexGridLayouts, DirectionsTheOrientationLacksAreErrors) {
    const HexDirection missing = grid.orientation() == HexOrientation::FlatTop ? E : N;
    EXPECT_THROW(grid.neighbour({10, 10}, missing), std::invalid_argument);
}

INSTANTIATE_TEST_SUITE_P(AllLayouts, HexGridLayouts, test_support::allHexLayouts(), test_support::hexLayoutName);

TEST(HexGridExclusions, ExcludedHexesAreOffTheMap) {
    HexGridSpec spec = test_support::gridSpec(HexOrientation::FlatTop, OffsetParity::Odd, 6, 6);
    spec.excluded = {{3, 3}, {3, 3}};  // listed twice: harmless
    const HexGrid grid(spec);
    EXPECT_FALSE(grid.contains({3, 3}));
    EXPECT_FALSE(grid.contains(3, 3));
    EXPECT_TRUE(grid.contains(3, 4));
    EXPECT_FALSE(grid.contains(0, 4));
    EXPECT_FALSE(grid.contains(7, 4));
    EXPECT_FALSE(grid.contains(3, 0));
    EXPECT_FALSE(grid.contains(3, 7));
    EXPECT_EQ(grid.hexCount(), 35U);
    EXPECT_EQ(grid.extentSize(), 36U);
    EXPECT_EQ(grid.extentIndex({3, 3}), 14U);
    EXPECT_EQ(grid.extentIndex({7, 1}), std::nullopt);
    EXPECT_EQ(grid.neighbour({3, 2}, HexDirection::S), std::nullopt);
    // As the crow flies, excluded hexes do not lengthen distances.
    EXPECT_EQ(grid.distance({3, 2}, {3, 4}), 2);
    EXPECT_EQ(grid.ring({3, 3}, 0).size(), 0U);
    EXPECT_EQ(grid.range({3, 4}, 1).size(), 6U);
}

}  // namespace
}  // namespace adj::board
