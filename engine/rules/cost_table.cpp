#include "engine/rules/cost_table.hpp"

#include <algorithm>

namespace adj::rules {
namespace {

bool matches(const CostTerm& term, board::FeatureSet features) {
    return features.hasAll(term.all) && !features.hasAny(term.none);
}

}  // namespace

StepCost CostTable::intern(const Price& price) {
    switch (price.kind) {
        case Price::Kind::Points: return StepCost::points(price.points);
        case Price::Kind::Impassable: return StepCost::impassable();
        case Price::Kind::Unknown: break;
    }
    const auto it = std::find(charts_.begin(), charts_.end(), price.chart);
    if (it != charts_.end()) return StepCost::unknown(static_cast<int>(it - charts_.begin()));
    charts_.push_back(price.chart);
    return StepCost::unknown(static_cast<int>(charts_.size() - 1));
}

CostTable::CostTable(const Topology& topology, std::optional<LayerIndex> layer, const CostSchedule& schedule)
    : layer_(layer) {
    const ArcGraph& arcs = arcsOf(topology, layer);
    const auto& graph = topology.graph();
    costs_.resize(arcs.arcCount());
    // Entering a space costs the same from every side: price each space once.
    std::vector<StepCost> entry(topology.spaceCount());
    for (SpaceIndex s = 0; s < topology.spaceCount(); ++s) {
        const board::Space& space = graph.space(s);
        const auto terrain = std::find_if(schedule.terrain.begin(), schedule.terrain.end(),
                                          [&](const auto& entryPrice) { return entryPrice.first == space.terrain; });
        StepCost cost = intern(terrain != schedule.terrain.end() ? terrain->second : schedule.otherTerrain);
        for (const CostTerm& term : schedule.spaceFeatures)
            if (matches(term, space.features)) cost = cost + intern(term.price);
        entry[s] = cost;
    }
    for (ArcIndex a = 0; a < arcs.arcCount(); ++a) {
        const ArcView view = viewArc(topology, layer, a);
        if (schedule.special) {
            if (const auto special = schedule.special(view)) {
                costs_[a] = intern(*special);
                continue;
            }
        }
        StepCost cost = entry[view.arc.to];
        for (const CostTerm& term : schedule.linkFeatures)
            if (matches(term, view.features)) cost = cost + intern(term.price);
        costs_[a] = cost;
    }
    for (const StepCost cost : costs_) allPositive_ = allPositive_ && (!cost.known() || cost.points() > 0);
}

void CostTable::set(ArcIndex arc, const Price& price) {
    costs_[arc] = intern(price);
    if (costs_[arc].known() && costs_[arc].points() <= 0) allPositive_ = false;
}

CostTable CostTable::withUnknownAt(int points) const {
    CostTable bound = *this;
    for (ArcIndex arc = 0; arc < static_cast<ArcIndex>(costs_.size()); ++arc) {
        if (costs_[arc].isUnknown()) bound.set(arc, Price::mp(points));
    }
    return bound;
}

}  // namespace adj::rules
