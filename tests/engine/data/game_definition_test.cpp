// pieces.yaml and terrain.yaml: the game's sides, kinds, terrain and features.
#include "engine/data/game_definition.hpp"
#include "engine/data/yaml_file.hpp"
#include "data_test_support.hpp"

#include <gtest/gtest.h>

namespace adj::data {
namespace {

using test::failsAt;

GameDefinition openFieldDefinition() { return loadGameDefinition(test::gameFixture("open-field"), "open-field"); }

GameDefinition piecesFrom(const std::string& text) {
    GameDefinition definition;
    readPiecesFile(YamlFile::parse(text, "pieces.yaml"), definition);
    return definition;
}

GameDefinition terrainFrom(const std::string& text) {
    GameDefinition definition;
    readTerrainFile(YamlFile::parse(text, "terrain.yaml"), definition);
    return definition;
}

TEST(DataDefinition, LoadsSidesWithColours) {
    const auto definition = openFieldDefinition();
    EXPECT_EQ(definition.game, "open-field");
    ASSERT_EQ(definition.sides.size(), 2u);
    EXPECT_EQ(definition.sides[0].id, "blue");
    EXPECT_EQ(definition.sides[0].name, "Blue Army");
    EXPECT_EQ(definition.sides[0].colour, (Colour{0x2a, 0x4f, 0xa8}));
    EXPECT_EQ(definition.sides.find("red")->colour.hex(), "#b03a2e");
}

TEST(DataDefinition, PieceKindsHaveDenseIndicesCategoriesAndAttributes) {
    const auto definition = openFieldDefinition();
    EXPECT_EQ(definition.categories, (std::vector<std::string>{"troop", "leader", "hq"}));
    ASSERT_EQ(definition.pieceKinds.indexOf("infantry"), 0u);
    EXPECT_EQ(definition.pieceKinds.indexOf("red-general"), 5u);
    EXPECT_FALSE(definition.pieceKinds.indexOf("dragoon").has_value());

    const PieceKind& cavalry = *definition.pieceKinds.find("cavalry");
    EXPECT_EQ(cavalry.category, "troop");
    EXPECT_TRUE(cavalry.side.empty());
    EXPECT_EQ(cavalry.attributes.integer("movement"), 6);
    EXPECT_EQ(cavalry.attributes.flag("cavalry"), true);
    EXPECT_EQ(cavalry.attributes.integer("sp-per-counter"), 1);  // declared default
    EXPECT_EQ(definition.pieceKinds.find("infantry")->attributes.flag("cavalry"), false);

    const PieceKind& general = *definition.pieceKinds.find("red-general");
    EXPECT_EQ(general.side, "red");
    EXPECT_TRUE(general.attributes.onChart("rating"));
    EXPECT_EQ(*general.attributes.find("rating"), AttributeValue(OnChart{"Leader Ratings card"}));
}

TEST(DataDefinition, MarkersFlagsAndCounters) {
    const auto definition = openFieldDefinition();
    EXPECT_EQ(definition.markerKinds.size(), 3u);
    EXPECT_EQ(definition.markerKinds.find("rail-break")->name, "Rail break");
    EXPECT_TRUE(definition.hasFlag("entrenched"));
    EXPECT_FALSE(definition.hasFlag("tipped"));
    EXPECT_TRUE(definition.hasCounter("fatigue"));
}

TEST(DataDefinition, TerrainIdsAndFeatureBitsFollowFileOrder) {
    const auto definition = openFieldDefinition();
    EXPECT_EQ(definition.terrainId("clear"), 0);
    EXPECT_EQ(definition.terrainId("lake"), 4);
    EXPECT_FALSE(definition.terrainId("jungle").has_value());
    EXPECT_EQ(definition.terrain.find("forest")->attributes.integer("move-cost"), 2);
    EXPECT_TRUE(definition.terrain.find("hills")->attributes.onChart("defence-shift"));
    EXPECT_FALSE(definition.terrain.find("lake")->attributes.has("move-cost"));

    EXPECT_EQ(definition.featureBit("city"), 0);
    EXPECT_EQ(definition.featureBit("supply-source"), 3);
    EXPECT_EQ(definition.borderBit("bridge"), 1);
    EXPECT_EQ(definition.borderKinds.find("river")->attributes.integer("extra-cost"), 1);
    EXPECT_EQ(definition.borderKinds.find("river")->attributes.flag("blocks-supply"), false);
    EXPECT_EQ(definition.networkFeatureBit("rail-bridge"), 0);
    EXPECT_TRUE(definition.networks.contains("road"));
    EXPECT_EQ(definition.spaceAttributeId("victory-points"), 1);
}

TEST(DataDefinition, ColourMustBeHashRrggbb) {
    EXPECT_TRUE(failsAt([] { piecesFrom("sides:\n  blue: {name: Blue, colour: blue}\nkinds: {}\n"); }, "pieces.yaml", 2,
                        "'blue' is not a colour; expected \"#rrggbb\""));
    EXPECT_FALSE(Colour::parse("#12345").has_value());
    EXPECT_FALSE(Colour::parse("#12345g").has_value());
    EXPECT_EQ(Colour::parse("#A0b0C0"), (Colour{0xa0, 0xb0, 0xc0}));
}

TEST(DataDefinition, KindErrorsNameTheLine) {
    const std::string head = "sides:\n  a: {name: A, colour: \"#000000\"}\ncategories: [troop]\nattributes: {movement: int}\nkinds:\n";
    EXPECT_TRUE(failsAt([&] { piecesFrom(head + "  inf: {category: troop, side: b}\n"); }, "pieces.yaml", 6, "unknown side 'b'"));
    EXPECT_TRUE(failsAt([&] { piecesFrom(head + "  inf: {category: troop, movment: 3}\n"); }, "pieces.yaml", 6, "unknown key 'movment'"));
    EXPECT_TRUE(failsAt([&] { piecesFrom(head + "  inf: Infantry\n"); }, "pieces.yaml", 6, "needs a mapping with at least its category"));
    EXPECT_TRUE(failsAt([&] { piecesFrom(head + "  inf: {name: Infantry}\n"); }, "pieces.yaml", 6, "missing key 'category'"));
    EXPECT_TRUE(failsAt([&] { piecesFrom(head + "  \"in f\": {category: troop}\n"); }, "pieces.yaml", 6, "must not contain"));
    EXPECT_TRUE(failsAt([&] { piecesFrom(head + "  inf: {category: troop}\n  cav: {category: troop}\n  inf: {category: troop}\n"); },
                        "pieces.yaml", 8, "duplicate id 'inf' (first given on line 6)"));
    EXPECT_TRUE(failsAt([&] { piecesFrom("kinds: {}\n"); }, "pieces.yaml", 1, "missing key 'sides'"));
    EXPECT_TRUE(failsAt([&] { piecesFrom(head + "  inf: {category: troop}\nflags: [a, b, a]\n"); }, "pieces.yaml", 7, "duplicate flag 'a'"));
}

TEST(DataDefinition, TooManyFeaturesForTheBitset) {
    std::string text = "terrain: {clear: Clear}\nfeatures:\n";
    for (int i = 0; i <= board::FeatureSet::kCapacity; ++i) text += "  f" + std::to_string(i) + ": F\n";
    // Feature number 65 (index 64) is on line 3 + 64.
    EXPECT_TRUE(failsAt([&] { terrainFrom(text); }, "terrain.yaml", 3 + board::FeatureSet::kCapacity, "at most 64"));
}

TEST(DataDefinition, TerrainFileErrors) {
    EXPECT_TRUE(failsAt([] { terrainFrom("terrain: {}\n"); }, "terrain.yaml", 1, "at least one terrain kind"));
    EXPECT_TRUE(failsAt([] { terrainFrom("terrain: {clear: Clear}\nborders: {river: River}\nfeatures: {port: Port}\nzones: {}\n"); },
                        "terrain.yaml", 4, "unknown key 'zones'"));
    EXPECT_TRUE(failsAt([] { terrainFrom("attributes:\n  space: {terrain: int}\nterrain: {clear: Clear}\n"); }, "terrain.yaml", 2,
                        "'terrain' is a key of its own here"));
}

TEST(DataDefinition, MissingFileIsReportedWithItsName) {
    EXPECT_TRUE(failsAt([] { loadGameDefinition(test::fixtures() / "no-such-game", "x"); }, "pieces.yaml", 0, "cannot open"));
}

}  // namespace
}  // namespace adj::data
