// Fiducial identity on the whole table: every counter of scenario practice-border-war wears its
// marker from the scenario's kit (as `adjutant-cli` prints a demo kit), on The War for the Union's
// practice map at 1920 x 1080, photographed by the synthetic camera under normal and hard
// conditions. Scored per visible top counter: read right and sure, unsure (nothing read, or no
// candidate at 0.5 or more), confidently wrong. Prints the figures.
//
// The camera sees the whole map and the table round it at about 1.2 px per mm, so a 1.5 mm marker
// cell is under 2 px: far from the 99.5 %. What is asserted is what the reader reaches
// (measured 2026-11-23: normal 50 of 113 tops right and sure, hard 0 of 73, none confidently
// wrong) with a little room, and above all that it is never confidently wrong more than 0.5 %.

#include "identity_score.hpp"

#include "vision/identity/fiducial_kit.hpp"
#include "vision/identity/fiducial_reader.hpp"
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

TEST(TableFiducials, NamesManyTopCountersUnderNormalConditionsAndNoneWrongly)
{
    double slowestMs = 0;
    const IdentityScore s = measure(ConditionLevel::Normal, 6, slowestMs);
    report("normal", s, slowestMs);
    // About 20 stacks of the scenario show their top in each frame.
    EXPECT_GE(s.found, 6 * 17);
    ASSERT_GT(s.found, 0);
    EXPECT_GE(static_cast<double>(s.right) / s.found, 0.35) << s.text();
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

TEST(TableFiducials, TableVisionNamesTopPiecesOnTheCommittedFrameOnly)
{
    const FiducialTable& t = fiducialTable();
    const auto conditions = Conditions::preset(ConditionLevel::Normal);
    TableVisionOptions options;
    options.fiducials = t.kit;
    TableVision vision(*wftu().game, wftu().map, options);
    SyntheticCamera camera(t.maker.sheet(), conditions, 811, kFiducialFrameSize);
    const Scene scene = t.maker.scene(wftu().start, conditions, 11);
    const test::TableCommit commit = test::firstTableCommit(vision, camera, scene);
    ASSERT_TRUE(commit.unregistered.empty()) << commit.unregistered;
    ASSERT_TRUE(commit.stable.has_value());
    EXPECT_FALSE(commit.readBeforeCommit) << "markers are read on the committed frame only";
    EXPECT_NO_THROW(tracker::checkObservation(*commit.stable));
    EXPECT_GT(commit.identityMs, 0.0);
    const IdentityScore s = test::scoreTableCommit(t.maker.stacks(wftu().start), commit, kTag);
    ASSERT_GT(s.found, 15);
    EXPECT_GE(s.right, s.found / 2) << s.text();
    EXPECT_EQ(s.wrong, 0) << s.text();

}

} // namespace
} // namespace adj::vision
