// The mean of a still board's frames: less of the sensor's noise, nothing else changed.

#include "vision/stability/still_frame_mean.hpp"

#include <gtest/gtest.h>

#include <opencv2/core.hpp>

#include <stdexcept>

namespace adj::vision {
namespace {

// A grey board with a dark stroke, and the sensor's noise (`sigma` levels) drawn from `seed`.
cv::Mat noisyFrame(double sigma, unsigned seed)
{
    cv::Mat frame(120, 160, CV_32FC3, cv::Scalar(150, 140, 130));
    frame(cv::Rect(40, 30, 6, 60)).setTo(cv::Scalar(40, 40, 40));
    cv::Mat noise(frame.size(), CV_32FC3);
    cv::RNG rng(seed);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, sigma);
    cv::Mat out;
    cv::Mat(frame + noise).convertTo(out, CV_8UC3);
    return out;
}

cv::Mat clean()
{
    return noisyFrame(0.0, 1);
}

// How far `frame` strays from the clean board: root mean square per channel value.
double strayFromClean(const cv::Mat& frame)
{
    return cv::norm(frame, clean(), cv::NORM_L2) / std::sqrt(static_cast<double>(frame.total() * frame.channels()));
}

TEST(StillFrameMean, TheMeanOfFourFramesHasHalfTheNoiseOfOne)
{
    StillFrameMean still;
    for (unsigned seed = 1; seed <= 4; ++seed) still.add(noisyFrame(6.0, seed));
    ASSERT_EQ(still.frames(), 4);
    const cv::Mat mean = still.mean();
    ASSERT_EQ(mean.type(), CV_8UC3);
    const double one = strayFromClean(noisyFrame(6.0, 1));
    EXPECT_NEAR(one, 6.0, 0.5);
    // Half, less the rounding to whole levels the mean adds (under 0.3 levels).
    EXPECT_NEAR(strayFromClean(mean), 3.0, 0.4);
}

TEST(StillFrameMean, FramesWithoutNoiseAreTheirOwnMean)
{
    StillFrameMean still;
    for (int i = 0; i < 3; ++i) still.add(clean());
    EXPECT_EQ(cv::norm(still.mean(), clean(), cv::NORM_INF), 0.0);
}

TEST(StillFrameMean, AFrameOfAnotherSizeStartsTheMeanOver)
{
    StillFrameMean still;
    still.add(noisyFrame(6.0, 1));
    still.add(noisyFrame(6.0, 2));
    cv::Mat other(60, 80, CV_8UC3, cv::Scalar(10, 20, 30));
    still.add(other);
    EXPECT_EQ(still.frames(), 1);
    EXPECT_EQ(cv::norm(still.mean(), other, cv::NORM_INF), 0.0);
}

TEST(StillFrameMean, SumsAtMostItsFramesAndForgetsThemWhenCleared)
{
    StillFrameMean still;
    EXPECT_TRUE(still.mean().empty());
    for (unsigned seed = 1; seed <= StillFrameMean::kMostFrames + 3; ++seed) still.add(noisyFrame(6.0, seed));
    EXPECT_EQ(still.frames(), StillFrameMean::kMostFrames);
    still.clear();
    EXPECT_EQ(still.frames(), 0);
    EXPECT_TRUE(still.mean().empty());
}

TEST(StillFrameMean, RefusesAFrameThatIsNotEightBitBgr)
{
    StillFrameMean still;
    EXPECT_THROW(still.add(cv::Mat(10, 10, CV_8UC1, cv::Scalar(0))), std::invalid_argument);
    EXPECT_EQ(still.frames(), 0);
}

} // namespace
} // namespace adj::vision
