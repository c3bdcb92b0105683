// Values the players read off their printed charts: asked for, never invented; once entered, used.
#include <gtest/gtest.h>

#include <fstream>

#include "engine/data/data_error.hpp"
#include "engine/games/chart_values.hpp"
#include "engine/games/game_rules_config.hpp"
#include "engine/rules/cost_table.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

rules::StepCost stepCostIn(const Game& loaded, const std::string& from, const std::string& to) {
    const data::GameMap& map = *loaded.data.findMap("practice");
    const rules::Topology topology(map.graph);
    const rules::CostTable table(topology, std::nullopt, costSchedule(loaded.rules.movement->costs, loaded.data.definition));
    return table.cost(topology.adjacency().find(*topology.find(from), *topology.find(to)));
}

std::filesystem::path writeFile(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::path(::testing::TempDir()) / name;
    std::ofstream(path) << text;
    return path;
}

bool asks(const std::vector<ChartQuestion>& questions, const std::string& key) {
    return std::any_of(questions.begin(), questions.end(), [&](const ChartQuestion& q) { return q.key == key; });
}

TEST(WftuChartValues, TheGameAsksForTheTerrainEffectsChartCosts) {
    const auto questions = chartQuestions(game().data.definition);
    EXPECT_TRUE(asks(questions, "terrain/forest/move-cost"));
    EXPECT_TRUE(asks(questions, "borders/mountain/extra-cost"));
    // Swamp's 3 MP is in the text (9.11): nothing to ask.
    EXPECT_FALSE(asks(questions, "terrain/swamp/move-cost"));
    const auto forest = std::find_if(questions.begin(), questions.end(),
                                     [](const ChartQuestion& q) { return q.key == "terrain/forest/move-cost"; });
    EXPECT_EQ(forest->chart, "Terrain Effects Chart");
    EXPECT_EQ(forest->subject, "Forest");
}

TEST(WftuChartValues, AnUnknownCostNamesTheKeyToEnter) {
    const rules::StepCost forest = stepCostIn(game(), "0202", "0302");
    ASSERT_FALSE(forest.known());
    const data::GameMap& map = practiceMap();
    const rules::Topology topology(map.graph);
    const rules::CostTable table(topology, std::nullopt, costSchedule(game().rules.movement->costs, game().data.definition));
    EXPECT_EQ(table.chart(forest), "Terrain Effects Chart: Forest terrain: move cost");  // in words, not its key
}

TEST(WftuChartValues, AnEnteredCostIsUsedFromThenOn) {
    const auto file = writeFile("charts-forest.yaml", "terrain/forest/move-cost: 2\n");
    const ChartValues values = readChartValues(file, game().data.definition);
    const auto loaded = loadGame(gameFolder(), values);
    const rules::StepCost forest = stepCostIn(*loaded, "0202", "0302");
    ASSERT_TRUE(forest.known());
    EXPECT_EQ(forest.points(), 2);
    EXPECT_FALSE(asks(chartQuestions(loaded->data.definition), "terrain/forest/move-cost"));
    // Values the players did not enter still wait.
    EXPECT_TRUE(asks(chartQuestions(loaded->data.definition), "borders/mountain/extra-cost"));
}

TEST(WftuChartValues, AMisspeltKeyIsAnErrorWithItsLine) {
    const auto file = writeFile("charts-typo.yaml", "# from our TEC\nterrain/forrest/move-cost: 2\n");
    try {
        (void)readChartValues(file, game().data.definition);
        FAIL() << "a misspelt key was accepted";
    } catch (const data::DataError& error) {
        EXPECT_EQ(error.line(), 2);
        EXPECT_NE(error.message().find("terrain/forrest/move-cost"), std::string::npos) << error.message();
        EXPECT_NE(error.message().find("terrain/forest/move-cost"), std::string::npos) << "lists the valid keys";
    }
}

TEST(WftuChartValues, ANegativeCostOrAWordIsRefused) {
    EXPECT_THROW((void)readChartValues(writeFile("charts-negative.yaml", "terrain/forest/move-cost: -1\n"),
                                       game().data.definition),
                 data::DataError);
    EXPECT_THROW((void)readChartValues(writeFile("charts-word.yaml", "terrain/forest/move-cost: two\n"),
                                       game().data.definition),
                 data::DataError);
}

TEST(WftuChartValues, ValuesTypedByPlayersAreParsedStrictly) {
    EXPECT_EQ(std::get<int>(parseChartValue("3", data::AttributeType::Int)), 3);
    EXPECT_THROW(parseChartValue("3 MP", data::AttributeType::Int), std::invalid_argument);
    EXPECT_THROW(parseChartValue("", data::AttributeType::Int), std::invalid_argument);
    EXPECT_EQ(std::get<bool>(parseChartValue("yes", data::AttributeType::Bool)), true);
    EXPECT_EQ(chartValueText(data::AttributeValue{2}), "2");
    ChartValues wrongType{{"terrain/forest/move-cost", data::AttributeValue{true}}};
    data::GameDefinition definition = game().data.definition;
    EXPECT_THROW(applyChartValues(definition, wrongType), std::invalid_argument);
}

}  // namespace
}  // namespace adj::games::wftu::test
