// placeBySurelyReadTops on the War for the Union practice map: a stack seen on a river hexside whose
// top piece is surely read as a land unit is in the hex under it (10.12), and only then.

#include "table_fixture.hpp"

#include "vision/identity/fiducial_kit.hpp"
#include "vision/identity/fiducial_reader.hpp"
#include "vision/identity/identity_confidence.hpp"
#include "vision/table/spaces_by_identity.hpp"
#include "vision/table/stack_identity.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace adj::vision {
namespace {

using test::spaceCentre;
using test::wftu;

struct ReadTops {
    TableMap table{wftu().game->data.definition, wftu().map};
    PieceFootings footings{wftu().game->data};

    /// A stack measured at `mm` and placed as TableMap::stacksOf would, its top read as `piece`.
    [[nodiscard]] SeenStack seenAt(cv::Point2d mm, const std::string& piece, double confidence = 0.9) const
    {
        SeenStack seen;
        seen.stack.point = {mm.x, mm.y};
        seen.stack.space = table.spaceAt(mm);
        seen.stack.near = table.nearSpaces(mm, seen.stack.space);
        seen.stack.top = {{piece, confidence}};
        return seen;
    }

    /// `fraction` of the way from the centre of `from` to the centre of `to`.
    static cv::Point2d between(const std::string& from, const std::string& to, double fraction)
    {
        return spaceCentre(from) + (spaceCentre(to) - spaceCentre(from)) * fraction;
    }
};

TEST(PieceFootings, ShipsAndNavalLeadersStandOnHexsidesLandUnitsDoNot)
{
    const PieceFootings footings(wftu().game->data);
    EXPECT_EQ(footings.standsOnHexsides("US-ironclad-1"), true);
    EXPECT_EQ(footings.standsOnHexsides("US-foote"), true);
    EXPECT_EQ(footings.standsOnHexsides("CS-inf-1"), false);
    EXPECT_EQ(footings.standsOnHexsides("US-grant"), false);
    EXPECT_EQ(footings.standsOnHexsides("no-such-piece"), std::nullopt);
}

TEST(PlaceBySurelyReadTops, ALandUnitSeenOnAHexsideIsInTheHexUnderIt)
{
    const ReadTops t;
    // 4.5 mm from 0810/0910's middle towards 0910: spaceAt puts it on the hexside.
    const cv::Point2d middle = spaceCentre("0810/0910");
    const cv::Point2d at = middle + (spaceCentre("0910") - middle) * (4.5 / cv::norm(spaceCentre("0910") - middle));
    std::vector<SeenStack> stacks = {t.seenAt(at, "CS-inf-1")};
    ASSERT_EQ(stacks[0].stack.space, "0810/0910");
    placeBySurelyReadTops(t.table, t.footings, stacks);
    EXPECT_EQ(stacks[0].stack.space, "0910");
    EXPECT_EQ(stacks[0].stack.near, t.table.nearSpaces(at, "0910"));
}

TEST(PlaceBySurelyReadTops, AShipSeenInAHexStaysThere)
{
    const ReadTops t;
    // A ship may stand in a hex (a port, a coastal hex), and a marker read may be a lower counter's.
    const cv::Point2d at = ReadTops::between("0810/0910", "0810", 0.6);
    std::vector<SeenStack> stacks = {t.seenAt(at, "US-ironclad-1")};
    ASSERT_EQ(stacks[0].stack.space, "0810");
    placeBySurelyReadTops(t.table, t.footings, stacks);
    EXPECT_EQ(stacks[0].stack.space, "0810");
}

TEST(PlaceBySurelyReadTops, AnUnsureReadOrAnUnknownPieceMovesNothing)
{
    const ReadTops t;
    const cv::Point2d onHexside = spaceCentre("0810/0910") + cv::Point2d(0.5, 0.5);
    std::vector<SeenStack> stacks = {t.seenAt(onHexside, "CS-inf-1", kSureIdentity - 0.01),
                                     t.seenAt(onHexside + cv::Point2d(0.1, 0), "CS-inf-1~2")};
    placeBySurelyReadTops(t.table, t.footings, stacks);
    EXPECT_EQ(stacks[0].stack.space, "0810/0910");
    EXPECT_EQ(stacks[1].stack.space, "0810/0910");
}

TEST(PlaceBySurelyReadTops, NoStackIsMovedOntoASpaceAnotherHolds)
{
    const ReadTops t;
    // The land unit's marker read over the ship's blob: the land unit's own stack is in the hex already.
    const cv::Point2d onHexside = spaceCentre("0810/0910") + cv::Point2d(0.5, 0.5);
    std::vector<SeenStack> stacks = {t.seenAt(onHexside, "CS-inf-1"), t.seenAt(spaceCentre("0910"), "CS-inf-2"),
                                     t.seenAt(spaceCentre("0810"), "CS-inf-3")};
    placeBySurelyReadTops(t.table, t.footings, stacks);
    EXPECT_EQ(stacks[0].stack.space, "0810/0910");
}

// A stack in 1213 under hard light, measured within the catch of the river hexside 1212/1213's
// middle, was given to that hexside, the ships' space. Its top counter's marker reads surely as CS-inf-10,
// an infantry unit, which never stands on a hexside.
TEST(PlaceBySurelyReadTops, AnEvalTableCounterSeenOnTheRiverIsBackInItsHex)
{
    // `eval-vision --identity fiducial --conditions hard --seed 2000 --size 3840x2160`, scene 95.
    const unsigned seed = 2094;
    const test::WftuTable& t = wftu();
    const FiducialKit kit = fiducialKitOf(t.game->data, "practice-border-war");
    const TableSceneMaker maker(t.game->data, t.map, 4.0, kit);
    const synth::Conditions conditions = synth::Conditions::preset(synth::ConditionLevel::Hard);
    const model::Position position = eval::scatteredPosition(t.game->data, t.map, t.start, {}, seed);
    synth::SyntheticCamera camera(maker.sheet(), conditions, seed, cv::Size(3840, 2160));
    const synth::RenderedFrame frame = camera.render(maker.scene(position, conditions, seed));
    const ReadTops read;
    OccupancyPipeline pipeline = read.table.pipeline(0.5);
    FrameStacks seen = stacksInFrame(read.table, pipeline, frame.image);
    ASSERT_TRUE(seen.seen.geometry.ok());
    readTopPieces(frame.image, seen.seen, FiducialReader(kit), read.table, seen.stacks);

    const synth::PieceTruth* top = frame.truth.find("CS-inf-10");
    ASSERT_NE(top, nullptr);
    double nearestMm = 0;
    const SeenStack* nearest = test::nearestSeenStack(seen, top->centreMm, nearestMm);
    ASSERT_NE(nearest, nullptr);
    ASSERT_FALSE(nearest->stack.top.empty());
    EXPECT_EQ(nearest->stack.top.front().piece, "CS-inf-10");
    // What the blob's point alone says. Occupancy now keeps the stack in its hex (its piece seen with the
    // river stands away from the middle, TableMap::spacesOf); it is put on the hexside as it was.
    const SeenStack* const seenNearest = nearest;
    SeenStack& caught = seen.stacks[static_cast<std::size_t>(seenNearest - seen.stacks.data())];
    caught.stack.space = read.table.spaceAt({caught.stack.point.x, caught.stack.point.y});
    ASSERT_EQ(caught.stack.space, "1212/1213");

    placeBySurelyReadTops(read.table, read.footings, seen.stacks);
    EXPECT_EQ(nearest->stack.space, "1213");
}

} // namespace
} // namespace adj::vision
