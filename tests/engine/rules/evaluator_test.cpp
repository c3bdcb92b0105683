// The Evaluator: everything at once from a configuration, and moves re-evaluated incrementally with
// the same results as evaluating from scratch.
#include "engine/rules/evaluator.hpp"

#include <random>

#include <gtest/gtest.h>

#include "tests/engine/rules/generated_war.hpp"

namespace adj::rules {
namespace {

using test::piece;

void expectSameAsFresh(const Evaluator& incremental, const Topology& topology, const EvaluatorConfig& config, int move) {
    Evaluator fresh(topology, config);
    fresh.evaluate(incremental.position());
    const BoardIndex& board = incremental.board();
    for (std::size_t z = 0; z < fresh.zones().size(); ++z)
        for (SideIndex side = 0; side < board.sideCount(); ++side)
            ASSERT_EQ(incremental.zones()[z].coverage(side), fresh.zones()[z].coverage(side)) << "zones after move " << move;
    for (SpaceIndex s = 0; s < topology.spaceCount(); ++s)
        ASSERT_EQ(incremental.control()->at(s), fresh.control()->at(s)) << "control of " << topology.id(s) << " after move " << move;
    for (std::size_t t = 0; t < fresh.traceCount(); ++t) {
        for (SideIndex side = 0; side < board.sideCount(); ++side) {
            ASSERT_TRUE(incremental.supplyMap(t, side).sameResults(fresh.supplyMap(t, side)))
                << "trace " << t << " side " << int(side) << " after move " << move;
        }
    }
    for (PieceIndex p = 0; p < board.pieceCount(); ++p) {
        ASSERT_EQ(incremental.supplyState(p), fresh.supplyState(p)) << board.piece(p).id << " after move " << move;
        for (std::size_t t = 0; t < fresh.traceCount(); ++t) {
            // Paths may differ between equally good lines, but each must be a real line of equal cost.
            const auto path = incremental.supplyPath(p, t);
            ASSERT_EQ(path.empty(), fresh.supplyPath(p, t).empty());
            if (!path.empty()) {
                ASSERT_TRUE(incremental.supplyMap(t, board.sideOf(p)).isSource(path.back().space));
            }
        }
    }
    ASSERT_EQ(incremental.stackingViolations(), fresh.stackingViolations()) << "stacking after move " << move;
}

TEST(RulesEvaluator, IncrementalResultsMatchAFullEvaluationOverManyRandomMoves) {
    const auto war = test::generateWar(24, 16, 60, 11);
    Evaluator evaluator(*war->topology, war->config);
    evaluator.evaluate(war->position);
    std::mt19937 random(5);
    int kept = 0;
    int redone = 0;
    const auto& graph = war->graph;
    for (int move = 0; move < 300; ++move) {
        const auto p = static_cast<PieceIndex>(random() % evaluator.board().pieceCount());
        SpaceIndex to = evaluator.board().spaceOf(p);
        const unsigned kind = random() % 10;
        if (kind < 7 && to != kNoSpace) {
            for (unsigned steps = 1 + random() % 3; steps > 0; --steps) {  // a march of a few hexes
                const auto neighbours = graph.neighbours(to);
                to = neighbours[random() % neighbours.size()].space;
            }
        } else if (kind < 9) {
            to = static_cast<SpaceIndex>(random() % graph.spaceCount());
        } else {
            to = to == kNoSpace ? static_cast<SpaceIndex>(random() % graph.spaceCount()) : kNoSpace;  // eliminated / returns
        }
        evaluator.move(p, to);
        kept += evaluator.work().tracesKept;
        redone += evaluator.work().tracesRun + evaluator.work().tracesRepaired;
        expectSameAsFresh(evaluator, *war->topology, war->config, move);
        if (HasFatalFailure()) return;
    }
    // The test means something only if both paths were taken.
    EXPECT_GT(kept, 0);
    EXPECT_GT(redone, 0);
}

class RulesEvaluatorSmall : public ::testing::Test {
protected:
    board::SpaceGraph graph = test::hexMap(20, 6);
    std::optional<Topology> topology;
    test::GeneratedWar war;  // only for its city lists
    void SetUp() override {
        test::addLine(graph, "rail", {"0303", "0403", "0503", "0603", "0703", "0803"});
        test::addLine(graph, "river", {"0803", "0903"});
        graph.setFeatures(graph.indexOf("0803"), board::FeatureSet{test::feature::city});
        graph.setFeatures(graph.indexOf("0101"), board::FeatureSet{test::feature::city});
        graph.finalize();
        topology.emplace(graph);
        war.unionCities = {graph.indexOf("0803")};
        war.confederateCities = {graph.indexOf("0101")};
    }
};

TEST_F(RulesEvaluatorSmall, SummaryAndAlertsForTheInterface) {
    model::Position position;
    position.phasingSide = "union";
    position.step = "supply-phase";
    position.pieces = {
        piece("US-1", "infantry", "union", "0603", 10), piece("US-2", "infantry", "union", "0603", 7),  // 17 on a supply head
        piece("US-3", "infantry", "union", "2006", 13),                                                // 13, far from supply
        piece("US-L", "leader", "union", "0603"),
        piece("CS-1", "cavalry", "confederate", "0105", 2),
        piece("US-X", "infantry", "union", "9999", 1),  // not on this map
    };
    Evaluator evaluator(*topology, test::wftuLikeConfig(*topology, war));
    evaluator.evaluate(position);

    const nlohmann::json summary = evaluator.summary();
    EXPECT_EQ(summary["supply"]["US-1"], "supplied");
    EXPECT_EQ(summary["supply"]["US-3"], "isolated");  // neither LOS nor LOC
    EXPECT_FALSE(summary["supply"].contains("US-L"));  // leaders need no supply
    EXPECT_FALSE(summary["supply"].contains("US-X"));
    EXPECT_EQ(summary["supply"]["CS-1"], "supplied");
    const auto& cavalryZone = summary["zones"]["confederate"];
    EXPECT_EQ(cavalryZone.size(), 5U);  // 0105 and its four neighbours on the map edge
    EXPECT_NE(std::find(cavalryZone.begin(), cavalryZone.end(), "0105"), cavalryZone.end());
    EXPECT_TRUE(summary["zoneTypes"].contains("zoc"));

    // 17 SPs on a supply head are within 18; 13 SPs anywhere else are over 12.
    const auto alerts = evaluator.alerts();
    ASSERT_EQ(alerts.size(), 2U);
    EXPECT_EQ(alerts[0].code, "stacking.over-safe-limit");
    EXPECT_EQ(alerts[0].spaces, (std::vector<std::string>{"2006"}));
    EXPECT_EQ(alerts[1].code, "position.piece-not-placed");
    EXPECT_EQ(alerts[1].pieces, (std::vector<std::string>{"US-X"}));

    // Moving the big stack off the rail loses the supply-head bonus: the move re-evaluates stacking.
    evaluator.move("US-1", "0604");
    evaluator.move("US-2", "0604");
    EXPECT_EQ(evaluator.stackingViolations().size(), 2U);
    // Paths and reasons for the space inspector.
    const auto us3 = *evaluator.board().findPiece("US-3");
    EXPECT_TRUE(evaluator.supplyPath(us3, 0).empty());
    const auto reasons = evaluator.supplyReasons(us3, 0);
    ASSERT_FALSE(reasons.empty());
    EXPECT_EQ(reasons[0].code, kSupplyTooFar);
    const auto us1 = *evaluator.board().findPiece("US-1");
    const auto path = evaluator.supplyPath(us1, 0);
    ASSERT_FALSE(path.empty());
    EXPECT_EQ(path.back().space, graph.indexOf("0803"));
}

TEST_F(RulesEvaluatorSmall, HistoryDependentStatesComeFromTheGameModule) {
    // WftU 7.11: a supplied unit that cannot trace a LOS becomes unsupplied even without a LOC;
    // only an already unsupplied unit with neither becomes isolated.
    EvaluatorConfig config = test::wftuLikeConfig(*topology, war);
    config.classify = [](const model::Piece& p, std::span<const char> traced) -> std::string {
        if (traced[0] != 0) return "supplied";
        if (!p.hasFlag("unsupplied") && !p.hasFlag("isolated")) return "unsupplied";
        return traced[1] != 0 ? "unsupplied" : "isolated";
    };
    model::Position position;
    position.pieces = {piece("US-1", "infantry", "union", "1906", 2), piece("US-2", "infantry", "union", "2006", 2, {"unsupplied"})};
    Evaluator evaluator(*topology, config);
    evaluator.evaluate(position);
    EXPECT_EQ(evaluator.supplyState(0), "unsupplied");
    EXPECT_EQ(evaluator.supplyState(1), "isolated");
}

}  // namespace
}  // namespace adj::rules
