// Moves described to `check` (planned_moves.hpp) on the march-examples fixture map, from the rulebook:
// 9.12 "all units in the stack are considered to have expended the greatest number of MPs expended by
// any unit in the stack", and the overrun's cost (9.31 "may ignore the ZOC of the enemy troop unit(s)
// being overrun ... may not ignore the ZOCs of enemy troop units in adjacent hexes"; 9.33 "can Overrun
// only if it can pay the full MP cost").
#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/games/planned_moves.hpp"
#include "tests/engine/games/war_for_the_union/wftu_test_support.hpp"

namespace adj::games::wftu::test {
namespace {

const data::GameMap& marchExamples() {
    static const data::GameMap map = data::loadGameMap(fixtureFolder() / "maps" / "march-examples.yaml", game().data.definition);
    return map;
}

model::Position operations(std::vector<model::Piece> pieces) {
    return position(std::move(pieces), {}, 6, "union-turn.movement.operations");
}

std::vector<std::string> plannedCodes(const PlannedMoveResult& result) {
    std::vector<std::string> codes;
    for (const model::Alert& alert : result.judgement.alerts) codes.push_back(alert.code);
    return codes;
}

TEST(WftuPlannedMoves, AStackStartsFromTheMostItsUnitsSpentAndLegsAddUp) {
    const auto before = operations({piece("A", "infantry-vol", "union", 2, "2312"), piece("B", "infantry-vol", "union", 2, "2315")});
    const PlannedMovesReport report = judgePlannedMoves(game(), before, marchExamples(),
                                                        {{{"A"}, {"2312", "2313", "2314"}, "a"},
                                                         {{"B"}, {"2315", "2314"}, "b"},
                                                         {{"A", "B"}, {"2314", "2414"}, "stack"},
                                                         {{"B"}, {"2414", "2415"}, "apart"}});
    ASSERT_EQ(report.moves.size(), 5U);
    EXPECT_EQ(report.moves[2].judgement.spent, 3);  // A: 2 + 1
    EXPECT_EQ(report.moves[3].spentBefore, 2);      // B had spent 1; the stack counts A's 2
    EXPECT_EQ(report.moves[3].judgement.spent, 3);
    EXPECT_TRUE(report.moves[3].judgement.alerts.empty());
    EXPECT_EQ(report.moves[4].judgement.spent, 4);  // one hex more than the MA of 3
    EXPECT_EQ(plannedCodes(report.moves[4]), std::vector<std::string>{"move.over-allowance"});
    EXPECT_EQ(report.moves[4].judgement.alerts.front().rule, "9.11, 9.17");
}

TEST(WftuPlannedMoves, AnOverrunIgnoresOnlyTheDefendersZoc) {
    // 2517: a lone cavalry unit to overrun; 2617 (next to 2516 and 2517) holds another enemy unit whose
    // ZOC is not ignored: from 2516 into 2517 is ZOC to ZOC, +1 (9.17).
    const auto alone = operations({piece("US", "infantry-vol", "union", 6, "2515"), piece("CS-cav", "cavalry-vol", "confederate", 1, "2517")});
    const PlannedMovesReport free = judgePlannedMoves(game(), alone, marchExamples(), {{{"US"}, {"2515", "2516", "2517"}, "m"}});
    ASSERT_EQ(free.moves.size(), 1U);
    EXPECT_TRUE(free.moves[0].overrun);
    EXPECT_EQ(free.moves[0].judgement.spent, 2);  // the cavalry's own ZOC is ignored
    EXPECT_EQ(plannedCodes(free.moves[0]), std::vector<std::string>{"move.overrun"});

    auto flanked = alone;
    flanked.pieces.push_back(piece("CS-inf", "infantry-vol", "confederate", 2, "2617"));
    const PlannedMovesReport dear = judgePlannedMoves(game(), flanked, marchExamples(), {{{"US"}, {"2515", "2516", "2517"}, "m"}});
    EXPECT_EQ(dear.moves[0].judgement.spent, 3);
    EXPECT_EQ(plannedCodes(dear.moves[0]), std::vector<std::string>{"move.overrun"});
}

TEST(WftuPlannedMoves, AnOverrunIsNeverAMinimumMove) {
    // Unsupplied and at F2, a volunteer unit has an MA of 1 (9.13). A plain move of one hex is always
    // allowed (9.14), but entering 2917 costs 2 (the ZOC of 2817) and the overrun must pay it (9.33).
    const auto before = operations({piece("US", "infantry-vol", "union", 6, "2916", {"unsupplied"}, {{"fatigue", 2}}),
                                    piece("CS-1", "infantry-vol", "confederate", 2, "2817"),
                                    piece("CS-2", "infantry-vol", "confederate", 1, "2917")});
    const PlannedMovesReport report = judgePlannedMoves(game(), before, marchExamples(), {{{"US"}, {"2916", "2917"}, "m"}});
    ASSERT_EQ(report.moves.size(), 1U);
    EXPECT_EQ(report.moves[0].judgement.allowance, 1);
    EXPECT_EQ(report.moves[0].judgement.spent, 2);
    EXPECT_EQ(plannedCodes(report.moves[0]), std::vector<std::string>{"move.over-allowance"});
    EXPECT_EQ(report.moves[0].judgement.alerts.front().rule, "9.31, 9.33");
    // The same hex empty: a minimum move, legal.
    auto empty = before;
    std::erase_if(empty.pieces, [](const model::Piece& p) { return p.id == "CS-2"; });
    const PlannedMovesReport plain = judgePlannedMoves(game(), empty, marchExamples(), {{{"US"}, {"2916", "2917"}, "m"}});
    EXPECT_TRUE(plain.moves[0].judgement.alerts.empty());
}

TEST(WftuPlannedMoves, BadMovesNameWhatAndWhere) {
    const auto before = operations({piece("US", "infantry-vol", "union", 2, "2312")});
    const auto message = [&](const PlannedMove& move) {
        try {
            (void)judgePlannedMoves(game(), before, marchExamples(), {move});
        } catch (const std::invalid_argument& error) {
            return std::string(error.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(message({{"X"}, {"2312", "2313"}, "here"}), "here: no piece 'X' in the position");
    EXPECT_EQ(message({{"US"}, {"2312", "0101"}, "here"}), "here: no hex '0101' on Fixture: march examples");
    EXPECT_EQ(message({{"US"}, {"2312", "2314"}, "here"}),
              "here: the path of 'US' steps from 2312 to 2314, which are not next to each other");
}

}  // namespace
}  // namespace adj::games::wftu::test
