// tests/fixtures/bad: one file per kind of mistake, each failing with the file and line it names.
#include "engine/data/game_data.hpp"
#include "engine/data/yaml_file.hpp"
#include "data_test_support.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <ostream>

namespace adj::data {
namespace {

struct BadCase {
    std::string file;
    int line;
    std::string message;
};

void PrintTo(const BadCase& bad, std::ostream* out) { *out << bad.file; }

const GameData& openField() {
    static const GameData game = loadGameData(test::gameFixture("open-field"));
    return game;
}

// Each kind of file is read the way the game loader reads it.
void loadBad(const std::filesystem::path& file) {
    const std::string name = file.filename().string();
    const auto endsWith = [&](const std::string& suffix) {
        return name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    if (endsWith(".position.yaml")) {
        loadPosition(file, openField());
    } else if (endsWith(".map.yaml")) {
        loadGameMap(file, openField().definition);
    } else if (endsWith(".pieces.yaml")) {
        GameDefinition definition;
        readPiecesFile(YamlFile::load(file), definition);
    } else if (endsWith(".terrain.yaml")) {
        GameDefinition definition;
        readTerrainFile(YamlFile::load(file), definition);
    } else {
        FAIL() << "no loader for " << name;
    }
}

class DataBadFixtures : public ::testing::TestWithParam<BadCase> {};

TEST_P(DataBadFixtures, FailWithFileAndLine) {
    const BadCase& bad = GetParam();
    EXPECT_TRUE(test::failsAt([&] { loadBad(test::badFixture(bad.file)); }, bad.file, bad.line, bad.message));
}

INSTANTIATE_TEST_SUITE_P(
    All, DataBadFixtures,
    ::testing::Values(BadCase{"invalid-yaml.position.yaml", 5, "not valid YAML"},
                      BadCase{"unknown-key.position.yaml", 4, "unknown key 'strenght'"},
                      BadCase{"wrong-type.position.yaml", 4, "strength: expected a whole number, found 'three'"},
                      BadCase{"unknown-kind.position.yaml", 5, "unknown piece kind 'dragoon'"},
                      BadCase{"unknown-side.position.yaml", 4, "unknown side 'green'"},
                      BadCase{"unknown-space.position.yaml", 5, "no space '0909x' on the map"},
                      BadCase{"duplicate-id.position.yaml", 6, "duplicate piece id 'B-1'"},
                      BadCase{"negative-strength.position.yaml", 4, "strength -2 is negative"},
                      BadCase{"huge-strength.position.yaml", 4, "strength 1500000000 is more than the 100000 a piece may have"},
                      BadCase{"not-utf8.position.yaml", 4, "not UTF-8 text: byte 0xFF cannot begin a character"},
                      BadCase{"deep-nesting.position.yaml", 3, "nested deeper than 64 levels of brackets"},
                      BadCase{"deep-indentation.map.yaml", 3, "indented more than 256 columns"},
                      BadCase{"kind-of-other-side.position.yaml", 4, "'red-general' is a kind of side 'red', but the piece is 'blue'"},
                      BadCase{"unknown-terrain.map.yaml", 11, "unknown terrain 'jungle'"},
                      BadCase{"unknown-feature.map.yaml", 9, "unknown feature 'castle'"},
                      BadCase{"unknown-space.map.yaml", 9, "no space '0507' on this map"},
                      BadCase{"duplicate-id.map.yaml", 10, "space '0101' is described twice (first on line 9)"},
                      BadCase{"border-not-adjacent.map.yaml", 10, "'0101' and '0301' are not adjacent"},
                      BadCase{"network-gap.map.yaml", 10, "'0201' and '0401' are not adjacent, so the path has a gap"},
                      BadCase{"duplicate-id.pieces.yaml", 9, "duplicate id 'infantry' (first given on line 8)"},
                      BadCase{"unknown-category.pieces.yaml", 7, "unknown category 'troops'"},
                      BadCase{"unknown-hexside-category.pieces.yaml", 5,
                              "hexside-categories names 'ships', which is not one of the categories"},
                      BadCase{"wrong-type.terrain.yaml", 7, "move-cost: expected a whole number, found 'two'"}),
    [](const ::testing::TestParamInfo<BadCase>& param) {
        std::string name;
        for (const char c : param.param.file) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
        return name;
    });

// Every file in the folder that engine/data checks has a case above, so a new bad fixture cannot go
// untested. rules.yaml, sequence.yaml and a position's step belong to the games layer: those files
// are run through `adjutant-cli check` by tests/app/cli_check_test.cpp, which takes every file.
TEST(DataBadFixturesFolder, EveryFileIsCovered) {
    int yamlFiles = 0;
    for (const auto& entry : std::filesystem::directory_iterator(test::fixtures() / "bad")) {
        const std::string name = entry.path().filename().string();
        const bool gamesLayer = name.ends_with(".rules.yaml") || name.ends_with(".sequence.yaml") ||
                                name == "unknown-step.position.yaml";
        yamlFiles += entry.path().extension() == ".yaml" && !gamesLayer;
    }
    EXPECT_EQ(yamlFiles, 23);
}

}  // namespace
}  // namespace adj::data
