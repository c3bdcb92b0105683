// SupplyTracer::update: the local repair of a supply map after a move.
#include <algorithm>

#include "engine/rules/supply_tracer.hpp"
#include "engine/rules/supply_run.hpp"

namespace adj::rules {
namespace {

// Past this many changed spaces, or a region this large, a fresh search is as cheap.
constexpr std::size_t kMaxSeeds = 64;
constexpr std::size_t kRegionShare = 3;  // at most a third of the map

}  // namespace

bool SupplyTracer::update(const BoardIndex& board, const RuleFacts& facts, std::span<const SpaceIndex> sources,
                          std::span<const SpaceIndex> changed, SupplyMap& map) {
    resolveZones(facts);
    const std::size_t spaces = topology_->spaceCount();
    SupplyMap fresh(spaces, legs_.size(), map.side());
    Run run{Asker{board, map.side(), facts, &fresh.touched_}, fresh, {}, {}};
    front(run, sources);

    const auto full = [&] {
        overland(run);
        map = std::move(fresh);
        return false;
    };
    const bool sameSources = std::equal(sources.begin(), sources.end(), map.sources_.begin(), map.sources_.end());
    if (!costs_.allPositive() || fresh.maxLimit_ != map.maxLimit_ || !sameSources) return full();

    // What changed for the overland leg: the changed spaces, and every space whose origin changed.
    std::vector<SpaceIndex> seeds(changed.begin(), changed.end());
    for (SpaceIndex s = 0; s < spaces; ++s) {
        const bool differs = fresh.originKind_[s] != map.originKind_[s] ||
                             (fresh.originKind_[s] != 0 && fresh.originLimit_[s] != map.originLimit_[s]);
        if (differs) seeds.push_back(s);
        if (seeds.size() > kMaxSeeds) return full();
    }

    // Everything within maxLimit steps of a seed: outside it no line of cost <= maxLimit can touch a seed.
    if (seen_.size() != spaces) seen_.assign(spaces, 0);
    if (++stamp_ == 0) {
        std::fill(seen_.begin(), seen_.end(), 0);
        stamp_ = 1;
    }
    std::vector<SpaceIndex> region;
    for (const SpaceIndex s : seeds) {
        if (seen_[s] == stamp_) continue;
        seen_[s] = stamp_;
        region.push_back(s);
    }
    const ArcGraph& arcs = topology_->adjacency();
    std::size_t ringStart = 0;
    for (int step = 0; step < fresh.maxLimit_; ++step) {
        const std::size_t ringEnd = region.size();
        for (std::size_t i = ringStart; i < ringEnd; ++i) {
            for (const Arc& arc : arcs.out(region[i])) {
                if (seen_[arc.to] == stamp_) continue;
                seen_[arc.to] = stamp_;
                region.push_back(arc.to);
            }
        }
        ringStart = ringEnd;
        if (region.size() * kRegionShare > spaces) return full();
    }
    IndexBits inRegion(spaces);
    for (const SpaceIndex s : region) inRegion.set(s);

    overlandWithin(run, map, region, inRegion);
    fresh.touched_ |= map.touched_;  // what the kept labels were computed from
    map = std::move(fresh);
    return true;
}

void SupplyTracer::overlandWithin(Run& run, const SupplyMap& old, const std::vector<SpaceIndex>& region,
                                  const IndexBits& inRegion) {
    SupplyMap& map = run.map;
    const int maxLimit = map.maxLimit_;
    map.label_ = old.label_;
    map.next_ = old.next_;
    for (const SpaceIndex s : region) {
        map.label_[s] = SupplyMap::kUnreached;
        map.next_[s] = kNoSpace;
    }
    const ArcGraph& arcs = topology_->adjacency();
    queue_.reset(maxLimit);
    for (const SpaceIndex s : region) {
        map.touched_.set(s);
        if (map.originKind_[s] != 0) {
            map.label_[s] = static_cast<std::uint16_t>(maxLimit - map.originLimit_[s]);
            queue_.push(map.label_[s], s);
        }
        // Labels just outside the region are final; they feed the region as extra sources.
        for (const Arc& arc : arcs.out(s)) {
            if (!inRegion.test(arc.to) && map.label_[arc.to] != SupplyMap::kUnreached) queue_.push(map.label_[arc.to], arc.to);
        }
    }
    while (!queue_.empty()) {
        const auto [d, v] = queue_.pop();
        if (d != map.label_[v]) continue;
        if (!map.isSource(v) && spaceBlocked(overland_, run.asker, v) != nullptr) continue;
        const bool vInZone = zoneToZone_ != nullptr && zoneToZone_->enemyCovers(run.side(), v);
        for (ArcIndex a = arcs.begin(v); a < arcs.end(v); ++a) {
            const SpaceIndex u = arcs.arc(a).to;
            if (!inRegion.test(u)) continue;
            const ArcIndex forward = arcs.reverse(a);
            const StepCost cost = costs_.cost(forward);
            if (!cost.known()) continue;
            int nd = d + cost.points();
            if (vInZone && zoneToZone_->enemyCovers(run.side(), u)) nd += rules_.zoneToZoneExtra;
            if (nd > maxLimit || nd >= map.label_[u]) continue;
            if (arcBlocked(overland_, run.asker, std::nullopt, forward) != nullptr) continue;
            map.label_[u] = static_cast<std::uint16_t>(nd);
            map.next_[u] = v;
            queue_.push(nd, u);
        }
    }
}

}  // namespace adj::rules
