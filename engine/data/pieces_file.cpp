// pieces.yaml: the sides, the categories and kinds of pieces, marker kinds, and the states a piece
// may carry. See data/README.md for the format.
#include "engine/data/game_definition.hpp"
#include "engine/data/kind_table.hpp"

#include <algorithm>

namespace adj::data {
namespace {

void readSides(const YamlValue& node, GameDefinition& definition) {
    for (const auto& kind : readKindTable(node, {"colour"}, {})) {
        if (!kind.fields) kind.keyNode.fail("side '" + kind.id + "' needs a mapping with name and colour");
        const YamlValue colourNode = kind.fields->required("colour");
        const auto colour = Colour::parse(colourNode.asString());
        if (!colour) colourNode.fail("'" + colourNode.asString() + "' is not a colour; expected \"#rrggbb\"");
        definition.sides.add(Side{kind.id, kind.name, *colour});
    }
    if (definition.sides.empty()) node.fail("a game needs at least one side");
}

// Lists of plain ids (categories, flags, counters), each id once.
std::vector<std::string> readIdList(const YamlValue::Fields& fields, std::string_view key, std::string_view what) {
    std::vector<std::string> ids;
    const auto node = fields.optional(key);
    if (!node) return ids;
    for (const auto& item : node->items()) {
        std::string id = item.asString();
        checkIdText(id, item, what);
        if (std::find(ids.begin(), ids.end(), id) != ids.end()) item.fail("duplicate " + std::string(what) + " '" + id + "'");
        ids.push_back(std::move(id));
    }
    return ids;
}

// The side a kind or marker belongs to; empty when the data gives none.
std::string readOwnSide(const std::optional<YamlValue::Fields>& fields, const GameDefinition& definition) {
    if (!fields) return {};
    const auto node = fields->optional("side");
    if (!node) return {};
    std::string side = node->asString();
    if (!definition.sides.contains(side))
        node->fail("unknown side '" + side + "' (expected one of: " + definition.sides.idList() + ")");
    return side;
}

void readPieceKinds(const YamlValue& node, GameDefinition& definition) {
    for (auto& kind : readKindTable(node, {"category", "side"}, definition.pieceAttributes)) {
        if (!kind.fields) kind.keyNode.fail("piece kind '" + kind.id + "' needs a mapping with at least its category");
        const YamlValue categoryNode = kind.fields->required("category");
        std::string category = categoryNode.asString();
        if (std::find(definition.categories.begin(), definition.categories.end(), category) == definition.categories.end()) {
            std::string known;
            for (const auto& c : definition.categories) known += (known.empty() ? "" : ", ") + c;
            categoryNode.fail("unknown category '" + category + "' (expected one of: " + (known.empty() ? "(none declared)" : known) + ")");
        }
        std::string side = readOwnSide(kind.fields, definition);
        definition.pieceKinds.add(PieceKind{kind.id, kind.name, std::move(category), std::move(side), std::move(kind.attributes)});
    }
}

void readMarkerKinds(const YamlValue& node, GameDefinition& definition) {
    for (auto& kind : readKindTable(node, {"side"}, {}))
        definition.markerKinds.add(MarkerKind{kind.id, kind.name, readOwnSide(kind.fields, definition)});
}

}  // namespace

void readPiecesFile(const YamlFile& file, GameDefinition& definition) {
    const auto root = file.root();
    if (!root.isMap()) root.fail("expected a mapping with sides, categories and kinds");
    const auto fields = root.fields(
        {"sides", "categories", "hexside-categories", "attributes", "kinds", "markers", "flags", "counters"});
    readSides(fields.required("sides"), definition);
    definition.categories = readIdList(fields, "categories", "category");
    definition.hexsideCategories = readIdList(fields, "hexside-categories", "hexside category");
    if (const auto node = fields.optional("hexside-categories")) {
        const auto items = node->items();
        for (std::size_t i = 0; i < items.size(); ++i) {
            const auto& category = definition.hexsideCategories[i];
            if (std::find(definition.categories.begin(), definition.categories.end(), category) ==
                definition.categories.end())
                items[i].fail("hexside-categories names '" + category + "', which is not one of the categories");
        }
    }
    if (const auto attributes = fields.optional("attributes"))
        definition.pieceAttributes = readAttributeSchema(*attributes, {"name", "category", "side"});
    readPieceKinds(fields.required("kinds"), definition);
    if (const auto markers = fields.optional("markers")) readMarkerKinds(*markers, definition);
    definition.pieceFlags = readIdList(fields, "flags", "flag");
    definition.pieceCounters = readIdList(fields, "counters", "counter");
}

}  // namespace adj::data
