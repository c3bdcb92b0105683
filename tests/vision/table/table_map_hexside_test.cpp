// TableMap::spacesOf on the War for the Union practice map: a ship on a river hexside shows only its
// part over the land, so its blob is measured in the hex beside; the hexside is given to it when the
// river's middle there is hidden, and only then (not for the shadow of a stack in that hex).

#include "table_fixture.hpp"

#include "vision/table/table_map.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <vector>

namespace adj::vision {
namespace {

using test::wftu;

constexpr double kCounterMm = 14.3;

struct RiverHexside {
    TableMap table{wftu().game->data.definition, wftu().map};
    cv::Point2d middle = centre("2112/2113");
    cv::Point2d hexCentre = centre("2113");

    static cv::Point2d centre(const std::string& space)
    {
        const auto& c = *wftu().map.graph.space(*wftu().map.graph.find(space)).centre;
        return {c.x, c.y};
    }

    /// The printed map on the grid with a counter of `colour` standing at `atMm`.
    [[nodiscard]] cv::Mat withCounter(cv::Point2d atMm, cv::Scalar colour) const
    {
        cv::Mat frame = table.reference().clone();
        const RectifiedGrid& grid = table.grid();
        const cv::Point2d half(kCounterMm / 2, kCounterMm / 2);
        cv::rectangle(frame, grid.toPixel(atMm - half), grid.toPixel(atMm + half), colour, cv::FILLED);
        return frame;
    }

