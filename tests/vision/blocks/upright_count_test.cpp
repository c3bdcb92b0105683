// Upright blocks are counted by the area their wood covers against what this camera would see of one,
// two or more of them standing there.
#include "vision/blocks/upright_count.hpp"

#include <gtest/gtest.h>

namespace adj::vision {
namespace {

ViewGeometry overhead()
{
    return {}; // not known: tops lie where they stand, as under a camera straight above
}

ViewGeometry fromTheSouth()
{
    ViewGeometry view;
    view.known = true;
    view.footMm = {300, 900}; // the camera stands off the map's south edge, 600 mm up
    view.heightMm = 600;
    return view;
}

TEST(UprightCount, OneBlockSeenStraightDownCoversItsTopAndItsHalo)
{
    const BlockSize size;
    const double area = uprightAreaMm2(overhead(), {100, 100}, 1, 0, size);
    EXPECT_GT(area, size.faceMm * size.thicknessMm);
    EXPECT_LT(area, 1.5 * size.faceMm * size.thicknessMm);
}

TEST(UprightCount, AnObliqueCameraSeesTheWallsToo)
{
    const BlockSize size;
    const double straight = uprightAreaMm2(overhead(), {300, 100}, 1, 0, size);
    const double oblique = uprightAreaMm2(fromTheSouth(), {300, 100}, 1, 0, size);
    EXPECT_GT(oblique, 1.3 * straight);
    // Nearer the camera's foot, less wall shows.
    EXPECT_LT(uprightAreaMm2(fromTheSouth(), {300, 700}, 1, 0, size), oblique);
}

TEST(UprightCount, CountsTheBlocksTheAreaHolds)
{
    const BlockSize size;
    for (const ViewGeometry& view : {overhead(), fromTheSouth()}) {
        const cv::Point2d at(250, 200);
        for (int n = 1; n <= 4; ++n) {
            const UprightCount count = countUpright(view, uprightAreaMm2(view, at, n, 30, size), at, 30, size);
            EXPECT_EQ(count.blocks, n);
            EXPECT_GT(count.confidence, 0.9);
        }
        // A quarter more wood than one block (a little shadow, a ragged edge) is still one block.
        EXPECT_EQ(countUpright(view, 1.25 * uprightAreaMm2(view, at, 1, 30, size), at, 30, size).blocks, 1);
    }
}

TEST(UprightCount, TooLittleWoodIsNoBlock)
{
    const BlockSize size;
    const cv::Point2d at(250, 200);
    const double one = uprightAreaMm2(fromTheSouth(), at, 1, 0, size);
    EXPECT_EQ(countUpright(fromTheSouth(), 0.3 * one, at, 0, size).blocks, 0);
    EXPECT_EQ(countUpright(fromTheSouth(), 0.7 * one, at, 0, size).blocks, 1);
}

} // namespace
} // namespace adj::vision
