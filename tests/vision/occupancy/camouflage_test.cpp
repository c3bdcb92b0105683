// A piece that lies over print it looks like (a ship, printed in water blue with a pale symbol, on
// the river it stands on) differs from the map only round that print: its changed region comes out
// in two parts, one each side of the river, and each was measured as a piece off its true place (a
// transport on a river hexside of the practice map was read in the hex beside it, 7 mm off). Given
// where such print is (the detector's camouflage mask), the parts are joined again. (That only solid
// parts are joined, not the slivers a blurred frame leaves along both banks, is tested on a hard eval
// table: ShipOnARiver.TheBlurredBanksBesideItAreNotASecondShip.)

#include "vision/occupancy/occupancy_detector.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <vector>

namespace adj::vision {
namespace {
namespace camouflage_test {

constexpr double kPxPerMm = 1.5;
const RectifiedGrid kGrid{cv::Rect2d(0, 0, 160, 120), kPxPerMm};
const cv::Scalar kCream{206, 235, 240};
const cv::Scalar kWater{195, 105, 45}; // BGR of the practice map's rivers
const cv::Scalar kSymbol{235, 225, 220};
// The river runs down the sheet with a bend, 1.7 mm wide like a navigable river.
const std::vector<cv::Point2d> kRiverMm{{80, 0}, {80, 45}, {90, 60}, {90, 120}};
constexpr double kRiverWidthMm = 1.7;
// Where the ship stands: on the river, in its straight northern reach.
const cv::Point2d kShipMm{80.0, 30.0};

std::vector<cv::Point> riverPx()
{
    std::vector<cv::Point> out;
    for (const cv::Point2d& p : kRiverMm) out.emplace_back(kGrid.toPixel(p));
    return out;
}

cv::Mat printedMap()
{
    cv::Mat map(kGrid.size(), CV_8UC3, kCream);
    cv::polylines(map, riverPx(), false, kWater, static_cast<int>(std::lround(kRiverWidthMm * kPxPerMm)), cv::LINE_AA);
    cv::GaussianBlur(map, map, cv::Size(0, 0), 0.5);
    return map;
}

// The river's band on the grid: the river and 2.5 mm either side of its middle.
cv::Mat riverBand()
{
    cv::Mat band = cv::Mat::zeros(kGrid.size(), CV_8U);
    cv::polylines(band, riverPx(), false, cv::Scalar(255), static_cast<int>(std::lround(5.0 * kPxPerMm)));
    return band;
}

// The camera's view: blurred by `blurPx`, with sensor noise.
cv::Mat seenByTheCamera(const cv::Mat& table, double blurPx)
{
    cv::Mat out;
    cv::GaussianBlur(table, out, cv::Size(0, 0), blurPx);
    cv::Mat noise(out.size(), CV_16SC3);
    cv::RNG rng(11);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, 2.0);
    cv::Mat wide;
    out.convertTo(wide, CV_16SC3);
    wide += noise;
    wide.convertTo(out, CV_8UC3);
    return out;
}

// A 14.3 mm counter lying on the river, printed in the river's blue with a pale symbol. Where it lies
// over the river and its banks (2 mm either side of the river's middle), its print looks like the map
// there (as the river's blue and the pale symbol over the blurred banks did on the practice map): the
// map's own pixels are kept.
cv::Mat tableWithTheShip()
{
    const cv::Mat map = printedMap();
    cv::Mat table = map.clone();
    const cv::Point2d half(7.15, 7.15);
    cv::rectangle(table, kGrid.toPixel(kShipMm - half), kGrid.toPixel(kShipMm + half), kWater, cv::FILLED);
    const cv::Point2d symbol(4.5, 3.0);
    cv::rectangle(table, kGrid.toPixel(kShipMm - symbol), kGrid.toPixel(kShipMm + symbol), kSymbol, cv::FILLED);
    cv::Mat alike = cv::Mat::zeros(kGrid.size(), CV_8U);
    cv::polylines(alike, riverPx(), false, cv::Scalar(255), static_cast<int>(std::lround(4.0 * kPxPerMm)));
    map.copyTo(table, alike);
    return table;
}

std::vector<OccupancyBlob> blobsSeen(const cv::Mat& frame, const cv::Mat& camouflage)
{
    OccupancyDetector detector(kGrid, printedMap(), OccupancyOptions{}, camouflage);
    const cv::Mat valid(kGrid.size(), CV_8U, cv::Scalar(255));
    return detector.detect(frame, valid, ViewGeometry{}).blobs;
}

double nearestTo(const std::vector<OccupancyBlob>& blobs, cv::Point2d mm)
{
    double nearest = 1e9;
    for (const auto& blob : blobs) nearest = std::min(nearest, cv::norm(blob.topSeenMm - mm));
    return nearest;
}

TEST(Camouflage, WithoutItAShipOnItsRiverIsSeenInPartsOffItsPlace)
{
    // The premise of the tests below: the river cuts the ship's region.
    const std::vector<OccupancyBlob> blobs = blobsSeen(seenByTheCamera(tableWithTheShip(), 1.0), cv::Mat());
    EXPECT_TRUE(blobs.size() != 1 || nearestTo(blobs, kShipMm) > 2.5)
        << "one blob, " << nearestTo(blobs, kShipMm) << " mm from the ship";
}

TEST(Camouflage, AShipOnTheRiverItLooksLikeIsOnePieceWhereItLies)
{
    const std::vector<OccupancyBlob> blobs = blobsSeen(seenByTheCamera(tableWithTheShip(), 1.0), riverBand());
    ASSERT_EQ(blobs.size(), 1U);
    EXPECT_LT(cv::norm(blobs.front().topSeenMm - kShipMm), 1.5) << "seen at " << blobs.front().topSeenMm;
}

TEST(Camouflage, AMaskOfTheWrongSizeIsRefused)
{
    EXPECT_THROW(OccupancyDetector(kGrid, printedMap(), OccupancyOptions{}, cv::Mat::zeros(10, 10, CV_8U)),
                 std::invalid_argument);
}

} // namespace camouflage_test
} // namespace
} // namespace adj::vision
