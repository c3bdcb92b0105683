#include "engine/rules/topology.hpp"

#include <stdexcept>

namespace adj::rules {

ArcGraph::ArcGraph(std::size_t spaceCount, std::vector<Arc> arcs) : arcs_(std::move(arcs)) {
    offsets_.assign(spaceCount + 1, 0);
    for (const Arc& arc : arcs_) ++offsets_[arc.from + 1];
    for (std::size_t i = 1; i < offsets_.size(); ++i) offsets_[i] += offsets_[i - 1];
    reverse_.assign(arcs_.size(), kNoArc);
    for (ArcIndex a = 0; a < arcs_.size(); ++a) {
        const Arc& arc = arcs_[a];
        // Degrees are small (6 on a hex map), so a scan of the far end's arcs is cheaper than a map.
        for (ArcIndex b = offsets_[arc.to]; b < offsets_[arc.to + 1]; ++b) {
            if (arcs_[b].to == arc.from && arcs_[b].link == arc.link) {
                reverse_[a] = b;
                break;
            }
        }
    }
}

ArcIndex ArcGraph::find(SpaceIndex from, SpaceIndex to) const {
    if (from + 1 >= offsets_.size()) return kNoArc;
    for (ArcIndex a = offsets_[from]; a < offsets_[from + 1]; ++a)
        if (arcs_[a].to == to) return a;
    return kNoArc;
}

Topology::Topology(const board::SpaceGraph& graph) : graph_(&graph), spaceCount_(graph.spaceCount()) {
    std::vector<Arc> arcs;
    for (SpaceIndex s = 0; s < spaceCount_; ++s)
        for (const board::Neighbour& n : graph.neighbours(s)) arcs.push_back({s, n.space, n.border});
    adjacency_ = ArcGraph(spaceCount_, std::move(arcs));

    for (LayerIndex layer = 0; layer < graph.layerCount(); ++layer) {
        std::vector<Arc> links;
        for (SpaceIndex s = 0; s < spaceCount_; ++s)
            for (const board::NetworkLink& n : graph.networkNeighbours(layer, s)) links.push_back({s, n.space, n.edge});
        layers_.emplace_back(spaceCount_, std::move(links));
    }
}

LayerIndex Topology::layerIndex(std::string_view name) const {
    if (const auto layer = graph_->findLayer(name)) return *layer;
    throw std::invalid_argument("rules: the board has no network layer named '" + std::string(name) + "'");
}

}  // namespace adj::rules
