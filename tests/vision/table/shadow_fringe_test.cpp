// A stack standing 2 mm from a grey counter. The detector can take the grey counter for a shadow
// and drop everything within 3 mm of it as that shadow's fringe, the stack beside it too; the table
// brings the grey counter back (recoverShadowColouredPieces) and measures again what was dropped
// beside it, up to 7 mm from it in the raw change mask. With 4 mm, this stack was missed.

#include "table_fixture.hpp"
#include "vision/eval/scattered_position.hpp"

#include <gtest/gtest.h>

#include <limits>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;
using test::wftu;

TEST(ShadowFringe, AStackBesideAGreyCounterTakenForAShadowIsSeenInItsHex)
{
    const auto& t = wftu();
    // `eval-vision --conditions normal --seed 1000`, scene 139: US-cav-2 on top in 0903.
    const unsigned seed = 1138;
    const Conditions conditions = Conditions::preset(ConditionLevel::Normal);
    const model::Position position = eval::scatteredPosition(t.game->data, t.map, t.start, {}, seed);
    FrameTruth truth;
    const FrameStacks seen = test::photographedStacks(t.maker.scene(position, conditions, seed), conditions, seed, &truth);
    ASSERT_TRUE(seen.seen.geometry.ok());
    const PieceTruth* top = truth.find("US-cav-2");
    ASSERT_NE(top, nullptr);
    ASSERT_EQ(top->visibility, Visibility::Visible);
    const SeenStack* nearest = nullptr;
    double nearestMm = std::numeric_limits<double>::infinity();
    for (const auto& s : seen.stacks) {
        const double d = cv::norm(cv::Point2d(s.stack.point.x, s.stack.point.y) - top->centreMm);
        if (d < nearestMm) {
            nearestMm = d;
            nearest = &s;
        }
    }
    ASSERT_NE(nearest, nullptr);
    EXPECT_LT(nearestMm, 12.0) << "the stack under US-cav-2 is not seen";
    EXPECT_EQ(nearest->stack.space, "0903");
}

} // namespace
} // namespace adj::vision
