// The counter-marker reader on single counter faces laid on a plain "map" and seen by a camera
// that looks straight down at 3.2 px per mm (a 1080p camera over a 600 mm map): a clean read, a
// marker off the stack's point, another stack's marker, a plain face and the bare map, the same
// marker at the 1.2 px per mm of a 1080p camera over a whole map, and what a doubtful code makes.

#include "vision/identity/counter_fiducials.hpp"
#include "vision/identity/fiducial_reader.hpp"
#include "vision/identity/identity_confidence.hpp"
#include "vision/synth/counter_face.hpp"

#include "../support/counter_photo.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

namespace adj::vision {
namespace {

using test::kCameraPxPerMm;
using test::photograph;
using test::squareOnGeometry;

synth::CounterFaceSpec fiducialFace(int id)
{
    synth::CounterFaceSpec spec;
    spec.background = cv::Scalar(150, 85, 35);
    spec.fiducialId = id;
    return spec;
}

const FiducialKit& kit()
{
    static const FiducialKit k({{50, "union-1"}, {77, "union-2"}, {120, "confederate-1"}});
    return k;
}

const ViewGeometry kUnknownView{};

TEST(FiducialReader, ReadsACentredMarkerSurely)
{
    const FiducialReader reader(kit());
    const cv::Point2d at(60, 40);
    for (const double angle : {0.0, 17.0, 45.0, 130.0}) {
        const cv::Mat frame = photograph(fiducialFace(77), at, angle);
        const auto seen = reader.sighting(frame, squareOnGeometry(), at);
        ASSERT_TRUE(seen.has_value()) << "turned " << angle;
        EXPECT_EQ(seen->id, 77);
        EXPECT_NEAR(seen->centreMm.x, at.x, 0.5);
        EXPECT_NEAR(seen->centreMm.y, at.y, 0.5);
        EXPECT_LT(seen->distance, 0.1);
        const auto top = reader.readTop(frame, squareOnGeometry(), kUnknownView, at, 1.8);
        ASSERT_EQ(top.size(), 1u);
        EXPECT_EQ(top[0].piece, "union-2");
        EXPECT_GE(top[0].confidence, 0.8) << "turned " << angle;
    }
}

TEST(FiducialReader, ReadsAtTheResolutionOfA1080pCameraOverAWholeMap)
{
    // 1.2 px per mm: a marker cell is 1.8 px.
    const FiducialReader reader(kit());
    const cv::Point2d at(60, 40);
    const cv::Mat sharp = photograph(fiducialFace(120), at, 8.0, 0.5);
    cv::Mat small;
    cv::resize(sharp, small, cv::Size(), 1.2 / kCameraPxPerMm, 1.2 / kCameraPxPerMm, cv::INTER_AREA);
    FrameGeometry g = squareOnGeometry();
    g.registration.mapToImage = cv::Matx33d(1.2, 0, 0, 0, 1.2, 0, 0, 0, 1);
    g.registration.imageToMap = g.registration.mapToImage.inv();
    g.registration.imageSize = small.size();
    const auto top = reader.readTop(small, g, kUnknownView, at, 1.8);
    ASSERT_FALSE(top.empty());
    EXPECT_EQ(top[0].piece, "confederate-1");
}

TEST(FiducialReader, AMarkerReadCleanlyOffTheStacksPointIsStillItsTopAndAnotherStacksIsIgnored)
{
    // A whole marker read cleanly is the top's (a piece below never shows its own whole): 5 mm off
    // the stack's point, it is the point that is off, as for a stack measured shorter than it is.
    const FiducialReader reader(kit());
    const cv::Mat frame = photograph(fiducialFace(50), {60, 40}, 10.0);
    const auto centred = reader.readTop(frame, squareOnGeometry(), kUnknownView, {60, 40}, 1.8);
    const auto off = reader.readTop(frame, squareOnGeometry(), kUnknownView, {65, 40}, 1.8);
    ASSERT_EQ(centred.size(), 1u);
    ASSERT_EQ(off.size(), 1u);
    EXPECT_EQ(off[0].piece, "union-1");
    EXPECT_GE(off[0].confidence, kSureIdentity);
    // 12 mm away: the marker of a counter in the next hex, not this stack's.
    EXPECT_TRUE(reader.readTop(frame, squareOnGeometry(), kUnknownView, {48, 40}, 1.8).empty());
}

TEST(FiducialReader, ReadsNothingWhereNoMarkerShows)
{
    const FiducialReader reader(kit());
    const cv::Point2d at(60, 40);
    // A plain face: symbol and text.
    synth::CounterFaceSpec plain;
    plain.designation = "II";
    plain.strength = "4-3";
    EXPECT_TRUE(reader.readTop(photograph(plain, at, 5), squareOnGeometry(), kUnknownView, at, 1.8).empty());
    // The bare map.
    cv::Mat bare(squareOnGeometry().registration.imageSize, CV_8UC3, cv::Scalar(170, 200, 205));
    EXPECT_TRUE(reader.readTop(bare, squareOnGeometry(), kUnknownView, at, 1.8).empty());
    // An empty kit reads nothing at all.
    EXPECT_TRUE(FiducialReader(FiducialKit())
                    .readTop(photograph(fiducialFace(50), at, 5), squareOnGeometry(), kUnknownView, at, 1.8)
                    .empty());
}

/// A sighting of confederate-1's marker (id 120) 1.1 mm from `top`, union-1's (id 50) the runner-up.
FiducialSighting confederateOneNear(cv::Point2d top, double contrast, double distance, double runnerUpDistance)
{
    FiducialSighting s;
    s.id = 120;
    s.centreMm = top + cv::Point2d(1.0, 0.5);
    s.contrast = contrast;
    s.distance = distance;
    s.runnerUpId = 50;
    s.runnerUpDistance = runnerUpDistance;
    return s;
}

TEST(FiducialReader, ACodeTwoPiecesMatchNearlyAsWellGivesBothAndNeitherSurely)
{
    const FiducialReader reader(kit());
    const cv::Point2d top(60, 40);
    FiducialSighting clear = confederateOneNear(top, 90, 0.05, 0.4);
    const auto sure = reader.candidates(clear, top);
    ASSERT_EQ(sure.size(), 1u);
    EXPECT_EQ(sure[0].piece, "confederate-1");
    EXPECT_GE(sure[0].confidence, 0.9);
    FiducialSighting close = clear;
    close.runnerUpDistance = 0.1;
    const auto both = reader.candidates(close, top);
    ASSERT_EQ(both.size(), 2u);
    EXPECT_EQ(both[0].piece, "confederate-1");
    EXPECT_EQ(both[1].piece, "union-1");
    EXPECT_LT(both[0].confidence, 0.5);
    EXPECT_GE(both[0].confidence, both[1].confidence);
    EXPECT_GT(both[1].confidence, 0.0);
    // Off the top's centre a clean code is still sure; one a little dimmer is less sure there than
    // centred; a faint one is unsure anywhere.
    FiducialSighting off = clear;
    off.centreMm = top + cv::Point2d(5.0, 0);
    ASSERT_FALSE(reader.candidates(off, top).empty());
    EXPECT_GE(reader.candidates(off, top)[0].confidence, 0.9);
    FiducialSighting dimmer = clear;
    dimmer.contrast = 65;
    FiducialSighting dimmerOff = off;
    dimmerOff.contrast = 65;
    ASSERT_FALSE(reader.candidates(dimmer, top).empty());
    ASSERT_FALSE(reader.candidates(dimmerOff, top).empty());
    EXPECT_GE(reader.candidates(dimmer, top)[0].confidence, kSureIdentity);
    EXPECT_LT(reader.candidates(dimmerOff, top)[0].confidence, 0.6);
    FiducialSighting faint = clear;
    faint.contrast = 45;
    ASSERT_FALSE(reader.candidates(faint, top).empty());
    EXPECT_LT(reader.candidates(faint, top)[0].confidence, 0.5);
    // Beyond maxOffsetMm it is another stack's marker; a code matching nothing well is no read.
    off.centreMm = top + cv::Point2d(7.0, 0);
    EXPECT_TRUE(reader.candidates(off, top).empty());
    FiducialSighting poor = clear;
    poor.distance = 0.9;
    poor.runnerUpDistance = 1.5;
    EXPECT_TRUE(reader.candidates(poor, top).empty());
}

// Hard light greys a marker's ring to 50-60 on the stretched patch, below the clear contrast; a code
// that still matches cell for cell, well ahead of every other, is the whole marker all the same.
TEST(FiducialReader, ACodeMatchedCellForCellIsSureUnderAFaintRing)
{
    const FiducialReader reader(kit());
    const cv::Point2d top(60, 40);
    const FiducialSighting exact = confederateOneNear(top, 52, 0.01, 0.2);
    const auto read = reader.candidates(exact, top);
    ASSERT_FALSE(read.empty());
    EXPECT_EQ(read[0].piece, "confederate-1");
    EXPECT_GE(read[0].confidence, 0.9);
    // The same faint ring with a code matched only fairly, or another code close behind: unsure.
    FiducialSighting fair = exact;
    fair.distance = 0.06;
    fair.runnerUpDistance = 0.25;
    ASSERT_FALSE(reader.candidates(fair, top).empty());
    EXPECT_LT(reader.candidates(fair, top)[0].confidence, kSureIdentity);
    FiducialSighting crowded = exact;
    crowded.runnerUpDistance = 0.08;
    ASSERT_FALSE(reader.candidates(crowded, top).empty());
    EXPECT_LT(reader.candidates(crowded, top)[0].confidence, kSureIdentity);
    // A ring fainter than that is no marker to go by, however well its cells match.
    FiducialSighting fainter = exact;
    fainter.contrast = 38;
    const auto none = reader.candidates(fainter, top);
    EXPECT_TRUE(none.empty() || none[0].confidence < kSureIdentity);
}

TEST(FiducialReader, RefusesOptionsThatCannotWork)
{
    FiducialReadOptions o;
    o.maxOffsetMm = 1.0;
    o.centredWithinMm = 2.0;
    EXPECT_THROW(FiducialReader(FiducialKit(), o), std::invalid_argument);
    FiducialReadOptions small;
    small.markerSideMm = 0;
    EXPECT_THROW(FiducialReader(FiducialKit(), small), std::invalid_argument);
    FiducialReadOptions zero;
    zero.pxPerMm = 0;
    EXPECT_THROW(FiducialReader(FiducialKit(), zero), std::invalid_argument);
}

} // namespace
} // namespace adj::vision
