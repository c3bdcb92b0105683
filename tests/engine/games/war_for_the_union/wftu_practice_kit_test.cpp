// Adjutant's own practice kit: the practice map prints its terrain effects chart in its margin and
// the practice counters print their values (kits/practice.yaml), so a game on that kit uses them and
// asks the players nothing; with the publisher's counters, a value is entered once per counter kind.
#include <gtest/gtest.h>

#include <fstream>

#include "engine/data/data_error.hpp"
#include "engine/data/printed_values.hpp"
#include "engine/data/yaml_file.hpp"
#include "engine/games/chart_values.hpp"
#include "engine/games/game_rules_config.hpp"
#include "engine/games/move_check.hpp"
#include "engine/rules/cost_table.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

const Table kKitTable{"practice", "practice-border-war"};

const Game& kitGame() {
    static const std::unique_ptr<const Game> loaded = loadGame(gameFolder(), {}, kKitTable);
    return *loaded;
}

model::Position kitPosition(std::vector<model::Piece> pieces) {
    model::Position position;
    position.game = "war-for-the-union";
    position.map = "practice";
    position.scenario = "practice-border-war";
    position.time = {1, 1862, 5};
    position.phasingSide = "union";
    position.pieces = std::move(pieces);
    return position;
}

const model::Alert* kitAlert(const std::vector<model::Alert>& alerts, const std::string& code) {
    for (const model::Alert& alert : alerts)
        if (alert.code == code) return &alert;
    return nullptr;
}

bool kitAsksAbout(const std::vector<ChartQuestion>& questions, const std::string& prefix) {
    return std::any_of(questions.begin(), questions.end(), [&](const ChartQuestion& q) { return q.key.starts_with(prefix); });
}

rules::StepCost kitStepCost(const Game& loaded, const std::string& from, const std::string& to) {
    const data::GameMap& map = *loaded.data.findMap("practice");
    const rules::Topology topology(map.graph);
    const rules::CostTable table(topology, std::nullopt, costSchedule(loaded.rules.movement->costs, loaded.data.definition));
    return table.cost(topology.adjacency().find(*topology.find(from), *topology.find(to)));
}

std::filesystem::path writeKitFile(const std::string& name, const std::string& text) {
    const auto path = std::filesystem::path(::testing::TempDir()) / name;
    std::ofstream(path) << text;
    return path;
}

// Four clear hexes east from 1809 (4 MP), and three of them (3 MP).
const std::vector<std::string> kKitFourClear{"1809", "1909", "2009", "2109", "2209"};
const std::vector<std::string> kKitThreeClear{"1809", "1909", "2009", "2109"};

TEST(WftuPracticeKit, TheKitsCounterValuesAreUsedToJudgeAMarch) {
    // Militia infantry: its MA is printed only on the counter. The practice counters print 3.
    const auto position = kitPosition({piece("US-1", "infantry-mil", "union", 2, "1809")});
    const MoveJudgement tooFar = judgeMove(kitGame(), position, practiceMap(), "US-1", kKitFourClear);
    EXPECT_EQ(tooFar.allowance, 3);
    EXPECT_EQ(tooFar.spent, 4);
    const model::Alert* over = kitAlert(tooFar.alerts, "move.over-allowance");
    ASSERT_NE(over, nullptr);
    EXPECT_EQ(over->rule, "9.11, 9.17");
    EXPECT_EQ(over->severity, model::Severity::Error);
    EXPECT_EQ(kitAlert(tooFar.alerts, "move.allowance-unknown"), nullptr);

    const MoveJudgement within = judgeMove(kitGame(), position, practiceMap(), "US-1", kKitThreeClear);
    EXPECT_TRUE(within.alerts.empty()) << within.alerts.front().message;
    EXPECT_EQ(within.spent, 3);

    // A leader's corps side: Thomas prints 4 1 6 on the practice counter.
    const data::PieceKind* thomas = kitGame().data.definition.pieceKinds.find("thomas");
    ASSERT_NE(thomas, nullptr);
    EXPECT_EQ(thomas->attributes.integer("command"), 4);
    EXPECT_EQ(thomas->attributes.integer("battle"), 1);
    EXPECT_EQ(thomas->attributes.integer("movement"), 6);
    // The publisher's counters are another matter: the game as written still waits for the value.
    EXPECT_NE(kitAlert(judgeMove(game(), position, practiceMap(), "US-1", kKitThreeClear).alerts, "move.allowance-unknown"), nullptr);
}

