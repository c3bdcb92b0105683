// loadGameData: a whole game folder, all or nothing.
#include "engine/data/game_data.hpp"
#include "data_test_support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace adj::data {
namespace {

using test::failsAt;

class DataGameLoadFixture : public ::testing::TestWithParam<std::string> {};

TEST_P(DataGameLoadFixture, LoadsManifestDefinitionMapAndScenario) {
    const std::string id = GetParam();
    const GameData game = loadGameData(test::gameFixture(id));
    EXPECT_EQ(game.manifest.id, id);
    EXPECT_EQ(game.definition.game, id);
    ASSERT_EQ(game.maps.size(), 1u);
    EXPECT_EQ(game.defaultMap, id);
    ASSERT_NE(game.findMap(""), nullptr);
    EXPECT_EQ(game.findMap(""), game.findMap(id));
    EXPECT_EQ(game.findMap("nothing"), nullptr);
    ASSERT_EQ(game.scenarios.size(), 1u);
    const Scenario* scenario = game.findScenario(id);
    ASSERT_NE(scenario, nullptr);
    EXPECT_FALSE(scenario->title.empty());
    EXPECT_EQ(scenario->start.game, id);
    EXPECT_EQ(scenario->start.scenario, id);
    EXPECT_EQ(scenario->start.map, id);  // named even where the file leaves it out
    EXPECT_FALSE(scenario->start.pieces.empty());
    EXPECT_TRUE(checkPosition(scenario->start, game.definition, game.findMap("")->graph).empty());
}

TEST_P(DataGameLoadFixture, EveryFixturePositionLoadsAgainstTheGame) {
    const std::string id = GetParam();
    const GameData game = loadGameData(test::gameFixture(id));
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(test::fixtures() / "positions" / id)) {
        EXPECT_NO_THROW(loadPosition(entry.path(), game)) << entry.path();
        ++count;
    }
    EXPECT_GE(count, 2);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, DataGameLoadFixture, ::testing::Values("open-field", "area-skirmish", "hidden-blocks"));

TEST(DataGameLoad, FixturesCoverAreasBlocksAndHexes) {
    const GameData areas = loadGameData(test::gameFixture("area-skirmish"));
    EXPECT_EQ(areas.manifest.board, "areas");
    EXPECT_EQ(areas.findMap("")->kind, MapKind::Areas);
    const GameData blocks = loadGameData(test::gameFixture("hidden-blocks"));
    EXPECT_EQ(blocks.manifest.pieces, "blocks");
    EXPECT_EQ(blocks.findMap("")->graph.hexGrid()->spec().numbering, board::HexNumbering::Named);
}

TEST(DataGameLoad, IgnoresFilesOfOtherModules) {
    test::ScratchDir scratch;
    const auto folder = scratch.copyGame("open-field");
    // Other modules' files, whatever they hold, are not ours to read.
    scratch.write("open-field/sequence.yaml", "phases: [whatever: {this: is, not: ours}]\n");
    scratch.write("open-field/calendar.yaml", "months: 12\n");
    scratch.write("open-field/rules.yaml", "stacking: {limit: 12}\n");
    scratch.write("open-field/maps/notes.txt", "not a map\n");
    EXPECT_NO_THROW(loadGameData(folder));
}

TEST(DataGameLoad, AnyErrorAnywhereLoadsNothing) {
    test::ScratchDir scratch;
    const auto folder = scratch.copyGame("open-field");
    scratch.write("open-field/scenarios/zz-broken.yaml", "title: Broken\npieces:\n  - {id: X, kind: infantry, side: blue, at: \"0000\"}\n");
    GameData game;
    EXPECT_TRUE(failsAt([&] { game = loadGameData(folder); }, "zz-broken.yaml", 3, "no space '0000' on the map"));
    EXPECT_TRUE(game.maps.empty());  // nothing was handed back
    EXPECT_TRUE(game.manifest.id.empty());
}

TEST(DataGameLoad, ErrorsInEachFileNameThatFile) {
    test::ScratchDir scratch;
    {
        const auto folder = scratch.copyGame("area-skirmish");
        scratch.write("area-skirmish/terrain.yaml", "terrain:\n  land: {capacity: 5}\n");
        EXPECT_TRUE(failsAt([&] { loadGameData(folder); }, "terrain.yaml", 2, "unknown key 'capacity'"));
    }
    {
        const auto folder = scratch.copyGame("hidden-blocks");
        std::filesystem::remove(folder / "pieces.yaml");
        EXPECT_TRUE(failsAt([&] { loadGameData(folder); }, "pieces.yaml", 0, "cannot open the file"));
    }
}

TEST(DataGameLoad, MapKindMustMatchTheManifest) {
    test::ScratchDir scratch;
    const auto folder = scratch.copyGame("open-field");
    scratch.write("open-field/maps/coast.yaml",
                  "areas:\n  A: {outline: [[0, 0], [1, 0], [1, 1]], adjacent: [B]}\n  B: {outline: [[1, 0], [2, 0], [2, 1]]}\n");
    EXPECT_TRUE(failsAt([&] { loadGameData(folder); }, "coast.yaml", 1, "the game's board is hexes"));
}

