#include "engine/games/war-for-the-union/wftu_position_facts.hpp"

#include <map>
#include <mutex>

namespace adj::games::wftu {

namespace {

std::mutex registryMutex;
std::map<const rules::Topology*, std::weak_ptr<PositionFacts>>& registry() {
    static std::map<const rules::Topology*, std::weak_ptr<PositionFacts>> map;
    return map;
}

}  // namespace

void PositionFacts::load(const model::Position& position, const rules::Topology& topology, rules::SideIndex unionSide,
                         rules::SideIndex confederateSide) {
    const std::size_t spaces = topology.spaceCount();
    railBreak = rules::IndexBits(spaces);
    for (rules::IndexBits& bits : riverDepot) bits = rules::IndexBits(spaces);
    navalDepot = rules::IndexBits(spaces);
    for (const model::Marker& marker : position.markers) {
        const auto space = topology.find(marker.location.space);
        if (!space) continue;
        if (marker.kind == "rail-break") railBreak.set(*space);
        if (marker.kind == "naval-depot") navalDepot.set(*space);
        if (marker.kind == "river-depot") {
            const rules::SideIndex side = marker.side == "confederate" ? confederateSide
                                          : marker.side == "union"     ? unionSide
                                                                       : rules::kNoSide;
            if (side != rules::kNoSide && side < riverDepot.size()) riverDepot[side].set(*space);
        }
    }
    month = position.time.month;
    step = position.step;
    loaded = true;
}

std::shared_ptr<PositionFacts> registerFacts(const rules::Topology& topology, std::size_t sides) {
    auto facts = std::make_shared<PositionFacts>();
    facts->railBreak = rules::IndexBits(topology.spaceCount());
    facts->riverDepot.assign(sides, rules::IndexBits(topology.spaceCount()));
    facts->navalDepot = rules::IndexBits(topology.spaceCount());
    const std::lock_guard lock(registryMutex);
    auto& map = registry();
    for (auto it = map.begin(); it != map.end();) it = it->second.expired() ? map.erase(it) : std::next(it);
    map[&topology] = facts;
    return facts;
}

std::shared_ptr<PositionFacts> factsFor(const rules::Topology& topology) {
    const std::lock_guard lock(registryMutex);
    const auto it = registry().find(&topology);
    return it == registry().end() ? nullptr : it->second.lock();
}

}  // namespace adj::games::wftu
