// maps/<id>.yaml: hex grids, area maps, boxes, borders and networks into a board::SpaceGraph.
#include "engine/data/game_definition.hpp"
#include "engine/data/game_map.hpp"
#include "data_test_support.hpp"

#include <gtest/gtest.h>

namespace adj::data {
namespace {

using test::failsAt;

const GameDefinition& definitionOf(const std::string& game) {
    static std::map<std::string, GameDefinition> cache;
    auto it = cache.find(game);
    if (it == cache.end()) it = cache.emplace(game, loadGameDefinition(test::gameFixture(game), game)).first;
    return it->second;
}

GameMap fixtureMap(const std::string& game) {
    return loadGameMap(test::gameFixture(game) / "maps" / (game + ".yaml"), definitionOf(game));
}

board::SpaceIndex at(const GameMap& map, std::string_view id) { return map.graph.indexOf(id); }

TEST(DataMapLoad, OpenFieldGridSpacesAndBoxes) {
    const GameMap map = fixtureMap("open-field");
    EXPECT_EQ(map.id, "open-field");
    EXPECT_EQ(map.name, "Open Field");
    EXPECT_EQ(map.kind, MapKind::Hexes);
    ASSERT_NE(map.graph.hexGrid(), nullptr);
    EXPECT_EQ(map.graph.hexGrid()->orientation(), board::HexOrientation::FlatTop);
    EXPECT_EQ(map.graph.spaceCount(), 10u * 8u + 2u);
    EXPECT_EQ(map.spaces.size(), map.graph.spaceCount());
    EXPECT_TRUE(map.graph.isFinalized());

    // Without origin-mm the map's top-left corner is at (0, 0).
    EXPECT_NEAR(map.graph.hexGrid()->bounds().min.x, 0.0, 1e-9);
    EXPECT_NEAR(map.graph.hexGrid()->bounds().min.y, 0.0, 1e-9);

    const auto westport = at(map, "0101");
    EXPECT_EQ(map.displayName(westport), "Westport");
    EXPECT_EQ(map.displayName(at(map, "0202")), "0202");
    const auto& def = definitionOf("open-field");
    EXPECT_TRUE(map.graph.space(westport).features.has(*def.featureBit("city")));
    EXPECT_TRUE(map.graph.space(westport).features.has(*def.featureBit("supply-source")));
    EXPECT_EQ(map.graph.space(westport).attributes.get(*def.spaceAttributeId("supply-value")), 3);
    EXPECT_EQ(map.info(westport).attributes.integer("victory-points"), 2);
    // The default applies where the map gives none, in the graph too.
    EXPECT_EQ(map.graph.space(at(map, "0202")).attributes.get(*def.spaceAttributeId("victory-points")), 0);
    EXPECT_TRUE(map.graph.space(at(map, "0503")).features.has(*def.featureBit("town")));  // a single feature, no list

    const auto reserve = at(map, "blue-reserve");
    EXPECT_EQ(map.graph.space(reserve).kind, board::SpaceKind::Box);
    EXPECT_EQ(map.displayName(reserve), "Blue reserve");
    ASSERT_TRUE(map.graph.space(reserve).centre.has_value());
    EXPECT_EQ(map.graph.space(reserve).centre->x, -40.0);
    EXPECT_TRUE(map.graph.borderBetween(reserve, westport).has_value());
}

TEST(DataMapLoad, OpenFieldTerrainRows) {
    const GameMap map = fixtureMap("open-field");
    const auto& def = definitionOf("open-field");
    const auto terrainAt = [&](std::string_view id) { return def.terrain[map.graph.space(at(map, id)).terrain].id; };
    EXPECT_EQ(terrainAt("0101"), "clear");
    EXPECT_EQ(terrainAt("0301"), "forest");
    EXPECT_EQ(terrainAt("0801"), "hills");
    EXPECT_EQ(terrainAt("0505"), "swamp");
    EXPECT_EQ(terrainAt("0206"), "lake");
    EXPECT_EQ(terrainAt("0208"), "hills");
    EXPECT_EQ(terrainAt("1008"), "clear");
    EXPECT_EQ(terrainAt("blue-reserve"), "clear");  // default terrain, boxes included
}

TEST(DataMapLoad, OpenFieldRiverAndBridges) {
    const GameMap map = fixtureMap("open-field");
    const auto& def = definitionOf("open-field");
    const auto river = *def.borderBit("river");
    const auto bridge = *def.borderBit("bridge");
    int rivers = 0;
    int bridges = 0;
    for (const auto& border : map.graph.borders()) {
        rivers += border.features.has(river);
        bridges += border.features.has(bridge);
    }
    EXPECT_EQ(rivers, 15);
    EXPECT_EQ(bridges, 2);
    const auto border = map.graph.findBorder("0604/0503");  // either order
    ASSERT_TRUE(border.has_value());
    EXPECT_TRUE(map.graph.border(*border).features.hasAll(board::FeatureSet{river, bridge}));
}

TEST(DataMapLoad, OpenFieldNetworks) {
    const GameMap map = fixtureMap("open-field");
    const auto rail = map.graph.findLayer("rail");
    ASSERT_TRUE(rail.has_value());
    EXPECT_EQ(map.graph.networkEdges(*rail).size(), 11u);
    EXPECT_EQ(map.graph.networkEdges(*map.graph.findLayer("road")).size(), 4u);
    const auto bridgeBit = *definitionOf("open-field").networkFeatureBit("rail-bridge");
    int bridged = 0;
    for (const auto& edge : map.graph.networkEdges(*rail)) bridged += edge.features.has(bridgeBit);
    EXPECT_EQ(bridged, 1);
    // Crossing is the rail junction between the two halves of the line.
    EXPECT_EQ(map.graph.networkNeighbours(*rail, at(map, "0503")).size(), 2u);
}

TEST(DataMapLoad, HiddenBlocksNamedPointyGrid) {
    const GameMap map = fixtureMap("hidden-blocks");
    const auto* grid = map.graph.hexGrid();
    ASSERT_NE(grid, nullptr);
    EXPECT_EQ(grid->orientation(), board::HexOrientation::PointyTop);
    EXPECT_EQ(map.graph.spaceCount(), 48u);
    EXPECT_TRUE(map.graph.find("Ashford").has_value());
    EXPECT_TRUE(map.graph.find("c01r01").has_value());
    EXPECT_FALSE(map.graph.find("c02r01").has_value());  // that hex is Ashford
    EXPECT_EQ(grid->spec().originMm, (board::MapPoint{20, 20}));

    const auto& def = definitionOf("hidden-blocks");
    const auto eastwick = map.graph.findBorder("c05r04/Eastwick");
    ASSERT_TRUE(eastwick.has_value());
    EXPECT_TRUE(map.graph.border(*eastwick).features.has(*def.borderBit("major-river")));
    EXPECT_EQ(def.borderKinds.find("major-river")->attributes.integer("attack-limit"), 1);
    EXPECT_EQ(map.graph.networkEdges(*map.graph.findLayer("rail")).size(), 6u);
    EXPECT_EQ(def.terrain[map.graph.space(at(map, "c02r03")).terrain].id, "mountain");
}

TEST(DataMapLoad, AreaSkirmishAreasAdjacencyAndBox) {
    const GameMap map = fixtureMap("area-skirmish");
    EXPECT_EQ(map.kind, MapKind::Areas);
    ASSERT_NE(map.graph.areaMap(), nullptr);
    EXPECT_EQ(map.graph.spaceCount(), 9u);  // 8 areas and the landing zone
    const auto& def = definitionOf("area-skirmish");
    const auto sea = at(map, "S1");
    EXPECT_EQ(def.terrain[map.graph.space(sea).terrain].id, "sea");
    EXPECT_EQ(def.terrain[map.graph.space(at(map, "L1")).terrain].id, "land");
    EXPECT_EQ(map.displayName(at(map, "L7")), "Harbour Town");
    EXPECT_EQ(map.info(at(map, "L7")).attributes.integer("victory-points"), 3);

    EXPECT_TRUE(map.graph.borderBetween(at(map, "L1"), at(map, "L2")).has_value());
    EXPECT_FALSE(map.graph.borderBetween(at(map, "L1"), at(map, "L3")).has_value());
    EXPECT_TRUE(map.graph.borderBetween(at(map, "landing-zone"), sea).has_value());
    EXPECT_EQ(map.graph.neighbours(sea).size(), 4u);  // L3, L6, L7 and the landing zone
    const auto beach = map.graph.findBorder("S1/L7");
    ASSERT_TRUE(beach.has_value());
    EXPECT_TRUE(map.graph.border(*beach).features.has(*def.borderBit("beach")));
    EXPECT_EQ(map.graph.spaceAtPoint({120, 150}), at(map, "L5"));
}

// ---- Errors, each with its line. Maps are checked against open-field's definition.

class DataMapErrors : public ::testing::Test {
protected:
    std::filesystem::path write(const std::string& text) { return scratch_.write("bad.yaml", text); }
    void load(const std::string& text) { loadGameMap(write(text), definitionOf("open-field")); }

