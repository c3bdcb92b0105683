#pragma once
// The SpaceGraph packed once more for the rule algorithms: every border and every network edge becomes
// two directed arcs with a global ArcIndex, so per-arc tables (costs, "lets a zone through", "blocked
// this turn") are plain vectors, and every arc knows its reverse. Searches that run backwards from the
// supply sources need the reverse arc to price the forward step. The graph itself stays the owner of
// ids, terrain, features and attributes; a Topology only refers to it.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/board/space_graph.hpp"
#include "engine/rules/ids.hpp"

namespace adj::rules {

// One direction of a border (adjacency) or of a network edge (layer).
struct Arc {
    SpaceIndex from = 0;
    SpaceIndex to = 0;
    std::uint32_t link = 0;  // BorderIndex for adjacency arcs, NetworkEdgeIndex for layer arcs
};

// Directed arcs grouped by their `from` space (compressed rows).
class ArcGraph {
public:
    ArcGraph() = default;
    // `arcs` must be sorted by `from`; every arc must have its reverse (same link, ends swapped).
    ArcGraph(std::size_t spaceCount, std::vector<Arc> arcs);

    std::size_t arcCount() const { return arcs_.size(); }
    ArcIndex begin(SpaceIndex space) const { return offsets_[space]; }
    ArcIndex end(SpaceIndex space) const { return offsets_[space + 1]; }
    std::span<const Arc> out(SpaceIndex space) const {
        return {arcs_.data() + offsets_[space], arcs_.data() + offsets_[space + 1]};
    }
    const Arc& arc(ArcIndex arc) const { return arcs_[arc]; }
    ArcIndex reverse(ArcIndex arc) const { return reverse_[arc]; }
    // The arc from -> to, kNoArc when the two are not joined.
    ArcIndex find(SpaceIndex from, SpaceIndex to) const;

private:
    std::vector<ArcIndex> offsets_;
    std::vector<Arc> arcs_;
    std::vector<ArcIndex> reverse_;
};

class Topology {
public:
    // The graph must be finalized and must outlive the Topology. Later changes of features or terrain
    // are seen through graph(); later changes of adjacency need a new Topology.
    explicit Topology(const board::SpaceGraph& graph);

    const board::SpaceGraph& graph() const { return *graph_; }
    std::size_t spaceCount() const { return spaceCount_; }
    const std::string& id(SpaceIndex space) const { return graph_->space(space).id; }
    std::optional<SpaceIndex> find(std::string_view id) const { return graph_->find(id); }

    // Spaces that share a border.
    const ArcGraph& adjacency() const { return adjacency_; }
    // Features of the border an adjacency arc crosses.
    board::FeatureSet borderFeatures(ArcIndex arc) const {
        return graph_->border(adjacency_.arc(arc).link).features;
    }

    std::size_t layerCount() const { return layers_.size(); }
    const ArcGraph& layer(LayerIndex layer) const { return layers_.at(layer); }
    const std::string& layerName(LayerIndex layer) const { return graph_->layerName(layer); }
    // Throws std::invalid_argument naming the layer when the graph has none of that name.
    LayerIndex layerIndex(std::string_view name) const;
    // Whether `space` has at least one edge of the layer.
    bool onLayer(LayerIndex layer, SpaceIndex space) const {
        const ArcGraph& arcs = layers_.at(layer);
        return arcs.begin(space) != arcs.end(space);
    }

private:
    const board::SpaceGraph* graph_;
    std::size_t spaceCount_;
    ArcGraph adjacency_;
    std::vector<ArcGraph> layers_;
};

}  // namespace adj::rules
