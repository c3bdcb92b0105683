// Position files: reading, checking every reference with its line, writing back, and JSON.
#include "engine/data/game_data.hpp"
#include "engine/data/position_file.hpp"
#include "engine/data/position_json.hpp"
#include "engine/data/yaml_text.hpp"
#include "data_test_support.hpp"

#include <gtest/gtest.h>

namespace adj::data {
namespace {

using test::failsAt;

const GameData& game(const std::string& id) {
    static std::map<std::string, GameData> cache;
    auto it = cache.find(id);
    if (it == cache.end()) it = cache.emplace(id, loadGameData(test::gameFixture(id))).first;
    return it->second;
}

model::Position load(const std::string& gameId, const std::string& file) {
    const auto& data = game(gameId);
    return loadPosition(test::positionFixture(gameId, file), data.definition, data.findMap("")->graph);
}

TEST(DataPositionLoad, ReadsEveryPart) {
    const auto position = load("open-field", "turn-3.yaml");
    EXPECT_EQ(position.game, "open-field");
    EXPECT_EQ(position.scenario, "open-field");
    EXPECT_TRUE(position.map.empty());
    EXPECT_EQ(position.time, (model::GameTime{3, 1862, 6}));
    EXPECT_EQ(position.phasingSide, "red");
    EXPECT_EQ(position.step, "red.movement");
    ASSERT_EQ(position.pieces.size(), 10u);

    const auto* infantry = position.findPiece("B-inf-1");
    ASSERT_NE(infantry, nullptr);
    EXPECT_EQ(infantry->kind, "infantry");
    EXPECT_EQ(infantry->strength, 3);
    EXPECT_EQ(infantry->location.space, "0503");
    EXPECT_TRUE(infantry->hasFlag("entrenched"));
    EXPECT_EQ(position.findPiece("B-cav-1")->counters.at("fatigue"), 1);
    EXPECT_FALSE(position.findPiece("R-inf-4")->location.onBoard());
    EXPECT_EQ(position.piecesAt("0503").size(), 3u);

    ASSERT_EQ(position.markers.size(), 2u);
    EXPECT_EQ(position.markers[0].id, "rail-break-1");  // generated: kind and count
    EXPECT_EQ(position.markers[1].side, "blue");
    EXPECT_EQ(position.control.at("0706"), "red");
    EXPECT_EQ(position.records.at("red-victory-points"), 4);
}

TEST(DataPositionLoad, SmallestPositionHasDefaults) {
    const auto position = load("open-field", "empty.yaml");
    EXPECT_EQ(position.time, model::GameTime{});
    EXPECT_TRUE(position.pieces.empty());
    EXPECT_TRUE(position.phasingSide.empty());
}

TEST(DataPositionLoad, HiddenBlocksAreKnownOnlyBySide) {
    const auto position = load("hidden-blocks", "usa-view.yaml");
    const auto* hidden = position.findPiece("C-a");
    ASSERT_NE(hidden, nullptr);
    EXPECT_TRUE(hidden->hidden());
    EXPECT_EQ(hidden->side, "csa");
    EXPECT_EQ(hidden->location.space, "Carrow");
    EXPECT_FALSE(position.findPiece("C3")->hidden());
    EXPECT_TRUE(position.findPiece("C3")->hasFlag("tipped"));

    const auto all = load("hidden-blocks", "all-hidden.yaml");
    for (const auto& piece : all.pieces) EXPECT_TRUE(piece.hidden()) << piece.id;
}

TEST(DataPositionLoad, AreaPositionsLoad) {
    EXPECT_EQ(load("area-skirmish", "ashore.yaml").piecesAt("L3").size(), 4u);
    // Six in one area is a stacking matter for the rules, not a data error.
    EXPECT_EQ(load("area-skirmish", "over-stacked.yaml").piecesAt("L5").size(), 6u);
}

// ---- Reference errors: each names the file and the line of the mistake.

class DataPositionErrors : public ::testing::Test {
protected:
    void check(const std::string& body) {
        const auto file = scratch_.write("pos.yaml", "game: open-field\n" + body);
        loadPosition(file, game("open-field").definition, game("open-field").findMap("")->graph);
    }
    test::ScratchDir scratch_;
};

TEST_F(DataPositionErrors, PieceReferences) {
    const std::string ok = "pieces:\n  - {id: A, kind: infantry, side: blue, at: \"0101\"}\n";  // lines 2-3
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: B, kind: dragoon, side: blue}\n"); }, "pos.yaml", 4,
                        "pieces[1].kind: unknown piece kind 'dragoon'"));
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: B, kind: infantry, side: green}\n"); }, "pos.yaml", 4, "unknown side 'green'"));
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: B, side: blue, at: \"1109\"}\n"); }, "pos.yaml", 4, "no space '1109' on the map"));
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: A, side: blue}\n"); }, "pos.yaml", 4, "duplicate piece id 'A' (also piece 1)"));
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: B, side: blue, strength: -1}\n"); }, "pos.yaml", 4, "strength -1 is negative"));
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: B, kind: red-general, side: blue}\n"); }, "pos.yaml", 4,
                        "'red-general' is a kind of side 'red', but the piece is 'blue'"));
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: B, side: blue, flags: [tipped]}\n"); }, "pos.yaml", 4, "unknown flag 'tipped'"));
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: B, side: blue, counters: {morale: 2}}\n"); }, "pos.yaml", 4, "unknown counter 'morale'"));
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: B, kind: infantry}\n"); }, "pos.yaml", 4, "missing key 'side'"));
    EXPECT_TRUE(failsAt([&] { check(ok + "  - {id: B, side: blue, flags: [reduced, reduced]}\n"); }, "pos.yaml", 4, "given twice"));
    // A piece written over several lines: the error is on the line of the field.
    EXPECT_TRUE(failsAt([&] { check(ok + "  - id: B\n    side: blue\n    at: nowhere\n"); }, "pos.yaml", 6, "no space 'nowhere'"));
}

