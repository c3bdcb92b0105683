// A tipped block's label: a pale patch framed by wood, large enough; not the map in a gap between
// blocks, not a shadow beside one.
#include "vision/blocks/block_labels.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

namespace adj::vision {
namespace {

struct Masks {
    cv::Mat pale = cv::Mat::zeros(60, 60, CV_8U);
    cv::Mat wood = cv::Mat::zeros(60, 60, CV_8U);
};

TEST(BlockLabels, APalePatchFramedByWoodIsALabelWithItsInk)
{
    Masks m;
    cv::rectangle(m.wood, cv::Rect(10, 10, 30, 30), cv::Scalar(255), cv::FILLED);
    cv::rectangle(m.pale, cv::Rect(13, 13, 24, 24), cv::Scalar(255), cv::FILLED);
    cv::rectangle(m.pale, cv::Rect(22, 22, 6, 6), cv::Scalar(0), cv::FILLED); // the symbol's ink
    m.wood &= ~m.pale;
    const auto labels = labelsIn(m.pale, m.wood, 200);
    ASSERT_EQ(labels.size(), 1U);
    EXPECT_NEAR(labels[0].centrePx.x, 24.5, 0.5);
    EXPECT_NEAR(labels[0].centrePx.y, 24.5, 0.5);
    EXPECT_TRUE(labels[0].covers({25, 25}));  // the ink lies on the label
    EXPECT_FALSE(labels[0].covers({11, 11})); // the block's border does not
}

TEST(BlockLabels, TheMapInAGapBetweenBlocksIsTooSmall)
{
    Masks m;
    cv::rectangle(m.wood, cv::Rect(10, 10, 30, 25), cv::Scalar(255), cv::FILLED);
    cv::rectangle(m.pale, cv::Rect(10, 21, 30, 3), cv::Scalar(255), cv::FILLED);
    m.wood &= ~m.pale;
    EXPECT_TRUE(labelsIn(m.pale, m.wood, 200).empty());
}

TEST(BlockLabels, AShadowBesideABlockIsNotFramedByWood)
{
    Masks m;
    cv::rectangle(m.wood, cv::Rect(5, 10, 12, 30), cv::Scalar(255), cv::FILLED);
    cv::rectangle(m.pale, cv::Rect(17, 10, 25, 30), cv::Scalar(255), cv::FILLED);
    EXPECT_TRUE(labelsIn(m.pale, m.wood, 200).empty());
}

} // namespace
} // namespace adj::vision
