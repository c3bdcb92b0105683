#include "engine/board/area_map.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "engine/board/polygon.hpp"
#include "tests/engine/board/board_test_support.hpp"

namespace adj::board {
namespace {

using test_support::expectThrowsWith;

// A small area map in the manner of A Gate of Hell. L2 is a "U" open to the north with L3 in its
// notch; L1 lies north of both; the sea area S1 lies east. L1 and L2 touch at the tips of the U but
// are not adjacent (say, a marsh between them), which only the explicit adjacency can say.
AreaMapSpec harbourSpec() {
    AreaMapSpec spec;
    spec.areas = {
        {"L1", {{0, -20}, {40, -20}, {40, 0}, {0, 0}}},
        {"L2", {{0, 0}, {10, 0}, {10, 20}, {30, 20}, {30, 0}, {40, 0}, {40, 30}, {0, 30}}},
        {"L3", {{10, 0}, {30, 0}, {30, 20}, {10, 20}}},
        {"S1", {{40, -20}, {60, -20}, {60, 30}, {40, 30}}},
    };
    spec.adjacent = {{"L1", "L3"}, {"L3", "L2"}, {"S1", "L2"}, {"L1", "S1"}};
    return spec;
}

class AreaMapHarbour : public ::testing::Test {
protected:
    AreaMap areas{harbourSpec()};

    std::string nameAt(MapPoint point) const {
        const auto found = areas.areaAtPoint(point);
        return found ? areas.area(*found).name : std::string("none");
    }
};

TEST_F(AreaMapHarbour, AreasKeepTheirOrderAndNames) {
    ASSERT_EQ(areas.size(), 4U);
    EXPECT_EQ(areas.areas()[1].name, "L2");
    EXPECT_EQ(areas.find("S1"), 3U);
    EXPECT_EQ(areas.find("L4"), std::nullopt);
    EXPECT_THROW(areas.area(4), std::out_of_range);
}

TEST_F(AreaMapHarbour, PointLookupHandlesTheConcaveArea) {
    EXPECT_EQ(nameAt({20, 10}), "L3");  // in the notch of L2
    EXPECT_EQ(nameAt({5, 10}), "L2");   // west arm
    EXPECT_EQ(nameAt({35, 10}), "L2");  // east arm
    EXPECT_EQ(nameAt({20, 25}), "L2");  // base
    EXPECT_EQ(nameAt({20, -10}), "L1");
    EXPECT_EQ(nameAt({50, 0}), "S1");
    EXPECT_EQ(nameAt({70, 0}), "none");
    EXPECT_EQ(nameAt({-5, 10}), "none");
    EXPECT_EQ(nameAt({20, 35}), "none");
}

TEST_F(AreaMapHarbour, AdjacencyIsExactlyWhatTheDataSays) {
    const std::size_t l1 = *areas.find("L1");
    const std::size_t l2 = *areas.find("L2");
    const std::size_t l3 = *areas.find("L3");
    const std::size_t s1 = *areas.find("S1");
    EXPECT_FALSE(areas.adjacent(l1, l2));  // they touch, but the data does not join them
    EXPECT_TRUE(areas.adjacent(l2, l3));
    EXPECT_TRUE(areas.adjacent(l3, l2));
    EXPECT_FALSE(areas.adjacent(l3, s1));
    const auto neighbours = areas.neighbours(l2);
    EXPECT_EQ(std::vector(neighbours.begin(), neighbours.end()), (std::vector<std::size_t>{l3, s1}));
    ASSERT_EQ(areas.adjacencies().size(), 4U);
    EXPECT_EQ(areas.adjacencies()[1].first, l2);  // given as L3, L2: stored lower index first
    EXPECT_EQ(areas.adjacencies()[1].second, l3);
}

TEST_F(AreaMapHarbour, LabelPointsAreInsideTheirArea) {
    for (std::size_t i = 0; i < areas.size(); ++i) EXPECT_EQ(areas.areaAtPoint(areas.area(i).labelPoint), i);
    const Area& u = areas.area(*areas.find("L2"));
    EXPECT_FALSE(polygonContains(u.outline, u.centroid));  // which is why labels do not use it
    EXPECT_DOUBLE_EQ(areas.area(0).centroid.x, 20.0);
    EXPECT_DOUBLE_EQ(areas.area(0).centroid.y, -10.0);
}

TEST_F(AreaMapHarbour, BoundsCoverEveryArea) {
    EXPECT_EQ(areas.bounds().min, (MapPoint{0, -20}));
    EXPECT_EQ(areas.bounds().max, (MapPoint{60, 30}));
    EXPECT_EQ(areas.area(2).bounds.min, (MapPoint{10, 0}));
}

TEST(AreaMapOverlap, FirstListedAreaWins) {
    AreaMapSpec spec;
    spec.areas = {{"Box A", {{0, 0}, {10, 0}, {10, 10}, {0, 10}}}, {"Box B", {{5, 5}, {15, 5}, {15, 15}, {5, 15}}}};
    const AreaMap areas(spec);
    EXPECT_EQ(areas.areaAtPoint({7, 7}), 0U);
    EXPECT_EQ(areas.areaAtPoint({12, 12}), 1U);
    EXPECT_TRUE(areas.adjacencies().empty());
}

void expectRejected(const AreaMapSpec& spec, std::initializer_list<std::string> fragments) {
    expectThrowsWith<std::invalid_argument>([&] { AreaMap areas(spec); }, fragments);
}

TEST(AreaMapValidation, RejectsBadAreas) {
    expectRejected(AreaMapSpec{}, {"no areas"});
    AreaMapSpec spec = harbourSpec();
    spec.areas[2].name = "";
    expectRejected(spec, {"empty name", "#3"});
    spec = harbourSpec();
    spec.areas[2].name = "L3/L4";
    expectRejected(spec, {"'L3/L4'", "'/'"});
    spec = harbourSpec();
    spec.areas[2].name = "L1";
    expectRejected(spec, {"'L1'", "twice"});
    spec = harbourSpec();
    spec.areas[1].outline.resize(2);
    expectRejected(spec, {"'L2'", "2 vertices", "at least 3"});
    spec = harbourSpec();
    spec.areas[3].outline[1].y = std::numeric_limits<double>::quiet_NaN();
    expectRejected(spec, {"'S1'", "finite"});
    spec = harbourSpec();
    spec.areas[0].outline = {{0, 0}, {10, 10}, {20, 20}};
    expectRejected(spec, {"'L1'", "zero area"});
}

TEST(AreaMapValidation, RejectsBadAdjacency) {
    AreaMapSpec spec = harbourSpec();
    spec.adjacent.push_back({"L9", "L1"});
    expectRejected(spec, {"'L9' - 'L1'", "unknown area 'L9'"});
    spec = harbourSpec();
    spec.adjacent.push_back({"L1", "S9"});
    expectRejected(spec, {"unknown area 'S9'"});
    spec = harbourSpec();
    spec.adjacent.push_back({"L2", "L2"});
    expectRejected(spec, {"'L2'", "adjacent to itself"});
    spec = harbourSpec();
    spec.adjacent.push_back({"L2", "L3"});  // already given as L3, L2
    expectRejected(spec, {"'L2' - 'L3'", "twice"});
}

}  // namespace
}  // namespace adj::board
