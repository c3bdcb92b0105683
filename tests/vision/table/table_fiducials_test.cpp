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

#include "table_fixture.hpp"

#include "vision/identity/fiducial_kit.hpp"
#include "vision/identity/fiducial_reader.hpp"
#include "vision/table/stack_fiducials.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/table_vision.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include <chrono>
#include <iomanip>
#include <iostream>
#include <limits>
#include <sstream>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;
using test::wftu;

const cv::Size kFiducialFrameSize{1920, 1080};
constexpr double kSure = 0.5; // a candidate at or above this is one the tracker may act on

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

struct IdentityScore {
    int visible = 0;   ///< Stacks whose top counter the camera sees.
    int found = 0;     ///< ...that occupancy reported as a stack (within 12 mm of the top counter).
    int right = 0;     ///< ...whose best candidate is the top piece, at kSure or more.
    int unsure = 0;    ///< ...with no candidate at kSure or more (nothing read, or ambiguous).
    int unsureButFirst = 0; ///< Of the unsure: the top piece is the first candidate all the same.
    int wrong = 0;     ///< ...whose best candidate at kSure or more names another piece.

    void add(const IdentityScore& o)
    {
        visible += o.visible;
        found += o.found;
        right += o.right;
        unsure += o.unsure;
        unsureButFirst += o.unsureButFirst;
        wrong += o.wrong;
    }
    [[nodiscard]] std::string text() const
    {
        std::ostringstream s;
        s << visible << " visible tops, " << found << " found as stacks: " << right << " right, " << unsure
          << " unsure (" << unsureButFirst << " with the right piece first), " << wrong << " confidently wrong";
        return s.str();
    }
};

IdentityScore scoreIdentity(const std::vector<StackTruth>& stacks, const FrameTruth& truth,
                    const std::vector<SeenStack>& seen, const std::string& label)
{
    IdentityScore s;
    for (const auto& stack : stacks) {
        const PieceTruth* top = truth.find(stack.pieces.back());
        if (top == nullptr || top->visibility != Visibility::Visible) continue;
        ++s.visible;
        const SeenStack* best = nullptr;
        double bestMm = std::numeric_limits<double>::infinity();
        for (const auto& o : seen) {
            const double d = cv::norm(cv::Point2d(o.stack.point.x, o.stack.point.y) - top->centreMm);
            if (d < bestMm) {
                bestMm = d;
                best = &o;
            }
        }
        if (best == nullptr || bestMm > 12.0) continue;
        ++s.found;
        const auto& candidates = best->stack.top;
        if (candidates.empty() || candidates[0].confidence < kSure) {
            ++s.unsure;
            const bool first = !candidates.empty() && candidates[0].piece == top->id;
            s.unsureButFirst += first ? 1 : 0;
            std::cout << "[ fiducial ] " << label << ": " << top->id << " in " << stack.space << " unsure ("
                      << (candidates.empty() ? std::string("nothing read")
                                             : candidates[0].piece + " at " + std::to_string(candidates[0].confidence))
                      << ")\n";
        } else if (candidates[0].piece == top->id) {
            ++s.right;
        } else {
            ++s.wrong;
            std::cout << "[ fiducial ] " << label << ": " << top->id << " in " << stack.space << " read as "
                      << candidates[0].piece << " at " << candidates[0].confidence << "\n";
        }
    }
    return s;
}

/// One frame per seed through the per-frame path `adjutant-cli detect` takes.
IdentityScore measure(ConditionLevel level, unsigned seeds, double& slowestReadMs)
{
    const FiducialTable& t = fiducialTable();
    const auto conditions = Conditions::preset(level);
    const auto stacks = t.maker.stacks(wftu().start);
    const FiducialReader reader(t.kit);
    OccupancyPipeline pipeline = t.table.pipeline(0.5);
    IdentityScore total;
    for (unsigned seed = 1; seed <= seeds; ++seed) {
        SyntheticCamera camera(t.maker.sheet(), conditions, 700 + seed, kFiducialFrameSize);
        const Scene scene = t.maker.scene(wftu().start, conditions, seed);
        const RenderedFrame frame = camera.render(scene);
        if (seed == 1) {
            cv::imwrite((test::tableOutputDir() / ("wftu_fiducials_" + conditions.name + ".png")).string(), frame.image);
        }
        FrameOccupancy occupancy = pipeline.process(frame.image);
        if (!occupancy.geometry.ok()) {
            // Registration is not identity's to judge (pipeline and table tests cover it): the frame
            // is left out and said so.
            std::cout << "[ fiducial ] " << conditions.name << " seed " << seed << ": not registered ("
                      << occupancy.geometry.registration.reason << ")\n";
            continue;
        }
        t.table.recoverShadowColouredPieces(occupancy, pipeline.detector());
        auto seen = t.table.stacksOf(occupancy.occupancy.blobs, occupancy.occupancy.normalised,
                                     pipeline.detector().reference(), pipeline.detector().options());
        const auto start = std::chrono::steady_clock::now();
        readTopFiducials(frame.image, occupancy, reader, seen);
        slowestReadMs = std::max(
            slowestReadMs, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        total.add(scoreIdentity(stacks, frame.truth, seen, conditions.name + " seed " + std::to_string(seed)));
    }
    return total;
}

void report(const std::string& name, const IdentityScore& s, double slowestReadMs)
{
    std::cout << "[ fiducial ] " << name << ": " << s.text() << "; reading took at most " << std::fixed
              << std::setprecision(1) << slowestReadMs << " ms a frame\n";
    ::testing::Test::RecordProperty(name + "_visible", s.visible);
    ::testing::Test::RecordProperty(name + "_found", s.found);
    ::testing::Test::RecordProperty(name + "_right", s.right);
    ::testing::Test::RecordProperty(name + "_unsure", s.unsure);
    ::testing::Test::RecordProperty(name + "_wrong", s.wrong);
    ::testing::Test::RecordProperty(name + "_read_ms", static_cast<int>(std::lround(slowestReadMs)));
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
    std::optional<tracker::Observation> stable;
    FrameTruth truth;
    double commitIdentityMs = 0;
    for (int i = 0; i < 8 && !stable; ++i) {
        const RenderedFrame frame = camera.render(scene);
        const TableFrame result = vision.process(frame.image, 0.5 * i);
        ASSERT_TRUE(result.registered) << result.why;
        if (!result.stable) {
            EXPECT_EQ(result.identityMs, 0.0) << "frame " << i << " is not committed";
        }
        commitIdentityMs = result.identityMs;
        stable = result.stable;
        truth = frame.truth;
    }
    ASSERT_TRUE(stable.has_value());
    EXPECT_NO_THROW(tracker::checkObservation(*stable));
    EXPECT_GT(commitIdentityMs, 0.0);
    std::vector<SeenStack> seen;
    for (const auto& o : stable->stacks) seen.push_back({o, 1.0, 1.0});
    const IdentityScore s = scoreIdentity(t.maker.stacks(wftu().start), truth, seen, "table vision");
    std::cout << "[ fiducial ] table vision commit: " << s.text() << "; reading took " << std::fixed
              << std::setprecision(1) << commitIdentityMs << " ms\n";
    RecordProperty("commit_identity_ms", static_cast<int>(std::lround(commitIdentityMs)));
    ASSERT_GT(s.found, 15);
    EXPECT_GE(s.right, s.found / 2) << s.text();
    EXPECT_EQ(s.wrong, 0) << s.text();

}

} // namespace
} // namespace adj::vision
