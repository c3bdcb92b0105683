// maps/<id>.yaml: a hex grid or a set of areas, then spaces, boxes, borders and networks. The parts
// are read in an order where each can check its references against what is already built.
#include "engine/data/game_map.hpp"

#include "engine/data/printed_values.hpp"

#include "engine/board/pair_id.hpp"
#include "engine/data/kind_table.hpp"
#include "engine/data/map_reading.hpp"

#include <stdexcept>

namespace adj::data {

using namespace map_reading;

namespace {

const KeySet& boxKeys() {
    static const KeySet keys = spaceKeys({"at-mm", "adjacent"});
    return keys;
}

const KeySet& areaKeys() {
    static const KeySet keys = spaceKeys({"outline", "adjacent"});
    return keys;
}

std::optional<board::MapPoint> readBoxCentre(const YamlValue& value, const GameDefinition& definition) {
    if (!value.isMap()) return std::nullopt;  // readSpaceEntry reports anything else that is wrong
    const auto at = value.fieldsAllowing(keysWithAttributes(boxKeys(), definition.spaceAttributes)).optional("at-mm");
    if (!at) return std::nullopt;
    const auto xy = at->items();
    if (xy.size() != 2) at->fail("expected [x, y] in millimetres");
    return board::MapPoint{xy[0].asNumber(), xy[1].asNumber()};
}

// Boxes are spaces off the grid (reinforcement boxes, the N.Y. Box). They join the map only where
// the data says so, with `adjacent`.
void addBoxes(const std::vector<YamlEntry>& boxes, MapBuild& build) {
    for (const auto& entry : boxes) {
        checkIdText(entry.key, entry.keyNode, "box id");
        if (build.map.graph.find(entry.key)) entry.keyNode.fail("there is already a space '" + entry.key + "' on this map");
        build.map.graph.addBox(entry.key, readBoxCentre(entry.value, build.definition));
    }
}

void joinBoxes(const std::vector<YamlEntry>& boxes, const std::vector<std::optional<YamlValue::Fields>>& fields,
               MapBuild& build) {
    auto& graph = build.map.graph;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const auto adjacent = fields[i] ? fields[i]->optional("adjacent") : std::nullopt;
        if (!adjacent) continue;
        const auto box = graph.indexOf(boxes[i].key);
        for (const auto& item : adjacent->items()) {
            const std::string id = item.asString();
            const auto other = resolveSpace(item, id, build.map);
            if (other == box) item.fail("a box cannot be adjacent to itself");
            if (graph.space(other).kind == board::SpaceKind::Hexside) item.fail("a box cannot be adjacent to a hexside space");
            // Two boxes may each list the other; one border serves both.
            if (!graph.findBorder(board::canonicalPairId(boxes[i].key, id))) graph.addBorder(box, other);
        }
    }
}

void addHexsideSpaces(const YamlValue& node, MapBuild& build) {
    auto& graph = build.map.graph;
    for (const auto& item : node.items()) {
        const std::string id = item.asString();
        const auto border = graph.findBorder(id);
        if (!border) item.fail("'" + id + "' is not a border of this map; expected two adjacent space ids joined by '/'");
        if (graph.find(graph.border(*border).id)) item.fail("hexside space '" + id + "' is listed twice");
        graph.addHexsideSpace(*border);
    }
}

void applyDefaultAttributes(MapBuild& build) {
    const auto& decls = build.definition.spaceAttributes.decls();
    for (std::size_t space = 0; space < build.map.spaces.size(); ++space) {
        auto& info = build.map.spaces[space];
        for (std::size_t a = 0; a < decls.size(); ++a) {
            if (!decls[a].fallback || info.attributes.has(decls[a].name)) continue;
            info.attributes.set(decls[a].name, *decls[a].fallback);
            if (const int* number = std::get_if<int>(&*decls[a].fallback))
                build.map.graph.setAttribute(static_cast<board::SpaceIndex>(space), static_cast<board::AttributeId>(a), *number);
        }
    }
}

}  // namespace

const std::string& GameMap::displayName(board::SpaceIndex space) const {
    const auto& given = info(space).name;
    return given.empty() ? graph.space(space).id : given;
}

