// measureRegion: a changed region is one piece, or as many as its area holds when stacks touch. The
// detector measures its regions so, and TableMap measures so again the regions it brings back (a grey
// counter taken for a shadow: ShadowFringe.TwoTouchingStacksTakenForAShadowAreSeenAsTwo).

#include "vision/occupancy/piece_measure.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <vector>

namespace adj::vision {
namespace {
namespace measure_region_test {

const RectifiedGrid kGrid{cv::Rect2d(0, 0, 100, 60), 1.5};

/// Dark squares of `sideMm` on pale paper centred at `centresMm`, and the mask of them.
struct Drawn {
    cv::Mat grey;
    cv::Mat mask;
};

Drawn squares(const std::vector<cv::Point2d>& centresMm, double sideMm)
{
    Drawn out{cv::Mat(kGrid.size(), CV_8U, cv::Scalar(220)), cv::Mat::zeros(kGrid.size(), CV_8U)};
    const cv::Point2d half(sideMm / 2, sideMm / 2);
    for (const cv::Point2d& c : centresMm) {
        cv::rectangle(out.grey, kGrid.toPixel(c - half), kGrid.toPixel(c + half), cv::Scalar(70), cv::FILLED);
        cv::rectangle(out.mask, kGrid.toPixel(c - half), kGrid.toPixel(c + half), cv::Scalar(255), cv::FILLED);
    }
    return out;
}

std::vector<OccupancyBlob> measured(const Drawn& drawn)
{
    const cv::Rect whole(0, 0, drawn.mask.cols, drawn.mask.rows);
    return measureRegion(drawn.grey, drawn.mask, whole, kGrid, ViewGeometry{}, OccupancyOptions{});
}

TEST(MeasureRegion, OneCounterIsOnePiece)
{
    const auto pieces = measured(squares({{50, 30}}, 14.3));
    ASSERT_EQ(pieces.size(), 1U);
    EXPECT_LT(cv::norm(pieces[0].centreMm - cv::Point2d(50, 30)), 1.5);
}

TEST(MeasureRegion, TwoStacksTouchingAreTwoPieces)
{
    // Two stacks side by side, each with its walls and shadow 16 mm across: 2.5 footprints together.
    const auto pieces = measured(squares({{42, 30}, {58, 30}}, 16.0));
    ASSERT_EQ(pieces.size(), 2U);
    std::vector<double> xs{pieces[0].centreMm.x, pieces[1].centreMm.x};
    std::sort(xs.begin(), xs.end());
    EXPECT_NEAR(xs[0], 42.0, 2.5);
    EXPECT_NEAR(xs[1], 58.0, 2.5);
}

} // namespace measure_region_test
} // namespace
} // namespace adj::vision
