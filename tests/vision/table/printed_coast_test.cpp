// Under hard light a 4K frame shows the map's own printed edges sharply: along the practice map's
// coast, glare-paled hexes of land and sea were measured as pieces whose square lay on the coast's
// hexsides, with an outline score above the 50 that drops weak glare fits (177 false pieces over 200
// hard tables at 3840x2160). Their outline is the map's, which the empty map lines as strongly
// (OccupancyOptions::mapOutlineShare), and they are dropped.

#include "table_fixture.hpp"
#include "vision/eval/scattered_position.hpp"

#include <gtest/gtest.h>

#include <limits>
#include <string>

namespace adj::vision {
namespace {

using namespace adj::vision::synth;
using test::wftu;

TEST(PrintedCoast, GlareAlongTheCoastIsNoPieceAt4K)
{
    const auto& t = wftu();
    // `eval-vision --conditions hard --seed 2000 --size 3840x2160`, scene 70: 14 stacks were seen along
    // the coast (hexes 25xx and 26xx) where none stands.
    const unsigned seed = 2069;
    const Conditions conditions = Conditions::preset(ConditionLevel::Hard);
    const model::Position position = eval::scatteredPosition(t.game->data, t.map, t.start, {}, seed);
    SyntheticCamera camera(t.maker.sheet(), conditions, seed, cv::Size(3840, 2160));
    const RenderedFrame frame = camera.render(t.maker.scene(position, conditions, seed));
    const TableMap table(t.game->data.definition, t.map);
    OccupancyPipeline pipeline = table.pipeline(0.5);
    const FrameStacks seen = stacksInFrame(table, pipeline, frame.image);
    ASSERT_TRUE(seen.seen.geometry.ok());
    std::string falseStacks;
    for (const auto& s : seen.stacks) {
        double nearest = std::numeric_limits<double>::infinity();
        for (const auto& piece : frame.truth.pieces) {
            nearest = std::min(nearest, cv::norm(piece.centreMm - cv::Point2d(s.stack.point.x, s.stack.point.y)));
        }
        if (nearest > 15.0) falseStacks += " " + s.stack.space;
    }
    EXPECT_TRUE(falseStacks.empty()) << "stacks seen where none stands:" << falseStacks;
}

} // namespace
} // namespace adj::vision
