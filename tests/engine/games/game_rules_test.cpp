// rules.yaml: reading it against the game's definition, and zones configured from it. (Every bad
// rules.yaml in tests/fixtures/bad/ is also run through `adjutant-cli check` by the CLI tests.)
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/data/data_error.hpp"
#include "engine/games/game_rules.hpp"
#include "engine/games/position_report.hpp"
#include "tests/engine/games/games_test_support.hpp"

namespace adj::games {
namespace {

class OpenFieldRules : public ::testing::Test {
protected:
    std::unique_ptr<const Game> game = test::fixtureGame("open-field");

    GameRules parse(const std::string& yaml) const { return parseGameRules(yaml, "rules.yaml", game->data.definition); }
    std::string errorOf(const std::string& yaml) const {
        try {
            parse(yaml);
        } catch (const data::DataError& error) {
            return error.what();
        }
        return "no error";
    }
};

TEST_F(OpenFieldRules, TheFixtureGamesRulesLoad) {
    EXPECT_EQ(game->rules.stacking.size(), 1u);
    EXPECT_TRUE(game->rules.zones.empty());
    ASSERT_EQ(game->rules.supply.size(), 1u);
    EXPECT_EQ(game->rules.supply.front().overlandLimit, 4);
    EXPECT_EQ(game->rules.unsupplied.state, "out-of-supply");
    EXPECT_TRUE(test::fixtureGame("area-skirmish")->rules.supply.empty());
}

TEST_F(OpenFieldRules, AGameWithoutRulesYamlHasNoAutomatedChecks) {
    const GameRules none = loadGameRules(test::fixtureGames() / "no-such-game", game->data.definition);
    EXPECT_TRUE(none.stacking.empty() && none.zones.empty() && none.supply.empty() && !none.movement && !none.control);
}

TEST_F(OpenFieldRules, MistakesNameTheLineAndWhatWasExpected) {
    EXPECT_EQ(errorOf("zones:\n  - {id: zoc, rule: '5', projects: all, range: 0}\n"),
              "rules.yaml:2: zones[0].range: a zone's range is 1 to 8 spaces");
    EXPECT_EQ(errorOf("stacking:\n  - {id: a, rule: '4', code: over, limit: 3}\n"),
              "rules.yaml:2: stacking[0].code: stacking alert codes begin with 'stacking.'");
    EXPECT_EQ(errorOf("stacking:\n  - {id: a, rule: '4', limit: {}}\n"),
              "rules.yaml:2: stacking[0].limit: a limit needs a number, 'terrain: ATTRIBUTE', or 'features: {FEATURE: N}'");
    EXPECT_NE(errorOf("movement: {allowance: cavalry}\n").find("rules.yaml:1: "), std::string::npos);
    EXPECT_NE(errorOf("movement: {allowance: cavalry}\n").find("'cavalry' is not a whole-number attribute"), std::string::npos);
    EXPECT_NE(errorOf("zones:\n  - {id: zoc, rule: '5', projects: {flags: [asleep]}}\n").find("unknown piece flag 'asleep'"),
              std::string::npos);
    EXPECT_NE(errorOf("supply:\n  traces:\n    - {id: s, rule: '7', overland: {limit: 2}, sources: {features: [castle]}}\n")
                  .find("rules.yaml:3: "),
              std::string::npos);
    EXPECT_NE(errorOf("movement:\n  rules: {move.teleport: '1'}\n").find("unknown movement check 'move.teleport'"),
              std::string::npos);
    EXPECT_EQ(errorOf("[1, 2]\n"), "rules.yaml:1: expected a mapping with control, stacking, zones, movement and supply");
}

TEST_F(OpenFieldRules, AZoneStopsAtTheRiverAndStaysOutOfSwamp) {
    Game withZones;
    withZones.data = game->data;
    withZones.module = game->module;
    withZones.rules = parse(R"(
zones:
  - id: zoc
    rule: "5.1"
    projects: {categories: [troop], min-strength: 1}
    not-across: [river]
    not-into: [swamp]
)");
    const data::GameMap& map = *withZones.data.findMap("");
    const auto zoneOf = [&](const std::string& pieces) {
        const model::Position position = test::positionOf(withZones, "game: open-field\npieces:\n" + pieces);
        std::vector<std::string> spaces;
        const PositionReport report = evaluatePosition(withZones, position, map);
        for (const auto& space : report.zones.at("blue")) spaces.push_back(space.get<std::string>());
        std::sort(spaces.begin(), spaces.end());
        return spaces;
    };
    // 0405 (even column): neighbours 0404, 0406, 0304, 0305, 0504 and 0505; 0505 is swamp.
    EXPECT_EQ(zoneOf("  - {id: B-1, kind: infantry, side: blue, strength: 2, at: \"0405\"}\n"),
              (std::vector<std::string>{"0304", "0305", "0404", "0405", "0406", "0504"}));
    // 0503 (odd column, half a hex lower) is on the river: nothing across it, bridge or not (0603, 0604).
    EXPECT_EQ(zoneOf("  - {id: B-1, kind: infantry, side: blue, strength: 2, at: \"0503\"}\n"),
              (std::vector<std::string>{"0403", "0404", "0502", "0503", "0504"}));
    // A general projects no zone, nor a unit with no strength left.
    EXPECT_TRUE(zoneOf("  - {id: B-gen, kind: blue-general, side: blue, at: \"0405\"}\n"
                       "  - {id: B-1, kind: infantry, side: blue, strength: 0, at: \"0705\"}\n")
                    .empty());
}

}  // namespace
}  // namespace adj::games