TEST_F(DataPositionErrors, OtherReferences) {
    EXPECT_TRUE(failsAt([&] { check("time: {turn: 0}\n"); }, "pos.yaml", 2, "turn 0 is before turn 1"));
    EXPECT_TRUE(failsAt([&] { check("time: {turn: 2, month: 13}\n"); }, "pos.yaml", 2, "month 13 is not 1 to 12"));
    EXPECT_TRUE(failsAt([&] { check("time: {turn: 2, week: 3}\n"); }, "pos.yaml", 2, "unknown key 'week'"));
    EXPECT_TRUE(failsAt([&] { check("phasing: green\n"); }, "pos.yaml", 2, "phasing: unknown side 'green'"));
    EXPECT_TRUE(failsAt([&] { check("markers:\n  - {kind: flag, at: \"0101\"}\n"); }, "pos.yaml", 3, "unknown marker kind 'flag'"));
    EXPECT_TRUE(failsAt([&] { check("markers:\n  - {kind: depot, side: green}\n"); }, "pos.yaml", 3, "unknown side 'green'"));
    EXPECT_TRUE(failsAt([&] { check("markers:\n  - {kind: depot, at: \"0000\"}\n"); }, "pos.yaml", 3, "no space '0000'"));
    EXPECT_TRUE(failsAt([&] { check("markers:\n  - {id: d, kind: depot}\n  - {id: d, kind: depot}\n"); }, "pos.yaml", 4,
                        "duplicate marker id 'd'"));
    EXPECT_TRUE(failsAt([&] { check("control:\n  \"0101\": blue\n  \"0202\": purple\n"); }, "pos.yaml", 4, "unknown side 'purple'"));
    EXPECT_TRUE(failsAt([&] { check("control:\n  \"0101\": blue\n  \"0000\": red\n"); }, "pos.yaml", 4, "no space '0000'"));
    EXPECT_TRUE(failsAt([&] { check("records:\n  vp: many\n"); }, "pos.yaml", 3, "expected a whole number"));
    EXPECT_TRUE(failsAt([&] { check("pieces:\n  - {id: B, side: blue, strenght: 3}\n"); }, "pos.yaml", 3, "unknown key 'strenght'"));
}