TEST(DataGameLoad, SeveralMapsNeedADefaultOrAnExplicitMap) {
    test::ScratchDir scratch;
    const auto folder = scratch.copyGame("open-field");
    std::filesystem::rename(folder / "maps" / "open-field.yaml", folder / "maps" / "west.yaml");
    scratch.write("open-field/maps/east.yaml", "grid: {orientation: flat, offset: odd, columns: 2, rows: 2, hex-radius-mm: 10}\n");
    EXPECT_TRUE(failsAt([&] { loadGameData(folder); }, "open-field.yaml", 2, "several maps and no default"));

    scratch.write("open-field/scenarios/open-field.yaml", "title: T\nmap: west\n");
    const GameData game = loadGameData(folder);
    EXPECT_TRUE(game.defaultMap.empty());
    EXPECT_EQ(game.findMap(""), nullptr);
    EXPECT_EQ(game.scenarios.at("open-field").start.map, "west");
    EXPECT_TRUE(failsAt([&] { loadPosition(scratch.write("p.yaml", "game: open-field\n"), game); }, "p.yaml", 1, "say which with 'map:'"));
    EXPECT_NO_THROW(loadPosition(scratch.write("q.yaml", "game: open-field\nmap: east\n"), game));
}

TEST(DataGameLoad, AScenarioMayNameItsPiecesAndAPositionMayNot) {
    test::ScratchDir scratch;
    const auto folder = scratch.copyGame("open-field");
    scratch.write("open-field/scenarios/named.yaml",
                  "title: Named\npieces:\n  - {id: B-inf-1, name: 1st Blue Foot, kind: infantry, side: blue, at: \"0101\"}\n"
                  "  - {id: B-inf-2, kind: infantry, side: blue, at: \"0101\"}\n");
    const GameData game = loadGameData(folder);
    const Scenario& named = game.scenarios.at("named");
    ASSERT_EQ(named.pieceNames.size(), 1u);
    EXPECT_EQ(named.pieceNames.at("B-inf-1"), "1st Blue Foot");
    // A position folds from the log, which keeps no names: there `name` is a mistake, said at its line.
    const auto position = scratch.write("p.yaml", "game: open-field\npieces:\n  - {id: B-inf-1, name: Foot, kind: infantry, side: blue, at: \"0101\"}\n");
    EXPECT_TRUE(failsAt([&] { loadPosition(position, game); }, "p.yaml", 3, "name"));
}

// A hex map of the given size with every hex described and a railway down every column, as the
// open-field game's only map (the scenario's two reserve boxes included).
std::string bigMap(int columns, int rows) {
    const auto id = [](int c, int r) {
        char buffer[32]; // room for any two ints, so no compiler can see a truncation
        std::snprintf(buffer, sizeof buffer, "%02d%02d", c, r);
        return std::string(buffer);
    };
    std::string text = "grid: {orientation: flat, offset: odd, columns: " + std::to_string(columns) + ", rows: " + std::to_string(rows) +
                       ", hex-radius-mm: 10}\nterrain:\n  legend: {\".\": clear, f: forest}\n  rows: |\n";
    for (int r = 0; r < rows; ++r) {
        text += "    ";
        for (int c = 0; c < columns; ++c) text += (c + r) % 3 ? ". " : "f ";
        text += "\n";
    }
    text += "spaces:\n";
    for (int c = 1; c <= columns; ++c)
        for (int r = 1; r <= rows; ++r) text += "  \"" + id(c, r) + "\": {supply-value: " + std::to_string((c * r) % 5) + "}\n";
    text += "boxes: {blue-reserve: {}, red-reserve: {}}\nnetworks:\n  rail:\n";
    for (int c = 1; c <= columns; ++c) {
        text += "    - [";
        for (int r = 1; r <= rows; ++r) text += std::string(r > 1 ? ", " : "") + "\"" + id(c, r) + "\"";
        text += "]\n";
    }
    return text;
}

// The fastest of a few loads, in milliseconds: the least disturbed by other work on the machine.
double bestLoadMs(const std::filesystem::path& folder) {
    double best = 1e9;
    for (int i = 0; i < 3; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const GameData game = loadGameData(folder);
        best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    return best;
}

// Loading must stay linear in the size of the map (a later benchmark holds each game to 50 ms).
// Four times the hexes may take about four times as long, never the sixteen of quadratic work.
TEST(DataGameLoad, LoadTimeGrowsLinearlyWithTheMap) {
    test::ScratchDir scratch;
    const auto folder = scratch.copyGame("open-field");
    scratch.write("open-field/maps/open-field.yaml", bigMap(30, 20));
    const GameData small = loadGameData(folder);
    EXPECT_EQ(small.findMap("")->graph.spaceCount(), 30u * 20u + 2u);
    EXPECT_EQ(small.findMap("")->graph.networkEdges(0).size(), 30u * 19u);
    const double smallMs = bestLoadMs(folder);

    scratch.write("open-field/maps/open-field.yaml", bigMap(60, 40));
    const double largeMs = bestLoadMs(folder);
    RecordProperty("small_ms", std::to_string(smallMs));
    RecordProperty("large_ms", std::to_string(largeMs));
    EXPECT_LT(largeMs, 10.0 * std::max(smallMs, 1.0)) << "600 hexes: " << smallMs << " ms; 2400 hexes: " << largeMs << " ms";
}

}  // namespace
}  // namespace adj::data
