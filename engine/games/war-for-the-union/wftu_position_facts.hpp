#pragma once
// What the WftU rules read from a position besides its pieces: rail breaks and depots (markers), the
// month (poor weather, 4.61) and the step (Supply Judgment only improves, 15.21). The evaluator's
// callbacks see pieces only, so the module keeps these facts per evaluation and its callbacks share
// them: evaluatorConfig() registers an empty set for the topology, and addAlerts() fills it from the
// evaluated position and evaluates again.
#include <memory>
#include <string>
#include <vector>

#include "engine/model/position.hpp"
#include "engine/rules/space_bits.hpp"
#include "engine/rules/topology.hpp"

namespace adj::games::wftu {

struct PositionFacts {
    bool loaded = false;
    rules::IndexBits railBreak;
    std::vector<rules::IndexBits> riverDepot;  // by side
    rules::IndexBits navalDepot;               // Union only (12.1)
    int month = 0;                             // 1..12; 0 unknown
    std::string step;

    // Poor weather: December to March (4.61).
    bool poorWeather() const { return month == 12 || (month >= 1 && month <= 3); }
    // The Supply Judgment Segment of the Administration Phase: supply states only improve (15.21).
    bool improvementsOnly() const { return step.find("supply-judgment") != std::string::npos; }

    void load(const model::Position& position, const rules::Topology& topology, rules::SideIndex unionSide,
              rules::SideIndex confederateSide);
};

// The facts the callbacks of one evaluator configuration share; registered under the topology.
std::shared_ptr<PositionFacts> registerFacts(const rules::Topology& topology, std::size_t sides);
// The facts registered for a topology (nullptr when none is alive).
std::shared_ptr<PositionFacts> factsFor(const rules::Topology& topology);

}  // namespace adj::games::wftu