TEST_F(DataPositionErrors, GameMustMatch) {
    const auto file = scratch_.write("pos.yaml", "# a comment\ngame: area-skirmish\n");
    EXPECT_TRUE(failsAt([&] { loadPosition(file, game("open-field").definition, game("open-field").findMap("")->graph); }, "pos.yaml", 2,
                        "the position is for game 'area-skirmish', not 'open-field'"));
    EXPECT_TRUE(failsAt([&] { loadPosition(file, game("open-field")); }, "pos.yaml", 2, "not 'open-field'"));
}

TEST_F(DataPositionErrors, GameLevelLoaderChecksMapAndScenario) {
    const auto& data = game("open-field");
    EXPECT_TRUE(failsAt([&] { loadPosition(scratch_.write("a.yaml", "game: open-field\nmap: elsewhere\n"), data); }, "a.yaml", 2,
                        "no map 'elsewhere'"));
    EXPECT_TRUE(failsAt([&] { loadPosition(scratch_.write("b.yaml", "game: open-field\nscenario: nope\n"), data); }, "b.yaml", 2,
                        "no scenario 'nope'"));
    EXPECT_EQ(loadPosition(scratch_.write("c.yaml", "game: open-field\nmap: open-field\n"), data).map, "open-field");
}

TEST(DataPositionCheck, ReportsEveryProblemWithItsPath) {
    const auto& data = game("open-field");
    model::Position position;
    position.game = "open-field";
    position.pieces.push_back({"A", "dragoon", "blue", 1, {}, {}, {"0101"}});
    position.pieces.push_back({"A", "", "green", -3, {}, {}, {"9999"}});
    const auto problems = checkPosition(position, data.definition, data.findMap("")->graph);
    std::vector<std::string> paths;
    for (const auto& problem : problems) paths.push_back(problem.where.path());
    EXPECT_EQ(paths, (std::vector<std::string>{"pieces[0].kind", "pieces[1].id", "pieces[1].side", "pieces[1].strength",
                                               "pieces[1].at"}));
}

// ---- Writing back.

TEST(DataPositionRoundTrip, SaveThenLoadGivesTheSamePosition) {
    test::ScratchDir scratch;
    for (const auto& [gameId, file] : std::vector<std::pair<std::string, std::string>>{
             {"open-field", "turn-3.yaml"}, {"hidden-blocks", "usa-view.yaml"}, {"area-skirmish", "ashore.yaml"}}) {
        const auto original = load(gameId, file);
        const auto saved = scratch.path() / (gameId + ".yaml");
        savePosition(original, saved);
        const auto& data = game(gameId);
        const auto reread = loadPosition(saved, data.definition, data.findMap("")->graph);
        EXPECT_EQ(reread, original) << gameId << "\n" << positionToYaml(original);
        EXPECT_EQ(positionToYaml(reread), positionToYaml(original));
    }
}

