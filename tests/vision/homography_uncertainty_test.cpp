// The predicted registration error: small when the points surround the map, large when they
// bunch on one side, infinite when they cannot determine a homography.

#include "support/synthetic_table.hpp"
#include "vision/registration/homography_uncertainty.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace adj::vision {
namespace {

class HomographyUncertainty : public ::testing::Test {
protected:
    MarkerLayout layout = MarkerLayout::forMapRect(600, 400, 30, 10);
    cv::Matx33d mapToCam = test::mapToCamera({});
    std::vector<cv::Point2d> probes{{0, 0}, {600, 0}, {600, 400}, {0, 400}, {300, 200}};

    double worstPrediction(const std::vector<int>& ids) const
    {
        std::vector<cv::Point2d> px;
        std::vector<cv::Point2d> mm;
        for (int id : ids) {
            for (const auto& corner : layout.cornersMm(*layout.find(id))) {
                mm.push_back(corner);
                px.push_back(test::apply(mapToCam, corner));
            }
        }
        const auto errors = predictedErrorsMm(mapToCam.inv(), px, mm, probes, 0.1);
        return *std::max_element(errors.begin(), errors.end());
    }
};

TEST_F(HomographyUncertainty, GrowsAsTheMarkersBunchTogether)
{
    const double all = worstPrediction({0, 1, 2, 3, 4, 5, 6, 7});
    const double corners = worstPrediction({0, 2, 4, 6});
    const double diagonal = worstPrediction({0, 4});
    const double neighbours = worstPrediction({0, 1});
    EXPECT_LT(all, 0.1); // many points average the 0.1 mm corner noise down
    EXPECT_LT(all, corners);
    EXPECT_LT(corners, diagonal);
    EXPECT_LT(diagonal, neighbours);
    EXPECT_GT(neighbours, 1.5);
}

TEST_F(HomographyUncertainty, ScalesWithCornerNoise)
{
    std::vector<cv::Point2d> px;
    std::vector<cv::Point2d> mm;
    for (const auto& m : layout.markers) {
        for (const auto& corner : layout.cornersMm(m)) {
            mm.push_back(corner);
            px.push_back(test::apply(mapToCam, corner));
        }
    }
    const auto at1 = predictedErrorsMm(mapToCam.inv(), px, mm, probes, 0.1);
    const auto at2 = predictedErrorsMm(mapToCam.inv(), px, mm, probes, 0.2);
    for (std::size_t i = 0; i < probes.size(); ++i) {
        EXPECT_NEAR(at2[i], 2 * at1[i], 1e-9);
    }
}

TEST_F(HomographyUncertainty, IsInfiniteWhenUnderdetermined)
{
    const std::vector<cv::Point2d> three{{0, 0}, {1, 0}, {1, 1}};
    const auto errors = predictedErrorsMm(cv::Matx33d::eye(), three, three, probes, 0.1);
    EXPECT_TRUE(std::all_of(errors.begin(), errors.end(), [](double e) { return std::isinf(e); }));

    // Four in a square fix the homography exactly: a finite error, however large far away.
    const std::vector<cv::Point2d> four{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    const auto exact = predictedErrorsMm(cv::Matx33d::eye(), four, four, probes, 0.1);
    EXPECT_TRUE(std::all_of(exact.begin(), exact.end(), [](double e) { return std::isfinite(e) && e > 0; }));

    // Five points on one line leave the homography free to turn about it.
    const std::vector<cv::Point2d> line{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}};
    const auto lineErrors = predictedErrorsMm(cv::Matx33d::eye(), line, line, probes, 0.1);
    EXPECT_TRUE(std::all_of(lineErrors.begin(), lineErrors.end(), [](double e) { return std::isinf(e); }));
}

TEST_F(HomographyUncertainty, CornerSigmaComesFromResidualsButNotBelowTheFloor)
{
    const std::vector<cv::Point2d> px{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {5, 5}};
    std::vector<cv::Point2d> mm = px;
    EXPECT_DOUBLE_EQ(cornerSigmaMm(cv::Matx33d::eye(), px, mm, 0.05), 0.05);
    mm[4].x += 1.0; // one residual of 1 mm over 2*5 - 8 = 2 degrees of freedom
    EXPECT_NEAR(cornerSigmaMm(cv::Matx33d::eye(), px, mm, 0.05), std::sqrt(1.0 / 2.0), 1e-12);
}

} // namespace
} // namespace adj::vision
