// Matching the cells read off a counter marker against the kit's codes: the printed code wins in any
// quarter turn and however faint, a code's opposite is as far as can be, and reads that cannot be
// matched are refused with what is wrong.
#include "vision/identity/counter_fiducials.hpp"
#include "vision/identity/small_marker_read.hpp"
#include "vision/registration/aruco_dictionary.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace adj::vision {
namespace {

cv::Mat1f cellsOf(const cv::aruco::Dictionary& dictionary, int id)
{
    const cv::Mat bits =
        cv::aruco::Dictionary::getBitsFromByteList(dictionary.bytesList.rowRange(id, id + 1), dictionary.markerSize);
    cv::Mat1f cells;
    bits.convertTo(cells, CV_32F);
    return cells;
}

TEST(KitCodeBook, ThePrintedCodeWinsInAnyTurnHoweverFaint)
{
    const auto dictionary = arucoDictionary(kCounterFiducialDictionary);
    const FiducialKit kit({{50, "a"}, {51, "b"}, {77, "c"}});
    const KitCodeBook book(kit, *dictionary);
    for (const int id : {50, 51, 77}) {
        cv::Mat1f cells = cellsOf(*dictionary, id);
        for (int turn = 0; turn < 4; ++turn) {
            // Blur pulls every cell towards the middle grey: a faint read of the same pattern.
            const cv::Mat1f faint = 0.4F + 0.2F * cells;
            const KitCodeMatch m = book.match(faint);
            EXPECT_EQ(m.id, id) << "turn " << turn;
            EXPECT_NEAR(m.distance, 0.0, 1e-6);
            EXPECT_NE(m.runnerUpId, id);
            EXPECT_GT(m.runnerUpDistance, 0.2);
            cv::rotate(cells, cells, cv::ROTATE_90_COUNTERCLOCKWISE);
        }
    }
    // The negative of a code is the farthest thing from it.
    const cv::Mat1f negative = 1.0F - cellsOf(*dictionary, 77);
    const KitCodeMatch m = book.match(negative);
    EXPECT_GT(m.distance, 0.3);
}

// The code cells of marker `id` blurred by a Gaussian of `sigmaCells` (in cells): the marker drawn with
// its black border in a light ring, blurred, and each cell's middle half averaged, as findSmallMarkers
// reads a cell.
cv::Mat1f blurredCellsOf(const cv::aruco::Dictionary& dictionary, int id, double sigmaCells)
{
    constexpr int px = 20; // per cell
    const cv::Mat bits =
        cv::aruco::Dictionary::getBitsFromByteList(dictionary.bytesList.rowRange(id, id + 1), dictionary.markerSize);
    const int n = dictionary.markerSize;
    cv::Mat1f drawn((n + 4) * px, (n + 4) * px, 1.0F);
    drawn(cv::Rect(px, px, (n + 2) * px, (n + 2) * px)).setTo(0.0F);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (bits.at<unsigned char>(i, j) != 0) drawn(cv::Rect((j + 2) * px, (i + 2) * px, px, px)).setTo(1.0F);
    cv::GaussianBlur(drawn, drawn, cv::Size(0, 0), sigmaCells * px);
    cv::Mat1f cells(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            cells(i, j) = static_cast<float>(cv::mean(drawn(cv::Rect((j + 2) * px + px / 4, (i + 2) * px + px / 4, px / 2, px / 2)))[0]);
    return cells;
}

TEST(KitCodeBook, ACodeAsBlurShowsItMatchesAsWellAsASharpOne)
{
    // Blur spreads each cell into its neighbours, so a blurred code's cells are not its printed
    // pattern, only like it; the book holds each code as blur shows it too, and matches it closely.
    // (Read against the printed patterns only, CS-inf-2's code blurred by a 1080p camera matched
    // CS-inf-8's better: TableFiducials.ABlurredCodeIsNotReadSurelyAsTheCodeBlurMakesItLookLike.)
    const auto dictionary = arucoDictionary(kCounterFiducialDictionary);
    const KitCodeBook book(FiducialKit({{79, "CS-inf-2"}, {95, "CS-inf-8"}, {50, "a"}}), *dictionary);
    for (const int id : {79, 95, 50}) {
        for (const double sigma : {0.3, 0.45, 0.6}) {
            const KitCodeMatch m = book.match(blurredCellsOf(*dictionary, id, sigma));
            EXPECT_EQ(m.id, id) << "blur " << sigma;
            EXPECT_LT(m.distance, 0.01) << "code " << id << ", blur " << sigma << " cells";
        }
    }
}

TEST(KitCodeBook, RefusesCellsOfAnotherSizeAndAnEmptyKit)
{
    const auto dictionary = arucoDictionary(kCounterFiducialDictionary);
    const KitCodeBook book(FiducialKit({{50, "a"}}), *dictionary);
    EXPECT_THROW((void)book.match(cv::Mat1f(5, 5, 0.5F)), std::invalid_argument);
    const KitCodeMatch one = book.match(cellsOf(*dictionary, 50));
    EXPECT_EQ(one.id, 50);
    EXPECT_EQ(one.runnerUpId, -1);
    const KitCodeBook empty(FiducialKit{}, *dictionary);
    EXPECT_THROW((void)empty.match(cellsOf(*dictionary, 50)), std::invalid_argument);
}

} // namespace
} // namespace adj::vision
