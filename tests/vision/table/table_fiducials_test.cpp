// Fiducial identity on the whole table: every counter of scenario practice-border-war wears its
// marker from the scenario's kit (as `adjutant-cli` prints a demo kit), on The War for the Union's
// practice map at 1920 x 1080, photographed by the synthetic camera under normal and hard
// conditions. Scored per visible top counter: read right and sure, unsure (nothing read, or no
// candidate at 0.5 or more), confidently wrong. Prints the figures.
//
// The camera sees the whole map and the table round it at about 1.2 px per mm, so a 1.5 mm marker
// cell is under 2 px: far from the 99.5 %. What is asserted is what the reader reaches
// (measured 2026-11-23: normal 50 of 113 tops right and sure, hard 0 of 73, none confidently
// wrong; 2026-11-26, with the code book matching codes as blur shows them: normal 74 of 119, hard 0
// of 77) with a little room, and above all that it is never confidently wrong more than 0.5 %.

#include "identity_score.hpp"
#include "../support/table_kit.hpp"

#include "vision/identity/fiducial_kit.hpp"
#include "vision/identity/fiducial_reader.hpp"
#include "vision/table/frame_stacks.hpp"
#include "vision/table/stack_identity.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/table_vision.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include <iomanip>
#include <iostream>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;
using test::IdentityScore;
using test::measureIdentity;
using test::reportIdentity;
using test::scoreIdentity;
using test::wftu;

const cv::Size kFiducialFrameSize{1920, 1080};
const std::string kTag = "[ fiducial ]";

struct FiducialTable {
    FiducialKit kit = fiducialKitOf(wftu().game->data, "practice-border-war");
    TableSceneMaker maker{wftu().game->data, wftu().map, 4.0, kit};
    TableMap table{wftu().game->data.definition, wftu().map};
};

const FiducialTable& fiducialTable()
{
    static const FiducialTable t;
    return t;
}

IdentityScore measure(ConditionLevel level, unsigned seeds, double& slowestReadMs)
{
    const FiducialTable& t = fiducialTable();
    const FiducialReader reader(t.kit);
    return measureIdentity(t.maker, t.table, reader, level, seeds, 700, kTag, "wftu_fiducials", slowestReadMs);
}

void report(const std::string& name, const IdentityScore& s, double slowestReadMs)
{
    reportIdentity(kTag, name, s, slowestReadMs);
}

/// Scene `seed` of `eval-vision --identity fiducial` (scene n of `--seed S` is seed S + n - 1): the
/// frame the camera took and what the table saw in it, tops not read yet.
struct FiducialEvalTable {
    FiducialEvalTable(ConditionLevel level, unsigned seed, cv::Size size)
    {
        test::PhotographedTable shot =
            test::photographedEvalFrame(seed, level, size, fiducialTable().maker, fiducialTable().table);
        frame = std::move(shot.frame);
        seen = std::move(shot.seen);
    }

    /// Every seen stack's top read by the practice kit's markers, as `detect` reads them.
    void readTops()
    {
        readTopPieces(frame.image, seen.seen, FiducialReader(fiducialTable().kit), fiducialTable().table, seen.stacks);
    }

    /// The seen stack under `piece`'s counter (within 12 mm); nullptr when none is.
    [[nodiscard]] const SeenStack* stackUnder(const std::string& piece) const
    {
        const PieceTruth* at = frame.truth.find(piece);
        if (at == nullptr) return nullptr;
        double nearestMm = 0;
        const SeenStack* stack = test::nearestSeenStack(seen, at->centreMm, nearestMm);
        return nearestMm < 12.0 ? stack : nullptr;
    }

    RenderedFrame frame;
    FrameStacks seen;
};

