// registerFromMarkers and the view sanity check on exact, hand-made corner positions: the
// geometry without the detector, so each failure mode can be provoked precisely.

#include "support/synthetic_table.hpp"
#include "vision/registration/marker_registration.hpp"
#include "vision/registration/view_plausibility.hpp"

#include <gtest/gtest.h>

namespace adj::vision {
namespace {

const cv::Size kImage(1280, 960);

// What a perfect detector would report for the given markers of the standard scene.
std::vector<DetectedMarker> exactDetections(const MarkerLayout& layout, const cv::Matx33d& mapToCam,
                                            const std::vector<int>& ids)
{
    std::vector<DetectedMarker> found;
    for (int id : ids) {
        DetectedMarker d;
        d.id = id;
        const auto corners = layout.cornersMm(*layout.find(id));
        for (std::size_t c = 0; c < 4; ++c) {
            d.cornersPx[c] = test::apply(mapToCam, corners[c]);
        }
        found.push_back(d);
    }
    return found;
}

class RegistrationGeometry : public ::testing::Test {
protected:
    MarkerLayout layout = MarkerLayout::forMapRect(600, 400, 30, 10);
    cv::Matx33d mapToCam = test::mapToCamera({});
    std::vector<int> all{0, 1, 2, 3, 4, 5, 6, 7};
};

TEST_F(RegistrationGeometry, ExactCornersGiveTheExactHomography)
{
    const Registration r = registerFromMarkers(exactDetections(layout, mapToCam, all), layout, kImage);
    ASSERT_TRUE(r.ok) << r.reason;
    EXPECT_LT(r.rmsErrorMm, 1e-3); // float corners
    const cv::Point2d p = test::apply(r.mapToImage, {123, 321});
    EXPECT_LT(cv::norm(p - test::apply(mapToCam, {123, 321})), 1e-3);
}

TEST_F(RegistrationGeometry, IgnoresMarkersThatAreNotInTheLayout)
{
    auto detected = exactDetections(layout, mapToCam, all);
    DetectedMarker stranger; // e.g. a fiducial on a counter
    stranger.id = 42;
    stranger.cornersPx = {cv::Point2f(600, 400), cv::Point2f(640, 400), cv::Point2f(640, 440), cv::Point2f(600, 440)};
    detected.push_back(stranger);
    const Registration r = registerFromMarkers(detected, layout, kImage);
    ASSERT_TRUE(r.ok) << r.reason;
    EXPECT_EQ(r.markersSeen, 8);
    EXPECT_EQ(r.seenIds, all);
}

TEST_F(RegistrationGeometry, OutvotesAMarkerThatDisagrees)
{
    auto detected = exactDetections(layout, mapToCam, all);
    for (auto& corner : detected[5].cornersPx) {
        corner += cv::Point2f(25, 0); // about 20 mm off: a stray reprint of marker 5, say
    }
    const Registration r = registerFromMarkers(detected, layout, kImage);
    ASSERT_TRUE(r.ok) << r.reason;
    EXPECT_EQ(r.markersSeen, 8);
    EXPECT_EQ(r.markersUsed, 7);
    EXPECT_LT(r.rmsErrorMm, 1e-3);
}

TEST_F(RegistrationGeometry, FailsWhenTooFewMarkersAgree)
{
    auto detected = exactDetections(layout, mapToCam, {0, 1, 4});
    for (auto& corner : detected[1].cornersPx) {
        corner += cv::Point2f(0, 150);
    }
    for (auto& corner : detected[2].cornersPx) {
        corner += cv::Point2f(-160, 70);
    }
    const Registration r = registerFromMarkers(detected, layout, kImage);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.markersSeen, 3);
    EXPECT_LT(r.markersUsed, 2);
    EXPECT_NE(r.reason.find("registration markers disagree"), std::string::npos) << r.reason;
}

TEST_F(RegistrationGeometry, RejectsAMirroredView)
{
    // A camera feed flipped left-right (a mirrored webcam setting) with ids still read.
    auto detected = exactDetections(layout, mapToCam, all);
    for (auto& d : detected) {
        for (auto& corner : d.cornersPx) {
            corner.x = static_cast<float>(kImage.width - 1) - corner.x;
        }
    }
    const Registration r = registerFromMarkers(detected, layout, kImage);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.reason, "registration rejected: the map would appear mirrored or folded in the camera image");
}

TEST_F(RegistrationGeometry, RejectsALooseFit)
{
    // Markers printed at 95 % size: every corner is about 1 mm from where the layout says.
    auto detected = exactDetections(layout, mapToCam, all);
    for (auto& d : detected) {
        cv::Point2f centre(0, 0);
        for (const auto& c : d.cornersPx) {
            centre += c * 0.25f;
        }
        for (auto& c : d.cornersPx) {
            c = centre + (c - centre) * 0.95f;
        }
    }
    MarkerRegistrationOptions strict;
    strict.maxRmsErrorMm = 0.5;
    const Registration r = registerFromMarkers(detected, layout, kImage, strict);
    EXPECT_FALSE(r.ok);
    EXPECT_GT(r.rmsErrorMm, 0.5);
    EXPECT_NE(r.reason.find("registration rejected: the markers fit the map only to"), std::string::npos) << r.reason;
    EXPECT_TRUE(registerFromMarkers(detected, layout, kImage).ok); // within the default 2 mm
}

TEST(ViewPlausibility, AcceptsRealViewsAndRefusesImpossibleOnes)
{
    const cv::Size2d map(600, 400);
    EXPECT_EQ(implausibleViewReason(cv::Matx33d::eye(), map), "");
    EXPECT_EQ(implausibleViewReason(test::mapToCamera({}), map), "");
    EXPECT_EQ(implausibleViewReason(-test::mapToCamera({}), map), ""); // same homography, other scale
    const cv::Matx33d mirror(-1, 0, 1279, 0, 1, 0, 0, 0, 1);
    EXPECT_NE(implausibleViewReason(mirror, map).find("mirrored"), std::string::npos);
    // Perspective so strong that the map's east edge lies beyond the horizon.
    const cv::Matx33d horizon(1, 0, 0, 0, 1, 0, -1.0 / 300, 0, 1);
    EXPECT_NE(implausibleViewReason(horizon, map).find("horizon"), std::string::npos);
    EXPECT_NE(implausibleViewReason(cv::Matx33d::zeros(), map), "");
}

} // namespace
} // namespace adj::vision
