// The printed map (vision/print/map_painter): hexes, markers and terrain where the game's data
// puts them, at the resolution asked for; and the synthetic camera photographing that print.

#include "print_measure.hpp"
#include "../support/synthetic_table.hpp"

#include "engine/board/hex_grid.hpp"
#include "engine/data/game_data.hpp"
#include "vision/print/map_painter.hpp"
#include "vision/registration/aruco_dictionary.hpp"
#include "vision/registration/marker_registration.hpp"
#include "vision/registration/rectify.hpp"
#include "vision/synth/printed_sheet.hpp"

#include <gtest/gtest.h>
#include <opencv2/aruco.hpp>
#include <opencv2/imgcodecs.hpp>

#include <filesystem>
#include <map>

namespace adj::vision::print {
namespace {

const data::GameData& practiceGame()
{
    static const data::GameData g = data::loadGameData(std::filesystem::path(ADJUTANT_TEST_FIXTURES).parent_path().parent_path() /
                                                       "data" / "games" / "war-for-the-union");
    return g;
}

const data::GameMap& practice()
{
    return *practiceGame().findMap("practice");
}

const PrintedMap& printed150()
{
    static const PrintedMap p = [] {
        MapPrintOptions options;
        options.pxPerMm = 150 / kMmPerInch;
        PrintedMap out = printMap(practice(), practiceGame().definition, options);
        const auto dir = std::filesystem::path(ADJUTANT_TEST_OUTPUT) / "vision";
        std::filesystem::create_directories(dir);
        cv::imwrite((dir / "print_practice_map_150dpi.png").string(), out.image);
        return out;
    }();
    return p;
}

// Hexes with nothing printed inside them but their terrain: no feature, name, rail or bordering
// feature, so a ruler finds only their outline.
std::vector<board::SpaceIndex> plainHexes(const data::GameMap& map, std::string_view terrain)
{
    const auto& graph = map.graph;
    std::vector<bool> busy(graph.spaceCount(), false);
    for (const char* drawn : {"rail", "road"}) {
        const auto layer = graph.findLayer(drawn);
        if (!layer) continue;
        for (const auto& edge : graph.networkEdges(*layer)) {
            busy[edge.first] = busy[edge.second] = true;
        }
    }
    for (const auto& border : graph.borders()) {
        if (!border.features.empty()) {
            busy[border.first] = busy[border.second] = true;
        }
    }
    const auto terrainId = practiceGame().definition.terrainId(terrain);
    std::vector<board::SpaceIndex> out;
    for (board::SpaceIndex i = 0; i < graph.spaceCount(); ++i) {
        const auto& s = graph.space(i);
        bool namedNeighbour = false;
        for (const auto& n : graph.neighbours(i)) namedNeighbour = namedNeighbour || !map.info(n.space).name.empty();
        if (s.kind == board::SpaceKind::Hex && !busy[i] && s.features.empty() && map.info(i).name.empty() &&
            !namedNeighbour && terrainId && s.terrain == *terrainId) {
            out.push_back(i);
        }
    }
    return out;
}

TEST(MapPrint, HexCentresLandWhereTheGridSays)
{
    const PrintedMap& p = printed150();
    cv::Mat grey;
    cv::cvtColor(p.image, grey, cv::COLOR_BGR2GRAY);
    const board::HexGrid& grid = *practice().graph.hexGrid();
    const double flatPx = grid.spec().flatToFlatMm() * p.pxPerMm;
    const auto hexes = plainHexes(practice(), "clear");
    ASSERT_GE(hexes.size(), 20u);
    int measured = 0;
    for (std::size_t k = 0; k < hexes.size(); k += hexes.size() / 20) {
        const auto centre = *practice().graph.space(hexes[k]).centre;
        const cv::Point2d expected = p.toPixel({centre.x, centre.y});
        const auto hex = adj::test::print::measureFlatTopHex(grey, expected, flatPx);
        ASSERT_TRUE(hex.has_value()) << practice().graph.space(hexes[k]).id;
        EXPECT_LT(cv::norm(hex->centre - expected), 0.5) << practice().graph.space(hexes[k]).id << " at " << hex->centre
                                                         << ", expected " << expected;
        EXPECT_NEAR(hex->flatToFlatPx, flatPx, 0.5) << practice().graph.space(hexes[k]).id;
        ++measured;
    }
    EXPECT_GE(measured, 20);
}

TEST(MapPrint, MarkersAreFoundWhereTheLayoutPutsThem)
{
    const PrintedMap& p = printed150();
    EXPECT_EQ(p.layout.markers.size(), 8u);
    cv::Mat grey;
    cv::cvtColor(p.image, grey, cv::COLOR_BGR2GRAY);
    std::vector<int> ids;
    std::vector<std::vector<cv::Point2f>> corners;
    const auto parameters = cv::aruco::DetectorParameters::create();
    parameters->cornerRefinementMethod = cv::aruco::CORNER_REFINE_SUBPIX;
    cv::aruco::detectMarkers(grey, arucoDictionary(p.layout.dictionary), corners, ids, parameters);
    std::map<int, std::vector<cv::Point2f>> found;
    for (std::size_t i = 0; i < ids.size(); ++i) found[ids[i]] = corners[i];
    for (const auto& marker : p.layout.markers) {
        ASSERT_TRUE(found.contains(marker.id)) << "marker " << marker.id;
        const auto expected = p.layout.cornersMm(marker);
        for (int c = 0; c < 4; ++c) {
            const cv::Point2d want = p.toPixel(expected[static_cast<std::size_t>(c)]);
            const cv::Point2d got(found[marker.id][static_cast<std::size_t>(c)]);
            EXPECT_LT(cv::norm(got - want), 1.0) << "marker " << marker.id << " corner " << c << ": " << got << " vs "
                                                 << want;
        }
    }
    // Markers lie outside the map area, clear of every hex.
    for (const auto& marker : p.layout.markers) {
        const cv::Rect2d box(marker.topLeftMm, cv::Size2d(p.layout.markerSideMm, p.layout.markerSideMm));
        EXPECT_TRUE((box & cv::Rect2d(0, 0, p.areaMm.width, p.areaMm.height)).area() == 0) << marker.id;
    }
}

cv::Vec3d medianColour(const cv::Mat& image, cv::Point2d centrePx, double radiusPx)
{
    std::array<std::vector<double>, 3> channels;
    for (int y = static_cast<int>(centrePx.y - radiusPx); y <= static_cast<int>(centrePx.y + radiusPx); ++y) {
        for (int x = static_cast<int>(centrePx.x - radiusPx); x <= static_cast<int>(centrePx.x + radiusPx); ++x) {
            if (std::hypot(x - centrePx.x, y - centrePx.y) > radiusPx) continue;
            const auto v = image.at<cv::Vec3b>(y, x);
            for (int c = 0; c < 3; ++c) channels[static_cast<std::size_t>(c)].push_back(v[c]);
        }
    }
    cv::Vec3d out;
    for (int c = 0; c < 3; ++c) {
        auto& values = channels[static_cast<std::size_t>(c)];
        std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2), values.end());
        out[c] = values[values.size() / 2];
    }
    return out;
}

