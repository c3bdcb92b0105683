#pragma once
// The working state of one SupplyTracer run, shared by the tracer (supply_tracer.cpp) and its local
// repair after a move (supply_repair.cpp). Private to those two files.
#include <utility>
#include <vector>

#include "engine/rules/supply_tracer.hpp"

namespace adj::rules {

struct SupplyTracer::Run {
    Asker asker;
    SupplyMap& map;
    std::vector<std::pair<SpaceIndex, std::uint8_t>> reachedStates;  // by the last flood
    std::vector<SpaceIndex> origins;                                  // every origin offered so far

    SideIndex side() const { return asker.side; }
    SpaceQuery query(SpaceIndex space) const { return asker.query(space); }
};

}  // namespace adj::rules
