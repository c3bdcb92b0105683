// TableMap::recoverShadowColouredPieces labels the change mask round the grey counters it brings back,
// not over the whole grid; a region that reaches out of that neighbourhood is measured whole all the same.
// (What it recovers on real tables: the ShadowFringe eval tables.)

#include "table_fixture.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

namespace adj::vision {
namespace {
namespace shadow_coloured_pieces_test {

struct Drawn {
    TableMap table{test::wftu().game->data.definition, test::wftu().map};
    OccupancyPipeline pipeline = table.pipeline(0.5);
    FrameOccupancy frame;
};

/// The empty map, with dark changed rectangles (map mm) drawn on its normalised frame and change mask.
void drawChange(FrameOccupancy& frame, const RectifiedGrid& grid, const cv::Rect2d& mm)
{
    const cv::Rect px(cv::Point(grid.toPixel(mm.tl())), cv::Point(grid.toPixel(mm.br())));
    cv::rectangle(frame.occupancy.normalised, px, cv::Scalar(60, 60, 60), cv::FILLED);
    cv::rectangle(frame.occupancy.changed, px, cv::Scalar(255), cv::FILLED);
}

TEST(ShadowColouredPieces, ARegionReachingFarBeyondTheGreyCounterIsMeasuredWhole)
{
    Drawn d;
    const OccupancyDetector& detector = d.pipeline.detector();
    const RectifiedGrid& grid = detector.grid();
    d.frame.occupancy.normalised = detector.reference().clone();
    d.frame.occupancy.changed = cv::Mat::zeros(grid.size(), CV_8U);
    // A grey counter taken for a shadow at 200,200 mm, and 3 mm beside it a long dark region no blob
    // accounts for, reaching 90 mm away: farther than the neighbourhood labelled round the counter.
    const cv::Rect2d counter(192.85, 192.85, 14.3, 14.3);
    drawChange(d.frame, grid, counter);
    drawChange(d.frame, grid, cv::Rect2d(210.2, 193.0, 90.0, 14.0));
    ForeignObject shadow;
    shadow.boundsMm = counter;
    shadow.centroidMm = {200, 200};
    shadow.areaMm2 = counter.area();
    shadow.darkFraction = 0.8;
    d.frame.occupancy.foreign.push_back(shadow);

    d.table.recoverShadowColouredPieces(d.frame, detector);

    EXPECT_TRUE(d.frame.occupancy.foreign.empty());
    // The long region is measured as the pieces its area holds, the farthest near its far end.
    double farthestMm = 0;
    for (const auto& blob : d.frame.occupancy.blobs) farthestMm = std::max(farthestMm, blob.centreMm.x);
    EXPECT_GT(farthestMm, 280.0) << d.frame.occupancy.blobs.size() << " blobs";
}

} // namespace shadow_coloured_pieces_test
} // namespace
} // namespace adj::vision
