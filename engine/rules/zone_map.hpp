#pragma once
// Zone projection: for each side, how many of its projectors cover each space. Counts rather than
// flags, so a move only subtracts the moved projector's old footprint and adds its new one, and only
// projectors that looked at a space whose occupants changed are recomputed.
#include <cstdint>
#include <span>
#include <vector>

#include "engine/rules/space_bits.hpp"
#include "engine/rules/zone_rules.hpp"

namespace adj::rules {

class ZoneMap {
public:
    // Evaluates the static rules for the whole map once.
    ZoneMap(const Topology& topology, ZoneRules rules);

    const ZoneRules& rules() const { return rules_; }
    const std::string& id() const { return rules_.id; }

    // Projects every piece of the board from scratch.
    void build(const BoardIndex& board, const RuleFacts* facts = nullptr);
    // After board.move(piece, to) returned `from`: updates counts and appends each space whose
    // coverage changed for some side to `changed` (possibly twice).
    void moved(const BoardIndex& board, const RuleFacts* facts, PieceIndex piece, SpaceIndex from, SpaceIndex to,
               std::vector<SpaceIndex>& changed);

    std::size_t sideCount() const { return sides_; }
    int count(SideIndex side, SpaceIndex space) const { return counts_[side * spaces_ + space]; }
    bool covers(SideIndex side, SpaceIndex space) const { return coverage_[side].test(space); }
    // Covered by a side other than `friendly`. Opposing zones do not cancel.
    bool enemyCovers(SideIndex friendly, SpaceIndex space) const;
    // `friendly` has a negating piece in the space.
    bool negated(SideIndex friendly, SpaceIndex space) const { return negators_.has(friendly, space); }
    // enemyCovers unless negated: for the purposes where friendly presence lifts an enemy zone.
    bool enemyEffective(SideIndex friendly, SpaceIndex space) const {
        return enemyCovers(friendly, space) && !negated(friendly, space);
    }
    // In the zones of two or more sides at once.
    bool mutual(SpaceIndex space) const;
    const IndexBits& coverage(SideIndex side) const { return coverage_[side]; }
    std::vector<SpaceIndex> spaces(SideIndex side) const;
    // Spaces a piece's zone covers (empty for pieces that project none).
    std::span<const SpaceIndex> footprint(PieceIndex piece) const { return footprint_[piece]; }

private:
    ZoneEntry entryAt(const BoardIndex& board, const RuleFacts* facts, SideIndex side, SpaceIndex space);
    ZoneEntry evaluateEntry(const BoardIndex& board, const RuleFacts* facts, SideIndex side, SpaceIndex space) const;
    void project(const BoardIndex& board, const RuleFacts* facts, PieceIndex piece, std::vector<SpaceIndex>* changed);
    void retract(PieceIndex piece, std::vector<SpaceIndex>* changed);
    void add(SideIndex side, SpaceIndex space, int delta, std::vector<SpaceIndex>* changed);

    const Topology* topology_;
    ZoneRules rules_;
    std::size_t spaces_;
    std::size_t sides_ = 0;
    // Static tables.
    std::vector<std::uint8_t> crosses_;  // by arc of the zone's arc graph
    IndexBits enters_;
    IndexBits leaves_;
    // Per piece.
    PieceFlags projects_;
    std::vector<SideIndex> sideOf_;
    std::vector<std::vector<SpaceIndex>> footprint_;
    std::vector<std::vector<SpaceIndex>> looked_;    // footprint plus the spaces that stopped it
    std::vector<std::vector<PieceIndex>> watchers_;  // by space: projectors whose `looked_` holds it
    // Per side and space.
    std::vector<std::uint16_t> counts_;
    std::vector<IndexBits> coverage_;
    std::vector<std::uint8_t> entry_;  // cached ZoneEntry, kUnknown until asked
    Presence negators_;
    // Scratch for walks of range > 1.
    std::vector<std::uint32_t> seen_;
    std::uint32_t stamp_ = 0;
};

}  // namespace adj::rules
