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
