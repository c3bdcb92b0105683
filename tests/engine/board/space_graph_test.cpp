// A space graph built by hand: boxes, borders, features, network layers, and misuse.
#include "engine/board/space_graph.hpp"

#include <gtest/gtest.h>

#include "tests/engine/board/board_test_support.hpp"

namespace adj::board {
namespace {

using test_support::expectThrowsWith;

constexpr FeatureId kCity = 0;
constexpr FeatureId kPort = 1;
constexpr FeatureId kMinorRiver = 0;
constexpr FeatureId kMajorRiver = 1;
constexpr FeatureId kRailBridge = 0;
constexpr AttributeId kSupplyValue = 2;
constexpr TerrainId kMountain = 3;

// Four areas in a row, A-B-C-D, and an off-map box joined to D.
class SpaceGraphByHand : public ::testing::Test {
protected:
    void SetUp() override {
        a = graph.addSpace(SpaceKind::Area, "A", MapPoint{0, 0});
        b = graph.addSpace(SpaceKind::Area, "B", MapPoint{10, 0});
        c = graph.addSpace(SpaceKind::Area, "C", MapPoint{20, 0});
        d = graph.addSpace(SpaceKind::Area, "D", MapPoint{30, 0});
        box = graph.addBox("Holding Box");
        ab = graph.addBorder(b, a, FeatureSet{kMinorRiver});
        bc = graph.addBorder(b, c);
        cd = graph.addBorder(c, d);
        dBox = graph.addBorder(d, box);
        graph.finalize();
    }

    std::vector<SpaceIndex> neighbourSpaces(SpaceIndex space) const {
        std::vector<SpaceIndex> spaces;
        for (const Neighbour& neighbour : graph.neighbours(space)) spaces.push_back(neighbour.space);
        return spaces;
    }