    /// A blob measured where the part of a hexside counter over the land puts it: 6.5 mm into 2113.
    [[nodiscard]] OccupancyBlob slippedBlob() const
    {
        OccupancyBlob blob;
        blob.centreMm = middle + (hexCentre - middle) * (6.5 / cv::norm(hexCentre - middle));
        blob.topSeenMm = blob.centreMm;
        blob.confidence = 0.5;
        return blob;
    }
};

TEST(TableMapHexside, ABlobBesideAHiddenRiverMiddleIsTheShipOnTheHexside)
{
    const RiverHexside t;
    const OccupancyBlob blob = t.slippedBlob();
    ASSERT_EQ(t.table.spaceAt(blob.centreMm), "2113"); // what the measured point alone says
    const cv::Mat grey = t.withCounter(t.middle + cv::Point2d(0.5, 1.0), cv::Scalar(140, 140, 140));
    EXPECT_TRUE(t.table.hiddenAt(t.middle, grey, t.table.reference()));
    EXPECT_EQ(t.table.spacesOf({blob}, grey, t.table.reference()), std::vector<std::string>{"2112/2113"});
    // A blue (Union) counter on the blue river hides it too.
    const cv::Mat blue = t.withCounter(t.middle, cv::Scalar(150, 70, 40));
    EXPECT_EQ(t.table.spacesOf({blob}, blue, t.table.reference()), std::vector<std::string>{"2112/2113"});
}

TEST(TableMapHexside, AStackInTheHexBesideKeepsItsHex)
{
    const RiverHexside t;
    const OccupancyBlob blob = t.slippedBlob();
    // The counter really stands where the blob is: the river's middle shows.
    const cv::Mat inHex = t.withCounter(blob.centreMm + cv::Point2d(0, 1.5), cv::Scalar(140, 140, 140));
    EXPECT_FALSE(t.table.hiddenAt(t.middle, inHex, t.table.reference()));
    EXPECT_EQ(t.table.spacesOf({blob}, inHex, t.table.reference()), std::vector<std::string>{"2113"});
    // Its shadow over the river's middle is the map, darker: not a counter.
    cv::Mat shadowed = inHex.clone();
    const cv::Point2d middlePx = t.table.grid().toPixel(t.middle);
    const int r = cvRound(5 * t.table.grid().pxPerMm);
    const cv::Rect around = cv::Rect(cvRound(middlePx.x) - r, cvRound(middlePx.y) - r, 2 * r, 2 * r);
    shadowed(around).convertTo(shadowed(around), -1, 0.78);
    EXPECT_FALSE(t.table.hiddenAt(t.middle, shadowed, t.table.reference()));
    EXPECT_EQ(t.table.spacesOf({blob}, shadowed, t.table.reference()), std::vector<std::string>{"2113"});
}

// Beyond a plain claim's reach (7.5 mm) a blob is the ship only when its piece, seen with the river, stands
// near the middle. Here the ship over the middle is unseen by the detector, and the blob 9 mm away is a
// counter standing where it was measured: it keeps its hex.
TEST(TableMapHexside, ABlobTooFarFromTheMiddleIsNotMovedOntoIt)
{
    const RiverHexside t;
    OccupancyBlob blob = t.slippedBlob();
    blob.centreMm = t.middle + (t.hexCentre - t.middle) * (9.0 / cv::norm(t.hexCentre - t.middle));
    blob.topSeenMm = blob.centreMm;
    const RectifiedGrid& grid = t.table.grid();
    const cv::Point2d half(kCounterMm / 2, kCounterMm / 2);
    blob.boundsPx = cv::Rect(grid.toPixel(blob.centreMm - half), grid.toPixel(blob.centreMm + half));
    cv::Mat frame = t.withCounter(t.middle, cv::Scalar(140, 140, 140));
    cv::rectangle(frame, blob.boundsPx, cv::Scalar(150, 90, 60), cv::FILLED);
    ASSERT_TRUE(t.table.hiddenAt(t.middle, frame, t.table.reference()));
    EXPECT_EQ(t.table.spacesOf({blob}, frame, t.table.reference()), std::vector<std::string>{"2113"});
}

// The detector can measure a ship by its part over the land far into the hex beside (up to 11 mm from the
// middle on hard tables at 1080p). Its region still lies over the middle, and seen with the river the piece
// stands there: the hexside is its own, however far off the blob was measured.
TEST(TableMapHexside, ABlobMeasuredFarFromTheMiddleWhosePieceStandsOnItIsTheShip)
{
    const RiverHexside t;
    const cv::Point2d ship = t.middle + cv::Point2d(0.5, 1.0);
    OccupancyBlob blob = t.slippedBlob();
    blob.centreMm = t.middle + (t.hexCentre - t.middle) * (9.0 / cv::norm(t.hexCentre - t.middle));
    blob.topSeenMm = blob.centreMm;
    const RectifiedGrid& grid = t.table.grid();
    const cv::Point2d half(kCounterMm / 2, kCounterMm / 2);
    blob.boundsPx = cv::Rect(grid.toPixel(ship - half), grid.toPixel(ship + half));
    const cv::Mat grey = t.withCounter(ship, cv::Scalar(140, 140, 140));
    ASSERT_EQ(t.table.spaceAt(blob.centreMm), "2113");
    EXPECT_EQ(t.table.spacesOf({blob}, grey, t.table.reference()), std::vector<std::string>{"2112/2113"});
}

TEST(TableMapHexside, TheNearestBlobTakesTheHexsideAndABlobOnItAlreadyKeepsIt)
{
    const RiverHexside t;
    const cv::Mat grey = t.withCounter(t.middle, cv::Scalar(140, 140, 140));
    OccupancyBlob near = t.slippedBlob();
    OccupancyBlob farther = near;
    farther.centreMm = t.middle + (t.hexCentre - t.middle) * (7.2 / cv::norm(t.hexCentre - t.middle)) + cv::Point2d(1, 0);
    EXPECT_EQ(t.table.spacesOf({farther, near}, grey, t.table.reference()),
              (std::vector<std::string>{"2113", "2112/2113"}));
    OccupancyBlob onIt = near;
    onIt.centreMm = t.middle + cv::Point2d(0.5, 0.5);
    EXPECT_EQ(t.table.spacesOf({near, onIt}, grey, t.table.reference()),
              (std::vector<std::string>{"2113", "2112/2113"}));
}

// Two river hexsides of one hex meet at a corner; their middles are 12.5 mm apart. A ship stands on
// 1213/1312, placed a few mm along the river towards 1212/1213, and is measured a few more over the land.
struct TwoRiverHexsides {
    TableMap table{wftu().game->data.definition, wftu().map};
    cv::Point2d own = RiverHexside::centre("1213/1312");
    cv::Point2d next = RiverHexside::centre("1212/1213");
    cv::Point2d along = (next - own) / cv::norm(next - own);
    /// Square to the river, towards the centre of the hex the two hexsides belong to.
    cv::Point2d intoHex = [this] {
        const cv::Point2d c = RiverHexside::centre("1213") - (own + next) / 2;
        return c / cv::norm(c);
    }();

    /// A grey ship lying along its hexside, `alongMm` from its middle towards the next one.
    [[nodiscard]] cv::Mat withShipAt(double alongMm) const
    {
        cv::Mat frame = table.reference().clone();
        const RectifiedGrid& grid = table.grid();
        const cv::Point2d at = grid.toPixel(own + alongMm * along);
        const cv::Point2d square = RiverHexside::centre("1213") - own; // square to its own hexside
        const double angle = std::atan2(square.y, square.x) * 180.0 / CV_PI;
        const double side = kCounterMm * grid.pxPerMm;
        cv::Point2f corners[4];
        cv::RotatedRect(cv::Point2f(at), cv::Size2f(static_cast<float>(side), static_cast<float>(side)),
                        static_cast<float>(angle))
            .points(corners);
        std::vector<cv::Point> polygon;
        for (const auto& c : corners) polygon.emplace_back(cvRound(c.x), cvRound(c.y));
        cv::fillConvexPoly(frame, polygon, cv::Scalar(140, 140, 140));
        return frame;
    }

