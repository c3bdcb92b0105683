// Every alert the War for the Union can raise has a headline of 1 to 8 words. The codes are not
// listed here: the practice scenario and the fixture positions are evaluated with every check, and
// marches of their pieces are judged, and every alert that comes out is looked at.
#include <gtest/gtest.h>

#include <set>

#include "engine/games/game_position.hpp"
#include "engine/games/move_check.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

std::vector<model::Position> positionsToTry() {
    std::vector<model::Position> positions;
    for (const auto& [id, scenario] : game().data.scenarios) positions.push_back(scenario.start);
    for (const auto& entry : std::filesystem::directory_iterator(fixtureFolder()))
        if (entry.path().extension() == ".yaml")
            positions.push_back(
                loadPositionWithGame(entry.path(), std::filesystem::path(ADJUTANT_DEFAULT_DATA_DIR) / "games").position);
    return positions;
}

// Every alert of the position at its own step and with every check, and of marches of its pieces
// into the spaces where other pieces stand (far: over the allowance; enemy: occupied; ...).
std::vector<model::Alert> alertsOf(const model::Position& position) {
    const data::GameMap& map = *game().data.findMap(position.map);
    std::vector<model::Alert> alerts = evaluatePosition(game(), position, map).alerts;
    model::Position everyCheck = position;
    everyCheck.step.clear();
    for (model::Alert& alert : evaluatePosition(game(), everyCheck, map).alerts) alerts.push_back(std::move(alert));
    std::vector<std::string> occupied;
    for (const model::Piece& piece : position.pieces)
        if (piece.location.onBoard() && std::find(occupied.begin(), occupied.end(), piece.location.space) == occupied.end())
            occupied.push_back(piece.location.space);
    if (occupied.size() > 8) occupied.resize(8);  // enough to see each kind of move; a second or so
    std::size_t judged = 0;
    for (const model::Piece& piece : position.pieces) {
        if (!piece.location.onBoard() || ++judged > 10) continue;
        for (const std::string& to : occupied) {
            for (model::Alert& alert : judgeMarches(game(), position, map, {{piece.id, to}})) alerts.push_back(std::move(alert));
        }
    }
    return alerts;
}

TEST(WftuHeadlines, EveryAlertTheGameRaisesHasAHeadlineOfOneToEightWords) {
    std::set<std::string> codes;
    for (const model::Position& position : positionsToTry()) {
        for (const model::Alert& alert : alertsOf(position)) {
            codes.insert(alert.code);
            EXPECT_EQ(model::headlineProblem(alert.headline), "") << alert.code << ": \"" << alert.headline << "\"";
        }
    }
    // Not a test that cannot fail for want of alerts: the positions give many kinds.
    EXPECT_GE(codes.size(), 6u);
    EXPECT_TRUE(codes.contains("move.over-allowance"));
    EXPECT_TRUE(codes.contains("stacking.over-safe-limit"));
}

}  // namespace
}  // namespace adj::games::wftu::test