namespace {

// A map that prints its own chart answers every chart question its spaces and hexsides raise: a game
// on it asks the players nothing about terrain, so what the chart leaves open would never be known.
void checkChartCoversMap(const YamlValue& chartNode, const GameMap& map, const GameDefinition& definition) {
    std::string missing;
    const auto need = [&](const char* table, const std::string& kind, const Attributes& attributes) {
        for (const auto& [name, value] : attributes.all()) {
            if (!isOnChart(value) || map.chart.find(table, kind, name)) continue;
            const std::string key = std::string(table) + "/" + kind + "/" + name;
            if (missing.find(key) == std::string::npos) missing += (missing.empty() ? "" : ", ") + key;
        }
    };
    board::FeatureSet spaceFeatures;
    board::FeatureSet borderFeatures;
    std::vector<bool> terrainUsed(definition.terrain.size(), false);
    for (const board::Space& space : map.graph.spaces()) {
        if (space.terrain < terrainUsed.size()) terrainUsed[space.terrain] = true;
        spaceFeatures = board::FeatureSet::fromBits(spaceFeatures.bits() | space.features.bits());
    }
    for (const board::Border& border : map.graph.borders()) borderFeatures = board::FeatureSet::fromBits(borderFeatures.bits() | border.features.bits());
    for (std::size_t t = 0; t < definition.terrain.size(); ++t)
        if (terrainUsed[t]) need("terrain", definition.terrain[t].id, definition.terrain[t].attributes);
    for (const FeatureKind& kind : definition.borderKinds)
        if (borderFeatures.has(kind.bit)) need("borders", kind.id, kind.attributes);
    for (const FeatureKind& kind : definition.features)
        if (spaceFeatures.has(kind.bit)) need("features", kind.id, kind.attributes);
    if (!missing.empty()) chartNode.fail("the map's printed chart leaves open what its spaces and hexsides need: " + missing);
}

}  // namespace

GameMap loadGameMap(const std::filesystem::path& path, const GameDefinition& definition) {
    const YamlFile file = YamlFile::load(path);
    const YamlValue root = file.root();
    if (!root.isMap()) root.fail("expected a mapping with grid: or areas:, and the map's spaces");
    const auto fields = root.fields({"name", "grid", "areas", "default-terrain", "terrain", "spaces", "boxes",
                                     "hexside-spaces", "borders", "networks", "chart"});
    MapBuild build{definition, {}, {}};
    GameMap& map = build.map;
    map.id = path.stem().string();
    map.name = fields.string("name", map.id);

    // The board itself: a grid or areas, never both.
    const auto gridNode = fields.optional("grid");
    const auto areasNode = fields.optional("areas");
    if (gridNode.has_value() == areasNode.has_value()) root.fail("a map has either grid: (hexes) or areas:, and not both");
    if (gridNode) {
        map.kind = MapKind::Hexes;
        map.graph = board::SpaceGraph::fromHexGrid(readHexGrid(*gridNode));
    } else {
        map.kind = MapKind::Areas;
        map.graph = board::SpaceGraph::fromAreaMap(
            readAreaMap(*areasNode, keysWithAttributes(areaKeys(), definition.spaceAttributes)));
    }

    const auto boxes = fields.optional("boxes") ? fields.optional("boxes")->keyedEntries() : std::vector<YamlEntry>{};
    addBoxes(boxes, build);
    if (const auto hexsides = fields.optional("hexside-spaces")) addHexsideSpaces(*hexsides, build);
    map.spaces.resize(map.graph.spaceCount());

    // Terrain: the default everywhere, then the drawn rows, then single spaces.
    board::TerrainId defaultTerrain = 0;
    if (const auto node = fields.optional("default-terrain")) {
        const auto id = definition.terrainId(node->asString());
        if (!id) node->fail("unknown terrain '" + node->asString() + "' (expected one of: " + definition.terrain.idList() + ")");
        defaultTerrain = *id;
    }
    for (board::SpaceIndex space = 0; space < map.graph.spaceCount(); ++space) map.graph.setTerrain(space, defaultTerrain);
    if (const auto rows = fields.optional("terrain")) readTerrainRows(*rows, build);

    if (const auto spaces = fields.optional("spaces")) {
        if (!gridNode) spaces->fail("an area map describes its spaces under areas:");
        const KeySet keys = spaceKeys({});
        for (const auto& entry : spaces->keyedEntries())
            readSpaceEntry(entry, resolveSpace(entry.keyNode, entry.key, map), keys, build);
    }
    if (areasNode)
        for (const auto& entry : areasNode->keyedEntries()) readSpaceEntry(entry, map.graph.indexOf(entry.key), areaKeys(), build);
    std::vector<std::optional<YamlValue::Fields>> boxFields;
    for (const auto& entry : boxes) boxFields.push_back(readSpaceEntry(entry, map.graph.indexOf(entry.key), boxKeys(), build));
    joinBoxes(boxes, boxFields, build);
    map.graph.finalize();

    if (const auto borders = fields.optional("borders")) readBorders(*borders, build);
    if (const auto networks = fields.optional("networks")) readNetworks(*networks, build);
    map.graph.finalize();
    applyDefaultAttributes(build);
    if (const auto chart = fields.optional("chart")) {
        map.chart = readPrintedValues(*chart, definition, {"terrain", "borders", "features"});
        checkChartCoversMap(*chart, map, definition);
    }
    return std::move(build.map);
}

}  // namespace adj::data
