// Positions on the practice map checked exactly as `adjutant-cli check POSITION --data data/games` does:
// loadPositionWithGame, then evaluatePosition, then the JSON report.
#include <gtest/gtest.h>

#include "engine/games/game_position.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

PositionReport check(const std::string& name) {
    const LoadedPosition loaded =
        loadPositionWithGame(fixtureFolder() / (name + ".yaml"), std::filesystem::path(ADJUTANT_DEFAULT_DATA_DIR) / "games");
    return evaluatePosition(*loaded.game, loaded.position, loaded.map());
}

std::vector<std::string> spacesOf(const PositionReport& report, const std::string& code) {
    std::vector<std::string> spaces;
    for (const model::Alert& alert : report.alerts)
        if (alert.code == code) spaces.push_back(alert.spaces.front());
    return spaces;
}

TEST(WftuCliPositions, BorderWarAttrition) {
    const PositionReport report = check("border-war-attrition");
    EXPECT_TRUE(contains(report.checks, "stacking"));
    EXPECT_TRUE(contains(report.checks, "attrition"));
    EXPECT_EQ(spacesOf(report, "stacking.over-safe-limit"), std::vector<std::string>{"1207"});
    const std::vector<std::string> rolling = spacesOf(report, "attrition.must-roll");
    EXPECT_TRUE(contains(rolling, "1207"));
    EXPECT_TRUE(contains(rolling, "2216"));
    EXPECT_FALSE(contains(rolling, "0808"));  // a Supply Head: 14 SPs are safe
    for (const model::Alert& alert : report.alerts) {
        EXPECT_FALSE(alert.rule.empty()) << alert.code;
        EXPECT_FALSE(alert.message.empty()) << alert.code;
        if (alert.code == "attrition.must-roll" && alert.spaces.front() == "1207") {
            EXPECT_NE(alert.message.find("1 SPs roll"), std::string::npos) << alert.message;
        }
    }
    EXPECT_EQ(report.supply.at("US-inf-1"), "supplied");
    EXPECT_EQ(report.supply.at("US-inf-7"), "supplied");
    // The zones: Union ZOC around 1207, not across the ridge into 1307's far side.
    EXPECT_TRUE(toJson(report).at("zoneTypes").contains("naval-zoi"));
}

TEST(WftuCliPositions, BorderWarTrace) {
    const PositionReport report = check("border-war-trace");
    EXPECT_TRUE(contains(report.checks, "isolation"));
    EXPECT_TRUE(contains(report.checks, "naval-zoi"));
    // 7.1: `supply` is the state as last judged (the marker), the forecast what this judgement finds.
    EXPECT_EQ(report.supply.at("CS-cav-2"), "unsupplied");
    EXPECT_EQ(report.supplyForecast.at("CS-cav-2"), "isolated");
    EXPECT_EQ(report.supplyForecast.at("CS-inf-11"), "supplied");
    EXPECT_EQ(spacesOf(report, "isolation.isolated"), std::vector<std::string>{"0303"});
    const std::vector<std::string> closed = spacesOf(report, "naval-zoi.crossing-closed");
    EXPECT_TRUE(contains(closed, "2112/2213"));  // the ferry on the Wick
    EXPECT_TRUE(contains(closed, "2312/2313"));  // the rail ferry at its mouth
    const nlohmann::json json = toJson(report);
    const auto& zoi = json.at("zoneTypes").at("naval-zoi").at("union");
    EXPECT_NE(std::find(zoi.begin(), zoi.end(), "0812/0912"), zoi.end());
    EXPECT_EQ(std::find(zoi.begin(), zoi.end(), "0813/0912"), zoi.end());  // 5 hexsides away
    EXPECT_TRUE(spacesOf(report, "stacking.over-safe-limit").empty());      // not checked at this step
}

}  // namespace
}  // namespace adj::games::wftu::test
