// Rectification: point mapping round trips, the rectified grid, and a warped camera frame
// that lines up with the printed map it was photographed from.

#include "support/synthetic_table.hpp"
#include "vision/registration/marker_detection.hpp"
#include "vision/registration/marker_registration.hpp"
#include "vision/registration/rectify.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgcodecs.hpp>

#include <filesystem>
#include <stdexcept>

namespace adj::vision {
namespace {

using test::standardScene;

Registration standardRegistration()
{
    const auto& scene = standardScene();
    return MarkerRegistrar(scene.layout).registerFrame(scene.frame);
}

TEST(RectifiedGrid, PixelsAndMillimetresRoundTrip)
{
    const RectifiedGrid grid{cv::Rect2d(-50, -50, 700, 500), 2.0};
    EXPECT_EQ(grid.size(), cv::Size(1400, 1000));
    // Pixel (0, 0) covers map mm [-50, -49.5); its centre is -49.75.
    EXPECT_EQ(grid.toMap({0, 0}), cv::Point2d(-49.75, -49.75));
    EXPECT_EQ(grid.toPixel({0, 0}), cv::Point2d(99.5, 99.5));
    const cv::Point2d p(123.4, 56.7);
    EXPECT_LT(cv::norm(grid.toMap(grid.toPixel(p)) - p), 1e-12);
    EXPECT_LT(cv::norm(test::apply(grid.mapToPixel(), p) - grid.toPixel(p)), 1e-12);
    EXPECT_EQ(RectifiedGrid::wholeMap({600, 400}, 1.5).size(), cv::Size(900, 600));
}

TEST(Rectify, PointsRoundTripBetweenCameraAndMap)
{
    const Registration r = standardRegistration();
    ASSERT_TRUE(r.ok) << r.reason;
    const std::vector<cv::Point2d> pixels{{0, 0}, {640.5, 480.25}, {1279, 959}, {100, 800}};
    const auto back = mapToImage(r, imageToMap(r, pixels));
    ASSERT_EQ(back.size(), pixels.size());
    for (std::size_t i = 0; i < pixels.size(); ++i) {
        EXPECT_LT(cv::norm(back[i] - pixels[i]), 1e-6);
    }
    EXPECT_LT(cv::norm(imageToMap(r, mapToImage(r, cv::Point2d(300, 200))) - cv::Point2d(300, 200)), 1e-9);
    EXPECT_TRUE(imageToMap(r, std::vector<cv::Point2d>{}).empty());
}

TEST(Rectify, RectifiedFrameLinesUpWithThePrintedMap)
{
    const auto& scene = standardScene();
    const Registration r = standardRegistration();
    ASSERT_TRUE(r.ok) << r.reason;

    // The whole sheet, margins and markers included, at 2 px/mm.
    const RectifiedGrid grid{cv::Rect2d(-60, -60, 720, 520), 2.0};
    const cv::Mat topDown = rectify(scene.frame, r, grid);
    ASSERT_EQ(topDown.size(), grid.size());
    ASSERT_EQ(topDown.type(), scene.frame.type());

    // The markers found in the rectified picture sit where the layout printed them.
    double worstCornerMm = 0.0;
    const auto found = MarkerDetector(scene.layout.dictionary).detect(topDown);
    ASSERT_EQ(found.size(), scene.layout.markers.size());
    for (const auto& d : found) {
        const auto expected = scene.layout.cornersMm(*scene.layout.find(d.id));
        for (std::size_t c = 0; c < 4; ++c) {
            // ArUco corners are the outer edge of the black border, i.e. pixel edges.
            worstCornerMm = std::max(worstCornerMm, cv::norm(grid.toMap(d.cornersPx[c]) - expected[c]));
        }
    }
    std::cout << "[ rectify  ] worst marker corner in the rectified frame: " << worstCornerMm << " mm\n";
    EXPECT_LT(worstCornerMm, 0.5);

    // The map area looks like the printed map: compare with the sheet resampled to 2 px/mm.
    const cv::Mat mapOnly = rectify(scene.frame, r, 2.0);
    cv::Mat printed;
    const cv::Matx33d sheetToGrid =
        RectifiedGrid::wholeMap({600, 400}, 2.0).mapToPixel() * scene.sheet.pixelToMap();
    cv::warpPerspective(scene.sheet.image, printed, cv::Mat(sheetToGrid), mapOnly.size(), cv::INTER_AREA);
    cv::Mat greyA, greyB;
    cv::cvtColor(mapOnly, greyA, cv::COLOR_BGR2GRAY);
    cv::cvtColor(printed, greyB, cv::COLOR_BGR2GRAY);
    cv::GaussianBlur(greyA, greyA, cv::Size(), 2.0);
    cv::GaussianBlur(greyB, greyB, cv::Size(), 2.0);
    // Correlation ignores the simulated uneven light, which changes brightness, not layout.
    cv::Mat correlation;
    cv::matchTemplate(greyA, greyB, correlation, cv::TM_CCOEFF_NORMED);
    std::cout << "[ rectify  ] correlation with the printed map: " << correlation.at<float>(0, 0) << "\n";
    EXPECT_GT(correlation.at<float>(0, 0), 0.9);

    const std::filesystem::path out(ADJUTANT_TEST_OUTPUT);
    std::filesystem::create_directories(out);
    EXPECT_TRUE(cv::imwrite((out / "registration_camera_frame.png").string(), scene.frame));
    EXPECT_TRUE(cv::imwrite((out / "registration_rectified.png").string(), topDown));
    EXPECT_TRUE(cv::imwrite((out / "registration_hands_over_0_and_3.png").string(),
                            scene.frameWithHandsOver({0, 3})));
}

TEST(Rectify, RefusesAFailedRegistration)
{
    Registration failed;
    failed.reason = "no camera image";
    const cv::Mat frame(10, 10, CV_8UC3, cv::Scalar::all(0));
    EXPECT_THROW((void)rectify(frame, failed, 2.0), std::logic_error);
    EXPECT_THROW((void)imageToMap(failed, cv::Point2d(1, 1)), std::logic_error);
    EXPECT_THROW((void)mapToImage(failed, cv::Point2d(1, 1)), std::logic_error);

    const Registration ok = standardRegistration();
    ASSERT_TRUE(ok.ok);
    EXPECT_THROW((void)rectify(cv::Mat(), ok, 2.0), std::invalid_argument);
    EXPECT_THROW((void)rectify(frame, ok, RectifiedGrid{cv::Rect2d(0, 0, 0, 10), 2.0}), std::invalid_argument);
}

} // namespace
} // namespace adj::vision