    static constexpr const char* kGrid =
        "grid:\n  orientation: flat-top\n  offset: odd\n  columns: 4\n  rows: 3\n  hex-flat-to-flat-mm: 25\n";  // lines 1-6
    test::ScratchDir scratch_;
};

TEST_F(DataMapErrors, GridMistakes) {
    EXPECT_TRUE(failsAt([&] { load("grid:\n  offset: odd\n  columns: 4\n  rows: 3\n  hex-radius-mm: 9\n"); }, "bad.yaml", 2,
                        "missing key 'orientation'"));
    EXPECT_TRUE(failsAt([&] { load("grid:\n  orientation: round\n  offset: odd\n  columns: 4\n  rows: 3\n  hex-radius-mm: 9\n"); },
                        "bad.yaml", 2, "'round' is not an orientation"));
    EXPECT_TRUE(failsAt([&] { load("grid:\n  orientation: flat\n  offset: odd\n  columns: 0\n  rows: 3\n  hex-radius-mm: 9\n"); },
                        "bad.yaml", 4, "expected a number from 1 to 9999"));
    EXPECT_TRUE(failsAt([&] { load("grid:\n  orientation: flat\n  offset: odd\n  columns: 4\n  rows: 3\n"); }, "bad.yaml", 2,
                        "exactly one of hex-radius-mm and hex-flat-to-flat-mm"));
    EXPECT_TRUE(failsAt([&] { load("name: x\n"); }, "bad.yaml", 1, "either grid: (hexes) or areas:"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "names: {}\n"); }, "bad.yaml", 7, "unknown key 'names'"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "  names: {Keep: [1, 1]}\n"); }, "bad.yaml", 7,
                        "names are for grids with 'numbering: named'"));
}

