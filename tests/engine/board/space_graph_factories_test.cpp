// Space graphs made from a hex grid and from an area map: the board the rules engine and vision share.
#include <gtest/gtest.h>

#include <deque>

#include "engine/board/space_graph.hpp"
#include "tests/engine/board/board_test_support.hpp"

namespace adj::board {
namespace {

// Steps from `start` to every space over borders, -1 where unreachable.
std::vector<int> stepsOverBorders(const SpaceGraph& graph, SpaceIndex start) {
    std::vector<int> steps(graph.spaceCount(), -1);
    std::deque<SpaceIndex> queue{start};
    steps[start] = 0;
    while (!queue.empty()) {
        const SpaceIndex space = queue.front();
        queue.pop_front();
        for (const Neighbour& neighbour : graph.neighbours(space)) {
            if (steps[neighbour.space] >= 0) continue;
            steps[neighbour.space] = steps[space] + 1;
            queue.push_back(neighbour.space);
        }
    }
    return steps;
}

class SpaceGraphFromHexGrid : public ::testing::Test {
protected:
    // Columns 1..5, rows 1..4, flat-top, odd columns lower, with hex 0303 off the map.
    HexGrid grid{[] {
        HexGridSpec spec = test_support::gridSpec(HexOrientation::FlatTop, OffsetParity::Odd, 5, 4);
        spec.excluded = {{3, 3}};
        return spec;
    }()};
    SpaceGraph graph = SpaceGraph::fromHexGrid(grid);
};

TEST_F(SpaceGraphFromHexGrid, OneSpacePerOnMapHexInIdOrder) {
    ASSERT_EQ(graph.spaceCount(), 19U);
    EXPECT_TRUE(graph.isFinalized());
    EXPECT_EQ(graph.space(0).id, "0101");
    EXPECT_EQ(graph.space(18).id, "0504");
    for (SpaceIndex i = 0; i < graph.spaceCount(); ++i) {
        const Space& space = graph.space(i);
        EXPECT_EQ(space.kind, SpaceKind::Hex);
        ASSERT_TRUE(space.hex.has_value());
        EXPECT_EQ(*space.hex, grid.hexes()[i]);
        EXPECT_EQ(space.centre, grid.centre(*space.hex));
        EXPECT_EQ(graph.spaceOfHex(*space.hex), i);
    }
    EXPECT_EQ(graph.find("0303"), std::nullopt);
    EXPECT_EQ(graph.spaceOfHex({3, 3}), std::nullopt);
    EXPECT_EQ(graph.spaceOfHex({6, 1}), std::nullopt);
    EXPECT_EQ(graph.hexGrid()->hexCount(), 19U);
    EXPECT_EQ(graph.areaMap(), nullptr);
}

TEST_F(SpaceGraphFromHexGrid, BordersJoinExactlyTheAdjacentHexes) {
    std::size_t hexsides = 0;
    for (const HexOffset& hex : grid.hexes()) {
        const SpaceIndex space = *graph.spaceOfHex(hex);
        std::size_t expected = 0;
        for (const HexDirection direction : grid.directions()) {
            const auto next = grid.neighbour(hex, direction);
            if (!next) continue;
            ++expected;
            const auto border = graph.borderBetween(space, *graph.spaceOfHex(*next));
            ASSERT_TRUE(border.has_value());
            EXPECT_EQ(graph.border(*border).id, grid.hexsideId(hex, *next));
        }
        EXPECT_EQ(graph.neighbours(space).size(), expected);
        hexsides += expected;
    }
    EXPECT_EQ(graph.borderCount(), hexsides / 2);
    EXPECT_EQ(graph.findBorder("0203/0202"), graph.borderBetween(graph.indexOf("0202"), graph.indexOf("0203")));
}

TEST_F(SpaceGraphFromHexGrid, StepsOverBordersAreHexDistancesAroundTheHole) {
    const SpaceIndex start = graph.indexOf("0302");
    const auto steps = stepsOverBorders(graph, start);
    EXPECT_EQ(steps[graph.indexOf("0304")], 3);  // around the excluded 0303
    EXPECT_EQ(grid.distance({3, 2}, {3, 4}), 2);  // as the crow flies, through it
    EXPECT_EQ(steps[graph.indexOf("0501")], 2);
}

TEST_F(SpaceGraphFromHexGrid, SpaceUnderAMapPoint) {
    for (SpaceIndex i = 0; i < graph.spaceCount(); ++i) EXPECT_EQ(graph.spaceAtPoint(*graph.space(i).centre), i);
    EXPECT_EQ(graph.spaceAtPoint(grid.centre({3, 3})), std::nullopt);
    EXPECT_EQ(graph.spaceAtPoint({-100, -100}), std::nullopt);
}

TEST_F(SpaceGraphFromHexGrid, BoxesJoinTheGraphButNotTheMap) {
    const SpaceIndex box = graph.addBox("Reinforcements", MapPoint{-50, -50});
    graph.addBorder(box, graph.indexOf("0101"));
    graph.finalize();
    EXPECT_EQ(graph.space(box).hex, std::nullopt);
    EXPECT_EQ(graph.neighbours(box).size(), 1U);
    EXPECT_EQ(graph.neighbours(graph.indexOf("0101")).back().space, box);
    EXPECT_EQ(graph.spaceAtPoint({-50, -50}), std::nullopt);
}

TEST(SpaceGraphWarForTheUnion, MobileBordersItsNortheastNeighbour) {
    const HexGrid grid(test_support::warForTheUnionSpec());
    SpaceGraph graph = SpaceGraph::fromHexGrid(grid);
    EXPECT_EQ(graph.spaceCount(), 2800U);
    const auto mobileNortheast = graph.findBorder("3129/3030");
    ASSERT_TRUE(mobileNortheast.has_value());
    EXPECT_EQ(graph.border(*mobileNortheast).id, "3030/3129");
    EXPECT_EQ(graph.borderBetween(graph.indexOf("3030"), graph.indexOf("3129")), mobileNortheast);
    // A ship on the Mobile Bay hexside, and a breadth-first search over the whole map.
    const SpaceIndex ship = graph.addHexsideSpace(*mobileNortheast);
    graph.finalize();
    EXPECT_EQ(graph.space(ship).id, "3030/3129");
    const MapPoint middle = *graph.space(ship).centre;
    const MapSegment side = grid.hexsideSegment(grid.hexOfId("3030"), grid.hexOfId("3129"));
    EXPECT_NEAR(middle.x, (side.from.x + side.to.x) / 2, 1e-9);
    EXPECT_NEAR(middle.y, (side.from.y + side.to.y) / 2, 1e-9);
    const auto steps = stepsOverBorders(graph, graph.indexOf("3030"));
    for (const HexOffset& hex : grid.hexes()) {
        ASSERT_EQ(steps[*graph.spaceOfHex(hex)], grid.distance(grid.hexOfId("3030"), hex));
    }
}

class SpaceGraphFromAreaMap : public ::testing::Test {
protected:
    // L2 is a "U" with L3 in its notch; S1 is a sea area to the east.
    AreaMap areas{[] {
        AreaMapSpec spec;
        spec.areas = {
            {"L1", {{0, -20}, {40, -20}, {40, 0}, {0, 0}}},
            {"L2", {{0, 0}, {10, 0}, {10, 20}, {30, 20}, {30, 0}, {40, 0}, {40, 30}, {0, 30}}},
            {"L3", {{10, 0}, {30, 0}, {30, 20}, {10, 20}}},
            {"S1", {{40, -20}, {60, -20}, {60, 30}, {40, 30}}},
        };
        spec.adjacent = {{"L1", "L3"}, {"L3", "L2"}, {"S1", "L2"}, {"L1", "S1"}};
        return spec;
    }()};
    SpaceGraph graph = SpaceGraph::fromAreaMap(areas);
};

TEST_F(SpaceGraphFromAreaMap, OneSpacePerAreaAndABorderPerAdjacency) {
    ASSERT_EQ(graph.spaceCount(), 4U);
    EXPECT_TRUE(graph.isFinalized());
    EXPECT_EQ(graph.space(1).id, "L2");
    EXPECT_EQ(graph.space(1).kind, SpaceKind::Area);
    EXPECT_EQ(graph.space(1).centre, areas.area(1).labelPoint);
    EXPECT_EQ(graph.space(1).hex, std::nullopt);
    EXPECT_EQ(graph.borderCount(), 4U);
    EXPECT_EQ(graph.border(1).id, "L2/L3");
    EXPECT_TRUE(graph.findBorder("L3/L2").has_value());
    EXPECT_FALSE(graph.findBorder("L1/L2").has_value());
    EXPECT_EQ(graph.neighbours(graph.indexOf("L2")).size(), 2U);
    EXPECT_EQ(graph.areaMap()->size(), 4U);
    EXPECT_EQ(graph.hexGrid(), nullptr);
    EXPECT_EQ(graph.spaceOfHex({1, 1}), std::nullopt);
}

TEST_F(SpaceGraphFromAreaMap, SpaceUnderAMapPointFollowsTheConcaveOutline) {
    EXPECT_EQ(graph.spaceAtPoint({20, 10}), graph.find("L3"));
    EXPECT_EQ(graph.spaceAtPoint({5, 10}), graph.find("L2"));
    EXPECT_EQ(graph.spaceAtPoint({50, 10}), graph.find("S1"));
    EXPECT_EQ(graph.spaceAtPoint({100, 10}), std::nullopt);
}

TEST_F(SpaceGraphFromAreaMap, SeaLanesAreANetworkLayer) {
    const LayerIndex seaLanes = graph.addLayer("sea lanes");
    const SpaceIndex blockade = graph.addBox("Blockade Box");
    graph.addNetworkEdge(seaLanes, graph.indexOf("S1"), blockade);
    graph.finalize();
    ASSERT_EQ(graph.networkNeighbours(seaLanes, blockade).size(), 1U);
    EXPECT_EQ(graph.networkNeighbours(seaLanes, blockade)[0].space, graph.indexOf("S1"));
    EXPECT_EQ(graph.spaceAtPoint({50, 10}), graph.find("S1"));
}

}  // namespace
}  // namespace adj::board
