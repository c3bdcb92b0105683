// The appearance reader on single counters laid on a plain "map" and seen straight down: a clean
// read turned as players leave counters, at the resolution of a 1080p camera over a whole map,
// counters that look alike, the bare map, a counter off the stack's point, and options refused.

#include "vision/identity/face_reader.hpp"
#include "vision/identity/identity_confidence.hpp"
#include "vision/synth/counter_face.hpp"

#include "../support/counter_photo.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <set>
#include <stdexcept>

namespace adj::vision {
namespace {

using test::photograph;
using test::squareOnGeometry;

const ViewGeometry kNoViewGeometry{};

synth::CounterFaceSpec face(const cv::Scalar& background, synth::UnitSymbol symbol, const std::string& strength,
                            const std::string& designation)
{
    synth::CounterFaceSpec spec;
    spec.background = background;
    const double luminance = 0.114 * background[0] + 0.587 * background[1] + 0.299 * background[2];
    spec.ink = luminance < 140 ? cv::Scalar(240, 240, 240) : cv::Scalar(20, 20, 20);
    spec.symbol = symbol;
    spec.strength = strength;
    spec.designation = designation;
    return spec;
}

const cv::Scalar kBlue(140, 80, 40);
const cv::Scalar kGrey(150, 150, 150);

synth::CounterFaceSpec greyFace(synth::UnitSymbol symbol, const std::string& strength, const std::string& designation)
{
    return face(kGrey, symbol, strength, designation);
}

using Pieces = std::vector<std::pair<std::string, synth::CounterFaceSpec>>;

/// A library of `pieces`' faces as printed, all of `side`.
FaceLibrary libraryOf(const Pieces& pieces, const std::string& side)
{
    FaceLibrary lib;
    for (const auto& [piece, spec] : pieces) {
        lib.add(piece, side, synth::renderCounterFace(spec, FaceLibrary::kCounterSideMm, 12.0));
    }
    return lib;
}

// Five counters that differ in side, symbol or strength, and a sixth that differs from the first
// only in its id printed small: the camera cannot tell those two apart.
const std::vector<std::pair<std::string, synth::CounterFaceSpec>>& pieces()
{
    static const std::vector<std::pair<std::string, synth::CounterFaceSpec>> p{
        {"us-inf-1", face(kBlue, synth::UnitSymbol::Infantry, "4-3", "US-inf-1")},
        {"us-cav-1", face(kBlue, synth::UnitSymbol::Cavalry, "2-6", "US-cav-1")},
        {"us-art-1", face(kBlue, synth::UnitSymbol::Artillery, "1-2", "US-art-1")},
        {"cs-inf-1", face(kGrey, synth::UnitSymbol::Infantry, "4-3", "CS-inf-1")},
        {"us-grant", face(kBlue, synth::UnitSymbol::Leader, "3-2-4", "Grant")},
        {"us-inf-2", face(kBlue, synth::UnitSymbol::Infantry, "4-3", "US-inf-2")},
    };
    return p;
}

FaceLibrary library()
{
    FaceLibrary lib;
    for (const auto& [piece, spec] : pieces()) {
        lib.add(piece, piece.substr(0, 2), synth::renderCounterFace(spec, FaceLibrary::kCounterSideMm, 12.0));
    }
    return lib;
}

const synth::CounterFaceSpec& specOf(const std::string& piece)
{
    for (const auto& [id, spec] : pieces()) {
        if (id == piece) return spec;
    }
    throw std::logic_error(piece);
}

TEST(FaceReader, NamesADistinctCounterSurelyHoweverItIsTurned)
{
    const FaceReader reader(library());
    const cv::Point2d at(60, 40);
    for (const std::string piece : {"us-art-1", "cs-inf-1", "us-grant"}) {
        for (const double angle : {0.0, -12.0, 14.0, 183.0}) {
            const cv::Mat frame = photograph(specOf(piece), at, angle);
            const auto top = reader.readTop(frame, squareOnGeometry(), kNoViewGeometry, at, 1.8);
            ASSERT_FALSE(top.empty()) << piece << " turned " << angle;
            EXPECT_EQ(top[0].piece, piece) << "turned " << angle;
            EXPECT_GE(top[0].confidence, kSureIdentity) << piece << " turned " << angle;
        }
    }
    EXPECT_EQ(reader.sideOf("cs-inf-1"), std::optional<std::string>("cs"));
    EXPECT_FALSE(reader.sideOf("nobody").has_value());
}

TEST(FaceReader, NamesDistinctCountersAtTheResolutionOfA1080pCameraOverAWholeMap)
{
    // 1.2 px per mm: a counter is 17 px across.
    const FaceReader reader(library());
    const cv::Point2d at(60, 40);
    for (const std::string piece : {"us-art-1", "cs-inf-1", "us-grant"}) {
        const cv::Mat frame = photograph(specOf(piece), at, 6.0, 0.6, 1.2);
        const auto top = reader.readTop(frame, squareOnGeometry(1.2), kNoViewGeometry, at + cv::Point2d(1.5, -1.0), 1.8);
        ASSERT_FALSE(top.empty()) << piece;
        EXPECT_EQ(top[0].piece, piece);
        EXPECT_GE(top[0].confidence, kSureIdentity) << piece;
    }
}

TEST(FaceReader, ACavalryCounterIsNamedFirstThoughItsSymbolIsOneStrokeFromInfantrys)
{
    // Cavalry's box has one diagonal, infantry's two: at 1.2 px per mm the two faces match within
    // what the reader calls look-alike, so it may be unsure, but the right piece comes first.
    const FaceReader reader(library());
    const cv::Point2d at(60, 40);
    for (const double angle : {0.0, 9.0}) {
        const cv::Mat frame = photograph(specOf("us-cav-1"), at, angle, 0.6, 1.2);
        const auto top = reader.readTop(frame, squareOnGeometry(1.2), kNoViewGeometry, at, 1.8);
        ASSERT_FALSE(top.empty());
        EXPECT_EQ(top[0].piece, "us-cav-1") << "turned " << angle;
    }
}

TEST(FaceReader, CountersThatDifferOnlyInSmallPrintAreGivenTogetherNeitherSure)
{
    const FaceReader reader(library());
    const cv::Point2d at(60, 40);
    const cv::Mat frame = photograph(specOf("us-inf-2"), at, 4.0, 0.6, 1.2);
    const auto top = reader.readTop(frame, squareOnGeometry(1.2), kNoViewGeometry, at, 1.8);
    ASSERT_GE(top.size(), 2u);
    std::set<std::string> named;
    for (const auto& c : top) {
        EXPECT_LT(c.confidence, kSureIdentity) << c.piece;
        named.insert(c.piece);
    }
    EXPECT_TRUE(named.contains("us-inf-1"));
    EXPECT_TRUE(named.contains("us-inf-2"));
    EXPECT_FALSE(named.contains("cs-inf-1")) << "a grey counter is not a blue one's look-alike";
}

// Grey counters whose faces come down, blurred, to a dark shape in the middle: leaders' stars (one
// with ratings under it), ships' hulls, and an infantry box.
FaceLibrary greyLibrary()
{
    const Pieces p{
        {"cs-leader-1", greyFace(synth::UnitSymbol::Leader, "", "CS-leader-1")},
        {"cs-bragg", greyFace(synth::UnitSymbol::Leader, "", "Bragg")},
        {"cs-price", greyFace(synth::UnitSymbol::Leader, "4-1-7", "Price")},
        {"cs-gunboat-1", greyFace(synth::UnitSymbol::Ship, "N 1 R", "CS-gunboat-1")},
        {"cs-ram-1", greyFace(synth::UnitSymbol::Ship, "R 1 R", "CS-ram-1")},
        {"cs-inf-1", greyFace(synth::UnitSymbol::Infantry, "4-3", "CS-inf-1")},
    };
    return libraryOf(p, "cs");
}

TEST(FaceReader, ACounterSeenBlurredIsNotNamedSurelyAsAPlainerFace)
{
    // A camera blurring twice what the faces are smoothed by, 1.2 px per mm: compared with the sharp
    // faces, the plain leader (a star and nothing under it) matches a gunboat seen upside down and a
    // rated leader, turned 2-6 degrees past the half turn, clearly better than any other face. That pick
    // is chance; with every face blurred as the camera blurred, the right one matches as well or better,
    // so the reading stays unsure, with the right piece first among the candidates.
    const FaceReader reader(greyLibrary());
    const cv::Point2d at(60, 40);
    const cv::Point2d measured = at + cv::Point2d(0.8, -0.5);
    const auto geometry = squareOnGeometry(1.2);
    const std::vector<std::pair<std::string, synth::CounterFaceSpec>> seen{
        {"cs-gunboat-1", greyFace(synth::UnitSymbol::Ship, "N 1 R", "CS-gunboat-1")},
        {"cs-price", greyFace(synth::UnitSymbol::Leader, "4-1-7", "Price")},
    };
    for (const auto& [piece, spec] : seen) {
        for (const double angle : {182.0, 186.0}) {
            const cv::Mat frame = photograph(spec, at, angle, 1.2, 1.2);
            const auto ranked = reader.matches(reader.patchAt(frame, geometry, measured));
            const auto bySharpFaces = reader.candidates(ranked);
            ASSERT_FALSE(bySharpFaces.empty());
            EXPECT_EQ(bySharpFaces[0].piece, "cs-leader-1") << piece << " turned " << angle << ": the trap is set";
            EXPECT_GE(bySharpFaces[0].confidence, kSureIdentity) << piece << " turned " << angle;

            const auto top = reader.readTop(frame, geometry, kNoViewGeometry, measured, 1.8);
            ASSERT_FALSE(top.empty()) << piece << " turned " << angle;
            // The look-alikes come from the faces blurred as the camera blurred: the right one first.
            EXPECT_EQ(top[0].piece, piece) << "turned " << angle;
            for (const auto& c : top) {
                EXPECT_LT(c.confidence, kSureIdentity) << piece << " turned " << angle << ": " << c.piece;
            }
        }
    }
    // The plain leader itself, as blurred, is still named surely: its own face wins blurred too.
    const cv::Mat frame = photograph(face(kGrey, synth::UnitSymbol::Leader, "", "CS-leader-1"), at, 174.0, 1.2, 1.2);
    const auto top = reader.readTop(frame, geometry, kNoViewGeometry, measured, 1.8);
    ASSERT_FALSE(top.empty());
    EXPECT_EQ(top[0].piece, "cs-leader-1");
    EXPECT_GE(top[0].confidence, kSureIdentity);
}

TEST(FaceReader, AFourKCameraIsComparedFinelyEnoughForTheStrengthNumbers)
{
    // Two infantry counters of one side that differ only in their strength, "3" and "4". A 4K camera
    // (2.6 px per mm here) is compared at fineMatchPxPerMm, where the "4" matches its own face best.
    // (Alone on a plain map the margin is small at either resolution; on the whole table a 4K
    // camera's tops are named surely twice as often at 2.4 px per mm: TableFaces.AFourKCamera...)
    const Pieces p{
        {"us-inf-3", face(kBlue, synth::UnitSymbol::Infantry, "3", "US-inf-3")},
        {"us-inf-4", face(kBlue, synth::UnitSymbol::Infantry, "4", "US-inf-4")},
        {"us-inf-6", face(kBlue, synth::UnitSymbol::Infantry, "2-3", "US-inf-6")},
        {"us-inf-13", face(kBlue, synth::UnitSymbol::Infantry, "1", "US-inf-13")},
    };
    const FaceLibrary lib = libraryOf(p, "us");
    const FaceReader reader(lib);
    const cv::Point2d at(60, 40);
    const cv::Point2d measured = at + cv::Point2d(0.8, -0.5);
    EXPECT_EQ(reader.resolutionAt(squareOnGeometry(1.2), at), 0U);
    EXPECT_EQ(reader.resolutionAt(squareOnGeometry(2.6), at), 1U);
    // How much better the "4"'s own face matches than the best other face (negative: another wins).
    const auto margin = [&](const std::vector<FaceMatch>& ranked) {
        double own = -1;
        double other = -1;
        for (const auto& m : ranked) {
            if (lib.faces()[m.face].piece == "us-inf-4") own = std::max(own, m.score);
            else other = std::max(other, m.score);
        }
        return own - other;
    };
    for (const double angle : {0.0, 7.0, -12.0}) {
        const cv::Mat at4k = photograph(p[1].second, at, angle, 1.5, 2.6);
        const double fine = margin(reader.matches(reader.patchAt(at4k, squareOnGeometry(2.6), measured, 1), 1));
        EXPECT_GT(fine, 0.0) << "turned " << angle;
        const auto top = reader.readTop(at4k, squareOnGeometry(2.6), kNoViewGeometry, measured, 1.8);
        ASSERT_FALSE(top.empty());
        EXPECT_EQ(top[0].piece, "us-inf-4") << "turned " << angle;
    }
    // Without a fine resolution every camera is compared at matchPxPerMm.
    FaceReadOptions coarseOnly;
    coarseOnly.fineMatchPxPerMm = 0;
    EXPECT_EQ(FaceReader(lib, coarseOnly).resolutionAt(squareOnGeometry(2.6), at), 0U);
}

// How many of `pieces`' counters, photographed one at a time at each of `anglesDeg` by a 4K camera (2.6 px
// per mm unless told), a reader of their faces names surely; it must name none surely and wrongly.
int surelyNamedAt4k(const Pieces& pieces, const std::vector<double>& anglesDeg, double pxPerMm = 2.6)
{
    const FaceReader reader(libraryOf(pieces, "cs"));
    const cv::Point2d at(60, 40);
    const cv::Point2d measured = at + cv::Point2d(0.8, -0.5);
    int sure = 0;
    for (const auto& [piece, spec] : pieces) {
        for (const double angle : anglesDeg) {
            const cv::Mat at4k = photograph(spec, at, angle, 1.0, pxPerMm);
            const auto top = reader.readTop(at4k, squareOnGeometry(pxPerMm), kNoViewGeometry, measured, 1.8);
            if (top.empty()) {
                ADD_FAILURE() << piece << " turned " << angle << ": nothing read";
                continue;
            }
            if (top[0].confidence < kSureIdentity) continue;
            ++sure;
            EXPECT_EQ(top[0].piece, piece) << "turned " << angle << ": named surely, and wrongly";
        }
    }
    return sure;
}

TEST(FaceReader, AFourKCameraNamesSurelyCountersThatDifferInOneMark)
{
    // Grey counters that pair off, each pair alike but for one mark: a battery of 2 and one of 3, a
    // cavalry of 2 and one of 1, a gunboat ("N 1 R") and a ram ("R 1 R"). Over the whole window each
    // matches its pair's face nearly as well as its own, too close to be sure (3 of these 18 reads were);
    // where the two faces differ, its own matches plainly better. Told apart there, 17 are named surely at
    // 4K, and none wrongly.
    const Pieces p{
        {"cs-battery-1", greyFace(synth::UnitSymbol::Artillery, "2", "CS-battery-1")},
        {"cs-battery-2", greyFace(synth::UnitSymbol::Artillery, "3", "CS-battery-2")},
        {"cs-cav-1", greyFace(synth::UnitSymbol::Cavalry, "2", "CS-cav-1")},
        {"cs-cav-2", greyFace(synth::UnitSymbol::Cavalry, "1", "CS-cav-2")},
        {"cs-gunboat-1", greyFace(synth::UnitSymbol::Ship, "N 1 R", "CS-gunboat-1")},
        {"cs-ram-1", greyFace(synth::UnitSymbol::Ship, "R 1 R", "CS-ram-1")},
    };
    EXPECT_GE(surelyNamedAt4k(p, {0.0, 7.0, -12.0}), 16);
}

// Grey counters alike but for the number printed large along their top, as the practice sheets print
// units; two are cavalry whose number and strength swap ("1" over "2", "2" over "1"), so that half turned
// each looks much like the other.
Pieces numberedAlongTheirTopEdge()
{
    return {
        {"cs-cav-1", greyFace(synth::UnitSymbol::Cavalry, "2", "1")},
        {"cs-cav-2", greyFace(synth::UnitSymbol::Cavalry, "1", "2")},
        {"cs-inf-3", greyFace(synth::UnitSymbol::Infantry, "4-3", "3")},
        {"cs-inf-8", greyFace(synth::UnitSymbol::Infantry, "4-3", "8")},
        {"cs-inf-9", greyFace(synth::UnitSymbol::Infantry, "4-3", "9")},
    };
}

TEST(FaceReader, AFourKCameraTellsApartCountersNumberedAlongTheirTopEdge)
{
    // The window faces are searched with leaves out the top of the number. Judged over the whole face, a
    // half-turned face where it lies itself, most are named surely, and none wrongly.
    const Pieces p = numberedAlongTheirTopEdge();
    // All 25 here; 9 when judged over the searched window alone, and 17 with the faces as sharp as printed
    // rather than blurred as the camera blurred (a "9" never: it differs from an "8" by one short stroke).
    EXPECT_GE(surelyNamedAt4k(p, {0.0, 7.0, -12.0, 180.0, 174.0}), 22);
}

TEST(FaceReader, AFourKCamerasFarSideIsComparedFinelyToo)
{
    // A 4K camera tilted over the whole practice map resolves 1.5-1.9 px per mm along its far side under
    // hard conditions. Compared there at fineMatchPxPerMm all the same (a little interpolated), 11 of these
    // 25 reads of counters alike but for their number along their top are sure, and none wrong; at
    // matchPxPerMm, 6.
    const Pieces p = numberedAlongTheirTopEdge();
    const FaceReader reader(libraryOf(p, "cs"));
    EXPECT_EQ(reader.resolutionAt(squareOnGeometry(1.6), {60, 40}), 1U);
    EXPECT_GE(surelyNamedAt4k(p, {0.0, 7.0, -12.0, 180.0, 174.0}, 1.6), 10);
}

TEST(FaceReader, ALookAlikeMatchingBetterOverallLosesWhereTheFacesDiffer)
{
    // Infantry counters alike but for the number along their top. Turned and blurred, a counter's print
    // often matches a look-alike's face best over the whole window; where the two faces differ, the view
    // can still lie plainly on its own face's side. Then it is its own face that is read, surely when
    // that face is told apart from every face close to it: 5 of these 180 reads, none of them wrong.
    const Pieces p{
        {"cs-inf-3", greyFace(synth::UnitSymbol::Infantry, "4-3", "3")},
        {"cs-inf-4", greyFace(synth::UnitSymbol::Infantry, "4-3", "4")},
        {"cs-inf-5", greyFace(synth::UnitSymbol::Infantry, "4-3", "5")},
        {"cs-inf-6", greyFace(synth::UnitSymbol::Infantry, "4-3", "6")},
        {"cs-inf-8", greyFace(synth::UnitSymbol::Infantry, "4-3", "8")},
        {"cs-inf-9", greyFace(synth::UnitSymbol::Infantry, "4-3", "9")},
    };
    const FaceLibrary lib = libraryOf(p, "cs");
    const FaceReader reader(lib);
    const cv::Point2d at(60, 40);
    const cv::Point2d measured = at + cv::Point2d(0.8, -0.5);
    const double pxPerMm = 2.4;
    int lookAlikeFirst = 0;
    int readAsItself = 0;
    for (const auto& [piece, spec] : p) {
        for (double angle = -14; angle <= 14; angle += 2) {
            for (const double blur : {1.0, 1.6}) {
                const cv::Mat frame = photograph(spec, at, angle, blur, pxPerMm);
                const auto ranked = reader.matches(reader.patchAt(frame, squareOnGeometry(pxPerMm), measured, 1), 1);
                ASSERT_FALSE(ranked.empty());
                const auto top = reader.readTop(frame, squareOnGeometry(pxPerMm), kNoViewGeometry, measured, 1.8);
                ASSERT_FALSE(top.empty()) << piece << " turned " << angle;
                const bool sure = top[0].confidence >= kSureIdentity;
                if (sure) {
                    EXPECT_EQ(top[0].piece, piece) << "turned " << angle << ", blurred " << blur << ": named surely, and wrongly";
                }
                if (lib.faces()[ranked.front().face].piece == piece) continue;
                ++lookAlikeFirst;
                if (sure && top[0].piece == piece) ++readAsItself;
            }
        }
    }
    EXPECT_GE(lookAlikeFirst, 50); // the look-alikes' faces do match best this often
    EXPECT_GE(readAsItself, 4);
}

TEST(FaceReader, TheBareMapNamesNothing)
{
    const FaceReader reader(library());
    const cv::Mat frame = photograph(specOf("us-cav-1"), {20, 20}, 0.0);
    EXPECT_TRUE(reader.readTop(frame, squareOnGeometry(), kNoViewGeometry, {80, 50}, 1.8).empty());
}

TEST(FaceReader, ACounterOffTheStacksPointIsLessSure)
{
    const FaceReader reader(library());
    const cv::Mat frame = photograph(specOf("us-grant"), {60, 40}, 5.0);
    const auto centred = reader.readTop(frame, squareOnGeometry(), kNoViewGeometry, {60, 40}, 1.8);
    const auto off = reader.readTop(frame, squareOnGeometry(), kNoViewGeometry, {64.5, 40}, 1.8);
    ASSERT_FALSE(centred.empty());
    ASSERT_FALSE(off.empty());
    EXPECT_EQ(off[0].piece, "us-grant");
    EXPECT_LT(off[0].confidence, centred[0].confidence - 0.1);
}

TEST(FaceReader, AnEmptyLibraryReadsNothing)
{
    const FaceReader reader{FaceLibrary{}};
    EXPECT_FALSE(reader.knowsPieces());
    const cv::Mat frame = photograph(specOf("us-grant"), {60, 40}, 0.0);
    EXPECT_TRUE(reader.readTop(frame, squareOnGeometry(), kNoViewGeometry, {60, 40}, 1.8).empty());
}

TEST(FaceReader, RefusesOptionsThatCannotWork)
{
    FaceReadOptions noAngles;
    noAngles.anglesDeg.clear();
    EXPECT_THROW(FaceReader(library(), noAngles), std::invalid_argument);
    FaceReadOptions narrow;
    narrow.maxOffsetMm = 1.0;
    EXPECT_THROW(FaceReader(library(), narrow), std::invalid_argument);
    FaceReadOptions blind;
    blind.matchPxPerMm = 0;
    EXPECT_THROW(FaceReader(library(), blind), std::invalid_argument);
}

TEST(FaceLibraryAdd, RefusesWhatIsNotAFaceAndReplacesAPiecesFace)
{
    FaceLibrary lib;
    EXPECT_THROW(lib.add("", "us", cv::Mat(10, 10, CV_8UC3)), std::invalid_argument);
    EXPECT_THROW(lib.add("a", "us", cv::Mat()), std::invalid_argument);
    EXPECT_THROW(lib.add("a", "us", cv::Mat(10, 10, CV_8UC1)), std::invalid_argument);
    lib.add("a", "us", cv::Mat(40, 40, CV_8UC3, cv::Scalar(1, 2, 3)));
    lib.add("a", "cs", cv::Mat(200, 200, CV_8UC3, cv::Scalar(9, 9, 9)));
    ASSERT_EQ(lib.size(), 1u);
    EXPECT_EQ(lib.find("a")->side, "cs");
    EXPECT_EQ(lib.find("a")->face.at<cv::Vec3b>(0, 0), cv::Vec3b(9, 9, 9));
    EXPECT_EQ(lib.find("a")->face.cols, FaceLibrary::kFaceSidePx);
}

} // namespace
} // namespace adj::vision
