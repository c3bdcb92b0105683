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

void PositionFacts::load(const model::Position& position, const rules::Topology& topology, const data::GameDefinition& definition,
                         rules::SideIndex unionSide, rules::SideIndex confederateSide) {
    const std::size_t spaces = topology.spaceCount();
    railBreak = rules::IndexBits(spaces);
    for (rules::IndexBits& bits : riverDepot) bits = rules::IndexBits(spaces);
    navalDepot = rules::IndexBits(spaces);
    railStated = rules::IndexBits(spaces);
    railHolder.assign(spaces, rules::kNoSide);
    besieged.assign(riverDepot.size(), rules::IndexBits(spaces));
    beyondCapacity.clear();
    noLocBeyondCapacity.clear();
    const auto sideOf = [&](const std::string& side) {
        return side == "confederate" ? confederateSide : side == "union" ? unionSide : rules::kNoSide;
    };
    // 9.53b: "While Kentucky is neutral ... its rail lines are friendly to neither side." A record
    // `<feature>-neutral` (the sequence's `kentucky-neutral`) makes the rail of the hexes with that
    // space feature no one's.
    for (const auto& [record, value] : position.records) {
        constexpr std::string_view suffix = "-neutral";
        if (value == 0 || record.size() <= suffix.size() || !record.ends_with(suffix)) continue;
        const auto feature = definition.featureBit(record.substr(0, record.size() - suffix.size()));
        if (!feature) continue;
        for (rules::SpaceIndex s = 0; s < spaces; ++s)
            if (topology.graph().space(s).features.has(*feature)) railStated.set(s);  // holder stays kNoSide
    }
    for (const model::Marker& marker : position.markers) {
        const auto space = topology.find(marker.location.space);
        if (!space) continue;
        if (marker.kind == "rail-break") railBreak.set(*space);
        if (marker.kind == "naval-depot") navalDepot.set(*space);
        if (marker.kind == "rail-control" && !railStated.test(*space)) {  // 9.51: the side that controls the rail here
            railStated.set(*space);
            railHolder[*space] = sideOf(marker.side);
        }
        if (marker.kind == "river-depot") {
            const rules::SideIndex side = marker.side == "confederate" ? confederateSide
                                          : marker.side == "union"     ? unionSide
                                                                       : rules::kNoSide;
            if (side != rules::kNoSide && side < riverDepot.size()) riverDepot[side].set(*space);
        }
    }
    // 7.23e-f: a side's units are besieged in a hex where they are flagged `besieged`, or flagged
    // `inside-fort` under a `siege` marker.
    rules::IndexBits siege(spaces);
    for (const model::Marker& marker : position.markers)
        if (const auto space = topology.find(marker.location.space); space && marker.kind == "siege") siege.set(*space);
    for (const model::Piece& piece : position.pieces) {
        const auto space = topology.find(piece.location.space);
        const rules::SideIndex side = sideOf(piece.side);
        if (!space || side == rules::kNoSide || side >= besieged.size()) continue;
        if (piece.hasFlag("besieged") || (piece.hasFlag("inside-fort") && siege.test(*space))) besieged[side].set(*space);
    }
    month = position.time.month;
    step = position.step;
    phasingSide = position.phasingSide;
    loaded = true;
}

std::shared_ptr<PositionFacts> registerFacts(const rules::Topology& topology, std::size_t sides) {
    auto facts = std::make_shared<PositionFacts>();
    facts->railBreak = rules::IndexBits(topology.spaceCount());
    facts->riverDepot.assign(sides, rules::IndexBits(topology.spaceCount()));
    facts->navalDepot = rules::IndexBits(topology.spaceCount());
    facts->railStated = rules::IndexBits(topology.spaceCount());
    facts->railHolder.assign(topology.spaceCount(), rules::kNoSide);
    facts->besieged.assign(sides, rules::IndexBits(topology.spaceCount()));
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
