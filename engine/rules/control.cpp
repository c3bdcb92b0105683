#include "engine/rules/control.hpp"

namespace adj::rules {

ControlMap::ControlMap(const Topology& topology, ControlRules rules) : topology_(&topology), rules_(std::move(rules)) {
    tracked_.assign(topology.spaceCount(), 1);
    if (rules_.tracked) {
        for (SpaceIndex s = 0; s < topology.spaceCount(); ++s) tracked_[s] = rules_.tracked(topology.graph().space(s)) ? 1 : 0;
    }
}

void ControlMap::build(const BoardIndex& board, const std::map<std::string, std::string>& recorded) {
    const std::size_t spaces = topology_->spaceCount();
    sides_ = board.sideCount();
    default_.assign(spaces, kNoSide);
    if (rules_.defaultOwner) {
        for (SpaceIndex s = 0; s < spaces; ++s) {
            if (const auto owner = rules_.defaultOwner(topology_->graph().space(s))) default_[s] = board.sideIndex(*owner);
        }
    }
    recorded_ = default_;
    for (const auto& [spaceId, side] : recorded) {
        if (const auto space = topology_->find(spaceId)) recorded_[*space] = board.sideIndex(side);
    }
    controllers_ = Presence(board, rules_.controls, true);
    now_.assign(spaces, SpaceControl{});
    for (SpaceIndex s = 0; s < spaces; ++s) now_[s] = decide(s);
}

SpaceControl ControlMap::decide(SpaceIndex space) const {
    if (tracked_[space] == 0) return {};
    SideIndex present = kNoSide;
    int sidesPresent = 0;
    for (SideIndex side = 0; side < sides_; ++side) {
        if (controllers_.has(side, space)) {
            present = side;
            ++sidesPresent;
        }
    }
    if (sidesPresent == 1) return {present, false};
    if (sidesPresent >= 2) {
        if (rules_.whenShared == ControlRules::Shared::Contested) return {kNoSide, true};
        return {recorded_[space], false};
    }
    switch (rules_.whenEmpty) {
        case ControlRules::Empty::KeepPrevious: return {recorded_[space], false};
        case ControlRules::Empty::Default: return {default_[space], false};
        case ControlRules::Empty::Uncontrolled: return {};
    }
    return {};
}

void ControlMap::moved(const BoardIndex& board, PieceIndex piece, SpaceIndex from, SpaceIndex to,
                       std::vector<SpaceIndex>& changed) {
    controllers_.moved(piece, board.sideOf(piece), from, to);
    for (const SpaceIndex s : {from, to}) {
        if (s == kNoSpace) continue;
        const SpaceControl now = decide(s);
        if (now != now_[s]) {
            now_[s] = now;
            changed.push_back(s);
        }
    }
}

std::vector<ControlChange> ControlMap::changes() const {
    std::vector<ControlChange> result;
    for (SpaceIndex s = 0; s < now_.size(); ++s) {
        if (tracked_[s] != 0 && now_[s].side != recorded_[s]) result.push_back({s, recorded_[s], now_[s].side});
    }
    return result;
}

}  // namespace adj::rules
