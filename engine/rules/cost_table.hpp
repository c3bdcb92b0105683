#pragma once
// Movement or trace costs for every arc, worked out once per map (and per weather, mode...) from a
// schedule the game module fills from its terrain chart: what entering each terrain costs, what
// space and border features add, and special cases. Searches then read one number per arc.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/board/space.hpp"
#include "engine/rules/arc_view.hpp"
#include "engine/rules/step_cost.hpp"

namespace adj::rules {

// Applies when the features include all of `all` and none of `none`.
struct CostTerm {
    board::FeatureSet all;
    board::FeatureSet none;
    Price price;
};

struct CostSchedule {
    // The price of entering a space, by terrain id; terrains not listed cost `otherTerrain`.
    std::vector<std::pair<board::TerrainId, Price>> terrain;
    Price otherTerrain = Price::mp(1);
    // Added when entering a space whose features match (e.g. a city on a road).
    std::vector<CostTerm> spaceFeatures;
    // Added when crossing a border (or following a network edge) whose features match:
    // {ferry} +1; {tidal-river} without {ferry} impassable; {navigable-river} unknown "TEC: river".
    std::vector<CostTerm> linkFeatures;
    // The whole price of an arc where the schedule is not enough; nullopt = use the schedule.
    std::function<std::optional<Price>(const ArcView&)> special;
};

class CostTable {
public:
    // For the borders (no layer) or the edges of one layer.
    CostTable(const Topology& topology, std::optional<LayerIndex> layer, const CostSchedule& schedule);

    std::optional<LayerIndex> layer() const { return layer_; }
    StepCost cost(ArcIndex arc) const { return costs_[arc]; }
    // The chart a StepCost::unknown refers to.
    const std::string& chart(StepCost cost) const { return charts_[static_cast<std::size_t>(cost.chart())]; }
    const std::vector<std::string>& charts() const { return charts_; }
    // Whether every passable known arc costs at least one point: local repair of searches relies on it.
    bool allPositive() const { return allPositive_; }
    // Replaces one arc's cost, e.g. once the players have supplied a missing chart value.
    void set(ArcIndex arc, const Price& price);
    // The same table with every unknown arc priced at `points`: with the least an arc can cost, a
    // bound for asking whether a way COULD be short enough, never a price to judge a move by.
    CostTable withUnknownAt(int points) const;

private:
    StepCost intern(const Price& price);

    std::optional<LayerIndex> layer_;
    std::vector<StepCost> costs_;
    std::vector<std::string> charts_;
    bool allPositive_ = true;
};

}  // namespace adj::rules
