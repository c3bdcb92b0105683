// mapPrintShown: a region that still shows the map's print under light the lighting model did not follow
// (brighter, paler, another colour cast) is the map; a hand, an object or a counter over it hides the print.

#include "vision/occupancy/foreign_objects.hpp"

#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

namespace adj::vision {
namespace {
namespace map_print_test {

const cv::Scalar kSea{235, 200, 160};
const cv::Scalar kCream{200, 235, 240};
const cv::Scalar kHexLine{170, 150, 130};

/// 300 x 200 px of map: sea on the right, cream land on the left, hex lines every 37 px both ways, and
/// the wave marks the sea is printed with.
cv::Mat printedCoast()
{
    cv::Mat map(200, 300, CV_8UC3, kCream);
    map(cv::Rect(140, 0, 160, 200)).setTo(kSea);
    for (int x = 10; x < 300; x += 37) cv::line(map, {x, 0}, {x, 199}, kHexLine, 2);
    for (int y = 10; y < 200; y += 37) cv::line(map, {0, y}, {299, y}, kHexLine, 2);
    for (int y = 20; y < 200; y += 18)
        for (int x = 150; x < 300; x += 24) cv::line(map, {x, y}, {x + 8, y}, cv::Scalar(215, 175, 130), 1);
    return map;
}

/// `map` as a camera under a lamp the lighting model misjudged shows it: each channel its own gain and
/// a wash towards white, blurred, with noise.
cv::Mat underOtherLight(const cv::Mat& map)
{
    cv::Mat out;
    map.convertTo(out, CV_32FC3);
    std::vector<cv::Mat> channels;
    cv::split(out, channels);
    const cv::Vec3d gain{0.86, 0.97, 1.04};
    for (int c = 0; c < 3; ++c) {
        channels[c] = channels[c] * gain[c];
        channels[c] += 0.2 * (255.0 - channels[c]);
    }
    cv::merge(channels, out);
    cv::GaussianBlur(out, out, cv::Size(), 1.2);
    cv::Mat noise(out.size(), CV_32FC3);
    cv::RNG rng(7);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, 6.0);
    out += noise;
    out.convertTo(out, CV_8UC3);
    return out;
}

const cv::Rect kRegion(20, 20, 260, 160);

cv::Mat wholeRegion()
{
    return cv::Mat(kRegion.size(), CV_8U, cv::Scalar(255));
}

TEST(MapPrintShown, TheMapUnderLightTheModelMissedShowsItsPrint)
{
    const cv::Mat map = printedCoast();
    EXPECT_GT(mapPrintShown(underOtherLight(map), map, wholeRegion(), kRegion), 0.9);
}

TEST(MapPrintShown, AHandOverTheMapHidesIt)
{
    const cv::Mat map = printedCoast();
    cv::Mat frame = underOtherLight(map);
    // A hand: skin shaded from the knuckles to the wrist, with creases, over the whole region.
    for (int y = kRegion.y; y < kRegion.br().y; ++y) {
        const double shade = 0.8 + 0.2 * (y - kRegion.y) / kRegion.height;
        frame.row(y).colRange(kRegion.x, kRegion.br().x).setTo(cv::Scalar(120, 150, 200) * shade);
    }
    for (int x = 40; x < 260; x += 45) cv::line(frame, {x, 30}, {x + 10, 170}, cv::Scalar(90, 110, 150), 2);
    EXPECT_LT(mapPrintShown(frame, map, wholeRegion(), kRegion), 0.3);
}

TEST(MapPrintShown, CountersOverTheMapHideIt)
{
    const cv::Mat map = printedCoast();
    cv::Mat frame = underOtherLight(map);
    // Touching counters over all of the region, blue and grey, with their symbols.
    for (int x = kRegion.x; x < kRegion.br().x; x += 22) {
        for (int y = kRegion.y; y < kRegion.br().y; y += 22) {
            const bool blue = ((x + y) / 22) % 2 == 0;
            cv::rectangle(frame, cv::Rect(x, y, 22, 22), blue ? cv::Scalar(143, 79, 47) : cv::Scalar(140, 140, 140),
                          cv::FILLED);
            cv::rectangle(frame, cv::Rect(x + 6, y + 6, 10, 7), cv::Scalar(245, 245, 245), 1);
        }
    }
    EXPECT_LT(mapPrintShown(frame, map, wholeRegion(), kRegion), 0.3);
}

TEST(MapPrintShown, PlainMapTellsNothing)
{
    const cv::Mat sea(200, 300, CV_8UC3, kSea);
    EXPECT_EQ(mapPrintShown(underOtherLight(sea), sea, wholeRegion(), kRegion), 0.0);
}

TEST(MapPrintShown, OnlyTheRegionsPixelsCount)
{
    const cv::Mat map = printedCoast();
    cv::Mat frame = underOtherLight(map);
    // A grey card over the left half of the region, which the mask leaves out.
    frame(cv::Rect(kRegion.x, kRegion.y, kRegion.width / 2, kRegion.height)).setTo(cv::Scalar(128, 128, 128));
    cv::Mat mask = wholeRegion();
    mask.colRange(0, kRegion.width / 2).setTo(0);
    EXPECT_GT(mapPrintShown(frame, map, mask, kRegion), 0.9);
    EXPECT_LT(mapPrintShown(frame, map, wholeRegion(), kRegion), 0.7);
}

} // namespace map_print_test
} // namespace
} // namespace adj::vision
