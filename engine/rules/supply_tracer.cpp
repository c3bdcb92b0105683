#include "engine/rules/supply_tracer.hpp"
#include "engine/rules/supply_run.hpp"

#include <algorithm>
#include <stdexcept>

namespace adj::rules {


SupplyTracer::SupplyTracer(const Topology& topology, SupplyTraceRules rules)
    : topology_(&topology), rules_(std::move(rules)), costs_(topology, std::nullopt, rules_.overlandCosts) {
    if (rules_.networks.size() > 8) throw std::invalid_argument("rules: a supply trace may use at most 8 network legs");
    if (rules_.overlandLimit < 0 || rules_.overlandLimit > 60000) {
        throw std::invalid_argument("rules: supply trace '" + rules_.id + "' has an overland limit out of range");
    }
    overland_.spec = &rules_.overlandBlockers;
    legs_.resize(rules_.networks.size());
    for (std::size_t l = 0; l < legs_.size(); ++l) {
        legs_[l].spec = &rules_.networks[l].blockers;
        if (rules_.networks[l].layer >= topology.layerCount()) {
            throw std::invalid_argument("rules: supply trace '" + rules_.id + "' names a network layer the board lacks");
        }
    }
}

void SupplyTracer::attach(const BoardIndex& board) {
    const auto prepare = [&](Blockers& blockers) {
        blockers.hasEnemy = static_cast<bool>(blockers.spec->enemyPieces);
        blockers.enemy = blockers.hasEnemy ? Presence(board, blockers.spec->enemyPieces) : Presence();
    };
    prepare(overland_);
    for (auto& leg : legs_) prepare(leg);
}

void SupplyTracer::moved(const BoardIndex& board, PieceIndex piece, SpaceIndex from, SpaceIndex to) {
    const SideIndex side = board.sideOf(piece);
    if (overland_.hasEnemy) overland_.enemy.moved(piece, side, from, to);
    for (auto& leg : legs_)
        if (leg.hasEnemy) leg.enemy.moved(piece, side, from, to);
}

void SupplyTracer::resolveZones(const RuleFacts& facts) {
    const auto resolve = [&](const std::string& id) -> const ZoneMap* {
        if (id.empty()) return nullptr;
        const ZoneMap* zone = facts.zone(id);
        if (zone == nullptr) throw std::invalid_argument("rules: supply trace '" + rules_.id + "' names zone '" + id + "', which is not evaluated");
        return zone;
    };
    overland_.zone = resolve(rules_.overlandBlockers.enemyZone);
    for (std::size_t l = 0; l < legs_.size(); ++l) legs_[l].zone = resolve(rules_.networks[l].blockers.enemyZone);
    zoneToZone_ = rules_.zoneToZoneExtra != 0 ? resolve(rules_.zoneToZone) : nullptr;
}

const char* SupplyTracer::spaceBlocked(const Blockers& blockers, const Asker& asker, SpaceIndex space) const {
    if (asker.touched != nullptr) asker.touched->set(space);
    if (blockers.zone != nullptr && blockers.zone->enemyCovers(asker.side, space) &&
        !(blockers.spec->friendlyNegatesZone && blockers.zone->negated(asker.side, space))) {
        return kBlockedByEnemyZone;
    }
    if (blockers.hasEnemy && blockers.enemy.enemyHas(asker.side, space)) return kBlockedByEnemyPieces;
    for (const SpaceBlocker& custom : blockers.spec->spaces)
        if (custom.blocks(asker.query(space))) return custom.reason.c_str();
    return nullptr;
}

const char* SupplyTracer::arcBlocked(const Blockers& blockers, const Asker& asker, std::optional<LayerIndex> layer,
                                     ArcIndex arc) const {
    if (blockers.spec->arcs.empty()) return nullptr;
    const ArcView view = viewArc(*topology_, layer, arc);
    if (asker.touched != nullptr) {
        asker.touched->set(view.arc.from);
        asker.touched->set(view.arc.to);
    }
    const ArcQuery query{asker.board, view, asker.side, &asker.facts, asker.touched};
    for (const ArcBlocker& custom : blockers.spec->arcs)
        if (custom.blocks(query)) return custom.reason.c_str();
    return nullptr;
}

int SupplyTracer::legJoinLimit(const Asker& asker, std::size_t leg, SpaceIndex space) const {
    const NetworkLeg& spec = rules_.networks[leg];
    return spec.joinLimit ? spec.joinLimit(asker.query(space)) : rules_.overlandLimit;
}

void SupplyTracer::offerOrigin(Run& run, SpaceIndex space, OriginKind kind, std::uint8_t leg, int limit) {
    SupplyMap& map = run.map;
    limit = std::clamp(limit, 0, 60000);
    if (map.originKind_[space] == 0) {
        run.origins.push_back(space);
    } else if (limit <= map.originLimit_[space]) {
        return;  // an earlier reason reaches as far (sources are offered first and win ties)
    }
    map.originKind_[space] = static_cast<std::uint8_t>(kind);
    map.originLeg_[space] = leg;
    map.originLimit_[space] = static_cast<std::uint16_t>(limit);
}

// Breadth first over (space, leg) states, one number of legs at a time, so each state is reached with
// the fewest legs: any line that may continue from more legs may continue from fewer.
void SupplyTracer::flood(Run& run, std::vector<std::pair<SpaceIndex, std::uint8_t>> current) {
    SupplyMap& map = run.map;
    run.reachedStates.clear();
    int legsUsed = 1;
    while (!current.empty()) {
        for (std::size_t i = 0; i < current.size(); ++i) {
            const auto [u, leg] = current[i];
            run.reachedStates.push_back(current[i]);
            const NetworkLeg& spec = rules_.networks[leg];
            const ArcGraph& arcs = topology_->layer(spec.layer);
            for (ArcIndex a = arcs.begin(u); a < arcs.end(u); ++a) {
                const SpaceIndex v = arcs.arc(a).to;
                if ((map.netReached_[v] >> leg) & 1U) continue;
                if (arcBlocked(legs_[leg], run.asker, spec.layer, arcs.reverse(a)) != nullptr) continue;
                if (spaceBlocked(legs_[leg], run.asker, v) != nullptr) continue;
                map.netReached_[v] |= static_cast<std::uint8_t>(1U << leg);
                map.netParent_[map.state(v, leg)] = u;
                map.netParentLeg_[map.state(v, leg)] = leg;
                current.emplace_back(v, leg);
            }
        }
        if (rules_.maxNetworkLegs > 0 && legsUsed >= rules_.maxNetworkLegs) break;
        // Changes of network: towards the unit, a line on leg `to` here may have come along leg `from`.
        std::vector<std::pair<SpaceIndex, std::uint8_t>> next;
        for (const auto& [v, to] : current) {
            for (std::uint8_t from = 0; from < legs_.size(); ++from) {
                if (from == to || ((map.netReached_[v] >> from) & 1U) != 0) continue;
                if (!topology_->onLayer(rules_.networks[from].layer, v)) continue;
                if (rules_.transfers && !rules_.transfers(run.query(v), from, to)) continue;
                if (spaceBlocked(legs_[from], run.asker, v) != nullptr) continue;
                map.netReached_[v] |= static_cast<std::uint8_t>(1U << from);
                map.netParent_[map.state(v, from)] = v;
                map.netParentLeg_[map.state(v, from)] = to;
                next.emplace_back(v, from);
            }
        }
        current.swap(next);
        ++legsUsed;
    }
}

void SupplyTracer::joinOrigins(Run& run, std::span<const std::pair<SpaceIndex, std::uint8_t>> states) {
    for (const auto& [space, leg] : states) {
        const NetworkLeg& spec = rules_.networks[leg];
        const SpaceQuery query = run.query(space);
        if (spec.joins && !spec.joins(query)) continue;
        const int limit = legJoinLimit(run.asker, leg, space);
        offerOrigin(run, space, OriginKind::Network, leg, limit);
    }
}

// Waves of relays: every relay within the hop limit of something already connected becomes connected,
// then everything is searched again from the grown set, until a wave finds none.
void SupplyTracer::followRelays(Run& run) {
    const RelayRules& relays = *rules_.relays;
    SupplyMap& map = run.map;
    const std::size_t spaces = topology_->spaceCount();
    const ArcGraph& arcs = topology_->adjacency();
    std::vector<std::uint16_t> hop(spaces);
    std::vector<SpaceIndex> hopNext(spaces);
    for (;;) {
        std::fill(hop.begin(), hop.end(), SupplyMap::kUnreached);
        std::fill(hopNext.begin(), hopNext.end(), kNoSpace);
        queue_.reset(relays.hopLimit);
        for (const SpaceIndex origin : run.origins) {
            hop[origin] = 0;
            queue_.push(0, origin);
        }
        std::vector<SpaceIndex> found;
        while (!queue_.empty()) {
            const auto [d, v] = queue_.pop();
            if (d != hop[v]) continue;
            if (!map.isSource(v) && spaceBlocked(overland_, run.asker, v) != nullptr) continue;
            if (map.originKind_[v] == 0 && relays.isRelay && relays.isRelay(run.query(v))) found.push_back(v);
            for (ArcIndex a = arcs.begin(v); a < arcs.end(v); ++a) {
                const SpaceIndex u = arcs.arc(a).to;
                const ArcIndex forward = arcs.reverse(a);
                const StepCost cost = costs_.cost(forward);
                if (!cost.known()) continue;
                const int nd = d + cost.points();
                if (nd > relays.hopLimit || nd >= hop[u]) continue;
                if (arcBlocked(overland_, run.asker, std::nullopt, forward) != nullptr) continue;
                map.touched_.set(u);
                hop[u] = static_cast<std::uint16_t>(nd);
                hopNext[u] = v;
                queue_.push(nd, u);
            }
        }
        if (found.empty()) return;
        std::vector<std::pair<SpaceIndex, std::uint8_t>> seeds;
        for (const SpaceIndex r : found) {
            SupplyMap::Relay record;
            record.space = r;
            SpaceIndex at = r;
            while (hopNext[at] != kNoSpace) {
                at = hopNext[at];
                record.hop.push_back(at);
            }
            // Where the hop ended, as it was then: later waves must not re-route an older relay
            // through a newer one.
            record.terminalKind = map.originKind(at);
            record.terminalLeg = map.originLeg_[at];
            map.relayOf_[r] = static_cast<std::int32_t>(map.relays_.size());
            map.relays_.push_back(std::move(record));
            const SpaceQuery query = run.query(r);
            offerOrigin(run, r, OriginKind::Relay, 0, relays.joinLimit ? relays.joinLimit(query) : rules_.overlandLimit);
            if (!relays.continuesOnNetworks) continue;
            for (std::uint8_t leg = 0; leg < legs_.size(); ++leg) {
                if (!topology_->onLayer(rules_.networks[leg].layer, r) || ((map.netReached_[r] >> leg) & 1U)) continue;
                map.netReached_[r] |= static_cast<std::uint8_t>(1U << leg);
                map.netParent_[map.state(r, leg)] = r;
                map.netParentLeg_[map.state(r, leg)] = SupplyMap::kFromRelay;
                seeds.emplace_back(r, leg);
            }
        }
        if (!seeds.empty()) {
            flood(run, std::move(seeds));
            const auto states = run.reachedStates;
            joinOrigins(run, states);
        }
    }
}

// One bounded multi-source Dijkstra over reversed arcs. Each origin starts at maxLimit - its own
// limit, so "label <= maxLimit" means "within the limit of the origin it leads to" for every origin
// at once, whatever their limits.
void SupplyTracer::overland(Run& run) {
    SupplyMap& map = run.map;
    const int maxLimit = map.maxLimit_;
    queue_.reset(maxLimit);
    for (const SpaceIndex origin : run.origins) {
        const auto label = static_cast<std::uint16_t>(maxLimit - map.originLimit_[origin]);
        map.label_[origin] = label;
        map.touched_.set(origin);
        queue_.push(label, origin);
    }
    const ArcGraph& arcs = topology_->adjacency();
    while (!queue_.empty()) {
        const auto [d, v] = queue_.pop();
        if (d != map.label_[v]) continue;
        // Units elsewhere reach v only by entering it; a unit standing in v has its answer already.
        if (!map.isSource(v) && spaceBlocked(overland_, run.asker, v) != nullptr) continue;
        const bool vInZone = zoneToZone_ != nullptr && zoneToZone_->enemyCovers(run.side(), v);
        for (ArcIndex a = arcs.begin(v); a < arcs.end(v); ++a) {
            const SpaceIndex u = arcs.arc(a).to;
            const ArcIndex forward = arcs.reverse(a);
            const StepCost cost = costs_.cost(forward);
            if (!cost.known()) continue;
            int nd = d + cost.points();
            map.touched_.set(u);
            if (vInZone && zoneToZone_->enemyCovers(run.side(), u)) nd += rules_.zoneToZoneExtra;
            if (nd > maxLimit || nd >= map.label_[u]) continue;
            if (arcBlocked(overland_, run.asker, std::nullopt, forward) != nullptr) continue;
            map.label_[u] = static_cast<std::uint16_t>(nd);
            map.next_[u] = v;
            queue_.push(nd, u);
        }
    }
}

void SupplyTracer::front(Run& run, std::span<const SpaceIndex> sources) {
    SupplyMap& map = run.map;
    map.sources_.assign(sources.begin(), sources.end());
    std::vector<std::pair<SpaceIndex, std::uint8_t>> seeds;
    for (const SpaceIndex source : sources) {
        if (source >= topology_->spaceCount() || map.sourceBits_.test(source)) continue;
        map.sourceBits_.set(source);
        map.touched_.set(source);
        offerOrigin(run, source, OriginKind::Source, 0,
                    rules_.sourceLimit ? rules_.sourceLimit(run.query(source)) : rules_.overlandLimit);
        for (std::uint8_t leg = 0; leg < legs_.size(); ++leg) {
            if (!topology_->onLayer(rules_.networks[leg].layer, source)) continue;
            map.netReached_[source] |= static_cast<std::uint8_t>(1U << leg);
            map.netParentLeg_[map.state(source, leg)] = SupplyMap::kFromSource;
            seeds.emplace_back(source, leg);
        }
    }
    if (!seeds.empty()) {
        flood(run, std::move(seeds));
        const auto states = run.reachedStates;
        joinOrigins(run, states);
    }
    if (rules_.relays) followRelays(run);
    int maxLimit = 0;
    for (const SpaceIndex origin : run.origins) maxLimit = std::max<int>(maxLimit, map.originLimit_[origin]);
    map.maxLimit_ = maxLimit;
}

SupplyMap SupplyTracer::trace(const BoardIndex& board, SideIndex side, const RuleFacts& facts,
                              std::span<const SpaceIndex> sources) {
    resolveZones(facts);
    SupplyMap map(topology_->spaceCount(), legs_.size(), side);
    Run run{Asker{board, side, facts, &map.touched_}, map, {}, {}};
    front(run, sources);
    overland(run);
    return map;
}

}  // namespace adj::rules
