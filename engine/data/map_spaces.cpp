// What a map file says about single spaces (hexes, areas, boxes): their name, terrain, features and
// attributes, and how an id written in the file is found among the map's spaces.
#include "engine/data/map_reading.hpp"

#include <stdexcept>

namespace adj::data::map_reading {

board::SpaceIndex resolveSpace(const YamlValue& node, const std::string& id, const GameMap& map) {
    if (const auto space = map.graph.find(id)) return *space;
    // The grid knows best what is wrong with a hex id ("row 19 is off the map: rows run 1..18").
    if (const auto* grid = map.graph.hexGrid()) {
        try {
            grid->hexOfId(id);
        } catch (const std::invalid_argument& e) {
            node.fail("no space '" + id + "' on this map: " + e.what());
        }
    }
    node.fail("no space '" + id + "' on this map");
}

KeySet spaceKeys(std::initializer_list<std::string_view> extra) {
    KeySet keys{"name", "terrain", "features"};
    for (const auto key : extra) keys.emplace(key);
    return keys;
}

std::optional<YamlValue::Fields> readSpaceEntry(const YamlEntry& entry, board::SpaceIndex space, const KeySet& keys,
                                                MapBuild& build) {
    const GameDefinition& definition = build.definition;
    if (const auto it = build.lineOfSpace.find(entry.key); it != build.lineOfSpace.end())
        entry.keyNode.fail("space '" + entry.key + "' is described twice (first on line " + std::to_string(it->second) + ")");
    build.lineOfSpace.emplace(entry.key, entry.keyNode.line());

    SpaceInfo& info = build.map.spaces.at(space);
    if (entry.value.isNull()) return std::nullopt;  // "B7:" alone: a space with nothing special
    if (!entry.value.isMap()) entry.value.fail("expected the space's mapping (name, terrain, features...)");
    const auto fields = entry.value.fieldsAllowing(keysWithAttributes(keys, definition.spaceAttributes));

    info.name = fields.string("name", "");
    if (const auto terrainNode = fields.optional("terrain")) {
        const std::string terrain = terrainNode->asString();
        const auto id = definition.terrainId(terrain);
        if (!id) terrainNode->fail("unknown terrain '" + terrain + "' (expected one of: " + definition.terrain.idList() + ")");
        build.map.graph.setTerrain(space, *id);
    }
    if (const auto featuresNode = fields.optional("features")) {
        const auto items = featuresNode->isScalar() ? std::vector<YamlValue>{*featuresNode} : featuresNode->items();
        for (const auto& item : items) {
            const std::string feature = item.asString();
            const auto bit = definition.featureBit(feature);
            if (!bit) item.fail("unknown feature '" + feature + "' (expected one of: " + definition.features.idList() + ")");
            build.map.graph.addFeature(space, *bit);
        }
    }
    for (const auto& decl : definition.spaceAttributes.decls()) {
        const auto node = fields.optional(decl.name);
        if (!node) continue;
        AttributeValue value = readAttributeValue(*node, decl);
        if (const int* number = std::get_if<int>(&value))
            build.map.graph.setAttribute(space, *definition.spaceAttributeId(decl.name), *number);
        info.attributes.set(decl.name, std::move(value));
    }
    return fields;
}

}  // namespace adj::data::map_reading
