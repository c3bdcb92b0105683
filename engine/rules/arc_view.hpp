#pragma once
// One directed arc as a game module's callbacks see it when per-arc tables are built: both spaces,
// and the features of the border crossed (adjacency) or of the network edge followed (layer).
#include <optional>

#include "engine/board/space_graph.hpp"
#include "engine/rules/topology.hpp"

namespace adj::rules {

struct ArcView {
    const Topology& topology;
    ArcIndex index;
    const Arc& arc;
    std::optional<LayerIndex> layer;  // nullopt: a border between adjacent spaces
    board::FeatureSet features;       // of the border or of the network edge

    const board::Space& from() const { return topology.graph().space(arc.from); }
    const board::Space& to() const { return topology.graph().space(arc.to); }
    // Adjacency arcs only.
    const board::Border& border() const { return topology.graph().border(arc.link); }
};

// The arcs of the adjacency (no layer) or of a layer.
inline const ArcGraph& arcsOf(const Topology& topology, std::optional<LayerIndex> layer) {
    return layer ? topology.layer(*layer) : topology.adjacency();
}

// Builds the view of arc `index` of the adjacency or of a layer.
inline ArcView viewArc(const Topology& topology, std::optional<LayerIndex> layer, ArcIndex index) {
    const ArcGraph& arcs = arcsOf(topology, layer);
    const Arc& arc = arcs.arc(index);
    const board::FeatureSet features =
        layer ? topology.graph().networkEdges(*layer)[arc.link].features : topology.graph().border(arc.link).features;
    return ArcView{topology, index, arc, layer, features};
}

}  // namespace adj::rules