TEST(TableFiducials, NamesManyTopCountersUnderNormalConditionsAndNoneWrongly)
{
    double slowestMs = 0;
    const IdentityScore s = measure(ConditionLevel::Normal, 6, slowestMs);
    report("normal", s, slowestMs);
    // About 20 stacks of the scenario show their top in each frame.
    EXPECT_GE(s.found, 6 * 17);
    ASSERT_GT(s.found, 0);
    EXPECT_GE(static_cast<double>(s.right) / s.found, 0.5) << s.text();
    EXPECT_LE(s.wrong, s.found / 200) << s.text();
}

TEST(TableFiducials, HardConditionsLeaveTopsUnsureNotWrong)
{
    double slowestMs = 0;
    const IdentityScore s = measure(ConditionLevel::Hard, 5, slowestMs);
    report("hard", s, slowestMs);
    EXPECT_GE(s.found, 3 * 17) << "most frames register";
    EXPECT_LE(s.wrong, s.found / 200) << s.text();
}

// TableVision naming tops by the practice kit's markers, and the normal-light camera and table it is shown.
TableVisionOptions markerVisionOptions()
{
    TableVisionOptions options;
    options.fiducials = fiducialTable().kit;
    return options;
}

SyntheticCamera normalMarkedCamera()
{
    return {fiducialTable().maker.sheet(), Conditions::preset(ConditionLevel::Normal), 811, kFiducialFrameSize};
}

Scene normalMarkedScene()
{
    return fiducialTable().maker.scene(wftu().start, Conditions::preset(ConditionLevel::Normal), 11);
}

TEST(TableFiducials, TableVisionNamesTopPiecesOnTheCommittedFrameOnly)
{
    TableVision vision(*wftu().game, wftu().map, markerVisionOptions());
    SyntheticCamera camera = normalMarkedCamera();
    const Scene scene = normalMarkedScene();
    const test::TableCommit commit = test::firstTableCommit(vision, camera, scene);
    ASSERT_TRUE(commit.unregistered.empty()) << commit.unregistered;
    ASSERT_TRUE(commit.stable.has_value());
    EXPECT_FALSE(commit.readBeforeCommit) << "markers are read on the committed frame only";
    EXPECT_NO_THROW(tracker::checkObservation(*commit.stable));
    EXPECT_GT(commit.identityMs, 0.0);
    const IdentityScore s = test::scoreTableCommit(fiducialTable().maker.stacks(wftu().start), commit, kTag);
    ASSERT_GT(s.found, 15);
    EXPECT_GE(s.right, s.found / 2) << s.text();
    EXPECT_EQ(s.wrong, 0) << s.text();
}

TEST(TableFiducials, TableVisionReadsTheTopsOffTheFramesOfTheStillPeriodItCommitsOnly)
{
    // The tops are read off the mean of the frames of the still period a commit ends: frames from before a
    // hand came over the map, or before the camera was knocked, are not among them.
    TableVision vision(*wftu().game, wftu().map, markerVisionOptions());
    SyntheticCamera camera = normalMarkedCamera();
    const Scene scene = normalMarkedScene();
    Scene withHand = scene;
    withHand.hands.push_back(test::handFromSouth({260, 250}, 1));
    double time = 0;
    const auto feed = [&](const Scene& shown) {
        const TableFrame frame = vision.process(camera.render(shown).image, time);
        time += 0.5;
        return frame;
    };
    // Frames until a commit (at most 12); how many were fed.
    const auto untilCommitted = [&](TableFrame& committed) {
        int fed = 0;
        for (committed = {}; !committed.stable && fed < 12; ++fed) committed = feed(scene);
        return fed;
    };

    for (int i = 0; i < 2; ++i) ASSERT_FALSE(feed(scene).stable);
    ASSERT_TRUE(feed(withHand).handsOrObjects);
    TableFrame committed;
    const int afterHand = untilCommitted(committed);
    ASSERT_TRUE(committed.stable.has_value());
    EXPECT_GE(committed.identityFrames, 2) << "the frames of the still board are read together";
    EXPECT_LE(committed.identityFrames, afterHand) << "frames from before the hand are not";

    // A camera knocked 1 mm in the middle of a still period leaves the board as the gate sees it (on the map)
    // alone, but the map now lies elsewhere in the frame: the frames from before are not read with those after.
    TableVision knocked(*wftu().game, wftu().map, markerVisionOptions());
    const auto feedKnocked = [&] {
        time += 0.25;
        const TableFrame frame = knocked.process(camera.render(scene).image, time);
        return frame;
    };
    for (int i = 0; i < 3; ++i) ASSERT_FALSE(feedKnocked().stable);
    camera.bump(0.0, 0.0, 0.0, {1.0, 0.0});
    int afterBump = 0;
    TableFrame recommitted;
    for (; !recommitted.stable && afterBump < 12; ++afterBump) recommitted = feedKnocked();
    ASSERT_TRUE(recommitted.stable.has_value());
    EXPECT_GE(recommitted.identityFrames, 2);
    EXPECT_LE(recommitted.identityFrames, afterBump) << "the frames from before the camera was knocked are not read";
}

