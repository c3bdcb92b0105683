// rules.yaml headlines: a stacking limit with its own words needs a headline of 1 to 8 words, and
// a wrong one is refused at load with the file and line.
#include <gtest/gtest.h>

#include "engine/data/data_error.hpp"
#include "engine/games/game_rules.hpp"
#include "engine/model/alert.hpp"
#include "tests/engine/games/games_test_support.hpp"

namespace adj::games {
namespace {

std::string loadError(const std::string& yaml) {
    const std::unique_ptr<const Game> game = test::fixtureGame("open-field");
    try {
        parseGameRules(yaml, "rules.yaml", game->data.definition);
    } catch (const data::DataError& error) {
        return error.what();
    }
    return "no error";
}

TEST(AlertHeadlines, AHeadlineHasOneToEightWords) {
    EXPECT_EQ(model::wordCount("  Moved farther than\tits allowance "), 5);
    EXPECT_EQ(model::headlineProblem("Moved farther than its allowance"), "");
    EXPECT_NE(model::headlineProblem(""), "");
    EXPECT_NE(model::headlineProblem("one two three four five six seven eight nine"), "");
}

TEST(AlertHeadlines, RulesYamlRefusesAMissingOrLongHeadlineWithItsLine) {
    EXPECT_EQ(loadError("stacking:\n  - {id: a, rule: '4', code: stacking.a, limit: 3, headline: 'Too many here'}\n"), "no error");
    EXPECT_EQ(loadError("stacking:\n  - {id: a, rule: '4', code: stacking.a, limit: 3}\n"), "no error")
        << "the default words come with the default headline";
    const std::string missing = loadError("stacking:\n  - id: a\n    rule: '4'\n    limit: 3\n    message: '{count} here'\n");
    EXPECT_NE(missing.find("rules.yaml:5: "), std::string::npos) << missing;
    EXPECT_NE(missing.find("needs a headline"), std::string::npos) << missing;
    const std::string tooLong = loadError(
        "stacking:\n  - id: a\n    rule: '4'\n    limit: 3\n    headline: 'one two three four five six seven eight nine'\n"
        "    message: '{count} here'\n");
    EXPECT_NE(tooLong.find("rules.yaml:5: "), std::string::npos) << tooLong;
    EXPECT_NE(tooLong.find("has 9 words"), std::string::npos) << tooLong;
    const std::string unsupplied = loadError("supply:\n  traces: []\n  unsupplied: {headline: ''}\n");
    EXPECT_NE(unsupplied.find("rules.yaml:3: "), std::string::npos) << unsupplied;
}

TEST(AlertHeadlines, EveryFixtureGamesLimitHasAHeadline) {
    for (const char* id : {"open-field", "area-skirmish", "hidden-blocks"}) {
        const auto game = test::fixtureGame(id);  // held: a range-for over a temporary's member dangles
        for (const StackingSpec& spec : game->rules.stacking)
            EXPECT_EQ(model::headlineProblem(spec.limit.headline), "") << id << " " << spec.limit.id;
    }
}

}  // namespace
}  // namespace adj::games
