// cellMeans: the lighting model's averages over 8 mm cells, straight from 8 bits, as cv::resize's
// INTER_AREA gives them from the frame in float.

#include "vision/occupancy/cell_means.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

namespace adj::vision {
namespace {
namespace cell_means_test {

TEST(CellMeans, WeighAPixelSplitBetweenTwoCellsByTheShareInEach)
{
    // Three pixels in two cells of one and a half: the middle one is half in each.
    const cv::Mat row = (cv::Mat_<unsigned char>(1, 3) << 0, 90, 180);
    const cv::Mat means = cellMeans(row, {2, 1});
    ASSERT_EQ(means.type(), CV_32FC1);
    EXPECT_NEAR(means.at<float>(0, 0), (0 + 0.5 * 90) / 1.5, 1e-4);
    EXPECT_NEAR(means.at<float>(0, 1), (0.5 * 90 + 180) / 1.5, 1e-4);
}

TEST(CellMeans, AreWhatAnAreaResizeOfTheImageInFloatGives)
{
    cv::RNG rng(5);
    // The 1080p practice grid in 12-pixel cells (not a whole number of them), and a whole number.
    for (const auto& [size, cells] : {std::pair{cv::Size(944, 793), cv::Size(79, 67)}, std::pair{cv::Size(120, 60), cv::Size(10, 5)}}) {
        for (const int type : {CV_8UC1, CV_8UC3}) {
            cv::Mat image(size, type);
            rng.fill(image, cv::RNG::UNIFORM, 0, 256);
            cv::Mat asFloat;
            image.convertTo(asFloat, CV_32F);
            cv::Mat expected;
            cv::resize(asFloat, expected, cells, 0, 0, cv::INTER_AREA);
            const cv::Mat means = cellMeans(image, cells);
            ASSERT_EQ(means.type(), CV_MAKETYPE(CV_32F, image.channels()));
            ASSERT_EQ(means.size(), cells);
            EXPECT_LT(cv::norm(means, expected, cv::NORM_INF), 1e-3) << size << " into " << cells << ", " << image.channels() << " channels";
        }
    }
}

TEST(CellMeans, ReadAPartOfALargerImage)
{
    cv::Mat image(50, 70, CV_8UC3, cv::Scalar(10, 20, 30));
    image(cv::Rect(5, 5, 30, 20)).setTo(cv::Scalar(200, 100, 50));
    const cv::Mat means = cellMeans(image(cv::Rect(5, 5, 30, 20)), {3, 2});
    EXPECT_LT(cv::norm(means, cv::Mat(2, 3, CV_32FC3, cv::Scalar(200, 100, 50)), cv::NORM_INF), 1e-4);
}

TEST(CellMeans, RefuseWhatTheyCannotAverage)
{
    EXPECT_THROW((void)cellMeans(cv::Mat(10, 10, CV_32FC3, cv::Scalar::all(0)), {2, 2}), std::invalid_argument);
    EXPECT_THROW((void)cellMeans(cv::Mat(10, 10, CV_8UC4, cv::Scalar::all(0)), {2, 2}), std::invalid_argument);
    EXPECT_THROW((void)cellMeans(cv::Mat(10, 10, CV_8UC1, cv::Scalar(0)), {0, 2}), std::invalid_argument);
    EXPECT_THROW((void)cellMeans(cv::Mat(10, 10, CV_8UC1, cv::Scalar(0)), {11, 2}), std::invalid_argument);
}

} // namespace cell_means_test
} // namespace
} // namespace adj::vision
