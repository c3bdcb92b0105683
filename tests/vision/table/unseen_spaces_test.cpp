// TableMap::spacesUnder and spacesOutOfView on the War for the Union practice map: the spaces whose
// stacks the camera cannot see this time, which the tracker then leaves alone.

#include "table_fixture.hpp"

#include "vision/table/table_map.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace adj::vision {
namespace {

using test::wftu;

bool contains(const std::vector<std::string>& spaces, const std::string& space)
{
    return std::find(spaces.begin(), spaces.end(), space) != spaces.end();
}

/// A square region of glare `halfMm` either side of `centre`.
GlareRegion squareGlare(cv::Point2d centre, double halfMm)
{
    GlareRegion glare;
    glare.boundsMm = cv::Rect2d(centre.x - halfMm, centre.y - halfMm, 2 * halfMm, 2 * halfMm);
    glare.outlineMm = {centre + cv::Point2d(-halfMm, -halfMm), centre + cv::Point2d(halfMm, -halfMm),
                       centre + cv::Point2d(halfMm, halfMm), centre + cv::Point2d(-halfMm, halfMm)};
    glare.areaMm2 = 4 * halfMm * halfMm;
    glare.washedShare = 1.0;
    return glare;
}

TEST(UnseenSpaces, GlareHidesTheSpacesItCoversAndThoseACounterWouldReachItFrom)
{
    const TableMap table(wftu().game->data.definition, wftu().map);
    const cv::Point2d centre = test::spaceCentre("1207");
    // 5 mm of glare round the hex's centre: that hex only (its neighbours' centres are 25 mm away, and its
    // hexsides' middles 12.5 mm, more than 5 + 7 mm).
    EXPECT_EQ(table.spacesUnder(squareGlare(centre, 5.0)), (std::vector<std::string>{"1207"}));
    // Glare ending 6 mm short of a hex's centre still hides a counter standing there; 8 mm short, it does not.
    const cv::Point2d east = test::spaceCentre("1307");
    const double gap = cv::norm(east - centre);
    GlareRegion reaching = squareGlare(centre, 3.0);
    reaching.outlineMm = {centre, east - (east - centre) * (6.0 / gap), centre + cv::Point2d(0, 3)};
    reaching.boundsMm = cv::boundingRect(std::vector<cv::Point2f>{cv::Point2f(centre), cv::Point2f(east), cv::Point2f(centre + cv::Point2d(0, 3))});
    EXPECT_TRUE(contains(table.spacesUnder(reaching), "1307"));
    reaching.outlineMm[1] = east - (east - centre) * (8.0 / gap);
    EXPECT_FALSE(contains(table.spacesUnder(reaching), "1307"));
    // No outline, nothing known to be hidden.
    EXPECT_TRUE(table.spacesUnder(GlareRegion{}).empty());
}

TEST(UnseenSpaces, TheSpacesOutsideTheCamerasViewAreUnseen)
{
    const TableMap table(wftu().game->data.definition, wftu().map);
    const RectifiedGrid& grid = table.grid();
    cv::Mat valid(grid.size(), CV_8U, cv::Scalar(255));
    EXPECT_TRUE(table.spacesOutOfView(valid).empty()) << "the camera sees the whole map";

    // The camera does not see the map west of x = 100 mm.
    const int edgePx = static_cast<int>(std::lround(grid.toPixel({100.0, 0.0}).x));
    valid(cv::Rect(0, 0, edgePx, valid.rows)).setTo(cv::Scalar(0));
    const std::vector<std::string> unseen = table.spacesOutOfView(valid);
    int west = 0;
    for (std::size_t i = 0; i < wftu().map.graph.spaceCount(); ++i) {
        const board::Space& space = wftu().map.graph.space(static_cast<board::SpaceIndex>(i));
        if (space.kind == board::SpaceKind::Box || !space.centre) continue;
        // A counter on a centre less than 7 mm inside the view is cut off by its edge.
        if (space.centre->x < 100.0 + 6.0) {
            ++west;
            EXPECT_TRUE(contains(unseen, space.id)) << space.id << " at x " << space.centre->x;
        } else if (space.centre->x > 100.0 + 8.0) {
            EXPECT_FALSE(contains(unseen, space.id)) << space.id << " at x " << space.centre->x;
        }
    }
    EXPECT_GT(west, 20);
    EXPECT_TRUE(table.spacesOutOfView(cv::Mat()).empty()) << "no view given, nothing known to be unseen";
}

} // namespace
} // namespace adj::vision
