// The scenes eval-vision scores: the scenario's counters on land hexes, stacks of one to three,
// the same for the same seed and different for another.
#include "vision/eval/scattered_position.hpp"

#include "../table/table_fixture.hpp"

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace adj::vision::eval {
namespace {

using test::wftu;

std::map<std::string, int> stackHeights(const model::Position& p, const data::GameMap& map)
{
    std::map<std::string, int> heights;
    for (const auto& piece : p.pieces) {
        const auto index = map.graph.find(piece.location.space);
        if (index && map.graph.space(*index).kind == board::SpaceKind::Hex) ++heights[piece.location.space];
    }
    return heights;
}

TEST(ScatteredPosition, LaysTheCountersOnLandHexesInSmallStacks)
{
    const auto& table = wftu();
    const model::Position p = scatteredPosition(table.game->data, table.map, table.start, {64, 3}, 7);
    const auto sea = table.game->data.definition.terrainId("sea");
    ASSERT_TRUE(sea.has_value());
    int onHexes = 0;
    for (const auto& [space, height] : stackHeights(p, table.map)) {
        EXPECT_GE(height, 1);
        EXPECT_LE(height, 3) << space;
        EXPECT_NE(table.map.graph.space(*table.map.graph.find(space)).terrain, *sea) << space << " is sea";
        onHexes += height;
    }
    EXPECT_EQ(onHexes, 64);
    std::set<std::string> ids;
    for (const auto& piece : p.pieces) EXPECT_TRUE(ids.insert(piece.id).second) << piece.id << " twice";
    // Every scenario piece is still there; the extra ones are marked copies of them.
    for (const auto& piece : table.start.pieces) EXPECT_TRUE(ids.contains(piece.id)) << piece.id;
    for (const auto& id : ids) EXPECT_NE(table.start.findPiece(originalPieceId(id)), nullptr) << id;
}

TEST(ScatteredPosition, TheSeedDecides)
{
    const auto& table = wftu();
    const auto a = scatteredPosition(table.game->data, table.map, table.start, {}, 3);
    const auto b = scatteredPosition(table.game->data, table.map, table.start, {}, 3);
    const auto c = scatteredPosition(table.game->data, table.map, table.start, {}, 4);
    EXPECT_EQ(a.pieces, b.pieces);
    EXPECT_NE(a.pieces, c.pieces);
}

TEST(ScatteredPosition, PiecesOffTheHexesStayWhereTheyAre)
{
    const auto& table = wftu();
    const auto p = scatteredPosition(table.game->data, table.map, table.start, {}, 9);
    for (const auto& piece : table.start.pieces) {
        const auto index = table.map.graph.find(piece.location.space);
        if (index && table.map.graph.space(*index).kind == board::SpaceKind::Hex) continue;
        EXPECT_EQ(p.findPiece(piece.id)->location, piece.location) << piece.id;
    }
}

TEST(ScatteredPosition, SaysWhenTheMapHasNoRoom)
{
    const auto& table = wftu();
    try {
        (void)scatteredPosition(table.game->data, table.map, table.start, {20000, 1}, 1);
        FAIL() << "no error";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("land hexes for 20000 counters"), std::string::npos) << e.what();
    }
}

TEST(OriginalPieceId, StripsTheCopyNumber)
{
    EXPECT_EQ(originalPieceId("US-inf-1~2"), "US-inf-1");
    EXPECT_EQ(originalPieceId("US-inf-1"), "US-inf-1");
}

} // namespace
} // namespace adj::vision::eval
