// The small value types of the board: map points and boxes, pair ids, feature sets, attributes.
#include <gtest/gtest.h>

#include <limits>

#include "engine/board/feature_set.hpp"
#include "engine/board/map_point.hpp"
#include "engine/board/pair_id.hpp"
#include "engine/board/space.hpp"
#include "engine/board/space_attributes.hpp"

namespace adj::board {
namespace {

TEST(BoardMapPoint, Arithmetic) {
    EXPECT_EQ((MapPoint{1, 2} + MapPoint{3, 5}), (MapPoint{4, 7}));
    EXPECT_EQ((MapPoint{1, 2} - MapPoint{3, 5}), (MapPoint{-2, -3}));
    EXPECT_EQ((MapPoint{1, 2} * 2.5), (MapPoint{2.5, 5}));
}

TEST(BoardMapRect, StartsEmptyAndGrows) {
    MapRect rect;
    EXPECT_TRUE(rect.empty());
    EXPECT_EQ(rect.width(), 0.0);
    EXPECT_EQ(rect.height(), 0.0);
    EXPECT_FALSE(rect.contains({0, 0}));
    rect.grow({2, 3});
    EXPECT_FALSE(rect.empty());
    EXPECT_TRUE(rect.contains({2, 3}));
    rect.grow({-1, 7});
    EXPECT_EQ(rect.min, (MapPoint{-1, 3}));
    EXPECT_EQ(rect.max, (MapPoint{2, 7}));
    EXPECT_EQ(rect.width(), 3.0);
    EXPECT_EQ(rect.height(), 4.0);
    EXPECT_FALSE(rect.contains({2.1, 5}));
    EXPECT_FALSE(rect.contains({0, 2.9}));
    EXPECT_FALSE(rect.contains({0, std::numeric_limits<double>::quiet_NaN()}));
}

TEST(BoardPairId, LowerIdComesFirst) {
    EXPECT_EQ(canonicalPairId("3129", "3030"), "3030/3129");
    EXPECT_EQ(canonicalPairId("3030", "3129"), "3030/3129");
    EXPECT_EQ(canonicalPairId("L2", "L12"), "L12/L2");  // plain string order, documented
}

TEST(BoardPairId, SplitsIntoTheTwoHalvesAsWritten) {
    const auto halves = splitPairId("3129/3030");
    ASSERT_TRUE(halves.has_value());
    EXPECT_EQ(halves->first, "3129");
    EXPECT_EQ(halves->second, "3030");
    for (const char* bad : {"", "/", "3030", "3030/", "/3030", "a/b/c", "a//b"}) EXPECT_EQ(splitPairId(bad), std::nullopt) << bad;
}

TEST(SpaceFeatureSet, AddsRemovesAndCombines) {
    constexpr FeatureId kCity = 0;
    constexpr FeatureId kPort = 5;
    constexpr FeatureId kFort = 63;
    FeatureSet features{kCity, kFort};
    EXPECT_TRUE(features.has(kCity));
    EXPECT_FALSE(features.has(kPort));
    EXPECT_TRUE(features.has(kFort));
    EXPECT_EQ(features.size(), 2);
    EXPECT_EQ(features.bits(), (std::uint64_t{1} << 63) | 1U);
    features.add(kPort).remove(kCity);
    EXPECT_EQ(features, (FeatureSet{kPort, kFort}));
    EXPECT_TRUE(features.hasAll(FeatureSet{kPort}));
    EXPECT_FALSE(features.hasAll(FeatureSet{kPort, kCity}));
    EXPECT_TRUE(features.hasAny(FeatureSet{kPort, kCity}));
    EXPECT_FALSE(features.hasAny(FeatureSet{kCity}));
    EXPECT_EQ(FeatureSet{kCity} | FeatureSet{kPort}, (FeatureSet{kCity, kPort}));
    EXPECT_EQ((features & FeatureSet{kPort, kCity}), FeatureSet{kPort});
    FeatureSet more;
    EXPECT_TRUE(more.empty());
    more |= FeatureSet::fromBits(0b110);
    EXPECT_EQ(more, (FeatureSet{1, 2}));
}

TEST(SpaceFeatureSet, IdsBeyondCapacityAreErrors) {
    FeatureSet features;
    EXPECT_THROW(features.add(64), std::out_of_range);
    EXPECT_THROW(static_cast<void>(features.has(200)), std::out_of_range);
}

TEST(SpaceAttributes, SetGetEraseKeepIdsSorted) {
    SpaceAttributes attributes;
    EXPECT_TRUE(attributes.empty());
    EXPECT_EQ(attributes.get(3), std::nullopt);
    EXPECT_EQ(attributes.getOr(3, -1), -1);
    attributes.set(7, 70);
    attributes.set(3, 30);
    attributes.set(5, 50);
    attributes.set(3, 33);
    EXPECT_EQ(attributes.size(), 3U);
    EXPECT_EQ(attributes.get(3), 33);
    EXPECT_EQ(attributes.getOr(7, -1), 70);
    EXPECT_EQ(attributes.get(4), std::nullopt);
    EXPECT_EQ(attributes.get(9), std::nullopt);
    EXPECT_EQ(attributes.entries().front(), (SpaceAttributes::Entry{3, 33}));
    EXPECT_EQ(attributes.entries().back(), (SpaceAttributes::Entry{7, 70}));
    EXPECT_TRUE(attributes.erase(5));
    EXPECT_FALSE(attributes.erase(5));
    EXPECT_FALSE(attributes.erase(9));
    EXPECT_EQ(attributes.size(), 2U);
    SpaceAttributes same;
    same.set(7, 70);
    same.set(3, 33);
    EXPECT_EQ(attributes, same);
}

TEST(SpaceKindNames, AreLowerCase) {
    EXPECT_EQ(toString(SpaceKind::Hex), "hex");
    EXPECT_EQ(toString(SpaceKind::Area), "area");
    EXPECT_EQ(toString(SpaceKind::Box), "box");
    EXPECT_EQ(toString(SpaceKind::Hexside), "hexside");
}

}  // namespace
}  // namespace adj::board