TEST_F(DataMapErrors, TerrainRowMistakes) {
    const std::string legend = std::string(kGrid) + "terrain:\n  legend: {\".\": clear, f: forest}\n  rows: |\n";  // rows: on line 9
    EXPECT_TRUE(failsAt([&] { load(legend + "    . . . .\n    . x . .\n    . . . .\n"); }, "bad.yaml", 11,
                        "the symbol 'x' is not in the legend"));
    EXPECT_TRUE(failsAt([&] { load(legend + "    . . . .\n    . . . . f\n    . . . .\n"); }, "bad.yaml", 11, "more than 4 hexes"));
    EXPECT_TRUE(failsAt([&] { load(legend + "    . . . .\n    . . . .\n    . .\n"); }, "bad.yaml", 12, "row 3 has 2 hexes; expected 4"));
    EXPECT_TRUE(failsAt([&] { load(legend + "    . . . .\n    . . . .\n"); }, "bad.yaml", 12, "expected 3 rows of terrain, found 2"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "terrain:\n  legend: {\".\": clear, w: jungle}\n  rows: \"....\"\n"); },
                        "bad.yaml", 8, "unknown terrain 'jungle'"));
}

TEST_F(DataMapErrors, SpaceMistakes) {
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "spaces:\n  \"0105\": {name: X}\n"); }, "bad.yaml", 8, "no space '0105' on this map"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "spaces:\n  \"0101\": {nam: X}\n"); }, "bad.yaml", 8, "unknown key 'nam'"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "spaces:\n  \"0101\": {supply-value: lots}\n"); }, "bad.yaml", 8,
                        "expected a whole number"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "default-terrain: jungle\n"); }, "bad.yaml", 7, "unknown terrain 'jungle'"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "boxes:\n  \"0101\": {name: X}\n"); }, "bad.yaml", 8,
                        "there is already a space '0101'"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "boxes:\n  pool: {adjacent: [\"0909\"]}\n"); }, "bad.yaml", 8, "no space '0909'"));
}

TEST_F(DataMapErrors, BorderMistakes) {
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "borders:\n  \"0101\": river\n"); }, "bad.yaml", 8, "is not a border"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "borders:\n  \"0101/0201\": lava\n"); }, "bad.yaml", 8, "unknown border kind 'lava'"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "borders:\n  \"0101/0201\": river\n  \"0201/0101\": bridge\n"); }, "bad.yaml", 9,
                        "border 0101/0201 is described twice (first on line 8)"));
}

TEST_F(DataMapErrors, NetworkMistakes) {
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "networks:\n  canal:\n    - [\"0101\", \"0201\"]\n"); }, "bad.yaml", 8,
                        "unknown network 'canal'"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "networks:\n  rail:\n    - [\"0101\"]\n"); }, "bad.yaml", 9,
                        "at least two spaces"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "networks:\n  rail:\n    - {path: [\"0101\", \"0201\"], features: [tunnel]}\n"); },
                        "bad.yaml", 9, "unknown network feature 'tunnel'"));
}

