// Stacks in neighbouring hexes that touch one another make one changed region larger than any one
// stack could look. The detector used to take every such region for a hand (and TableVision then
// waited for the hand to go, for ever); now a region with no skin, no shadow, sharp counter outlines
// and not reaching in from the edge of the view is split into its stacks.

#include "table_fixture.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;
using test::spaceCentre;
using test::wftu;

struct Photographed {
    FrameStacks seen;
    std::map<std::string, cv::Point2d> tops; ///< Each stack's top piece as the camera saw it, by space.
};

/// Stacks of four in 1016, 1017 and 1116, each pulled from its hex's centre towards the corner the
/// three hexes share, to 9.6 mm from it: squared up to the map, two pairs of them touch and the third
/// pair is 2 mm apart. Photographed by the synthetic camera.
Photographed touchingTriangle(unsigned seed, ConditionLevel level)
{
    const auto& t = wftu();
    const std::map<std::string, std::vector<std::string>> stacks = {
        {"1016", {"US-inf-1", "US-inf-2", "US-inf-3", "US-inf-4"}},
        {"1017", {"US-inf-7", "US-inf-8", "US-inf-9", "US-inf-10"}},
        {"1116", {"CS-inf-1", "CS-inf-2", "CS-inf-3", "CS-inf-4"}},
    };
    model::Position position;
    for (const auto& [space, ids] : stacks) {
        for (const auto& id : ids) {
            position.pieces.push_back(*t.start.findPiece(id));
            position.pieces.back().location.space = space;
        }
    }
    const Conditions conditions = Conditions::preset(level);
    Scene scene = t.maker.scene(position, conditions, seed);
    const cv::Point2d corner = (spaceCentre("1016") + spaceCentre("1017") + spaceCentre("1116")) / 3.0;
    for (const auto& [space, ids] : stacks) {
        const cv::Point2d towards = spaceCentre(space) - corner;
        const cv::Point2d shift = corner + towards * (9.6 / cv::norm(towards)) - spaceCentre(space);
        for (auto& piece : scene.pieces) {
            if (std::find(ids.begin(), ids.end(), piece.id) == ids.end()) continue;
            piece.centreMm += shift;
            piece.rotationDeg = 0;
        }
    }
    FrameTruth truth;
    Photographed out{test::photographedStacks(scene, conditions, seed, &truth), {}};
    for (const auto& [space, ids] : stacks) out.tops[space] = truth.find(ids.back())->centreMm;
    return out;
}

TEST(TouchingStacks, AreEachSeenAndAreNoHand)
{
    for (const auto level : {ConditionLevel::Easy, ConditionLevel::Normal}) {
        for (const unsigned seed : {31u, 32u, 33u}) {
            const Photographed p = touchingTriangle(seed, level);
            ASSERT_TRUE(p.seen.seen.geometry.ok());
            EXPECT_TRUE(p.seen.seen.occupancy.foreign.empty()) << "seed " << seed << ": taken for a hand";
            std::vector<std::string> spaces;
            for (const auto& s : p.seen.stacks) spaces.push_back(s.stack.space);
            std::sort(spaces.begin(), spaces.end());
            EXPECT_EQ(spaces, (std::vector<std::string>{"1016", "1017", "1116"})) << "seed " << seed;
            for (const auto& [space, top] : p.tops) {
                double nearest = 1e9;
                for (const auto& s : p.seen.stacks) {
                    nearest = std::min(nearest, cv::norm(cv::Point2d(s.stack.point.x, s.stack.point.y) - top));
                }
                EXPECT_LT(nearest, 8.0) << "the stack pulled from " << space << ", seed " << seed;
            }
        }
    }
}

} // namespace
} // namespace adj::vision
