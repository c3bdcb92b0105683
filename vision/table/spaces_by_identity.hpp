#pragma once
// A stack's space settled by its top piece where the blob alone leaves hex against hexside open.
// A counter in a hex beside a river is often measured a few millimetres off its centre, towards the
// river's middle, where TableMap::spaceAt gives it to the hexside (the ships' space). A surely read
// top piece that never stands on a hexside, a land unit, puts it back in the hex under it. The
// game's data says which pieces stand on hexsides (GameDefinition::hexsideCategories).
//
// Ships are not moved the other way: a ship may stand in a hex too (a port, a coastal hex: 10.12),
// and a marker read off a stack may be a lower counter's showing at its edge.
//
// Per frame, after the reads and the marks' separations (identifyStacks, identify_stacks.hpp: what
// `detect`, `eval-vision` and TableVision do).

#include "engine/data/game_data.hpp"
#include "vision/table/table_map.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace adj::vision {

/// Which of a game's pieces may stand on hexsides: every piece of its scenarios, by its kind's category.
class PieceFootings {
public:
    /// Knows no piece: places nothing.
    PieceFootings() = default;
    explicit PieceFootings(const data::GameData& game);

    /// Whether `piece` may stand on a hexside; nullopt for a piece none of the scenarios holds.
    [[nodiscard]] std::optional<bool> standsOnHexsides(const std::string& piece) const;

private:
    std::map<std::string, bool, std::less<>> onHexsides_;
};

/// Moves each stack on a hexside whose top piece was read surely (kSureIdentity) and never stands on
/// a hexside to the hex under the stack's point, unless another stack of `stacks` holds that hex: the
/// blob is then more likely a ship's, with the neighbour's marker read where the two overlap. The
/// moved stack's `near` is worked out anew.
void placeBySurelyReadTops(const TableMap& table, const PieceFootings& footings, std::vector<SeenStack>& stacks);

} // namespace adj::vision