    [[nodiscard]] static OccupancyBlob blobAt(cv::Point2d mm)
    {
        OccupancyBlob blob;
        blob.centreMm = mm;
        blob.topSeenMm = mm;
        blob.confidence = 0.5;
        return blob;
    }
};

TEST(TableMapHexside, AShipCaughtByTheNextHexsideWhoseMiddleShowsGoesToItsOwn)
{
    const TwoRiverHexsides t;
    ASSERT_NEAR(cv::norm(t.next - t.own), 12.5, 0.1);
    const cv::Mat frame = t.withShipAt(3.5);
    // Measured 5.6 mm from the next hexside's middle, 7.9 from its own: the point alone says the next.
    const OccupancyBlob blob = TwoRiverHexsides::blobAt(t.own + 7.5 * t.along + 2.5 * t.intoHex);
    ASSERT_EQ(t.table.spaceAt(blob.centreMm), "1212/1213");
    ASSERT_TRUE(t.table.hiddenAt(t.own, frame, t.table.reference()));
    ASSERT_FALSE(t.table.hiddenAt(t.next, frame, t.table.reference()));
    EXPECT_EQ(t.table.spacesOf({blob}, frame, t.table.reference()), std::vector<std::string>{"1213/1312"});
    // With its own middle showing the map too, nothing claims it: it stays where it was caught.
    EXPECT_EQ(t.table.spacesOf({blob}, t.table.reference(), t.table.reference()),
              std::vector<std::string>{"1212/1213"});
}

TEST(TableMapHexside, OfTwoHiddenMiddlesTheOneHiddenMoreTakesTheShip)
{
    const TwoRiverHexsides t;
    const cv::Mat frame = t.withShipAt(5.0);
    const double ownShare = t.table.hiddenShareAt(t.own, frame, t.table.reference());
    const double nextShare = t.table.hiddenShareAt(t.next, frame, t.table.reference());
    ASSERT_TRUE(t.table.hiddenAt(t.next, frame, t.table.reference())) << nextShare;
    ASSERT_GT(ownShare, nextShare + 0.15) << nextShare;
    // Measured in the hex, 0.6 mm nearer the next hexside's middle than its own, and caught by neither.
    const OccupancyBlob blob = TwoRiverHexsides::blobAt(t.own + 6.6 * t.along + 3.5 * t.intoHex);
    ASSERT_EQ(t.table.spaceAt(blob.centreMm), "1213");
    ASSERT_LT(cv::norm(blob.centreMm - t.next), cv::norm(blob.centreMm - t.own));
    EXPECT_EQ(t.table.spacesOf({blob}, frame, t.table.reference()), std::vector<std::string>{"1213/1312"});
}

TEST(TableMapHexside, ItsPipelineTakesEveryRiverHexsideAsCamouflageAndNoHexCentre)
{
    // Ships lie over the river printed along their hexside, which they can look like: the detector is
    // told where that print is (OccupancyDetector's camouflage), along the whole hexside and no further.
    const RiverHexside t;
    const OccupancyPipeline pipeline = t.table.pipeline(0.5);
    const cv::Mat& camouflage = pipeline.detector().camouflage();
    ASSERT_EQ(camouflage.size(), t.table.grid().size());
    const board::SpaceGraph& graph = wftu().map.graph;
    int hexsides = 0;
    for (const board::Space& space : graph.spaces()) {
        if (!space.centre) continue;
        const cv::Point pixel(t.table.grid().toPixel({space.centre->x, space.centre->y}));
        if (space.kind == board::SpaceKind::Hexside) {
            ++hexsides;
            EXPECT_EQ(camouflage.at<unsigned char>(pixel), 255) << space.id;
        } else if (space.kind == board::SpaceKind::Hex) {
            EXPECT_EQ(camouflage.at<unsigned char>(pixel), 0) << space.id;
        }
    }
    EXPECT_GE(hexsides, 4);
    // The band is a river's width and a little: 3 mm from the middle across the river, free.
    const cv::Point2d across = (t.hexCentre - t.middle) / cv::norm(t.hexCentre - t.middle);
    EXPECT_EQ(camouflage.at<unsigned char>(cv::Point(t.table.grid().toPixel(t.middle + 1.5 * across))), 255);
    EXPECT_EQ(camouflage.at<unsigned char>(cv::Point(t.table.grid().toPixel(t.middle + 3.5 * across))), 0);
}

} // namespace
} // namespace adj::vision
