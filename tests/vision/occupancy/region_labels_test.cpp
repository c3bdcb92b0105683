// labelRegions: the same labels, bounds and areas as cv::connectedComponentsWithStats, which the
// detector and the table's recoveries used before, gathered over the regions' pixels only.

#include "vision/occupancy/region_labels.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

namespace adj::vision {
namespace {
namespace region_labels_test {

/// Discs, rectangles and single pixels scattered over a mask, some touching, some at its edges.
cv::Mat scatteredRegions(cv::Size size, unsigned seed)
{
    cv::Mat mask(size, CV_8U, cv::Scalar(0));
    cv::RNG rng(seed);
    for (int i = 0; i < 60; ++i) {
        const cv::Point at(rng.uniform(-5, size.width + 5), rng.uniform(-5, size.height + 5));
        switch (i % 3) {
        case 0: cv::circle(mask, at, rng.uniform(1, 25), cv::Scalar(255), cv::FILLED); break;
        case 1: cv::rectangle(mask, cv::Rect(at, cv::Size(rng.uniform(1, 40), rng.uniform(1, 9))), cv::Scalar(255), cv::FILLED); break;
        default: if (at.inside(cv::Rect(0, 0, size.width, size.height))) mask.at<unsigned char>(at) = 255; break;
        }
    }
    return mask;
}

void expectAsOpenCv(const cv::Mat& mask)
{
    cv::Mat labels;
    cv::Mat stats;
    const int count = labelRegions(mask, labels, stats);

    cv::Mat cvLabels;
    cv::Mat cvStats;
    cv::Mat centroids;
    const int cvCount = cv::connectedComponentsWithStats(mask, cvLabels, cvStats, centroids, 8, CV_32S);
    ASSERT_EQ(count, cvCount);
    ASSERT_EQ(labels.type(), CV_32S);
    ASSERT_EQ(labels.size(), mask.size());
    EXPECT_EQ(cv::countNonZero(labels != cvLabels), 0);
    ASSERT_EQ(stats.rows, count);
    for (int label = 1; label < count; ++label) {
        for (const int column : {cv::CC_STAT_LEFT, cv::CC_STAT_TOP, cv::CC_STAT_WIDTH, cv::CC_STAT_HEIGHT, cv::CC_STAT_AREA}) {
            EXPECT_EQ(stats.at<int>(label, column), cvStats.at<int>(label, column)) << "label " << label << ", column " << column;
        }
    }
}

TEST(RegionLabels, AreThoseOfOpenCvsLabellingWithItsStatistics)
{
    for (const unsigned seed : {1U, 2U, 3U, 4U}) {
        SCOPED_TRACE(seed);
        expectAsOpenCv(scatteredRegions({301, 207}, seed));
    }
}

TEST(RegionLabels, WorkOnAPartOfALargerMask)
{
    const cv::Mat whole = scatteredRegions({400, 300}, 9);
    expectAsOpenCv(whole(cv::Rect(37, 21, 250, 190))); // not continuous in memory
}

TEST(RegionLabels, OfAnEmptyOrFullMaskAreTheBackgroundOrOneRegion)
{
    cv::Mat labels;
    cv::Mat stats;
    EXPECT_EQ(labelRegions(cv::Mat(40, 30, CV_8U, cv::Scalar(0)), labels, stats), 1);
    ASSERT_EQ(labelRegions(cv::Mat(40, 30, CV_8U, cv::Scalar(255)), labels, stats), 2);
    EXPECT_EQ(cv::Rect(stats.at<int>(1, cv::CC_STAT_LEFT), stats.at<int>(1, cv::CC_STAT_TOP),
                       stats.at<int>(1, cv::CC_STAT_WIDTH), stats.at<int>(1, cv::CC_STAT_HEIGHT)),
              cv::Rect(0, 0, 30, 40));
    EXPECT_EQ(stats.at<int>(1, cv::CC_STAT_AREA), 1200);
}

TEST(RegionLabels, RefuseAMaskThatIsNotOneChannelOfBytes)
{
    cv::Mat labels;
    cv::Mat stats;
    EXPECT_THROW((void)labelRegions(cv::Mat(10, 10, CV_8UC3, cv::Scalar::all(0)), labels, stats), std::invalid_argument);
}

} // namespace region_labels_test
} // namespace
} // namespace adj::vision