// `eval-vision --identity fiducial --conditions normal --seed 1000` at 1920x1080, scene 8: CS-inf-2 on
// top in 0201. Its code has lone light cells among dark ones and a dark one among light ones, and the
// camera's blur turned its pattern into one nearer CS-inf-8's: it was read as CS-inf-8, surely (15 times
// over the eval's 200 tables). The code book now matches what each code looks like blurred.
TEST(TableFiducials, ABlurredCodeIsNotReadSurelyAsTheCodeBlurMakesItLookLike)
{
    FiducialEvalTable table(ConditionLevel::Normal, 1007, kFiducialFrameSize);
    ASSERT_TRUE(table.seen.seen.geometry.ok());
    table.readTops();
    const PieceTruth* top = table.frame.truth.find("CS-inf-2");
    ASSERT_TRUE(top != nullptr && top->visibility == Visibility::Visible);
    const SeenStack* stack = table.stackUnder("CS-inf-2");
    ASSERT_TRUE(stack != nullptr) << "the stack under CS-inf-2 is not seen";
    ASSERT_FALSE(stack->stack.top.empty()) << "nothing read";
    const auto& best = stack->stack.top.front();
    EXPECT_TRUE(best.piece == "CS-inf-2" || best.confidence < kSureIdentity)
        << "read as " << best.piece << " at " << best.confidence;
    EXPECT_EQ(best.piece, "CS-inf-2");
}

// `eval-vision --identity fiducial --size 3840x2160` (normal light, seed 1000), scene 154: CS-ram-1 on
// 1213/1312 with a corner under the top of the stack beside it. Its marker's ring showed clearly, but the
// covered cells made its code match US-cav-2's at 0.22 (a whole marker matches its own under 0.15), and
// that was read surely (0.54). A match that poor leaves the read unsure.
TEST(TableFiducials, APartlyCoveredCodeIsNotReadSurelyAsTheCodeItThenLooksLike)
{
    FiducialEvalTable table(ConditionLevel::Normal, 1153, cv::Size(3840, 2160));
    ASSERT_TRUE(table.seen.seen.geometry.ok());
    table.readTops();
    const PieceTruth* ram = table.frame.truth.find("CS-ram-1");
    ASSERT_TRUE(ram != nullptr && ram->visibility == Visibility::Visible && ram->visibleFraction < 0.8);
    const SeenStack* stack = table.stackUnder("CS-ram-1");
    ASSERT_TRUE(stack != nullptr) << "the ram is not seen";
    ASSERT_EQ(stack->stack.space, "1213/1312");
    ASSERT_FALSE(stack->stack.top.empty()) << "nothing read";
    const auto& best = stack->stack.top.front();
    EXPECT_TRUE(best.piece == "CS-ram-1" || best.confidence < kSureIdentity)
        << "read as " << best.piece << " at " << best.confidence;
}