TEST_F(DataMapErrors, JumpsAndSharedStretchesAreAllowed) {
    const auto map = loadGameMap(write(std::string(kGrid) +
                                       "networks:\n  rail:\n    - {path: [\"0101\", \"0401\"], jump: true}\n"
                                       "    - [\"0101\", \"0201\", \"0301\"]\n    - {path: [\"0201\", \"0101\"], features: [rail-bridge]}\n"),
                                 definitionOf("open-field"));
    const auto rail = *map.graph.findLayer("rail");
    ASSERT_EQ(map.graph.networkEdges(rail).size(), 3u);  // the shared 0101-0201 stretch once
    const auto bridged = [&] {
        for (const auto& edge : map.graph.networkEdges(rail))
            if (edge.features.has(0)) return true;
        return false;
    };
    EXPECT_TRUE(bridged());
}

TEST_F(DataMapErrors, GridOptionsFromTheReadme) {
    const auto map = loadGameMap(write("grid:\n  orientation: flat-top\n  offset: even\n  columns: 4\n  rows: 3\n"
                                       "  first-column: 0\n  first-row: 0\n  column-digits: 3\n  row-digits: 2\n"
                                       "  hex-radius-mm: 10\n  origin-mm: [5, 6]\n  excluded: [\"00000\", [3, 2]]\n"),
                                 definitionOf("open-field"));
    const auto& spec = map.graph.hexGrid()->spec();
    EXPECT_EQ(spec.shifted, board::OffsetParity::Even);
    EXPECT_EQ(spec.originMm, (board::MapPoint{5, 6}));
    EXPECT_EQ(spec.hexRadiusMm, 10.0);
    EXPECT_EQ(map.graph.spaceCount(), 10u);
    EXPECT_TRUE(map.graph.find("00100").has_value());
    EXPECT_FALSE(map.graph.find("00000").has_value());
    EXPECT_FALSE(map.graph.find("00302").has_value());
    EXPECT_TRUE(failsAt([&] { load("grid:\n  orientation: flat\n  offset: odd\n  columns: 4\n  rows: 3\n  hex-radius-mm: 9\n"
                                   "  excluded: [\"0909\"]\n"); },
                        "bad.yaml", 7, "0909"));
}

TEST_F(DataMapErrors, HexsideSpaces) {
    const auto map = loadGameMap(write(std::string(kGrid) + "hexside-spaces: [\"0201/0101\"]\n"), definitionOf("open-field"));
    const auto space = map.graph.find("0101/0201");
    ASSERT_TRUE(space.has_value());
    EXPECT_EQ(map.graph.space(*space).kind, board::SpaceKind::Hexside);
    EXPECT_EQ(map.spaces.size(), map.graph.spaceCount());
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "hexside-spaces: [\"0101/0301\"]\n"); }, "bad.yaml", 7, "is not a border"));
    EXPECT_TRUE(failsAt([&] { load(std::string(kGrid) + "hexside-spaces: [\"0101/0201\", \"0201/0101\"]\n"); }, "bad.yaml", 7,
                        "listed twice"));
}

TEST_F(DataMapErrors, AreaMistakes) {
    const std::string a = "  A: {terrain: clear, outline: [[0, 0], [10, 0], [10, 10], [0, 10]], adjacent: [B]}\n";
    const std::string b = "  B: {outline: [[10, 0], [20, 0], [20, 10], [10, 10]]}\n";
    EXPECT_NO_THROW(load("areas:\n" + a + b));
    EXPECT_TRUE(failsAt([&] { load("areas:\n" + a + "  B: {outline: [[10, 0], [20, 0]]}\n"); }, "bad.yaml", 3, "at least 3 corners"));
    EXPECT_TRUE(failsAt([&] { load("areas:\n" + a + "  B: {outline: [[0, 0], [1, 1], [2, 2]]}\n"); }, "bad.yaml", 3, "encloses no surface"));
    EXPECT_TRUE(failsAt([&] { load("areas:\n  A: {outline: [[0, 0], [10, 0], [10, 10]], adjacent: [C]}\n" + b); }, "bad.yaml", 2,
                        "no area 'C'"));
    EXPECT_TRUE(failsAt([&] { load("areas:\n" + a + "  B: {outline: [[10, 0], [20, 0], [20, 10]], colour: red}\n"); }, "bad.yaml", 3,
                        "unknown key 'colour'"));
    EXPECT_TRUE(failsAt([&] { load("areas:\n" + a + b + "spaces:\n  A: {name: X}\n"); }, "bad.yaml", 5, "describes its spaces under areas:"));
    EXPECT_TRUE(failsAt([&] { load("areas:\n" + a + b + "terrain:\n  legend: {}\n  rows: \"\"\n"); }, "bad.yaml", 5, "terrain rows are for hex grids"));
    EXPECT_TRUE(failsAt([&] { load("areas:\n" + a + b + "borders:\n  A/C: river\n"); }, "bad.yaml", 5, "no space 'C'"));
}

}  // namespace
}  // namespace adj::data
