// MarkerLayout: where forMapRect puts the registration markers, and what validate() refuses.

#include "vision/registration/aruco_dictionary.hpp"
#include "vision/registration/marker_layout.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

namespace adj::vision {
namespace {

cv::Rect2d markerRect(const MarkerLayout& layout, const PlacedMarker& m)
{
    return {m.topLeftMm, cv::Size2d(layout.markerSideMm, layout.markerSideMm)};
}

TEST(MarkerLayout, MediumMapGetsCornerAndMidEdgeMarkersOutsideThePrintedArea)
{
    const auto layout = MarkerLayout::forMapRect(600, 400, 30, 10);
    ASSERT_EQ(layout.markers.size(), 8u);
    EXPECT_EQ(layout.dictionary, "DICT_4X4_50");
    EXPECT_EQ(layout.mapSizeMm, cv::Size2d(600, 400));

    // Clockwise from the top-left corner: NW, N, NE, E, SE, S, SW, W.
    const cv::Point2d expected[] = {{-40, -40}, {285, -40}, {610, -40}, {610, 185},
                                    {610, 410}, {285, 410}, {-40, 410}, {-40, 185}};
    for (std::size_t i = 0; i < layout.markers.size(); ++i) {
        const auto& m = layout.markers[i];
        EXPECT_EQ(m.id, static_cast<int>(i));
        EXPECT_NEAR(m.topLeftMm.x, expected[i].x, 1e-9) << "marker " << i;
        EXPECT_NEAR(m.topLeftMm.y, expected[i].y, 1e-9) << "marker " << i;
        // Clear of the map by the margin on every side: grow the map by 10 mm, still no overlap.
        const cv::Rect2d grownMap(-10 + 1e-9, -10 + 1e-9, 620 - 2e-9, 420 - 2e-9);
        EXPECT_EQ((markerRect(layout, m) & grownMap).area(), 0.0) << "marker " << i;
    }
}

TEST(MarkerLayout, SmallMapGetsOnlyCornerMarkers)
{
    const auto layout = MarkerLayout::forMapRect(280, 200, 20, 5);
    ASSERT_EQ(layout.markers.size(), 4u);
    EXPECT_EQ(layout.markers[1].topLeftMm, cv::Point2d(285, -25)); // north-east
    EXPECT_EQ(layout.markers[2].topLeftMm, cv::Point2d(285, 205)); // south-east
}

TEST(MarkerLayout, LargeMapKeepsNeighboursWithinTheSpacingAndGoesRoundClockwise)
{
    // A standard 22 x 34 inch wargame map.
    const auto layout = MarkerLayout::forMapRect(864, 559, 30, 10);
    EXPECT_EQ(layout.markers.size(), 10u); // 4 corners, 2 per long edge, 1 per short edge
    const cv::Point2d centre(432, 279.5);
    double previousTurn = -1.0;
    double startAngle = 0.0;
    for (std::size_t i = 0; i < layout.markers.size(); ++i) {
        const auto& a = layout.markers[i];
        const auto& b = layout.markers[(i + 1) % layout.markers.size()];
        EXPECT_LE(cv::norm(a.topLeftMm - b.topLeftMm), kDefaultMaxMarkerSpacingMm + 1e-9);
        // Seen from the map centre, the angle from marker 0 grows steadily through one turn
        // (with y south, growing atan2 is clockwise on paper).
        const cv::Point2d d = a.topLeftMm + cv::Point2d(15, 15) - centre;
        const double angle = std::atan2(d.y, d.x);
        if (i == 0) {
            startAngle = angle;
        }
        const double turn = std::fmod(angle - startAngle + 4 * CV_PI, 2 * CV_PI);
        EXPECT_GT(turn, previousTurn) << "marker " << i;
        previousTurn = turn;
    }
}

TEST(MarkerLayout, CornersRunClockwiseFromTopLeftLikeArUco)
{
    const auto layout = MarkerLayout::forMapRect(600, 400, 30, 10);
    const auto c = layout.cornersMm(layout.markers[0]);
    EXPECT_EQ(c[0], cv::Point2d(-40, -40));
    EXPECT_EQ(c[1], cv::Point2d(-10, -40));
    EXPECT_EQ(c[2], cv::Point2d(-10, -10));
    EXPECT_EQ(c[3], cv::Point2d(-40, -10));
}

TEST(MarkerLayout, FindsMarkersById)
{
    const auto layout = MarkerLayout::forMapRect(600, 400, 30, 10);
    ASSERT_NE(layout.find(5), nullptr);
    EXPECT_EQ(layout.find(5)->id, 5);
    EXPECT_EQ(layout.find(8), nullptr);
}

TEST(MarkerLayout, ValidateRefusesWhatCouldNeverBeDetected)
{
    auto layout = MarkerLayout::forMapRect(600, 400, 30, 10);
    EXPECT_NO_THROW(layout.validate());

    auto unknownDictionary = layout;
    unknownDictionary.dictionary = "DICT_9X9_1";
    EXPECT_THROW(unknownDictionary.validate(), std::invalid_argument);

    auto duplicate = layout;
    duplicate.markers[3].id = 0;
    EXPECT_THROW(duplicate.validate(), std::invalid_argument);

    auto outOfDictionary = layout;
    outOfDictionary.markers[3].id = 50; // DICT_4X4_50 holds ids 0..49
    EXPECT_THROW(outOfDictionary.validate(), std::invalid_argument);

    EXPECT_THROW((void)MarkerLayout::forMapRect(0, 400, 30, 10), std::invalid_argument);
    EXPECT_THROW((void)MarkerLayout::forMapRect(600, 400, -1, 10), std::invalid_argument);
}

TEST(ArucoDictionaryWords, SaysTheMarkerSetInWords)
{
    EXPECT_EQ(arucoDictionaryWords("DICT_4X4_50"), "4x4 set of 50");
    EXPECT_EQ(arucoDictionaryWords("DICT_6X6_1000"), "6x6 set of 1000");
    EXPECT_EQ(arucoDictionaryWords("DICT_APRILTAG_36h11"), "AprilTag 36h11 set");
    EXPECT_EQ(arucoDictionaryWords("something-else"), "something-else");
}

} // namespace
} // namespace adj::vision