TEST(WftuPracticeKit, GamesOnThePracticeMapUseTheChartPrintedInItsMargin) {
    const auto onMap = loadGame(gameFolder(), {}, Table{"practice", ""});
    // 0202 -> 0302 enters forest: 2 MP on the practice chart; the game as written waits for the TEC.
    const rules::StepCost forest = kitStepCost(*onMap, "0202", "0302");
    ASSERT_TRUE(forest.known());
    EXPECT_EQ(forest.points(), 2);
    EXPECT_FALSE(kitStepCost(game(), "0202", "0302").known());
    const data::FeatureKind* mountain = onMap->data.definition.borderKinds.find("mountain");
    ASSERT_NE(mountain, nullptr);
    EXPECT_EQ(mountain->attributes.integer("extra-cost"), 2);

    // Nothing about terrain is asked on the practice map; on the published map it still is.
    const data::GameDefinition asWritten = data::loadGameDefinition(gameFolder(), "war-for-the-union");
    const auto practice = chartQuestions(asWritten, onMap->data, Table{"practice", ""});
    EXPECT_FALSE(kitAsksAbout(practice, "terrain/"));
    EXPECT_FALSE(kitAsksAbout(practice, "borders/"));
    EXPECT_FALSE(kitAsksAbout(practice, "features/"));
    EXPECT_TRUE(kitAsksAbout(practice, "pieces/")) << "the map alone says nothing of the counters";
    const auto published = chartQuestions(asWritten, onMap->data, Table{"gazetteer", ""});
    EXPECT_TRUE(kitAsksAbout(published, "terrain/forest/move-cost"));
    // The practice scenario, played with the practice counters on the practice map, asks nothing.
    EXPECT_TRUE(chartQuestions(asWritten, onMap->data, kKitTable).empty());
    EXPECT_FALSE(kitAsksAbout(chartQuestions(kitGame().data.definition), "pieces/infantry-mil/")) << "filled in by the kit";
    EXPECT_FALSE(kitAsksAbout(chartQuestions(kitGame().data.definition), "terrain/forest/")) << "filled in by the chart";
}

TEST(WftuPracticeKit, APublishersCounterValueIsEnteredOncePerKind) {
    const auto questions = chartQuestions(game().data.definition);
    const auto militia = std::find_if(questions.begin(), questions.end(),
                                      [](const ChartQuestion& q) { return q.key == "pieces/infantry-mil/movement"; });
    ASSERT_NE(militia, questions.end());
    EXPECT_EQ(militia->subject, "Militia infantry");
    EXPECT_EQ(militia->chart, "the counters");
    EXPECT_EQ(militia->type, data::AttributeType::Int);
    // Volunteer infantry's 3 is in the text (4.61): nothing to ask.
    EXPECT_FALSE(kitAsksAbout(questions, "pieces/infantry-vol/movement"));

    const auto file = writeKitFile("charts-militia.yaml", "pieces/infantry-mil/movement: 2\n");
    const auto entered = loadGame(gameFolder(), readChartValues(file, game().data.definition));
    const auto position = kitPosition({piece("US-1", "infantry-mil", "union", 2, "1809")});
    const MoveJudgement judged = judgeMove(*entered, position, practiceMap(), "US-1", kKitThreeClear);
    EXPECT_EQ(judged.allowance, 2);
    ASSERT_NE(kitAlert(judged.alerts, "move.over-allowance"), nullptr);
    EXPECT_FALSE(kitAsksAbout(chartQuestions(entered->data.definition), "pieces/infantry-mil/movement"));
    // Not entered, the march cannot be judged, and the alert says which counters' value to enter, by name.
    const MoveJudgement unknown = judgeMove(game(), position, practiceMap(), "US-1", kKitThreeClear);
    const model::Alert* waits = kitAlert(unknown.alerts, "move.allowance-unknown");
    ASSERT_NE(waits, nullptr);
    EXPECT_NE(waits->message.find("enter it once in Charts, under Militia infantry"), std::string::npos) << waits->message;
}

// A print value file read against the game, and the error it gives.
data::DataError kitValuesError(const std::string& text, const std::vector<std::string>& tables) {
    try {
        (void)data::readPrintedValues(data::YamlFile::parse(text, "kits/bad.yaml").root(), game().data.definition, tables);
    } catch (const data::DataError& error) {
        return error;
    }
    ADD_FAILURE() << "no error for:\n" << text;
    return data::DataError("", 0, "");
}

TEST(WftuPracticeKit, BadKitDataIsAnErrorWithFileAndLine) {
    const data::DataError unknownKind = kitValuesError("title: Bad\npieces:\n  infantry-militia: {movement: 3}\n", {"pieces"});
    EXPECT_EQ(unknownKind.line(), 3);
    EXPECT_NE(unknownKind.message().find("no pieces kind 'infantry-militia'"), std::string::npos) << unknownKind.what();

    const data::DataError ruleGiven = kitValuesError("pieces:\n  infantry-vol: {movement: 4}\n", {"pieces"});
    EXPECT_EQ(ruleGiven.line(), 2);
    EXPECT_NE(ruleGiven.message().find("the rules give 3"), std::string::npos) << ruleGiven.what();

    const data::DataError wrongType = kitValuesError("pieces:\n  infantry-mil:\n    movement: fast\n", {"pieces"});
    EXPECT_EQ(wrongType.line(), 3);
    EXPECT_EQ(wrongType.file(), "kits/bad.yaml");

    const data::DataError stillChart = kitValuesError("pieces:\n  infantry-mil: {movement: chart}\n", {"pieces"});
    EXPECT_NE(stillChart.message().find("not 'chart'"), std::string::npos) << stillChart.what();

    const data::DataError negative = kitValuesError("terrain:\n  forest: {move-cost: -1}\n", {"terrain"});
    EXPECT_NE(negative.message().find("cannot be negative"), std::string::npos) << negative.what();

    const data::DataError twice = kitValuesError("terrain:\n  forest: {move-cost: 2}\n  forest: {move-cost: 3}\n", {"terrain"});
    EXPECT_GT(twice.line(), 0) << twice.what();

    const data::DataError wrongTable = kitValuesError("terrain:\n  forest: {move-cost: 2}\n", {"pieces"});
    EXPECT_EQ(wrongTable.line(), 1);
}

