// The `networks:` section: rail lines, roads, waterways and sea lanes as paths through spaces.
//
//   networks:
//     rail:
//       - ["0102", "0203", "0303"]                          # each space next to the one before
//       - {path: ["0303", "0403"], features: [rail-bridge]}
//       - {path: [Eastport, Harbour], jump: true}           # a ferry: the two need not be adjacent
//
// Paths that share a stretch (two lines into one junction) are merged: the edge is added once, with
// the features of every path that runs along it.
#include "engine/data/map_reading.hpp"

#include <unordered_map>

namespace adj::data::map_reading {
namespace {

struct PendingEdge {
    board::SpaceIndex first;
    board::SpaceIndex second;
    board::FeatureSet features;
};

std::uint64_t pairKey(board::SpaceIndex a, board::SpaceIndex b) {
    if (a > b) std::swap(a, b);
    return (std::uint64_t{a} << 32) | b;
}

void readPath(const YamlValue& node, const MapBuild& build, std::vector<PendingEdge>& edges,
              std::unordered_map<std::uint64_t, std::size_t>& edgeOfPair) {
    std::optional<YamlValue> pathNode;
    board::FeatureSet features;
    bool jump = false;
    if (node.isMap()) {
        const auto fields = node.fields({"path", "features", "jump"});
        pathNode = fields.required("path");
        jump = fields.boolean("jump", false);
        if (const auto featuresNode = fields.optional("features")) {
            const auto items = featuresNode->isScalar() ? std::vector<YamlValue>{*featuresNode} : featuresNode->items();
            for (const auto& item : items) {
                const std::string feature = item.asString();
                const auto bit = build.definition.networkFeatureBit(feature);
                if (!bit)
                    item.fail("unknown network feature '" + feature +
                              "' (expected one of: " + build.definition.networkFeatures.idList() + ")");
                features.add(*bit);
            }
        }
    } else {
        pathNode = node;
    }

    const auto items = pathNode->items();
    if (items.size() < 2) pathNode->fail("a path needs at least two spaces");
    const auto& graph = build.map.graph;
    std::optional<board::SpaceIndex> previous;
    std::string previousId;
    for (const auto& item : items) {
        const std::string id = item.asString();
        const auto space = resolveSpace(item, id, build.map);
        if (previous) {
            if (*previous == space) item.fail("'" + id + "' follows itself in the path");
            if (!jump && !graph.borderBetween(*previous, space))
                item.fail("'" + previousId + "' and '" + id +
                          "' are not adjacent, so the path has a gap; write it as {path: [...], jump: true} if it "
                          "really joins distant spaces (a ferry, a sea lane)");
            const auto key = pairKey(*previous, space);
            if (const auto it = edgeOfPair.find(key); it != edgeOfPair.end()) {
                edges[it->second].features |= features;
            } else {
                edgeOfPair.emplace(key, edges.size());
                edges.push_back(PendingEdge{*previous, space, features});
            }
        }
        previous = space;
        previousId = id;
    }
}

}  // namespace

void readNetworks(const YamlValue& node, MapBuild& build) {
    // Adjacency queries need a finalized graph, and adding a layer unfinalizes it, so every path is
    // checked first and the layers are added after.
    std::vector<std::pair<std::string, std::vector<PendingEdge>>> layers;
    for (const auto& entry : node.keyedEntries()) {
        if (!build.definition.networks.contains(entry.key))
            entry.keyNode.fail("unknown network '" + entry.key + "' (expected one of: " + build.definition.networks.idList() + ")");
        for (const auto& layer : layers)
            if (layer.first == entry.key) entry.keyNode.fail("network '" + entry.key + "' is given twice; list all its paths under one key");

        std::vector<PendingEdge> edges;
        std::unordered_map<std::uint64_t, std::size_t> edgeOfPair;
        for (const auto& path : entry.value.items()) readPath(path, build, edges, edgeOfPair);
        layers.emplace_back(entry.key, std::move(edges));
    }
    for (const auto& [name, edges] : layers) {
        const auto layer = build.map.graph.addLayer(name);
        for (const auto& edge : edges) build.map.graph.addNetworkEdge(layer, edge.first, edge.second, edge.features);
    }
}

}  // namespace adj::data::map_reading
