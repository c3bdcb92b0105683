// Two faces that differ in one small mark (a unit's "6" against its "8"), compared in the camera's own
// pixels: a counter seen as a hard 4K camera over the whole map sees it (2.4 px per mm, blurred), placed a
// little off where it was found, lies plainly on its own face's side; the other way round on the other's;
// faces printed alike and a counter past the frame's edge are not compared.

#include "vision/identity/mark_in_frame.hpp"

#include "vision/identity/face_library.hpp"
#include "vision/synth/counter_face.hpp"

#include "../support/counter_photo.hpp"
#include "../support/grey_infantry.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <string>

namespace adj::vision {
namespace {

using test::greyInfantry;
using test::greyInfantryFace;

constexpr double kPxPerMm = test::kFourKPxPerMm;
constexpr double kBlurPx = test::kFourKBlurPx;
constexpr double kNoise = 5.0;

cv::Mat photographed(const synth::CounterFaceSpec& spec, cv::Point2d centreMm, double turnDeg, double shadowMm = 0.0)
{
    return test::photographFinely(spec, centreMm, turnDeg, kPxPerMm, kBlurPx, kNoise, shadowMm);
}

TEST(MarkInFrame, ACounterLiesPlainlyOnTheSideOfTheFaceItShows)
{
    const cv::Point2d centre(60, 40);
    const double turn = 23.0;
    const cv::Mat frame = photographed(greyInfantry("6"), centre, turn);
    const auto geometry = test::squareOnGeometry(kPxPerMm);
    // Found a little off, as a pose from a squared-up view is: a third of a pixel and a third of a degree.
    const FacePlacement found = FacePlacement{centre + cv::Point2d(0.14, -0.1), turn + 0.3};
    const auto told = compareMarkInFrame(frame, geometry, greyInfantryFace("6"), found, greyInfantryFace("8"), found);
    ASSERT_TRUE(told.has_value());
    EXPECT_GE(told->share, 0.5);
    EXPECT_GE(told->sigmas, 4.0);
    EXPECT_GT(told->blurPx, 0.0);
}

TEST(MarkInFrame, ACounterShowingTheOtherFacesMarkLiesOnThatFacesSide)
{
    const cv::Point2d centre(60, 40);
    const double turn = -8.0;
    const cv::Mat frame = photographed(greyInfantry("8"), centre, turn);
    const auto geometry = test::squareOnGeometry(kPxPerMm);
    const FacePlacement found = FacePlacement{centre, turn};
    const auto told = compareMarkInFrame(frame, geometry, greyInfantryFace("6"), found, greyInfantryFace("8"), found);
    ASSERT_TRUE(told.has_value());
    EXPECT_LE(told->share, -0.5);
    EXPECT_LE(told->sigmas, -4.0);
}

TEST(MarkInFrame, ACountersShadowBesideItsNumberDoesNotPullItTowardALookAlike)
{
    // An upright "6", its shadow 3 mm wide along the top edge, 0.8 mm above the number. The camera blurs the
    // shadow into the face's edge, a little darker where the "8" closes its loop and the "6" does not; a face
    // blurred alone, without the shadow, had the "6" lie only 0.47 of the way to itself, and compared from the
    // "8"'s side 0.23 (under hard light "6"s lay 0.5-0.8 of the way, "8"s past their own face). Drawn among the
    // frame's pixels about it, shadow and all, it lies 0.92 of the way either way round.
    const cv::Point2d centre(60, 40);
    const cv::Mat frame = photographed(greyInfantry("6"), centre, 0.0, 3.0);
    const auto geometry = test::squareOnGeometry(kPxPerMm);
    const FacePlacement found = FacePlacement{centre, 0.0};
    const auto told = compareMarkInFrame(frame, geometry, greyInfantryFace("6"), found, greyInfantryFace("8"), found);
    ASSERT_TRUE(told.has_value());
    EXPECT_GE(told->share, 0.8);
    const auto other = compareMarkInFrame(frame, geometry, greyInfantryFace("8"), found, greyInfantryFace("6"), found);
    ASSERT_TRUE(other.has_value());
    EXPECT_LE(other->share, -0.8);
}

TEST(MarkInFrame, FacesPrintedAlikeAreNotCompared)
{
    const cv::Point2d centre(60, 40);
    const cv::Mat frame = photographed(greyInfantry("6"), centre, 0.0);
    const auto geometry = test::squareOnGeometry(kPxPerMm);
    const FacePlacement found = FacePlacement{centre, 0.0};
    EXPECT_FALSE(
        compareMarkInFrame(frame, geometry, greyInfantryFace("6"), found, greyInfantryFace("6"), found).has_value());
}

TEST(MarkInFrame, ACounterReachingPastTheFramesEdgeIsNotCompared)
{
    const cv::Point2d centre(5, 40); // half its face off the frame's left edge
    const cv::Mat frame = photographed(greyInfantry("6"), centre, 0.0);
    const auto geometry = test::squareOnGeometry(kPxPerMm);
    const FacePlacement found = FacePlacement{centre, 0.0};
    EXPECT_FALSE(
        compareMarkInFrame(frame, geometry, greyInfantryFace("6"), found, greyInfantryFace("8"), found).has_value());
}

} // namespace
} // namespace adj::vision
