// A bright or tinted lamp drives the pale paper past what 8 bits hold in one channel: the camera
// clips it at white over whole regions. The light's estimate must come from what was not
// clipped, and a clipped channel must not make the map look changed; otherwise grey hex lines
// come out tinted, join the counters on them into large regions, and the counters are lost as
// "foreign objects" (hard tables at 1080p lost up to 11 stacks a frame this way).

#include "vision/occupancy/lighting.hpp"
#include "vision/occupancy/occupancy_detector.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace adj::vision {
namespace {
namespace clipped_light_test {

constexpr double kPxPerMm = 1.5;
// A warm lamp: red well above blue, so cream paper (about 240 in red) clips in red.
const cv::Vec3d kLampColour{1.0, 1.08, 1.25};

// The light's strength falls from 1 at the west edge to 0.85 at the east, as under a lamp to
// one side of the table.
double strengthAt(int x, int width)
{
    return 1.0 - 0.15 * x / static_cast<double>(width);
}

// A hot spot: 1.5 times as strong within `radiusPx` of `centre`, fading to nothing at twice that.
double hotSpotAt(cv::Point p, cv::Point centre, double radiusPx)
{
    const double d = cv::norm(p - centre) / radiusPx;
    return 1.0 + 0.5 * std::clamp(2.0 - d, 0.0, 1.0);
}

// The empty-map reference as the camera shows it under the lamp (with a hot spot when
// `hotRadiusPx` > 0), with sensor noise, in 8 bits.
cv::Mat litByTheLamp(const cv::Mat& reference, cv::Point hotSpot = {}, double hotRadiusPx = 0.0)
{
    cv::Mat lit(reference.size(), CV_32FC3);
    for (int y = 0; y < reference.rows; ++y) {
        for (int x = 0; x < reference.cols; ++x) {
            const cv::Vec3b r = reference.at<cv::Vec3b>(y, x);
            double s = strengthAt(x, reference.cols);
            if (hotRadiusPx > 0) s *= hotSpotAt({x, y}, hotSpot, hotRadiusPx);
            lit.at<cv::Vec3f>(y, x) = cv::Vec3f(static_cast<float>(r[0] * s * kLampColour[0]),
                                                static_cast<float>(r[1] * s * kLampColour[1]),
                                                static_cast<float>(r[2] * s * kLampColour[2]));
        }
    }
    cv::Mat noise(reference.size(), CV_32FC3);
    cv::RNG rng(7);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, 3.0);
    lit += noise;
    cv::Mat out;
    lit.convertTo(out, CV_8UC3); // saturating: the camera clips
    return out;
}

const RectifiedGrid kGrid{cv::Rect2d(0, 0, 320, 220), kPxPerMm};
const cv::Scalar kCream{206, 235, 240}; // the War for the Union practice map's open ground
const cv::Scalar kWoods{116, 189, 142};
const cv::Scalar kSea{230, 170, 120};
const cv::Scalar kHexLine{120, 120, 120};
// A counter is found when a blob is this close to its centre, as in the other occupancy tests.
constexpr double kFoundWithinMm = 5.0;

// A printed map of cream paper with grey hex lines (flat-top, 16 mm), two woods hexes and a
// strip of sea along the east edge.
cv::Mat printedMap()
{
    cv::Mat map(kGrid.size(), CV_8UC3, kCream);
    cv::rectangle(map, kGrid.toPixel({280, 0}), kGrid.toPixel({320, 220}), kSea, cv::FILLED);
    constexpr double radius = 16.0;
    for (int col = 0; col <= 14; ++col) {
        for (int row = 0; row <= 8; ++row) {
            const cv::Point2d centre(24.0 * col, 27.7 * row + (col % 2 == 1 ? 13.86 : 0.0));
            std::vector<cv::Point> corners;
            for (int k = 0; k < 6; ++k) {
                const double a = k * std::numbers::pi / 3.0;
                corners.emplace_back(kGrid.toPixel(centre + radius * cv::Point2d(std::cos(a), std::sin(a))));
            }
            if ((col == 3 && row == 2) || (col == 9 && row == 5)) {
                cv::fillConvexPoly(map, corners, kWoods, cv::LINE_AA);
            }
            cv::polylines(map, corners, true, kHexLine, 1, cv::LINE_AA);
        }
    }
    return map;
}

TEST(ClippedLight, TheGainComesFromWhatTheCameraDidNotClip)
{
    const RectifiedGrid grid = kGrid;
    const cv::Mat reference = printedMap();
    const cv::Mat frame = litByTheLamp(reference);
    cv::Mat clipped;
    cv::inRange(frame, cv::Scalar(0, 0, kClippedLevel), cv::Scalar(255, 255, 255), clipped);
    const double clippedShare = cv::countNonZero(clipped) / static_cast<double>(frame.total());
    ASSERT_GT(clippedShare, 0.3) << "the test means the paper to clip in red over much of the map";

    const int cell = static_cast<int>(std::lround(8.0 * kPxPerMm));
    const LightingModel lighting(reference, cell);
    const cv::Mat valid(grid.size(), CV_8U, cv::Scalar(255));
    const cv::Mat gain = lighting.estimateGain(frame, valid);
    // Every cell away from the sheet's edge (the median there sees past it) within 4% of the
    // lamp's true gain, in every channel.
    double worst = 0.0;
    for (int y = 3; y < gain.rows - 3; ++y) {
        for (int x = 3; x < gain.cols - 3; ++x) {
            const double s = strengthAt(x * cell + cell / 2, frame.cols);
            const cv::Vec3f g = gain.at<cv::Vec3f>(y, x);
            for (int k = 0; k < 3; ++k) {
                worst = std::max(worst, std::abs(g[k] / (s * kLampColour[k]) - 1.0));
            }
        }
    }
    EXPECT_LT(worst, 0.04) << "largest relative error of the gain";
}

TEST(ClippedLight, ClippedPaperIsTheMapAndCountersOnItAreFound)
{
    const RectifiedGrid grid = kGrid;
    const cv::Mat reference = printedMap();
    cv::Mat frame = litByTheLamp(reference);
    // Three counters, 14.3 mm, on open ground crossed by hex lines, as the lamp lights them.
    const std::vector<cv::Point2d> counters{{48.0, 55.4}, {144.0, 110.8}, {240.0, 166.2}};
    for (const cv::Point2d& at : counters) {
        const double s = strengthAt(static_cast<int>(grid.toPixel(at).x), frame.cols);
        const cv::Scalar grey(140 * s * kLampColour[0], 140 * s * kLampColour[1], 140 * s * kLampColour[2]);
        const cv::Point2d half(7.15, 7.15);
        cv::rectangle(frame, grid.toPixel(at - half), grid.toPixel(at + half), grey, cv::FILLED);
        cv::circle(frame, grid.toPixel(at), static_cast<int>(3 * kPxPerMm), cv::Scalar(250, 250, 250), cv::FILLED);
    }

    OccupancyDetector detector(grid, reference);
    const cv::Mat valid(grid.size(), CV_8U, cv::Scalar(255));
    const OccupancyResult result = detector.detect(frame, valid, ViewGeometry{});

    EXPECT_TRUE(result.foreign.empty()) << result.foreign.size() << " foreign objects, the first at "
                                        << result.foreign.front().centroidMm;
    ASSERT_EQ(result.blobs.size(), counters.size());
    for (const cv::Point2d& at : counters) {
        double nearest = 1e9;
        for (const auto& blob : result.blobs) nearest = std::min(nearest, cv::norm(blob.centreMm - at));
        EXPECT_LT(nearest, kFoundWithinMm) << "counter at " << at;
    }
    // Only the counters (with a little of their edges) differ from the map: 3 x 205 mm2 of a
    // sheet of some 70,000.
    EXPECT_LT(result.changedFraction, 0.012);
    // The paper the camera clipped in red comes out as the map's own colour, not darker.
    cv::Mat clippedRed;
    cv::inRange(frame, cv::Scalar(0, 0, kClippedLevel), cv::Scalar(255, 255, 255), clippedRed);
    cv::Mat difference;
    cv::absdiff(result.normalised, reference, difference);
    const cv::Scalar meanDifference = cv::mean(difference, clippedRed);
    EXPECT_LT(meanDifference[2], 3.0) << "red, where the camera clipped it";
}

TEST(ClippedLight, UnderAHotSpotClippedWhiteTheMapIsTheMap)
{
    // A hot spot clips the paper white in every channel over 100 mm, wider than the median's
    // window: no cell there shows the light, only that it is at least as strong as what was seen.
    const RectifiedGrid grid = kGrid;
    const cv::Mat reference = printedMap();
    const cv::Point hot = grid.toPixel({150, 110});
    const double radiusPx = 50 * kPxPerMm;
    cv::Mat frame = litByTheLamp(reference, hot, radiusPx);
    const cv::Point2d counter{144.0, 110.8};
    const double s = 1.5 * strengthAt(hot.x, frame.cols);
    const cv::Point2d half(7.15, 7.15);
    cv::rectangle(frame, grid.toPixel(counter - half), grid.toPixel(counter + half),
                  cv::Scalar(70 * s * kLampColour[0], 70 * s * kLampColour[1], 70 * s * kLampColour[2]), cv::FILLED);

    OccupancyDetector detector(grid, reference);
    const cv::Mat valid(grid.size(), CV_8U, cv::Scalar(255));
    const OccupancyResult result = detector.detect(frame, valid, ViewGeometry{});

    EXPECT_TRUE(result.foreign.empty()) << result.foreign.size() << " foreign objects, the first at "
                                        << result.foreign.front().centroidMm;
    ASSERT_EQ(result.blobs.size(), 1U);
    EXPECT_LT(cv::norm(result.blobs.front().centreMm - counter), kFoundWithinMm);
    // The paper clipped white in all three channels is the map's own colour again.
    cv::Mat white;
    cv::inRange(frame, cv::Scalar::all(kClippedLevel), cv::Scalar::all(255), white);
    ASSERT_GT(cv::countNonZero(white), static_cast<int>(radiusPx * radiusPx)) << "the hot spot clips white";
    cv::Mat difference;
    cv::absdiff(result.normalised, reference, difference);
    const cv::Scalar meanDifference = cv::mean(difference, white);
    for (int k = 0; k < 3; ++k) {
        EXPECT_LT(meanDifference[k], 3.0) << "channel " << k << ", where the camera clipped it white";
    }
}

} // namespace clipped_light_test
} // namespace
} // namespace adj::vision