    SpaceGraph graph;
    SpaceIndex a = 0, b = 0, c = 0, d = 0, box = 0;
    BorderIndex ab = 0, bc = 0, cd = 0, dBox = 0;
};

TEST_F(SpaceGraphByHand, SpacesAreFoundById) {
    EXPECT_EQ(graph.spaceCount(), 5U);
    EXPECT_EQ(graph.find("C"), c);
    EXPECT_EQ(graph.indexOf("Holding Box"), box);
    EXPECT_EQ(graph.find("E"), std::nullopt);
    expectThrowsWith<std::invalid_argument>([&] { graph.indexOf("E"); }, {"unknown space id 'E'"});
    const Space& holding = graph.space(box);
    EXPECT_EQ(holding.kind, SpaceKind::Box);
    EXPECT_EQ(holding.centre, std::nullopt);
    EXPECT_EQ(graph.space(b).centre, (MapPoint{10, 0}));
    EXPECT_EQ(graph.spaces()[3].id, "D");
}

TEST_F(SpaceGraphByHand, NeighboursComeWithTheirBorder) {
    EXPECT_EQ(neighbourSpaces(b), (std::vector<SpaceIndex>{a, c}));
    EXPECT_EQ(neighbourSpaces(box), (std::vector<SpaceIndex>{d}));
    EXPECT_EQ(graph.neighbours(a).front().border, ab);
    EXPECT_EQ(graph.borderBetween(c, b), bc);
    EXPECT_EQ(graph.borderBetween(a, c), std::nullopt);
}

TEST_F(SpaceGraphByHand, BordersHaveCanonicalIdsAndFeatures) {
    const Border& border = graph.border(ab);
    EXPECT_EQ(border.index, ab);
    EXPECT_EQ(border.id, "A/B");
    EXPECT_EQ(border.first, a);  // "A" sorts before "B" although B was given first
    EXPECT_EQ(border.second, b);
    EXPECT_TRUE(border.features.has(kMinorRiver));
    EXPECT_EQ(graph.findBorder("B/A"), ab);
    EXPECT_EQ(graph.findBorder("A/B"), ab);
    EXPECT_EQ(graph.findBorder("A/C"), std::nullopt);
    EXPECT_EQ(graph.findBorder("A"), std::nullopt);
    EXPECT_EQ(graph.border(dBox).id, "D/Holding Box");
    EXPECT_EQ(graph.borderCount(), 4U);
    EXPECT_EQ(graph.borders()[2].id, "C/D");

    graph.addBorderFeature(cd, kMajorRiver);
    EXPECT_TRUE(graph.border(cd).features.has(kMajorRiver));
    graph.setBorderFeatures(ab, {});
    EXPECT_TRUE(graph.border(ab).features.empty());
    EXPECT_TRUE(graph.isFinalized());  // features change no adjacency
}

TEST_F(SpaceGraphByHand, SpacesCarryTerrainFeaturesAndAttributes) {
    graph.setTerrain(c, kMountain);
    graph.addFeature(c, kCity);
    graph.addFeature(c, kPort);
    graph.setAttribute(c, kSupplyValue, 3);
    EXPECT_EQ(graph.space(c).terrain, kMountain);
    EXPECT_EQ(graph.space(c).features, (FeatureSet{kCity, kPort}));
    EXPECT_EQ(graph.space(c).attributes.get(kSupplyValue), 3);
    graph.setFeatures(c, FeatureSet{kPort});
    EXPECT_FALSE(graph.space(c).features.has(kCity));
    EXPECT_EQ(graph.space(a).terrain, 0);
    EXPECT_TRUE(graph.space(a).attributes.empty());
}

TEST_F(SpaceGraphByHand, NetworkLayersMayJoinSpacesThatShareNoBorder) {
    const LayerIndex rail = graph.addLayer("rail");
    const LayerIndex ferry = graph.addLayer("ferry");
    graph.addNetworkEdge(rail, a, b);
    const NetworkEdgeIndex bridge = graph.addNetworkEdge(rail, b, c, FeatureSet{kRailBridge});
    const NetworkEdgeIndex crossing = graph.addNetworkEdge(ferry, a, d);  // A and D share no border
    graph.finalize();

    EXPECT_EQ(graph.layerCount(), 2U);
    EXPECT_EQ(graph.findLayer("ferry"), ferry);
    EXPECT_EQ(graph.findLayer("road"), std::nullopt);
    EXPECT_EQ(graph.layerName(rail), "rail");
    ASSERT_EQ(graph.networkEdges(rail).size(), 2U);
    EXPECT_TRUE(graph.networkEdges(rail)[bridge].features.has(kRailBridge));

    const auto fromB = graph.networkNeighbours(rail, b);
    ASSERT_EQ(fromB.size(), 2U);
    EXPECT_EQ(fromB[0].space, a);
    EXPECT_EQ(fromB[1].space, c);
    EXPECT_EQ(fromB[1].edge, bridge);
    const auto fromD = graph.networkNeighbours(ferry, d);
    ASSERT_EQ(fromD.size(), 1U);
    EXPECT_EQ(fromD[0].space, a);
    EXPECT_EQ(fromD[0].edge, crossing);
    EXPECT_TRUE(graph.networkNeighbours(ferry, b).empty());
    EXPECT_EQ(graph.borderBetween(a, d), std::nullopt);
}

TEST_F(SpaceGraphByHand, AdjacencyQueriesNeedFinalize) {
    graph.addBox("Replacement Pool");
    EXPECT_FALSE(graph.isFinalized());
    EXPECT_THROW(graph.neighbours(a), std::logic_error);
    EXPECT_THROW(graph.borderBetween(a, b), std::logic_error);
    // Lookups that need no packed tables still work.
    EXPECT_EQ(graph.find("Replacement Pool"), 5U);
    graph.finalize();
    EXPECT_TRUE(graph.neighbours(5).empty());

    const LayerIndex road = graph.addLayer("road");
    EXPECT_THROW(graph.networkNeighbours(road, a), std::logic_error);
    graph.finalize();
    graph.addNetworkEdge(road, a, b);
    EXPECT_THROW(graph.networkNeighbours(road, a), std::logic_error);
    graph.finalize();
    EXPECT_EQ(graph.networkNeighbours(road, a).size(), 1U);
    graph.addBorder(a, c);
    EXPECT_THROW(graph.neighbours(a), std::logic_error);
}

TEST_F(SpaceGraphByHand, HexsideSpacesLieOnABorder) {
    const SpaceIndex onRiver = graph.addHexsideSpace(cd);
    graph.finalize();
    const Space& side = graph.space(onRiver);
    EXPECT_EQ(side.kind, SpaceKind::Hexside);
    EXPECT_EQ(side.id, "C/D");
    EXPECT_EQ(side.hexside, cd);
    EXPECT_EQ(side.centre, (MapPoint{25, 0}));
    EXPECT_EQ(graph.find("C/D"), onRiver);
    EXPECT_TRUE(graph.neighbours(onRiver).empty());
    // On the border to the box, which has no centre, the hexside space has none either.
    EXPECT_EQ(graph.space(graph.addHexsideSpace(dBox)).centre, std::nullopt);
    // They connect through layers, not borders.
    const LayerIndex river = graph.addLayer("river");
    const SpaceIndex upstream = graph.addHexsideSpace(bc);
    EXPECT_NO_THROW(graph.addNetworkEdge(river, onRiver, upstream));
    expectThrowsWith<std::invalid_argument>([&] { graph.addBorder(onRiver, c); }, {"'C/D'", "network layers"});
    expectThrowsWith<std::invalid_argument>([&] { graph.addBorder(b, upstream); }, {"'B/C'", "network layers"});
    expectThrowsWith<std::invalid_argument>([&] { graph.addHexsideSpace(cd); }, {"duplicate space id 'C/D'"});
}

TEST_F(SpaceGraphByHand, MisuseIsReportedClearly) {
    expectThrowsWith<std::invalid_argument>([&] { graph.addBox("B"); }, {"duplicate space id 'B'"});
    expectThrowsWith<std::invalid_argument>([&] { graph.addBox(""); }, {"empty"});
    expectThrowsWith<std::invalid_argument>([&] { graph.addBox("N.Y./Box"); }, {"'N.Y./Box'", "'/'"});
    expectThrowsWith<std::invalid_argument>([&] { graph.addSpace(SpaceKind::Hexside, "X"); }, {"addHexsideSpace"});
    expectThrowsWith<std::invalid_argument>([&] { graph.addBorder(a, a); }, {"'A'", "itself"});
    expectThrowsWith<std::invalid_argument>([&] { graph.addBorder(a, b); }, {"duplicate border", "'A' and 'B'"});
    expectThrowsWith<std::invalid_argument>([&] { graph.addLayer(""); }, {"layer name is empty"});
    const LayerIndex rail = graph.addLayer("rail");
    expectThrowsWith<std::invalid_argument>([&] { graph.addLayer("rail"); }, {"duplicate network layer 'rail'"});
    graph.addNetworkEdge(rail, a, c);
    expectThrowsWith<std::invalid_argument>([&] { graph.addNetworkEdge(rail, c, a); }, {"duplicate rail edge", "'C' and 'A'"});
    expectThrowsWith<std::invalid_argument>([&] { graph.addNetworkEdge(rail, c, c); }, {"rail edge", "'C'", "itself"});
    graph.finalize();

    expectThrowsWith<std::out_of_range>([&] { graph.space(99); }, {"space index 99", "there are 5"});
    expectThrowsWith<std::out_of_range>([&] { graph.border(4); }, {"border index 4", "there are 4"});
    expectThrowsWith<std::out_of_range>([&] { graph.layerName(1); }, {"layer index 1", "there are 1"});
    EXPECT_THROW(graph.addBorder(a, 5), std::out_of_range);
    EXPECT_THROW(graph.addBorder(5, a), std::out_of_range);
    EXPECT_THROW(graph.addNetworkEdge(7, a, b), std::out_of_range);
    EXPECT_THROW(graph.addNetworkEdge(rail, a, 5), std::out_of_range);
    EXPECT_THROW(graph.addHexsideSpace(4), std::out_of_range);
    EXPECT_THROW(graph.neighbours(5), std::out_of_range);
    EXPECT_THROW(graph.networkNeighbours(rail, 5), std::out_of_range);
    EXPECT_THROW(graph.networkNeighbours(1, a), std::out_of_range);
    EXPECT_THROW(graph.networkEdges(1), std::out_of_range);
    EXPECT_THROW(graph.setTerrain(5, 1), std::out_of_range);
    EXPECT_THROW(graph.setBorderFeatures(4, {}), std::out_of_range);
    EXPECT_THROW(graph.addFeature(a, 64), std::out_of_range);
}

TEST_F(SpaceGraphByHand, AGraphMadeByHandHasNoMap) {
    EXPECT_EQ(graph.hexGrid(), nullptr);
    EXPECT_EQ(graph.areaMap(), nullptr);
    EXPECT_EQ(graph.spaceAtPoint({0, 0}), std::nullopt);
    EXPECT_EQ(graph.spaceOfHex({1, 1}), std::nullopt);
}

TEST(SpaceGraphEmpty, HasNothingAndIsFinalized) {
    const SpaceGraph graph;
    EXPECT_EQ(graph.spaceCount(), 0U);
    EXPECT_TRUE(graph.isFinalized());
    EXPECT_THROW(graph.neighbours(0), std::out_of_range);
}

}  // namespace
}  // namespace adj::board
