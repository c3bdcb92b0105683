// A counter's top squared up with what lies about it (a 4K camera over the whole map: 2.4 px per mm,
// blurred): a face drawn over the counter's own shadow and the paper beside it matches the view along those
// edges better than a face blurred alone; inside, it keeps its print's levels; over a flat frame it is drawn alone.

#include "vision/identity/squared_up_surroundings.hpp"

#include "vision/identity/face_library.hpp"
#include "vision/synth/counter_face.hpp"

#include "../support/counter_photo.hpp"
#include "../support/grey_infantry.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <string>
#include <vector>

namespace adj::vision {
namespace {

using test::greyInfantry;
using test::greyInfantryFace;
using test::kFourKBlurPx;
using test::kFourKPxPerMm;

constexpr double kViewNoise = 2.0;
constexpr double kViewSmoothPx = 0.7;
// The view: the face but half a millimetre along each edge.
const int kViewSidePx = static_cast<int>(std::lround((FaceLibrary::kCounterSideMm - 1.0) * kFourKPxPerMm));
const cv::Point2d kCounterAtMm(60, 40);

// `face` (a library face) upright in the middle of a square `widePx` wide at kFourKPxPerMm, its edge drawn on past
// itself, smoothed as the view is.
cv::Mat drawnOver(const cv::Mat& face, int widePx)
{
    const int wideAtFace = static_cast<int>(std::lround(widePx / kFourKPxPerMm * FaceLibrary::kFacePxPerMm));
    const cv::Point2f middle((face.cols - 1) / 2.0F, (face.rows - 1) / 2.0F);
    cv::Mat window;
    cv::getRectSubPix(face, cv::Size(wideAtFace, wideAtFace), middle, window);
    cv::Mat small;
    cv::resize(window, small, cv::Size(widePx, widePx), 0, 0, cv::INTER_AREA);
    cv::GaussianBlur(small, small, cv::Size(0, 0), kViewSmoothPx, kViewSmoothPx, cv::BORDER_REPLICATE);
    return small;
}

// A "6" at kCounterAtMm, its shadow 3 mm wide along its top and left edges.
cv::Mat sixWithItsShadow()
{
    return test::photographFinely(greyInfantry("6"), kCounterAtMm, 0.0, kFourKPxPerMm, kFourKBlurPx, kViewNoise, 3.0);
}

// `frame` squared up about kCounterAtMm, upright.
SquaredUpSurroundings surroundingsIn(const cv::Mat& frame)
{
    return {frame, test::squareOnGeometry(kFourKPxPerMm), kCounterAtMm, 0.0, kViewSidePx, kFourKPxPerMm, kViewSmoothPx,
            kFourKBlurPx};
}

// The root mean square per value by which `view` strays from `face` over `rows`, the face lit as the view is
// over all of it (a gain and an offset per colour).
double strayOver(const cv::Mat& view, const cv::Mat& face, cv::Range rows)
{
    std::vector<cv::Mat> seen;
    std::vector<cv::Mat> printed;
    cv::split(view, seen);
    cv::split(face, printed);
    double squares = 0;
    for (std::size_t c = 0; c < seen.size(); ++c) {
        const cv::Mat f = printed[c].reshape(1, 1);
        const cv::Mat v = seen[c].reshape(1, 1);
        const double n = static_cast<double>(f.total());
        const double sumF = cv::sum(f)[0];
        const double sumV = cv::sum(v)[0];
        const double gain = (f.dot(v) - sumF * sumV / n) / (f.dot(f) - sumF * sumF / n);
        const double offset = (sumV - gain * sumF) / n;
        cv::Mat lit;
        printed[c].convertTo(lit, CV_32F, gain, offset);
        const cv::Mat left = seen[c].rowRange(rows) - lit.rowRange(rows);
        squares += left.dot(left);
    }
    return std::sqrt(squares / (3.0 * rows.size() * view.cols));
}

TEST(SquaredUpSurroundings, AFaceSeenOverWhatLiesAboutItMatchesTheViewAlongItsEdges)
{
    // The counter's shadow lies 3 mm wide along its top edge, the pale paper along its bottom, each half a
    // millimetre beyond the view's edge; the camera blurs both a millimetre into the face, the shadow across the
    // unit's number. Blurred alone, the face strayed from the view along those edges by 7.8 and 6.5 levels per
    // value (2.7 in the middle of the face); drawn over them, 5.0 and 4.4 (1.9 in the middle).
    const SquaredUpSurroundings about = surroundingsIn(sixWithItsShadow());
    ASSERT_EQ(about.view().size(), cv::Size(kViewSidePx, kViewSidePx));
    const cv::Mat drawn = drawnOver(greyInfantryFace("6"), kViewSidePx + 2 * about.marginPx());
    const SquaredUpFace face = about.seen(drawn, 0.0, {0, 0}, FaceLibrary::kCounterSideMm);
    const int edgePx = 2; // 0.8 mm
    for (const cv::Range edge : {cv::Range(0, edgePx), cv::Range(kViewSidePx - edgePx, kViewSidePx)}) {
        const double alone = strayOver(about.view(), face.plain, edge);
        const double seen = strayOver(about.view(), face.seen, edge);
        EXPECT_LT(seen, 0.75 * alone) << "rows " << edge.start << "-" << edge.end - 1 << ": seen " << seen
                                      << ", blurred alone " << alone;
    }
    const cv::Range all(0, kViewSidePx);
    EXPECT_LT(strayOver(about.view(), face.seen, all), 0.8 * strayOver(about.view(), face.plain, all));
}

TEST(SquaredUpSurroundings, InsideTheFaceSeenKeepsItsPrintsLevels)
{
    const SquaredUpSurroundings about = surroundingsIn(sixWithItsShadow());
    const cv::Mat drawn = drawnOver(greyInfantryFace("6"), kViewSidePx + 2 * about.marginPx());
    const SquaredUpFace face = about.seen(drawn, 0.0, {0, 0}, FaceLibrary::kCounterSideMm);
    // Farther than the blur reaches from the counter's edge, the face seen is the face blurred alone.
    const int in = about.marginPx();
    const cv::Rect middle(in, in, kViewSidePx - 2 * in, kViewSidePx - 2 * in);
    EXPECT_LT(cv::norm(face.seen(middle), face.plain(middle), cv::NORM_INF), 0.5);
}

TEST(SquaredUpSurroundings, AFaceKeepsItsPrintUnblurredForTellingFacesApart)
{
    // Blurred as the camera blurs, a "6" and an "8" differ far less than as printed: whether two faces differ
    // in print at all is judged on the face as drawn, the view's square of it without the camera's blur.
    const SquaredUpSurroundings about = surroundingsIn(sixWithItsShadow());
    const int widePx = kViewSidePx + 2 * about.marginPx();
    const cv::Mat six = drawnOver(greyInfantryFace("6"), widePx);
    const cv::Mat eight = drawnOver(greyInfantryFace("8"), widePx);
    const SquaredUpFace a = about.seen(six, 0.0, {0, 0}, FaceLibrary::kCounterSideMm);
    const SquaredUpFace b = about.seen(eight, 0.0, {0, 0}, FaceLibrary::kCounterSideMm);
    const cv::Rect inner(about.marginPx(), about.marginPx(), kViewSidePx, kViewSidePx);
    cv::Mat drawnSix;
    six(inner).convertTo(drawnSix, CV_32FC3);
    EXPECT_EQ(cv::norm(a.sharp, drawnSix, cv::NORM_INF), 0.0);
    EXPECT_GT(cv::norm(a.sharp, b.sharp, cv::NORM_INF), 1.5 * cv::norm(a.plain, b.plain, cv::NORM_INF));
}

TEST(SquaredUpSurroundings, OverAFlatFrameAFaceIsSeenAsBlurredAlone)
{
    // No light fits a face to a frame showing nothing (a counter knocked away, a hand's flat palm).
    const auto geometry = test::squareOnGeometry(kFourKPxPerMm);
    const SquaredUpSurroundings about =
        surroundingsIn(cv::Mat(geometry.registration.imageSize, CV_8UC3, cv::Scalar(120, 130, 140)));
    const cv::Mat drawn = drawnOver(greyInfantryFace("6"), kViewSidePx + 2 * about.marginPx());
    const SquaredUpFace face = about.seen(drawn, 0.0, {0, 0}, FaceLibrary::kCounterSideMm);
    EXPECT_EQ(cv::norm(face.seen, face.plain, cv::NORM_INF), 0.0);
}

} // namespace
} // namespace adj::vision