TEST(WftuPracticeKit, AKitOrChartThatLeavesAValueOpenIsRefused) {
    // A map printing its chart must print every value its terrain needs: this one is all forest.
    const auto map = writeKitFile("tiny-forest.yaml",
                                  "name: Tiny\n"
                                  "grid: {orientation: flat-top, offset: odd, numbering: xxyy, columns: 2, rows: 1, "
                                  "hex-flat-to-flat-mm: 25}\n"
                                  "default-terrain: forest\n"
                                  "chart:\n"
                                  "  title: Tiny chart\n"
                                  "  terrain:\n"
                                  "    forest: {move-cost: 2}\n");
    try {
        (void)data::loadGameMap(map, game().data.definition);
        ADD_FAILURE() << "a chart without forest's force-march DRM was taken";
    } catch (const data::DataError& error) {
        EXPECT_EQ(error.line(), 5) << error.what();
        EXPECT_NE(error.message().find("terrain/forest/force-march-drm"), std::string::npos) << error.what();
    }
    // A scenario played with the practice counters cannot hold a counter the kit does not print.
    const auto scenario = writeKitFile("sheridan-ride.yaml",
                                       "title: Sheridan's ride\n"
                                       "map: practice\n"
                                       "kit: practice\n"
                                       "time: {turn: 1, year: 1864, month: 10}\n"
                                       "pieces:\n"
                                       "  - {id: US-sheridan, kind: sheridan, side: union, at: \"1809\"}\n");
    try {
        (void)data::loadScenario(scenario, game().data.definition, game().data.maps, "", game().data.kits);
        ADD_FAILURE() << "a kit without Sheridan's ratings was taken";
    } catch (const data::DataError& error) {
        EXPECT_EQ(error.line(), 3) << error.what();
        EXPECT_NE(error.message().find("pieces/sheridan/command"), std::string::npos) << error.what();
    }
}

// The demo's moves (data/demo/border-war-demo.yaml), one after another from the practice scenario:
// every march is judged, with no cost or allowance left to a chart.
TEST(WftuPracticeKit, EveryMarchOfTheDemoIsJudged) {
    const data::Scenario& scenario = *kitGame().data.findScenario("practice-border-war");
    model::Position position = scenario.start;
    const data::YamlFile script = data::YamlFile::load(std::filesystem::path(ADJUTANT_DEFAULT_DATA_DIR) / "demo" / "border-war-demo.yaml");
    int marches = 0;
    std::vector<std::string> overAllowance;
    for (const data::YamlValue& step : script.root().fields({"scenario", "conditions", "steps"}).required("steps").items()) {
        if (!step.isMap()) continue;
        std::vector<std::string> pieces;
        std::string to;
        for (const auto& [key, value] : step.entries()) {
            if (key == "move") {
                if (value.isList())
                    for (const data::YamlValue& id : value.items()) pieces.push_back(id.asString());
                else
                    pieces.push_back(value.asString());
            }
            if (key == "to") to = value.asString();
        }
        if (pieces.empty()) continue;
        for (const std::string& id : pieces) {
            const model::Piece* moving = position.findPiece(id);
            ASSERT_NE(moving, nullptr) << id;
            const MoveJudgement judged = judgeMove(kitGame(), position, practiceMap(), id, {moving->location.space, to});
            ++marches;
            EXPECT_TRUE(judged.allowance.has_value()) << id << " to " << to;
            EXPECT_TRUE(judged.spent.has_value()) << id << " to " << to;
            for (const model::Alert& alert : judged.alerts) {
                EXPECT_NE(alert.code, "move.cost-unknown") << alert.message;
                EXPECT_NE(alert.code, "move.allowance-unknown") << alert.message;
                if (alert.code == "move.over-allowance") overAllowance.push_back(id);
            }
        }
        for (model::Piece& piece : position.pieces)
            if (std::find(pieces.begin(), pieces.end(), piece.id) != pieces.end()) piece.location.space = to;
    }
    EXPECT_EQ(marches, 10);
    // The Maresby brigade's march round Fallsburg is the demo's one march too long, for Thomas too: the
    // tidal Wick is crossed only at a ferry (9.15), so the way round costs 7 MP, over his 6.
    EXPECT_EQ(overAllowance, (std::vector<std::string>{"US-inf-11", "US-thomas"}));
}

}  // namespace
}  // namespace adj::games::wftu::test
