#include "engine/board/hex_coord.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <unordered_set>

namespace adj::board {
namespace {

TEST(HexCoord, CubeCoordinateIsDerived) {
    const HexCoord hex{3, -5};
    EXPECT_EQ(hex.s(), 2);
    EXPECT_EQ(hex.q + hex.r + hex.s(), 0);
}

TEST(HexCoord, Arithmetic) {
    EXPECT_EQ((HexCoord{1, 2} + HexCoord{3, -4}), (HexCoord{4, -2}));
    EXPECT_EQ((HexCoord{1, 2} - HexCoord{3, -4}), (HexCoord{-2, 6}));
    EXPECT_EQ((HexCoord{1, -2} * 3), (HexCoord{3, -6}));
    EXPECT_NE((HexCoord{1, 2}), (HexCoord{2, 1}));
}

TEST(HexCoord, HashSeparatesNearbyCoordinates) {
    std::unordered_set<HexCoord> seen;
    std::unordered_set<std::size_t> hashes;
    for (const HexCoord& hex : hexRange({0, 0}, 10)) {
        EXPECT_TRUE(seen.insert(hex).second);
        hashes.insert(std::hash<HexCoord>{}(hex));
    }
    EXPECT_EQ(seen.size(), 331U);
    EXPECT_EQ(hashes.size(), 331U);  // no two coordinates share a hash, negative ones included
    EXPECT_TRUE(seen.contains({-10, 10}));
    EXPECT_FALSE(seen.contains({-11, 10}));
}

TEST(HexCoord, StepsAreUnitAndWalkRoundTheHex) {
    for (std::size_t i = 0; i < kHexSteps.size(); ++i) {
        EXPECT_EQ(hexDistance({0, 0}, kHexSteps[i]), 1);
        // Consecutive steps point at hexes that are themselves neighbours.
        EXPECT_EQ(hexDistance(kHexSteps[i], kHexSteps[(i + 1) % 6]), 1);
    }
}

TEST(HexCoord, DistanceIsSymmetricAndCountsSteps) {
    EXPECT_EQ(hexDistance({0, 0}, {0, 0}), 0);
    EXPECT_EQ(hexDistance({0, 0}, {3, 0}), 3);
    EXPECT_EQ(hexDistance({0, 0}, {3, -3}), 3);
    EXPECT_EQ(hexDistance({0, 0}, {2, 1}), 3);
    EXPECT_EQ(hexDistance({-2, 5}, {4, -1}), hexDistance({4, -1}, {-2, 5}));
    EXPECT_EQ(hexDistance({-2, 5}, {4, -1}), 6);
}

TEST(HexCoord, NeighbourWrapsAnyStepNumber) {
    const HexCoord hex{4, 7};
    for (int step = 0; step < 6; ++step) {
        EXPECT_EQ(hexNeighbour(hex, step), hex + kHexSteps[static_cast<std::size_t>(step)]);
        EXPECT_EQ(hexNeighbour(hex, step + 6), hexNeighbour(hex, step));
        EXPECT_EQ(hexNeighbour(hex, step - 6), hexNeighbour(hex, step));
        // Three steps on is the opposite side.
        EXPECT_EQ(hexNeighbour(hexNeighbour(hex, step), step + 3), hex);
    }
}

TEST(HexCoord, RingHasSixTimesRadiusHexesAllAtThatDistance) {
    const HexCoord centre{2, -3};
    EXPECT_EQ(hexRing(centre, 0), std::vector<HexCoord>{centre});
    for (int radius = 1; radius <= 8; ++radius) {
        const auto ring = hexRing(centre, radius);
        ASSERT_EQ(ring.size(), static_cast<std::size_t>(6 * radius));
        std::unordered_set<HexCoord> unique(ring.begin(), ring.end());
        EXPECT_EQ(unique.size(), ring.size());
        for (std::size_t i = 0; i < ring.size(); ++i) {
            EXPECT_EQ(hexDistance(centre, ring[i]), radius);
            // Walked once round: each hex is next to the one before, the last next to the first.
            EXPECT_EQ(hexDistance(ring[i], ring[(i + 1) % ring.size()]), 1);
        }
    }
}

TEST(HexCoord, RangeIsEveryHexWithinRadius) {
    const HexCoord centre{-1, 4};
    for (int radius = 0; radius <= 6; ++radius) {
        const auto range = hexRange(centre, radius);
        EXPECT_EQ(range.size(), static_cast<std::size_t>(3 * radius * (radius + 1) + 1));
        std::size_t fromRings = 0;
        for (int r = 0; r <= radius; ++r) fromRings += hexRing(centre, r).size();
        EXPECT_EQ(range.size(), fromRings);
        for (const HexCoord& hex : range) EXPECT_LE(hexDistance(centre, hex), radius);
    }
}

TEST(HexCoord, NegativeRadiusIsRejected) {
    EXPECT_THROW(hexRing({0, 0}, -1), std::invalid_argument);
    EXPECT_THROW(hexRange({0, 0}, -2), std::invalid_argument);
}

TEST(HexCoord, LineRunsStepByStepBetweenEnds) {
    EXPECT_EQ(hexLine({3, 3}, {3, 3}), (std::vector<HexCoord>{HexCoord{3, 3}}));
    const std::vector<HexCoord> straight{{0, 0}, {1, 0}, {2, 0}, {3, 0}};
    EXPECT_EQ(hexLine({0, 0}, {3, 0}), straight);
    for (const HexCoord& to : hexRing({0, 0}, 7)) {
        const auto line = hexLine({0, 0}, to);
        ASSERT_EQ(line.size(), 8U);
        EXPECT_EQ(line.front(), (HexCoord{0, 0}));
        EXPECT_EQ(line.back(), to);
        for (std::size_t i = 1; i < line.size(); ++i) EXPECT_EQ(hexDistance(line[i - 1], line[i]), 1);
    }
}

TEST(HexCoord, LineAlongAHexsideBreaksTiesTheSameWayEveryTime) {
    // (0,0) -> (2,-1) runs exactly between (1,0) and (1,-1).
    const auto line = hexLine({0, 0}, {2, -1});
    ASSERT_EQ(line.size(), 3U);
    EXPECT_EQ(line, hexLine({0, 0}, {2, -1}));
    EXPECT_TRUE(line[1] == (HexCoord{1, 0}) || line[1] == (HexCoord{1, -1}));
}

TEST(HexCoord, RoundingFixesTheCoordinateThatMovedMost) {
    EXPECT_EQ(roundToHex(0.2, 0.1), (HexCoord{0, 0}));
    EXPECT_EQ(roundToHex(2.9, -1.1), (HexCoord{3, -1}));
    // Cube (0.4, 0.3, -0.7): q moved most, so it is rebuilt from r and s.
    EXPECT_EQ(roundToHex(0.4, 0.3), (HexCoord{1, 0}));
    // Cube (0.35, 0.4, -0.75): r moved most.
    EXPECT_EQ(roundToHex(0.35, 0.4), (HexCoord{0, 1}));
    // Cube (0.3, 0.3, -0.6): s moved most; q and r stand.
    EXPECT_EQ(roundToHex(0.3, 0.3), (HexCoord{0, 0}));
    EXPECT_EQ(roundToHex(-3.7, 1.6), (HexCoord{-4, 2}));
}

}  // namespace
}  // namespace adj::board
