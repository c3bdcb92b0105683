// The wood of several blocks in one region is shared out by where it lies.
#include "vision/blocks/wood_groups.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace adj::vision {
namespace {

std::vector<cv::Point> patch(cv::Point from, cv::Size size)
{
    std::vector<cv::Point> points;
    for (int y = 0; y < size.height; ++y) {
        for (int x = 0; x < size.width; ++x) points.emplace_back(from.x + x, from.y + y);
    }
    return points;
}

TEST(WoodGroups, TwoBlocksOneBehindTheOtherAreTwoGroups)
{
    std::vector<cv::Point> wood = patch({10, 10}, {28, 13});
    const auto behind = patch({10, 27}, {28, 13});
    wood.insert(wood.end(), behind.begin(), behind.end());
    const auto groups = groupsOf(wood, 2);
    ASSERT_EQ(groups.size(), 2U);
    std::vector<double> middles{meanOf(groups[0]).y, meanOf(groups[1]).y};
    std::sort(middles.begin(), middles.end());
    EXPECT_NEAR(middles[0], 16.0, 0.5);
    EXPECT_NEAR(middles[1], 33.0, 0.5);
    EXPECT_EQ(groups[0].size() + groups[1].size(), wood.size());
    EXPECT_EQ(groupsOf(wood, 2), groups); // the same wood is always shared the same way
}

TEST(WoodGroups, OneGroupIsAllTheWood)
{
    const auto wood = patch({0, 0}, {5, 4});
    const auto groups = groupsOf(wood, 1);
    ASSERT_EQ(groups.size(), 1U);
    EXPECT_EQ(groups[0].size(), 20U);
    EXPECT_EQ(meanOf(groups[0]), cv::Point2d(2, 1.5));
    EXPECT_EQ(meanOf({}), cv::Point2d(0, 0));
}

} // namespace
} // namespace adj::vision