TEST(DataPositionRoundTrip, WriterOutputIsTheHandWrittenFormat) {
    model::Position position;
    position.game = "open-field";
    position.time = {2, 1862, 5};
    position.phasingSide = "blue";
    model::Piece piece{"B-1", "infantry", "blue", 3, {"entrenched"}, {{"fatigue", 1}}, {"0503"}};
    position.pieces.push_back(piece);
    position.pieces.push_back({"R 7", "", "red", 0, {}, {}, {}});
    position.markers.push_back({"m1", "depot", "", {"0101"}});
    position.control["0503"] = "blue";
    position.records["vp"] = -2;
    EXPECT_EQ(positionToYaml(position),
              "# An Adjutant position: see data/README.md, \"Positions\".\n"
              "game: open-field\n"
              "time: {turn: 2, year: 1862, month: 5}\n"
              "phasing: blue\n"
              "pieces:\n"
              "  - {id: B-1, kind: infantry, side: blue, strength: 3, at: \"0503\", flags: [entrenched], counters: {fatigue: 1}}\n"
              "  - {id: \"R 7\", side: red}\n"
              "markers:\n"
              "  - {id: m1, kind: depot, at: \"0101\"}\n"
              "control:\n"
              "  \"0503\": blue\n"
              "records:\n"
              "  vp: -2\n");
    const auto reread = parsePosition(positionToYaml(position), "written.yaml");
    EXPECT_EQ(reread.position, position);
}

TEST(DataPositionRoundTrip, ScalarsAreQuotedOnlyWhenNeeded) {
    EXPECT_EQ(yamlScalar("union"), "union");
    EXPECT_EQ(yamlScalar("US-1.a_b"), "US-1.a_b");
    EXPECT_EQ(yamlScalar("3030"), "\"3030\"");
    EXPECT_EQ(yamlScalar("yes"), "\"yes\"");
    EXPECT_EQ(yamlScalar("No"), "\"No\"");
    EXPECT_EQ(yamlScalar(""), "\"\"");
    EXPECT_EQ(yamlScalar("a: b"), "\"a: b\"");
    EXPECT_EQ(yamlScalar("say \"hi\"\\"), "\"say \\\"hi\\\"\\\\\"");
    EXPECT_EQ(yamlScalar("3030/3129"), "\"3030/3129\"");
}

TEST(DataPositionRoundTrip, SaveToAMissingFolderFails) {
    EXPECT_TRUE(failsAt([] { savePosition(model::Position{}, "/nonexistent-folder/x/pos.yaml"); }, "pos.yaml", 0, "cannot open"));
}

// ---- JSON.

TEST(DataPositionJson, RoundTripsEveryField) {
    const auto original = load("open-field", "turn-3.yaml");
    const nlohmann::json json = positionToJson(original);
    EXPECT_EQ(json.at("pieces").at(0).at("at"), "0503");
    EXPECT_EQ(json.at("time").at("month"), 6);
    EXPECT_EQ(json.at("pieces").at(0).at("flags"), nlohmann::json::array({"entrenched"}));
    EXPECT_EQ(positionFromJson(json), original);
    EXPECT_EQ(positionFromJson(nlohmann::json::parse(json.dump())), original);
}

TEST(DataPositionJson, OptionalKeysMayBeLeftOut) {
    const auto position = positionFromJson(nlohmann::json::parse(R"({"game": "g", "pieces": [{"id": "a", "side": "s"}]})"));
    EXPECT_EQ(position.time.turn, 1);
    EXPECT_TRUE(position.pieces.at(0).hidden());
}

TEST(DataPositionJson, ErrorsNameThePath) {
    const auto fails = [](const char* text, const std::string& expected) {
        return failsAt([&] { positionFromJson(nlohmann::json::parse(text), "log.json"); }, "log.json", 0, expected);
    };
    EXPECT_TRUE(fails(R"({"game": "g", "pieces": [{"id": "a", "side": "s", "strength": "3"}]})", "pieces[0].strength: expected a whole number"));
    EXPECT_TRUE(fails(R"({"game": "g", "pieces": [{"id": "a", "side": "s", "colour": 1}]})", "pieces[0].colour: unknown key 'colour'"));
    EXPECT_TRUE(fails(R"({"pieces": []})", "missing key 'game'"));
    EXPECT_TRUE(fails(R"({"game": "g", "time": {"turn": 1.5}})", "time.turn: expected a whole number"));
    EXPECT_TRUE(fails(R"([1, 2])", "expected an object"));
}

}  // namespace
}  // namespace adj::data
