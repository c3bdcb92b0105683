// SupplyTracer::explain: why a unit cannot trace. It runs only for the piece being asked about, as a
// forward search from the unit, so it can afford to search further than the limit and to search
// again with the blockers lifted, to find what cut the line.
#include <algorithm>
#include <limits>
#include <queue>

#include "engine/rules/supply_tracer.hpp"

namespace adj::rules {
namespace {

constexpr int kFar = std::numeric_limits<int>::max();

struct Unpriced {
    SpaceIndex to = 0;
    std::string chart;
};

}  // namespace

std::vector<SupplyReason> SupplyTracer::explain(const BoardIndex& board, const RuleFacts& facts, const SupplyMap& map,
                                                SpaceIndex start, int reduction) {
    std::vector<SupplyReason> reasons;
    if (map.reached(start, reduction)) return reasons;
    resolveZones(facts);
    const Topology& topology = *topology_;
    const Asker asker{board, map.side(), facts, nullptr};
    const auto name = [&](SpaceIndex s) { return topology.id(s); };

    if (map.sources().empty()) {
        SupplyReason reason;
        reason.code = kSupplyNoSource;
        reason.message = board.sideDisplayName(map.side()) + " has no supply source for this line";
        reasons.push_back(std::move(reason));
        return reasons;
    }

    // Explanations run for one piece on demand, so the search may cover the whole map: the nearest
    // connected space can be far away on a sparse map.
    const int horizon = 60000;
    const ArcGraph& arcs = topology.adjacency();
    // Forward from the unit; with `honour` false, only costs count and the blockers are lifted.
    const auto search = [&](bool honour, std::vector<int>& dist, std::vector<SpaceIndex>& prev, std::vector<Unpriced>* unpriced) {
        dist.assign(topology.spaceCount(), kFar);
        prev.assign(topology.spaceCount(), kNoSpace);
        using Item = std::pair<int, SpaceIndex>;
        std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
        dist[start] = 0;
        queue.push({0, start});
        while (!queue.empty()) {
            const auto [d, u] = queue.top();
            queue.pop();
            if (d != dist[u]) continue;
            const bool uInZone = zoneToZone_ != nullptr && zoneToZone_->enemyCovers(map.side(), u);
            for (ArcIndex a = arcs.begin(u); a < arcs.end(u); ++a) {
                const SpaceIndex v = arcs.arc(a).to;
                const StepCost cost = costs_.cost(a);
                if (cost.isUnknown()) {
                    if (unpriced != nullptr && d <= map.maxLimit()) unpriced->push_back({v, costs_.chart(cost)});
                    continue;
                }
                if (!cost.known()) continue;
                int nd = d + cost.points();
                if (uInZone && zoneToZone_->enemyCovers(map.side(), v)) nd += rules_.zoneToZoneExtra;
                if (nd > horizon || nd >= dist[v]) continue;
                if (honour && !map.isSource(v) &&
                    (spaceBlocked(overland_, asker, v) != nullptr || arcBlocked(overland_, asker, std::nullopt, a) != nullptr)) {
                    continue;
                }
                dist[v] = nd;
                prev[v] = u;
                queue.push({nd, v});
            }
        }
    };
    const auto legName = [&](SpaceIndex origin) -> std::string {
        switch (map.originKind(origin)) {
            case OriginKind::Source: return "supply source";
            case OriginKind::Network: return rules_.networks[map.originLeg_[origin]].name + " space";
            case OriginKind::Relay: return rules_.relays ? rules_.relays->name : std::string("relay");
            case OriginKind::None: break;
        }
        return "space";
    };

    std::vector<int> dist;
    std::vector<SpaceIndex> prev;
    std::vector<Unpriced> unpriced;
    search(true, dist, prev, &unpriced);

    // 1. A network space within reach that is not connected: find where its line is cut.
    SpaceIndex cutFrom = kNoSpace;
    std::size_t cutLeg = 0;
    for (SpaceIndex s = 0; s < topology.spaceCount(); ++s) {
        if (dist[s] == kFar) continue;
        for (std::size_t leg = 0; leg < legs_.size(); ++leg) {
            const NetworkLeg& spec = rules_.networks[leg];
            if (!topology.onLayer(spec.layer, s) || map.onNetwork(s, leg)) continue;
            if (spec.joins && !spec.joins(asker.query(s))) continue;
            if (dist[s] + reduction > legJoinLimit(asker, leg, s)) continue;
            if (cutFrom == kNoSpace || dist[s] < dist[cutFrom]) {
                cutFrom = s;
                cutLeg = leg;
            }
        }
    }
    if (cutFrom != kNoSpace) {
        // Breadth first along the networks with every blocker lifted, to the nearest connected state;
        // then walk that line from the unit's end and report the first thing that blocks it.
        const std::size_t legs = legs_.size();
        std::vector<std::int64_t> parent(topology.spaceCount() * legs, -1);
        std::vector<std::pair<SpaceIndex, std::size_t>> queue{{cutFrom, cutLeg}};
        parent[cutFrom * legs + cutLeg] = static_cast<std::int64_t>(cutFrom * legs + cutLeg);
        std::optional<std::pair<SpaceIndex, std::size_t>> found;
        for (std::size_t i = 0; i < queue.size() && !found; ++i) {
            const auto [u, leg] = queue[i];
            const auto visit = [&](SpaceIndex v, std::size_t l) {
                auto& p = parent[v * legs + l];
                if (p >= 0) return;
                p = static_cast<std::int64_t>(u * legs + leg);
                if (map.onNetwork(v, l) || map.isSource(v)) {
                    if (!found) found = std::make_pair(v, l);
                    return;
                }
                queue.emplace_back(v, l);
            };
            const ArcGraph& layer = topology.layer(rules_.networks[leg].layer);
            for (ArcIndex a = layer.begin(u); a < layer.end(u); ++a) visit(layer.arc(a).to, leg);
            for (std::size_t other = 0; other < legs; ++other)
                if (other != leg && topology.onLayer(rules_.networks[other].layer, u)) visit(u, other);
        }
        SupplyReason reason;
        reason.code = kSupplyNetworkCut;
        reason.leg = rules_.networks[cutLeg].name;
        reason.cost = dist[cutFrom];
        reason.limit = legJoinLimit(asker, cutLeg, cutFrom);
        if (found) {
            std::vector<std::pair<SpaceIndex, std::size_t>> line;  // from the connected end back to cutFrom
            for (std::size_t at = found->first * legs + found->second;;) {
                line.emplace_back(static_cast<SpaceIndex>(at / legs), at % legs);
                const auto up = static_cast<std::size_t>(parent[at]);
                if (up == at) break;
                at = up;
            }
            std::reverse(line.begin(), line.end());
            // line[0] is cutFrom; the last state is connected already and never blocks.
            for (std::size_t i = 0; i + 1 < line.size() && reason.blocker.empty(); ++i) {
                const auto [s, leg] = line[i];
                if (const char* why = spaceBlocked(legs_[leg], asker, s)) {
                    reason.space = s;
                    reason.blocker = why;
                    reason.leg = rules_.networks[leg].name;
                    break;
                }
                const auto [t, nextLeg] = line[i + 1];
                if (t == s) {
                    if (rules_.transfers && !rules_.transfers(asker.query(s), leg, nextLeg)) {
                        reason.space = s;
                        reason.blocker = "no-change-of-network";
                    }
                    continue;
                }
                const ArcGraph& layer = topology.layer(rules_.networks[leg].layer);
                if (const char* why = arcBlocked(legs_[leg], asker, rules_.networks[leg].layer, layer.find(s, t))) {
                    reason.space = t;
                    reason.blocker = why;
                    reason.leg = rules_.networks[leg].name;
                }
            }
            if (reason.blocker.empty()) {
                reason.space = cutFrom;
                reason.blocker = "too-many-legs";
            }
            reason.message = "the " + reason.leg + " line from " + name(cutFrom) + " is cut at " + name(reason.space) +
                             " (" + reason.blocker + ")";
        } else {
            reason.space = cutFrom;
            reason.message = "the " + reason.leg + " at " + name(cutFrom) + " does not lead to a supply source";
        }
        reasons.push_back(std::move(reason));
    }

    // 2. The nearest connected place, if it is merely too far.
    SpaceIndex nearest = kNoSpace;
    int overshoot = kFar;
    for (SpaceIndex s = 0; s < topology.spaceCount(); ++s) {
        if (dist[s] == kFar || !map.isOrigin(s)) continue;
        const int over = dist[s] + reduction - map.originLimit_[s];
        if (over < overshoot || (over == overshoot && dist[s] < dist[nearest])) {
            overshoot = over;
            nearest = s;
        }
    }
    if (nearest != kNoSpace && overshoot > 0) {
        SupplyReason reason;
        reason.code = kSupplyTooFar;
        reason.space = nearest;
        reason.leg = "overland";
        reason.cost = dist[nearest];
        reason.limit = map.originLimit_[nearest] - reduction;
        reason.message = "no " + legName(nearest) + " within " + std::to_string(reason.limit) + " MP: the nearest, " +
                         name(nearest) + ", is " + std::to_string(reason.cost) + " MP away";
        reasons.push_back(std::move(reason));
    }

    // 3. With the blockers lifted, a connected place would be in reach: say what blocks the way.
    std::vector<int> freeDist;
    std::vector<SpaceIndex> freePrev;
    search(false, freeDist, freePrev, nullptr);
    SpaceIndex target = kNoSpace;
    for (SpaceIndex s = 0; s < topology.spaceCount(); ++s) {
        if (freeDist[s] == kFar || !map.isOrigin(s) || freeDist[s] + reduction > map.originLimit_[s]) continue;
        if (target == kNoSpace || freeDist[s] < freeDist[target]) target = s;
    }
    if (target != kNoSpace) {
        std::vector<SpaceIndex> way;
        for (SpaceIndex at = target; at != kNoSpace; at = freePrev[at]) way.push_back(at);
        std::reverse(way.begin(), way.end());
        SupplyReason reason;
        reason.code = kSupplyOverlandBlocked;
        reason.leg = "overland";
        for (std::size_t i = 1; i < way.size() && reason.blocker.empty(); ++i) {
            if (map.isSource(way[i])) break;
            const char* why = spaceBlocked(overland_, asker, way[i]);
            if (why == nullptr) why = arcBlocked(overland_, asker, std::nullopt, arcs.find(way[i - 1], way[i]));
            if (why != nullptr) {
                reason.space = way[i];
                reason.blocker = why;
            }
        }
        if (!reason.blocker.empty()) {
            reason.cost = freeDist[target];
            reason.limit = map.originLimit_[target] - reduction;
            reason.message = "the overland way to " + name(target) + " is blocked at " + name(reason.space) + " (" +
                             reason.blocker + ")";
            reasons.push_back(std::move(reason));
        }
    }

    // 4. Steps nobody could price: the answer waits for a chart value.
    for (const Unpriced& step : unpriced) {
        if (dist[step.to] != kFar) continue;  // reached some other way
        SupplyReason reason;
        reason.code = kSupplyCostUnknown;
        reason.space = step.to;
        reason.leg = "overland";
        reason.chart = step.chart;
        reason.message = "the cost of entering " + name(step.to) + " is not known yet (" + step.chart + ")";
        reasons.push_back(std::move(reason));
        break;
    }

    if (reasons.empty()) {
        SupplyReason reason;
        reason.code = kSupplyUnreachable;
        reason.message = "no space connected to a supply source is within reach";
        reasons.push_back(std::move(reason));
    }
    return reasons;
}

}  // namespace adj::rules
