// readTopPiece: one stack's top read alone is read as readTopPieces reads it over the whole table. The
// table-face tests read only the one to three tops each looks at, and this is what lets them.

#include "table_fixture.hpp"

#include "vision/identity/fiducial_kit.hpp"
#include "vision/identity/fiducial_reader.hpp"
#include "vision/identity/identity_confidence.hpp"
#include "vision/table/stack_identity.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

namespace adj::vision {
namespace {

using test::wftu;

TEST(ReadTopPiece, OneStackReadAloneIsReadAsTheWholeTableReadsIt)
{
    // A normal 1080p eval table (`eval-vision --identity fiducial --seed 1000`, scene 1), its counters
    // carrying their markers.
    const unsigned seed = 1000;
    const FiducialKit kit = fiducialKitOf(wftu().game->data, "practice-border-war");
    const TableSceneMaker maker(wftu().game->data, wftu().map, 4.0, kit);
    const TableMap table(wftu().game->data.definition, wftu().map);
    const test::PhotographedTable shot =
        test::photographedEvalFrame(seed, synth::ConditionLevel::Normal, cv::Size(1920, 1080), maker, table);
    const synth::RenderedFrame& frame = shot.frame;
    const FrameStacks& seen = shot.seen;
    ASSERT_TRUE(seen.seen.geometry.ok());
    const FiducialReader reader(kit);

    std::vector<SeenStack> whole = seen.stacks;
    readTopPieces(frame.image, seen.seen, reader, table, whole);
    // Each alone, last first: a read that leaned on another stack's read, or on the order, would differ.
    std::vector<SeenStack> alone = seen.stacks;
    for (std::size_t i = alone.size(); i-- > 0;) readTopPiece(frame.image, seen.seen, reader, table, alone, i);

    ASSERT_EQ(whole.size(), alone.size());
    int sure = 0;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        const auto& w = whole[i];
        const auto& a = alone[i];
        ASSERT_EQ(w.stack.top.size(), a.stack.top.size()) << "stack " << i << " in " << w.stack.space;
        for (std::size_t c = 0; c < w.stack.top.size(); ++c) {
            EXPECT_EQ(w.stack.top[c].piece, a.stack.top[c].piece) << "stack " << i << " in " << w.stack.space;
            EXPECT_EQ(w.stack.top[c].confidence, a.stack.top[c].confidence) << "stack " << i;
        }
        EXPECT_EQ(w.stack.side, a.stack.side) << "stack " << i << " in " << w.stack.space;
        EXPECT_EQ(w.sideConfidence, a.sideConfidence) << "stack " << i;
        EXPECT_EQ(w.sideByColour, a.sideByColour) << "stack " << i;
        if (!w.stack.top.empty() && w.stack.top.front().confidence >= kSureIdentity) ++sure;
    }
    // Not a table where nothing was read.
    EXPECT_GE(sure, 20) << "of " << whole.size() << " stacks";
}

} // namespace
} // namespace adj::vision
