// terrain.yaml: terrain kinds, border kinds, space features, network layers and their edge features,
// and the attributes each may carry. See data/README.md for the format.
#include "engine/data/game_definition.hpp"
#include "engine/data/kind_table.hpp"

namespace adj::data {
namespace {

// Features become bits of a board::FeatureSet, so a table may hold no more than it has.
void readFeatureTable(const YamlValue& node, const AttributeSchema& schema, IdTable<FeatureKind>& table,
                      std::string_view what) {
    for (auto& kind : readKindTable(node, {}, schema)) {
        if (table.size() >= static_cast<std::size_t>(board::FeatureSet::kCapacity))
            kind.keyNode.fail("too many " + std::string(what) + ": a game may declare at most " +
                              std::to_string(board::FeatureSet::kCapacity));
        const auto bit = static_cast<board::FeatureId>(table.size());
        table.add(FeatureKind{kind.id, kind.name, bit, std::move(kind.attributes)});
    }
}

void readSchemas(const YamlValue& node, GameDefinition& definition) {
    const auto fields = node.fields({"terrain", "border", "feature", "space"});
    const KeySet kindKeys{"name"};
    if (const auto terrain = fields.optional("terrain")) definition.terrainAttributes = readAttributeSchema(*terrain, kindKeys);
    if (const auto border = fields.optional("border")) definition.borderAttributes = readAttributeSchema(*border, kindKeys);
    if (const auto feature = fields.optional("feature")) definition.featureAttributes = readAttributeSchema(*feature, kindKeys);
    // A space's own keys in map files; its attributes sit beside them.
    if (const auto space = fields.optional("space"))
        definition.spaceAttributes = readAttributeSchema(*space, {"name", "terrain", "features", "outline", "adjacent", "at-mm"});
}

}  // namespace

void readTerrainFile(const YamlFile& file, GameDefinition& definition) {
    const auto root = file.root();
    if (!root.isMap()) root.fail("expected a mapping with terrain, borders and features");
    const auto fields = root.fields({"attributes", "terrain", "borders", "features", "networks", "network-features"});
    if (const auto schemas = fields.optional("attributes")) readSchemas(*schemas, definition);

    const YamlValue terrainNode = fields.required("terrain");
    for (auto& kind : readKindTable(terrainNode, {}, definition.terrainAttributes)) {
        const auto id = static_cast<board::TerrainId>(definition.terrain.size());
        definition.terrain.add(TerrainKind{kind.id, kind.name, id, std::move(kind.attributes)});
    }
    if (definition.terrain.empty()) terrainNode.fail("a game needs at least one terrain kind");

    if (const auto borders = fields.optional("borders"))
        readFeatureTable(*borders, definition.borderAttributes, definition.borderKinds, "border kinds");
    if (const auto features = fields.optional("features"))
        readFeatureTable(*features, definition.featureAttributes, definition.features, "space features");
    if (const auto networks = fields.optional("networks"))
        for (const auto& kind : readKindTable(*networks, {}, {})) definition.networks.add(NetworkKind{kind.id, kind.name});
    if (const auto edgeFeatures = fields.optional("network-features"))
        readFeatureTable(*edgeFeatures, {}, definition.networkFeatures, "network features");
}

}  // namespace adj::data
