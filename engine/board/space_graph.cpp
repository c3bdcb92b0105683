#include "engine/board/space_graph.hpp"

#include <stdexcept>

#include "engine/board/pair_id.hpp"

namespace adj::board {
namespace {

std::string inQuotes(std::string_view text) { return "'" + std::string(text) + "'"; }

[[noreturn]] void rejectIndex(const char* what, std::uint32_t index, std::size_t count) {
    throw std::out_of_range("space graph: " + std::string(what) + " index " + std::to_string(index) +
                            " is out of range (there are " + std::to_string(count) + ")");
}

}  // namespace

std::uint64_t SpaceGraph::pairKey(SpaceIndex a, SpaceIndex b) {
    if (b < a) std::swap(a, b);
    return (std::uint64_t{a} << 32) | b;
}

void SpaceGraph::checkSpace(SpaceIndex space) const {
    if (space >= spaces_.size()) rejectIndex("space", space, spaces_.size());
}

void SpaceGraph::checkBorder(BorderIndex border) const {
    if (border >= borders_.size()) rejectIndex("border", border, borders_.size());
}

void SpaceGraph::checkLayer(LayerIndex layer) const {
    if (layer >= layers_.size()) rejectIndex("layer", layer, layers_.size());
}

void SpaceGraph::requireFinalized() const {
    if (!finalized_) {
        throw std::logic_error("space graph: call finalize() after adding spaces, borders, layers or network edges");
    }
}

SpaceIndex SpaceGraph::insertSpace(Space space) {
    if (space.id.empty()) throw std::invalid_argument("space graph: a space id is empty");
    if (spaceOfId_.contains(space.id)) throw std::invalid_argument("space graph: duplicate space id " + inQuotes(space.id));
    const auto index = static_cast<SpaceIndex>(spaces_.size());
    spaceOfId_.emplace(space.id, index);
    spaces_.push_back(std::move(space));
    finalized_ = false;
    return index;
}

SpaceIndex SpaceGraph::addSpace(SpaceKind kind, std::string id, std::optional<MapPoint> centre) {
    if (kind == SpaceKind::Hexside) {
        throw std::invalid_argument("space graph: hexside space " + inQuotes(id) + " must be added with addHexsideSpace");
    }
    if (id.find(kPairIdSeparator) != std::string::npos) {
        throw std::invalid_argument("space graph: space id " + inQuotes(id) + " contains '/', which joins border ids");
    }
    Space space;
    space.id = std::move(id);
    space.kind = kind;
    space.centre = centre;
    return insertSpace(std::move(space));
}

SpaceIndex SpaceGraph::addHexsideSpace(BorderIndex border) {
    checkBorder(border);
    const Border& on = borders_[border];
    Space space;
    space.id = on.id;
    space.kind = SpaceKind::Hexside;
    space.hexside = border;
    const auto& firstCentre = spaces_[on.first].centre;
    const auto& secondCentre = spaces_[on.second].centre;
    if (firstCentre && secondCentre) space.centre = (*firstCentre + *secondCentre) * 0.5;
    return insertSpace(std::move(space));
}

BorderIndex SpaceGraph::addBorder(SpaceIndex a, SpaceIndex b, FeatureSet features) {
    checkSpace(a);
    checkSpace(b);
    const auto describe = [&] { return inQuotes(spaces_[a].id) + " and " + inQuotes(spaces_[b].id); };
    if (a == b) throw std::invalid_argument("space graph: a border joins space " + inQuotes(spaces_[a].id) + " with itself");
    if (spaces_[a].kind == SpaceKind::Hexside || spaces_[b].kind == SpaceKind::Hexside) {
        throw std::invalid_argument("space graph: border between " + describe() +
                                    ": hexside spaces connect through network layers, not borders");
    }
    Border border;
    border.index = static_cast<BorderIndex>(borders_.size());
    border.first = spaces_[a].id < spaces_[b].id ? a : b;
    border.second = border.first == a ? b : a;
    border.id = canonicalPairId(spaces_[a].id, spaces_[b].id);
    border.features = features;
    // Ids of Hex, Area and Box spaces hold no '/', so the pair id is unique to the pair.
    if (borderOfId_.contains(border.id)) throw std::invalid_argument("space graph: duplicate border between " + describe());
    borderOfId_.emplace(border.id, border.index);
    borders_.push_back(std::move(border));
    finalized_ = false;
    return borders_.back().index;
}

LayerIndex SpaceGraph::addLayer(std::string name) {
    if (name.empty()) throw std::invalid_argument("space graph: a network layer name is empty");
    if (layerOfName_.contains(name)) throw std::invalid_argument("space graph: duplicate network layer " + inQuotes(name));
    const auto index = static_cast<LayerIndex>(layers_.size());
    layerOfName_.emplace(name, index);
    layers_.push_back(Layer{std::move(name), {}, {}, {}});
    finalized_ = false;
    return index;
}

NetworkEdgeIndex SpaceGraph::addNetworkEdge(LayerIndex layer, SpaceIndex a, SpaceIndex b, FeatureSet features) {
    checkLayer(layer);
    checkSpace(a);
    checkSpace(b);
    Layer& target = layers_[layer];
    if (a == b) {
        throw std::invalid_argument("space graph: " + target.name + " edge joins space " + inQuotes(spaces_[a].id) + " with itself");
    }
    if (!target.pairs.insert(pairKey(a, b)).second) {
        throw std::invalid_argument("space graph: duplicate " + target.name + " edge between " + inQuotes(spaces_[a].id) +
                                    " and " + inQuotes(spaces_[b].id));
    }
    target.edges.push_back({a, b, features});
    finalized_ = false;
    return static_cast<NetworkEdgeIndex>(target.edges.size() - 1);
}

void SpaceGraph::finalize() {
    neighbours_.rebuild(spaces_.size(), [&](auto&& add) {
        for (const Border& border : borders_) {
            add(border.first, Neighbour{border.second, border.index});
            add(border.second, Neighbour{border.first, border.index});
        }
    });
    for (Layer& layer : layers_) {
        layer.links.rebuild(spaces_.size(), [&](auto&& add) {
            for (NetworkEdgeIndex edge = 0; edge < layer.edges.size(); ++edge) {
                add(layer.edges[edge].first, NetworkLink{layer.edges[edge].second, edge});
                add(layer.edges[edge].second, NetworkLink{layer.edges[edge].first, edge});
            }
        });
    }
    finalized_ = true;
}

Space& SpaceGraph::mutableSpace(SpaceIndex space) {
    checkSpace(space);
    return spaces_[space];
}

Border& SpaceGraph::mutableBorder(BorderIndex border) {
    checkBorder(border);
    return borders_[border];
}

void SpaceGraph::setTerrain(SpaceIndex space, TerrainId terrain) { mutableSpace(space).terrain = terrain; }
void SpaceGraph::setFeatures(SpaceIndex space, FeatureSet features) { mutableSpace(space).features = features; }
void SpaceGraph::addFeature(SpaceIndex space, FeatureId feature) { mutableSpace(space).features.add(feature); }
void SpaceGraph::setAttribute(SpaceIndex space, AttributeId attribute, int value) {
    mutableSpace(space).attributes.set(attribute, value);
}
void SpaceGraph::setBorderFeatures(BorderIndex border, FeatureSet features) { mutableBorder(border).features = features; }
void SpaceGraph::addBorderFeature(BorderIndex border, FeatureId feature) { mutableBorder(border).features.add(feature); }

const Space& SpaceGraph::space(SpaceIndex space) const {
    checkSpace(space);
    return spaces_[space];
}

std::optional<SpaceIndex> SpaceGraph::find(std::string_view id) const {
    const auto found = spaceOfId_.find(id);
    if (found == spaceOfId_.end()) return std::nullopt;
    return found->second;
}

SpaceIndex SpaceGraph::indexOf(std::string_view id) const {
    if (const auto found = find(id)) return *found;
    throw std::invalid_argument("space graph: unknown space id " + inQuotes(id));
}

const Border& SpaceGraph::border(BorderIndex border) const {
    checkBorder(border);
    return borders_[border];
}

std::optional<BorderIndex> SpaceGraph::findBorder(std::string_view id) const {
    const auto halves = splitPairId(id);
    if (!halves) return std::nullopt;
    const auto found = borderOfId_.find(canonicalPairId(halves->first, halves->second));
    if (found == borderOfId_.end()) return std::nullopt;
    return found->second;
}

std::optional<BorderIndex> SpaceGraph::borderBetween(SpaceIndex a, SpaceIndex b) const {
    for (const Neighbour& neighbour : neighbours(a)) {
        if (neighbour.space == b) return neighbour.border;
    }
    return std::nullopt;
}

std::span<const Neighbour> SpaceGraph::neighbours(SpaceIndex space) const {
    requireFinalized();
    checkSpace(space);
    return neighbours_.of(space);
}

std::optional<LayerIndex> SpaceGraph::findLayer(std::string_view name) const {
    const auto found = layerOfName_.find(name);
    if (found == layerOfName_.end()) return std::nullopt;
    return found->second;
}

const std::string& SpaceGraph::layerName(LayerIndex layer) const {
    checkLayer(layer);
    return layers_[layer].name;
}

std::span<const NetworkEdge> SpaceGraph::networkEdges(LayerIndex layer) const {
    checkLayer(layer);
    return layers_[layer].edges;
}

std::span<const NetworkLink> SpaceGraph::networkNeighbours(LayerIndex layer, SpaceIndex space) const {
    requireFinalized();
    checkLayer(layer);
    checkSpace(space);
    return layers_[layer].links.of(space);
}

}  // namespace adj::board
