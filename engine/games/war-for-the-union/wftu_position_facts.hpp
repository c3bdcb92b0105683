#pragma once
// What the WftU rules read from a position besides its pieces: rail breaks and depots (markers), rail
// control apart from hex control (`rail-control` markers, 9.51-9.52), neutral states (records
// `<feature>-neutral`, 9.53b), sieges (`siege` markers and `besieged` flags, 7.23e-f), the month
// (poor weather, 4.61), the step (whose units are judged now, 7.1; Supply Judgment only improves,
// 15.21) and the units an ineligible supply city has no room for (7.34). The evaluator's
// callbacks see pieces only, so the module keeps these facts per evaluation and its callbacks share
// them: evaluatorConfig() registers an empty set for the topology, and addAlerts() fills it from the
// evaluated position and evaluates again.
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/data/game_definition.hpp"
#include "engine/model/position.hpp"
#include "engine/rules/space_bits.hpp"
#include "engine/rules/topology.hpp"

namespace adj::games::wftu {

struct PositionFacts {
    bool loaded = false;
    rules::IndexBits railBreak;
    std::vector<rules::IndexBits> riverDepot;  // by side
    rules::IndexBits navalDepot;               // Union only (12.1)
    // 9.51-9.53: who controls each hex's rail where the position says so (a `rail-control` marker,
    // or a neutral state's rail: no one, kNoSide); elsewhere the hex's recorded control stands for it.
    rules::IndexBits railStated;
    std::vector<rules::SideIndex> railHolder;
    std::vector<rules::IndexBits> besieged;  // by side: hexes where that side's units are besieged (7.23e-f)
    // 7.34: pieces that trace only to ineligible supply cities with no room left for them.
    std::set<std::string> beyondCapacity;
    std::set<std::string> noLocBeyondCapacity;  // of those, the ones with no LOC to another source either
    int month = 0;  // 1..12; 0 unknown
    std::string step;
    std::string phasingSide;

    // Poor weather: December to March (4.61).
    bool poorWeather() const { return month == 12 || (month >= 1 && month <= 3); }
    // The Supply Judgment Segment of the Administration Phase: supply states only improve (15.21).
    bool improvementsOnly() const { return step.find("supply-judgment") != std::string::npos; }
    // 7.1: a side judges its units' supply in its own Supply Phase and Supply Judgment Segment only.
    bool judgesNow(const std::string& side) const {
        return !side.empty() && side == phasingSide && (step.find(".supply.") != std::string::npos || improvementsOnly());
    }
    // 9.52, 9.53: whether `side` controls the rail of the hex; `recorded` is the hex's recorded control
    // (kNoSide when unknown), which stands for the rail where the position says nothing of it.
    bool railFriendly(rules::SpaceIndex space, rules::SideIndex side, rules::SideIndex recorded) const {
        if (space < railStated.size() && railStated.test(space)) return railHolder[space] == side;
        return recorded == rules::kNoSide || recorded == side;
    }
    bool besiegedAt(rules::SideIndex side, rules::SpaceIndex space) const {
        return side < besieged.size() && besieged[side].size() > space && besieged[side].test(space);
    }

    void load(const model::Position& position, const rules::Topology& topology, const data::GameDefinition& definition,
              rules::SideIndex unionSide, rules::SideIndex confederateSide);
};

// The facts the callbacks of one evaluator configuration share; registered under the topology.
std::shared_ptr<PositionFacts> registerFacts(const rules::Topology& topology, std::size_t sides);
// The facts registered for a topology (nullptr when none is alive).
std::shared_ptr<PositionFacts> factsFor(const rules::Topology& topology);

}  // namespace adj::games::wftu