TEST(MapPrint, EachTerrainHasItsOwnClearlyDifferentFill)
{
    const PrintedMap& p = printed150();
    const double f = practice().graph.hexGrid()->spec().flatToFlatMm();
    const std::vector<std::string> kinds{"clear", "forest", "rough", "swamp", "bayou", "sea"};
    for (const auto& kind : kinds) {
        const auto hexes = plainHexes(practice(), kind);
        ASSERT_FALSE(hexes.empty()) << kind;
        const cv::Scalar want = terrainFill(kind);
        for (const auto index : hexes) {
            const auto centre = *practice().graph.space(index).centre;
            const cv::Vec3d got = medianColour(p.image, p.toPixel({centre.x, centre.y}), 0.3 * f * p.pxPerMm);
            for (int c = 0; c < 3; ++c) {
                EXPECT_NEAR(got[c], want[c], 6) << kind << " hex " << practice().graph.space(index).id << " channel " << c;
            }
        }
    }
    for (std::size_t a = 0; a < kinds.size(); ++a) {
        for (std::size_t b = a + 1; b < kinds.size(); ++b) {
            const cv::Scalar d = terrainFill(kinds[a]) - terrainFill(kinds[b]);
            EXPECT_GT(std::sqrt(d.dot(d)), 40.0) << kinds[a] << " vs " << kinds[b];
        }
    }
    // "mountain" terrain is not on the practice map, but other games have it.
    const cv::Scalar m = terrainFill("mountain") - terrainFill("rough");
    EXPECT_GT(std::sqrt(m.dot(m)), 40.0);
}

TEST(MapPrint, MapAreaAloneMatchesTheSheetPixelForPixelScale)
{
    MapPrintOptions options;
    options.pxPerMm = 3.0;
    const cv::Mat area = paintMap(practice(), practiceGame().definition, options);
    const cv::Size2d mm = printedAreaMm(practice());
    EXPECT_EQ(area.cols, static_cast<int>(std::lround(mm.width * 3.0)));
    EXPECT_EQ(area.rows, static_cast<int>(std::lround(mm.height * 3.0)));
    // The practice map is 28 columns by 20 rows of 25 mm hexes.
    EXPECT_NEAR(mm.width, 25.0 / std::sqrt(3.0) * (1.5 * 27 + 2), 1e-6);
    EXPECT_NEAR(mm.height, 25.0 * 20.5, 1e-6);
}

TEST(MapPrint, TheSyntheticCameraPhotographsTheRealPrintedMap)
{
    MarkerLayout layout;
    const synth::PrintedSheet sheet = synth::printGameMap(practice(), practiceGame().definition, 4.0, &layout);
    ASSERT_EQ(layout.markers.size(), 8u);
    // A camera over the table, looking slightly askew: map mm -> camera pixels.
    const cv::Matx33d mapToCam(1.9, 0.12, 180, -0.08, 1.75, 140, 0.00004, 0.00012, 1);
    const cv::Mat frame = adj::vision::test::photograph(sheet, mapToCam, cv::Size(1600, 1200));
    const MarkerRegistrar registrar(layout);
    const Registration r = registrar.registerFrame(frame);
    ASSERT_TRUE(r.ok) << r.reason;
    double worst = 0;
    for (const auto& s : practice().graph.spaces()) {
        if (s.kind != board::SpaceKind::Hex || !s.centre) continue;
        const cv::Point2d truth(s.centre->x, s.centre->y);
        worst = std::max(worst, cv::norm(imageToMap(r, adj::vision::test::apply(mapToCam, truth)) - truth));
    }
    EXPECT_LT(worst, 1.0);
    cv::imwrite((std::filesystem::path(ADJUTANT_TEST_OUTPUT) / "vision" / "print_practice_map_camera.png").string(), frame);
}

} // namespace
} // namespace adj::vision::print
