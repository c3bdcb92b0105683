// Counter sheets from the piece data: one counter per scenario piece at 14.3 mm, side colours,
// fiducials where asked, and a layout that says truly which piece is where.

#include "engine/data/game_data.hpp"
#include "vision/identity/counter_fiducials.hpp"
#include "vision/print/counter_sheet.hpp"
#include "vision/registration/aruco_dictionary.hpp"

#include <gtest/gtest.h>
#include <opencv2/aruco.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>

namespace adj::vision::print {
namespace {

const data::GameData& game()
{
    static const data::GameData g = data::loadGameData(std::filesystem::path(ADJUTANT_TEST_FIXTURES).parent_path().parent_path() /
                                                       "data" / "games" / "war-for-the-union");
    return g;
}

TEST(CounterPrint, OneCounterPerScenarioPieceInItsSideColour)
{
    const auto counters = countersOf(game(), "", false);
    std::set<std::string> pieces;
    for (const auto& [id, scenario] : game().scenarios) {
        for (const auto& piece : scenario.start.pieces) pieces.insert(piece.id);
    }
    ASSERT_EQ(counters.size(), pieces.size());
    const double pxPerMm = 300 / 25.4;
    const auto pages = layCounterPages(counters, {210, 297}, 10, pxPerMm);
    std::size_t index = 0;
    for (const auto& page : pages) {
        EXPECT_EQ(page.image.cols, static_cast<int>(std::lround(210 * pxPerMm)));
        for (std::size_t cell = 0; cell < page.layout.ids.size(); ++cell, ++index) {
            const auto& c = counters[index];
            EXPECT_EQ(page.layout.ids[cell], c.pieceId);
            // Just inside the counter's edge: the side's colour.
            const cv::Point2d centre = page.layout.centreMm(cell);
            const cv::Point at(static_cast<int>((centre.x - 6.5) * pxPerMm), static_cast<int>(centre.y * pxPerMm));
            const auto px = page.image.at<cv::Vec3b>(at);
            const auto colour = game().definition.sides.find(c.side)->colour;
            EXPECT_NEAR(px[2], colour.red, 2) << c.pieceId;
            EXPECT_NEAR(px[1], colour.green, 2) << c.pieceId;
            EXPECT_NEAR(px[0], colour.blue, 2) << c.pieceId;
        }
    }
    EXPECT_EQ(index, counters.size());
}

TEST(CounterPrint, FiducialsAreFoundAtTheirCountersAndTheLayoutSaysSo)
{
    const auto counters = countersOf(game(), "", true);
    const double pxPerMm = 300 / 25.4;
    const auto pages = layCounterPages(counters, {215.9, 279.4}, 10, pxPerMm);
    const nlohmann::json layout = counterSheetJson(game().manifest.id, counters, pages);
    ASSERT_EQ(layout["pages"].size(), pages.size());
    ASSERT_FALSE(pages.empty());
    cv::imwrite((std::filesystem::path(ADJUTANT_TEST_OUTPUT) / "vision" / "print_counters_fiducial.png").string(),
                pages.front().image);
    const auto parameters = cv::aruco::DetectorParameters::create();
    // The counter's own square (side colour against the page) lies 2.7 mm outside its marker;
    // OpenCV 4.6 drops the smaller of two candidates closer than minMarkerDistanceRate (default
    // 0.05 of the perimeter), which is the marker. Fiducial identity must lower it likewise.
    parameters->minMarkerDistanceRate = 0.02;
    int checked = 0;
    for (std::size_t p = 0; p < pages.size(); ++p) {
        cv::Mat grey;
        cv::cvtColor(pages[p].image, grey, cv::COLOR_BGR2GRAY);
        std::vector<int> ids;
        std::vector<std::vector<cv::Point2f>> corners;
        cv::aruco::detectMarkers(grey, arucoDictionary(kCounterFiducialDictionary), corners, ids, parameters);
        std::map<int, cv::Point2d> centres;
        for (std::size_t i = 0; i < ids.size(); ++i) {
            cv::Point2d c(0, 0);
            for (const auto& corner : corners[i]) c += cv::Point2d(corner) * 0.25;
            centres[ids[i]] = c / pxPerMm;
        }
        for (const auto& entry : layout["pages"][p]["counters"]) {
            const int fiducial = entry["fiducial"].get<int>();
            ASSERT_TRUE(centres.contains(fiducial)) << entry.dump();
            const cv::Point2d want(entry["centreMm"][0].get<double>(), entry["centreMm"][1].get<double>());
            EXPECT_LT(cv::norm(centres[fiducial] - want), 0.3) << entry.dump();
            EXPECT_GE(fiducial, kFirstCounterFiducialId);
            ++checked;
        }
    }
    EXPECT_EQ(checked, static_cast<int>(counters.size()));
}

const CounterToPrint& counterOf(const std::vector<CounterToPrint>& counters, const std::string& piece)
{
    const auto it = std::find_if(counters.begin(), counters.end(),
                                 [&](const CounterToPrint& c) { return c.pieceId == piece; });
    if (it == counters.end()) throw std::logic_error("no counter for " + piece);
    return *it;
}

TEST(CounterPrint, ANumberedUnitPrintsItsNumberAndALeaderItsName)
{
    // What tells a dozen infantry counters of a side apart is their number, so it is all that is
    // printed above the symbol: the side is the colour, the arm the symbol.
    const auto counters = countersOf(game(), "", false);
    EXPECT_EQ(counterOf(counters, "US-inf-7").face.designation, "7");
    EXPECT_EQ(counterOf(counters, "US-inf-14").face.designation, "14");
    EXPECT_EQ(counterOf(counters, "CS-cav-2").face.designation, "2");
    EXPECT_EQ(counterOf(counters, "US-grant").face.designation, "Grant");
    EXPECT_EQ(counterOf(counters, "CS-hardee").face.designation, "Hardee");
    // A militia and a line infantry unit of one side share a number and a symbol: both keep their kind.
    EXPECT_EQ(counterOf(counters, "CS-militia-1").face.designation, "militia-1");
    EXPECT_EQ(counterOf(counters, "CS-inf-1").face.designation, "inf-1");
    EXPECT_EQ(counterOf(counters, "CS-inf-3").face.designation, "3");
}

TEST(CounterPrint, NoTwoCountersOfASidePrintTheSameAboveTheSameSymbol)
{
    const auto counters = countersOf(game(), "", false);
    std::map<std::tuple<std::string, synth::UnitSymbol, std::string>, std::string> printed;
    for (const auto& c : counters) {
        const auto [it, added] = printed.emplace(std::tuple{c.side, c.face.symbol, c.face.designation}, c.pieceId);
        EXPECT_TRUE(added) << c.pieceId << " prints '" << c.face.designation << "' as " << it->second << " does";
    }
}

TEST(CounterPrint, APieceIsPrintedAlikeOnEveryScenariosSheet)
{
    // A group may print one scenario's counters and later the game's whole sheet: the reader learns
    // faces from either, so a piece must look the same on both.
    // A second scenario with the line infantry but not the militia that shares its number.
    data::GameData twoScenarios = game();
    data::Scenario lineOnly = twoScenarios.scenarios.begin()->second;
    lineOnly.id = "line-only";
    std::erase_if(lineOnly.start.pieces,
                  [](const model::Piece& p) { return p.id.find("-militia-") != std::string::npos; });
    twoScenarios.scenarios.emplace(lineOnly.id, lineOnly);
    std::map<std::string, std::string> whole;
    for (const auto& c : countersOf(twoScenarios, "", false)) whole[c.pieceId] = c.face.designation;
    for (const auto& [id, scenario] : twoScenarios.scenarios) {
        for (const auto& c : countersOf(twoScenarios, id, false)) {
            EXPECT_EQ(c.face.designation, whole.at(c.pieceId)) << c.pieceId << " in " << id;
        }
    }
    EXPECT_EQ(whole.at("CS-inf-1"), "inf-1");
}

TEST(CounterPrint, UnknownScenarioIsNamed)
{
    try {
        (void)countersOf(game(), "no-such-scenario", false);
        FAIL() << "expected an error";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("no scenario 'no-such-scenario'"), std::string::npos) << e.what();
    }
}

} // namespace
} // namespace adj::vision::print
