#include "engine/rules/zone_map.hpp"

#include <algorithm>

namespace adj::rules {
namespace {

constexpr std::uint8_t kUnknownEntry = 0xFF;

}  // namespace

ZoneMap::ZoneMap(const Topology& topology, ZoneRules rules)
    : topology_(&topology), rules_(std::move(rules)), spaces_(topology.spaceCount()), enters_(spaces_), leaves_(spaces_) {
    const ArcGraph& arcs = arcsOf(topology, rules_.layer);
    crosses_.assign(arcs.arcCount(), 1);
    if (rules_.crosses) {
        for (ArcIndex a = 0; a < arcs.arcCount(); ++a) crosses_[a] = rules_.crosses(viewArc(topology, rules_.layer, a)) ? 1 : 0;
    }
    const auto& graph = topology.graph();
    for (SpaceIndex s = 0; s < spaces_; ++s) {
        enters_.assign(s, !rules_.enters || rules_.enters(graph.space(s)));
        leaves_.assign(s, !rules_.leaves || rules_.leaves(graph.space(s)));
    }
    watchers_.resize(spaces_);
    seen_.assign(spaces_, 0);
}

void ZoneMap::build(const BoardIndex& board, const RuleFacts* facts) {
    for (auto& looked : looked_)
        for (const SpaceIndex s : looked) watchers_[s].clear();
    sides_ = board.sideCount();
    counts_.assign(sides_ * spaces_, 0);
    coverage_.assign(sides_, IndexBits(spaces_));
    entry_.assign(sides_ * spaces_, kUnknownEntry);
    projects_ = PieceFlags(board, rules_.projects);
    negators_ = Presence(board, rules_.negates);
    sideOf_.assign(board.pieceCount(), kNoSide);
    footprint_.assign(board.pieceCount(), {});
    looked_.assign(board.pieceCount(), {});
    if (!projects_.any() && !rules_.alsoCovers) return;
    for (PieceIndex p = 0; p < board.pieceCount(); ++p) {
        sideOf_[p] = board.sideOf(p);
        if (projects_[p] || rules_.alsoCovers) project(board, facts, p, nullptr);
    }
}

ZoneEntry ZoneMap::evaluateEntry(const BoardIndex& board, const RuleFacts* facts, SideIndex side, SpaceIndex space) const {
    if (!rules_.entry) return ZoneEntry::Enter;
    return rules_.entry(SpaceQuery{board, space, side, facts});
}

ZoneEntry ZoneMap::entryAt(const BoardIndex& board, const RuleFacts* facts, SideIndex side, SpaceIndex space) {
    auto& cached = entry_[side * spaces_ + space];
    if (cached == kUnknownEntry) cached = static_cast<std::uint8_t>(evaluateEntry(board, facts, side, space));
    return static_cast<ZoneEntry>(cached);
}

void ZoneMap::add(SideIndex side, SpaceIndex space, int delta, std::vector<SpaceIndex>* changed) {
    auto& count = counts_[side * spaces_ + space];
    const bool before = count != 0;
    count = static_cast<std::uint16_t>(count + delta);
    const bool after = count != 0;
    if (before != after) {
        coverage_[side].assign(space, after);
        if (changed != nullptr) changed->push_back(space);
    }
}

void ZoneMap::project(const BoardIndex& board, const RuleFacts* facts, PieceIndex piece, std::vector<SpaceIndex>* changed) {
    auto& footprint = footprint_[piece];
    auto& looked = looked_[piece];
    footprint.clear();
    looked.clear();
    const SpaceIndex at = board.spaceOf(piece);
    const SideIndex side = sideOf_[piece];
    if (at == kNoSpace || side == kNoSide) return;
    const bool walks = projects_[piece];
    if (walks && rules_.includeOwnSpace && (!rules_.ownSpaceObeysEnters || enters_.test(at))) footprint.push_back(at);

    if (walks && rules_.range >= 1 && leaves_.test(at)) {
        const ArcGraph& arcs = arcsOf(*topology_, rules_.layer);
        if (++stamp_ == 0) {  // wrapped: old stamps could collide
            std::fill(seen_.begin(), seen_.end(), 0);
            stamp_ = 1;
        }
        seen_[at] = stamp_;
        // Breadth first, one ring per step; spaces first met at the lowest step count.
        std::vector<SpaceIndex> frontier{at};
        std::vector<SpaceIndex> next;
        for (int step = 1; step <= rules_.range && !frontier.empty(); ++step) {
            next.clear();
            for (const SpaceIndex u : frontier) {
                for (ArcIndex a = arcs.begin(u); a < arcs.end(u); ++a) {
                    if (crosses_[a] == 0) continue;
                    const SpaceIndex v = arcs.arc(a).to;
                    if (seen_[v] == stamp_) continue;
                    seen_[v] = stamp_;
                    if (!enters_.test(v)) continue;
                    const ZoneEntry entry = entryAt(board, facts, side, v);
                    looked.push_back(v);
                    if (entry == ZoneEntry::Blocked) continue;
                    footprint.push_back(v);
                    if (entry == ZoneEntry::Enter && leaves_.test(v)) next.push_back(v);
                }
            }
            frontier.swap(next);
        }
    }
    if (rules_.alsoCovers) {
        std::vector<SpaceIndex> extra;
        rules_.alsoCovers(board, piece, extra);
        for (const SpaceIndex s : extra)
            if (std::find(footprint.begin(), footprint.end(), s) == footprint.end()) footprint.push_back(s);
    }
    for (const SpaceIndex s : footprint) add(side, s, +1, changed);
    for (const SpaceIndex s : looked) watchers_[s].push_back(piece);
}

void ZoneMap::retract(PieceIndex piece, std::vector<SpaceIndex>* changed) {
    const SideIndex side = sideOf_[piece];
    for (const SpaceIndex s : footprint_[piece]) add(side, s, -1, changed);
    for (const SpaceIndex s : looked_[piece]) {
        auto& list = watchers_[s];
        list.erase(std::find(list.begin(), list.end(), piece));
    }
    footprint_[piece].clear();
    looked_[piece].clear();
}

void ZoneMap::moved(const BoardIndex& board, const RuleFacts* facts, PieceIndex piece, SpaceIndex from, SpaceIndex to,
                    std::vector<SpaceIndex>& changed) {
    negators_.moved(piece, board.sideOf(piece), from, to);
    if (!projects_.any() && !rules_.entry && !rules_.alsoCovers) return;
    std::vector<PieceIndex> redo;
    if (projects_[piece] || rules_.alsoCovers) redo.push_back(piece);
    // A space whose occupants changed may now let zones in, or keep them out: the projectors that
    // looked at it are projected again. Spaces never asked about were looked at by nobody.
    if (rules_.entry) {
        for (const SpaceIndex s : {from, to}) {
            if (s == kNoSpace || (s == to && from == to)) continue;
            for (SideIndex side = 0; side < sides_; ++side) {
                auto& cached = entry_[side * spaces_ + s];
                if (cached == kUnknownEntry) continue;
                const auto now = static_cast<std::uint8_t>(evaluateEntry(board, facts, side, s));
                if (now == cached) continue;
                cached = now;
                for (const PieceIndex w : watchers_[s])
                    if (sideOf_[w] == side) redo.push_back(w);
            }
        }
    }
    std::sort(redo.begin(), redo.end());
    redo.erase(std::unique(redo.begin(), redo.end()), redo.end());
    for (const PieceIndex w : redo) retract(w, &changed);
    for (const PieceIndex w : redo) project(board, facts, w, &changed);
}

bool ZoneMap::enemyCovers(SideIndex friendly, SpaceIndex space) const {
    for (SideIndex side = 0; side < sides_; ++side)
        if (side != friendly && coverage_[side].test(space)) return true;
    return false;
}

bool ZoneMap::mutual(SpaceIndex space) const {
    int sides = 0;
    for (SideIndex side = 0; side < sides_; ++side) sides += coverage_[side].test(space) ? 1 : 0;
    return sides >= 2;
}

std::vector<SpaceIndex> ZoneMap::spaces(SideIndex side) const {
    std::vector<SpaceIndex> result;
    coverage_[side].forEach([&](std::size_t s) { result.push_back(static_cast<SpaceIndex>(s)); });
    return result;
}

}  // namespace adj::rules