// `eval-vision --identity fiducial --conditions hard --seed 2000 --size 3840x2160`, scene 12: a stack of
// three in 2509, CS-polk on top, measured under hard light as one counter. Its top was searched for where
// one counter's would show; the marker lay at the search's edge, cut off, and read unsure (0.28). Where
// the top of a stack of three shows, it reads whole.
TEST(TableFiducials, ATallStackMeasuredShortHasItsTopReadWhereATallerStacksWouldShow)
{
    const FiducialEvalTable table(ConditionLevel::Hard, 2011, cv::Size(3840, 2160));
    ASSERT_TRUE(table.seen.seen.geometry.ok());
    const PieceTruth* top = table.frame.truth.find("CS-polk");
    ASSERT_TRUE(top != nullptr && top->visibility == Visibility::Visible);
    const SeenStack* stack = table.stackUnder("CS-polk");
    ASSERT_TRUE(stack != nullptr) << "the stack under CS-polk is not seen";
    ASSERT_EQ(stack->stack.space, "2509");
    ASSERT_EQ(stack->stack.count, 1); // three counters, measured as one

    const FiducialReader reader(fiducialTable().kit);
    const auto read = reader.readTop(table.frame.image, table.seen.seen.geometry, table.seen.seen.view,
                                     cv::Point2d(stack->stack.point.x, stack->stack.point.y),
                                     reader.pieceThicknessMm());
    ASSERT_FALSE(read.empty()) << "nothing read";
    EXPECT_EQ(read.front().piece, "CS-polk");
    EXPECT_GE(read.front().confidence, kSureIdentity);
}

// `eval-vision --identity fiducial --conditions hard --seed 2000 --size 3840x2160`, scene 198: US-inf-7
// alone in 1506 under hard light. Its ring showed only 53 grey levels lighter than the border, and was
// read unsure (0.43), though its code matched cell for cell, far ahead of any other.
TEST(TableFiducials, AFaintRingWhoseCodeMatchesCellForCellIsReadSurely)
{
    FiducialEvalTable table(ConditionLevel::Hard, 2197, cv::Size(3840, 2160));
    ASSERT_TRUE(table.seen.seen.geometry.ok());
    table.readTops();
    const SeenStack* stack = table.stackUnder("US-inf-7");
    ASSERT_TRUE(stack != nullptr) << "the stack under US-inf-7 is not seen";
    ASSERT_EQ(stack->stack.space, "1506");
    ASSERT_FALSE(stack->stack.top.empty()) << "nothing read";
    EXPECT_EQ(stack->stack.top.front().piece, "US-inf-7");
    EXPECT_GE(stack->stack.top.front().confidence, kSureIdentity);
}

// `eval-vision --identity fiducial --size 3840x2160` (normal light, seed 10750), scene 12: a copy of US-inf-2
// beyond the scenario's counters, printed with its id and number and no marker, on top of a stack in 1103.
// Its print, 4.7 mm off the face's centre, matched US-inf-14's code at 0.16, well ahead of the next (0.34),
// and the unmarked counter was named surely as US-inf-14 (0.53). A read off the centre whose code matches
// less than well (kGoodMatch) is a candidate only.
TEST(TableFiducials, AnUnmarkedCountersPrintOffItsCentreIsNotReadSurelyAsAMarker)
{
    FiducialEvalTable table(ConditionLevel::Normal, 10761, cv::Size(3840, 2160));
    ASSERT_TRUE(table.seen.seen.geometry.ok());
    table.readTops();
    const PieceTruth* copy = table.frame.truth.find("US-inf-2~2");
    ASSERT_TRUE(copy != nullptr && copy->visibility == Visibility::Visible);
    const SeenStack* stack = table.stackUnder("US-inf-2~2");
    ASSERT_TRUE(stack != nullptr) << "the stack under the copy is not seen";
    ASSERT_EQ(stack->stack.space, "1103");
    EXPECT_FALSE(namedSurely(stack->stack.top))
        << "read as " << stack->stack.top.front().piece << " at " << stack->stack.top.front().confidence;
}

} // namespace
} // namespace adj::vision
