// The face library appearance identity learns: from the counter sheet render-counters prints and
// the layout it writes beside it (straight, and scanned a little off the scanner's corner), saved
// and read back, and what it says of files and scans it cannot use.

#include "engine/data/game_data.hpp"
#include "vision/identity/face_library.hpp"
#include "vision/print/counter_sheet.hpp"
#include "vision/print/printed_faces.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <filesystem>
#include <fstream>
#include <string>

namespace adj::vision {
namespace {

const data::GameData& game()
{
    static const data::GameData g = data::loadGameData(
        std::filesystem::path(ADJUTANT_TEST_FIXTURES).parent_path().parent_path() / "data" / "games" /
        "war-for-the-union");
    return g;
}

constexpr double kScanPxPerMm = 300 / 25.4;

struct PrintedSheet {
    std::vector<print::CounterToPrint> counters = print::countersOf(game(), "practice-border-war", false);
    std::vector<print::CounterPage> pages = print::layCounterPages(counters, {210, 297}, 10, kScanPxPerMm);
    [[nodiscard]] SheetPage page(std::size_t p) const
    {
        std::vector<std::string> sides;
        std::size_t first = 0;
        for (std::size_t q = 0; q < p; ++q) first += pages[q].layout.ids.size();
        for (std::size_t i = 0; i < pages[p].layout.ids.size(); ++i) sides.push_back(counters[first + i].side);
        return print::sheetPageOf(pages[p], sides, static_cast<int>(p) + 1);
    }
};

const PrintedSheet& sheet()
{
    static const PrintedSheet s;
    return s;
}

/// Mean absolute difference per channel between two faces of the library's size.
double faceDifference(const cv::Mat& a, const cv::Mat& b)
{
    cv::Mat d;
    cv::absdiff(a, b, d);
    const cv::Scalar m = cv::mean(d);
    return (m[0] + m[1] + m[2]) / 3.0;
}

/// The face as printed at 300 dpi, brought to the library's resolution.
cv::Mat printedFace(const print::CounterToPrint& c)
{
    const cv::Mat print = synth::renderCounterFace(c.face, FaceLibrary::kCounterSideMm, kScanPxPerMm);
    cv::Mat face;
    cv::resize(print, face, cv::Size(FaceLibrary::kFaceSidePx, FaceLibrary::kFaceSidePx), 0, 0, cv::INTER_AREA);
    return face;
}

std::filesystem::path tempFile(const std::string& name)
{
    const auto dir = std::filesystem::temp_directory_path() / "adjutant-face-library-test";
    std::filesystem::create_directories(dir);
    return dir / name;
}

TEST(FaceLibrary, LearnsEveryCounterOfAPrintedPageAsPrinted)
{
    FaceLibrary library;
    const SheetLearning learned = learnFromSheet(library, sheet().pages[0].image, sheet().page(0));
    EXPECT_TRUE(learned.warnings.empty()) << learned.warnings.front();
    ASSERT_EQ(learned.learned, static_cast<int>(sheet().pages[0].layout.ids.size()));
    ASSERT_EQ(library.size(), sheet().pages[0].layout.ids.size());
    for (std::size_t i = 0; i < library.size(); ++i) {
        const auto& c = sheet().counters[i];
        const LearnedFace* face = library.find(c.pieceId);
        ASSERT_NE(face, nullptr) << c.pieceId;
        EXPECT_EQ(face->side, c.side);
        EXPECT_EQ(face->face.size(), cv::Size(FaceLibrary::kFaceSidePx, FaceLibrary::kFaceSidePx));
        // Resampled from 300 dpi to 6 px per mm: the same picture but for edges softened.
        const double difference = faceDifference(face->face, printedFace(c));
        EXPECT_LT(difference, 12.0) << c.pieceId;
        if (i == 3) {
            cv::Mat both;
            cv::hconcat(face->face, printedFace(c), both);
            cv::imwrite("/tmp/face_vs_print.png", both);
        }
    }
}

TEST(FaceLibrary, APageScannedOffTheCornerGivesTheSameFaces)
{
    FaceLibrary straight;
    (void)learnFromSheet(straight, sheet().pages[0].image, sheet().page(0));
    // The page lay 1.4 mm right of and 0.9 mm below the scanner's corner: white came in at the top
    // left and the far edges were cut off.
    const cv::Mat page = sheet().pages[0].image;
    const cv::Mat shift = (cv::Mat_<double>(2, 3) << 1, 0, 1.4 * kScanPxPerMm, 0, 1, 0.9 * kScanPxPerMm);
    cv::Mat scan;
    cv::warpAffine(page, scan, shift, page.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar::all(255));
    FaceLibrary shifted;
    const SheetLearning learned = learnFromSheet(shifted, scan, sheet().page(0));
    EXPECT_TRUE(learned.warnings.empty());
    for (const auto& face : straight.faces()) {
        const LearnedFace* other = shifted.find(face.piece);
        ASSERT_NE(other, nullptr);
        EXPECT_LT(faceDifference(face.face, other->face), 6.0) << face.piece;
    }
    // Without the edge search the faces would be 8 px off and differ far more.
    cv::Mat offset;
    cv::getRectSubPix(straight.faces()[0].face, straight.faces()[0].face.size(),
                      cv::Point2f(42.5F - 8.4F, 42.5F - 5.4F), offset);
    EXPECT_GT(faceDifference(straight.faces()[0].face, offset), 12.0);
}

TEST(FaceLibrary, SaysWhenThePictureIsNotTheWholePage)
{
    FaceLibrary library;
    const cv::Mat page = sheet().pages[0].image;
    const cv::Mat half = page(cv::Rect(0, 0, page.cols, page.rows / 2)).clone();
    try {
        (void)learnFromSheet(library, half, sheet().page(0));
        FAIL() << "half a page was learned from";
    } catch (const FaceLibraryError& e) {
        EXPECT_NE(std::string(e.what()).find("page 1"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("scan the whole page"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(library.empty());
    // A blank page where counters should be: learned (nothing is lost), but each said.
    const cv::Mat blank(page.size(), CV_8UC3, cv::Scalar::all(255));
    const SheetLearning learned = learnFromSheet(library, blank, sheet().page(0));
    ASSERT_EQ(learned.warnings.size(), sheet().pages[0].layout.ids.size());
    EXPECT_NE(learned.warnings[0].find(sheet().counters[0].pieceId), std::string::npos) << learned.warnings[0];
}

TEST(FaceLibrary, SavesAndReadsBackEveryFaceExactly)
{
    const FaceLibrary library = print::printedFaceLibrary(game(), "practice-border-war");
    for (const std::string name : {"faces.yml", "faces.json", "faces.yml.gz"}) {
        const auto file = tempFile(name);
        library.save(file);
        const FaceLibrary back = FaceLibrary::load(file);
        ASSERT_EQ(back.size(), library.size()) << name;
        for (const auto& face : library.faces()) {
            const LearnedFace* other = back.find(face.piece);
            ASSERT_NE(other, nullptr) << face.piece;
            EXPECT_EQ(other->side, face.side);
            EXPECT_EQ(cv::norm(face.face, other->face, cv::NORM_INF), 0.0) << face.piece << " in " << name;
        }
    }
}

TEST(FaceLibrary, NamesTheFileAndTheFaultOfALibraryItCannotRead)
{
    const auto expectError = [](const std::filesystem::path& file, const std::string& words) {
        try {
            (void)FaceLibrary::load(file);
            FAIL() << file << " was read";
        } catch (const FaceLibraryError& e) {
            const std::string what = e.what();
            EXPECT_NE(what.find(file.string()), std::string::npos) << what;
            EXPECT_NE(what.find(words), std::string::npos) << what;
        }
    };
    expectError(tempFile("missing.yml"), "no such file");
    {
        std::ofstream(tempFile("other.yml")) << "%YAML:1.0\n---\ncamera_matrix: 3\n";
    }
    expectError(tempFile("other.yml"), "not a face library");
    {
        std::ofstream(tempFile("garbage.yml")) << "\x01\x02 this is { not yaml [";
    }
    expectError(tempFile("garbage.yml"), "face library");
    {
        std::ofstream(tempFile("twice.yml")) << "%YAML:1.0\n---\nformat: adjutant-face-library\nversion: 1\n"
                                             << "faces:\n  - { piece: a, side: us, png: [1, 2] }\n";
    }
    expectError(tempFile("twice.yml"), "the face of 'a' (face 0) does not decode");
}

TEST(FaceLibrary, ReadsTheLayoutRenderCountersWrites)
{
    const auto file = tempFile("sheet.layout.json");
    {
        std::ofstream(file) << print::counterSheetJson("war-for-the-union", sheet().counters, sheet().pages).dump(2);
    }
    const auto pages = readSheetLayout(file);
    ASSERT_EQ(pages.size(), sheet().pages.size());
    const SheetPage expected = sheet().page(0);
    EXPECT_EQ(pages[0].number, 1);
    EXPECT_NEAR(pages[0].pageMm.width, 210, 1e-9);
    ASSERT_EQ(pages[0].counters.size(), expected.counters.size());
    for (std::size_t i = 0; i < expected.counters.size(); ++i) {
        EXPECT_EQ(pages[0].counters[i].piece, expected.counters[i].piece);
        EXPECT_EQ(pages[0].counters[i].side, expected.counters[i].side);
        EXPECT_NEAR(cv::norm(pages[0].counters[i].centreMm - expected.counters[i].centreMm), 0, 1e-9);
    }
    {
        std::ofstream(tempFile("broken.layout.json")) << "{\"pages\": [{\"page\": 1}]}";
    }
    try {
        (void)readSheetLayout(tempFile("broken.layout.json"));
        FAIL();
    } catch (const FaceLibraryError& e) {
        EXPECT_NE(std::string(e.what()).find("broken.layout.json"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace adj::vision
