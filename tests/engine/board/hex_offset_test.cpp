// HexOffset, the printed column and row of a hex: its XXYY order and its hash.
#include "engine/board/hex_offset.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <unordered_set>
#include <vector>

namespace adj::board {
namespace {

TEST(HexOffset, OrdersColumnFirstLikeXxyyIds) {
    // 2930 < 3029 < 3030 < 3129, as the ids sort.
    std::vector<HexOffset> hexes{{31, 29}, {30, 30}, {29, 30}, {30, 29}};
    std::sort(hexes.begin(), hexes.end());
    EXPECT_EQ(hexes, (std::vector<HexOffset>{{29, 30}, {30, 29}, {30, 30}, {31, 29}}));
}

TEST(HexOffset, HashGivesEveryHexOfASeventyByFortyMapItsOwnValue) {
    // Column 0 and row -1 are the off-map offsets just beyond the north and west edges.
    std::unordered_set<std::size_t> hashes;
    std::size_t hexCount = 0;
    for (int column = 0; column <= 70; ++column) {
        for (int row = -1; row <= 39; ++row) {
            hashes.insert(std::hash<HexOffset>{}({column, row}));
            ++hexCount;
        }
    }
    EXPECT_EQ(hashes.size(), hexCount);
    EXPECT_NE(std::hash<HexOffset>{}({30, 29}), std::hash<HexOffset>{}({29, 30}));  // transposed
}

TEST(HexOffset, WorksAsAnUnorderedKey) {
    const std::unordered_set<HexOffset> coastal{{30, 30}, {59, 19}, {10, 33}};
    EXPECT_TRUE(coastal.contains({59, 19}));
    EXPECT_FALSE(coastal.contains({19, 59}));
}

}  // namespace
}  // namespace adj::board
