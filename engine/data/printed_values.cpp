// Reading the values Adjutant's own kit prints (printed_values.hpp), checked against the game's data.
#include "engine/data/printed_values.hpp"

#include "engine/data/attributes_yaml.hpp"
#include "engine/data/game_definition.hpp"

#include <algorithm>
#include <functional>

namespace adj::data {
namespace {

// One table the kit may print values for: its kinds' attributes and their schema.
struct PrintedTable {
    const AttributeSchema* schema = nullptr;
    // The kind's attributes by id; nullptr for a kind the game does not have.
    std::function<const Attributes*(std::string_view)> attributesOf;
    std::function<std::string()> kinds;
};

template <class Kinds>
PrintedTable tableOver(const Kinds& kinds, const AttributeSchema& schema) {
    return {&schema,
            [&kinds](std::string_view id) -> const Attributes* {
                const auto* kind = kinds.find(id);
                return kind ? &kind->attributes : nullptr;
            },
            [&kinds] { return kinds.idList(); }};
}

PrintedTable printedTable(const GameDefinition& definition, const std::string& table) {
    if (table == "terrain") return tableOver(definition.terrain, definition.terrainAttributes);
    if (table == "borders") return tableOver(definition.borderKinds, definition.borderAttributes);
    if (table == "features") return tableOver(definition.features, definition.featureAttributes);
    return tableOver(definition.pieceKinds, definition.pieceAttributes);
}

std::string valueWords(const AttributeValue& value) {
    if (const int* number = std::get_if<int>(&value)) return std::to_string(*number);
    if (const bool* flag = std::get_if<bool>(&value)) return *flag ? "true" : "false";
    if (const auto* text = std::get_if<std::string>(&value)) return *text;
    return "chart";
}

}  // namespace

const PrintedValue* PrintedValues::find(std::string_view table, std::string_view kind, std::string_view attribute) const {
    const auto it = std::find_if(values.begin(), values.end(), [&](const PrintedValue& v) {
        return v.table == table && v.kind == kind && v.attribute == attribute;
    });
    return it == values.end() ? nullptr : &*it;
}

PrintedValues readPrintedValues(const YamlValue& node, const GameDefinition& definition,
                                const std::vector<std::string>& tables) {
    KeySet allowed{"title", "note"};
    allowed.insert(tables.begin(), tables.end());
    if (!node.isMap()) node.fail("expected printed values: title, note and " + [&] {
        std::string list;
        for (const auto& t : tables) list += (list.empty() ? "" : ", ") + t;
        return list;
    }());
    const auto fields = node.fieldsAllowing(allowed);
    PrintedValues printed;
    printed.title = fields.string("title", "");
    printed.note = fields.string("note", "");
    for (const std::string& table : tables) {
        const auto section = fields.optional(table);
        if (!section) continue;
        if (!section->isMap()) section->fail("expected " + table + " kinds, each with the values printed for it");
        const PrintedTable kinds = printedTable(definition, table);
        for (const YamlEntry& kind : section->keyedEntries()) {
            const Attributes* written = kinds.attributesOf(kind.key);
            if (written == nullptr)
                kind.keyNode.fail("no " + table + " kind '" + kind.key + "' in this game (expected one of: " + kinds.kinds() + ")");
            if (!kind.value.isMap()) kind.value.fail("expected the values printed for " + kind.key + ", as {attribute: value}");
            for (const YamlEntry& entry : kind.value.keyedEntries()) {
                const AttributeDecl* decl = kinds.schema->find(entry.key);
                if (decl == nullptr) entry.keyNode.fail("'" + entry.key + "' is not an attribute of " + table);
                const AttributeValue* rule = written->find(entry.key);
                if (rule == nullptr || !isOnChart(*rule)) {
                    const std::string why = rule ? "the rules give " + valueWords(*rule) : kind.key + " has no " + entry.key;
                    entry.keyNode.fail(table + "/" + kind.key + "/" + entry.key + " is not left to a printed chart or counter (" +
                                       why + "): only values written 'chart' in the game's data can be printed");
                }
                AttributeValue value = readAttributeValue(entry.value, *decl);
                if (isOnChart(value)) entry.value.fail("a printed value is a value, not 'chart'");
                if (const int* number = std::get_if<int>(&value)) {
                    if (*number < 0 && !entry.key.ends_with("drm"))
                        entry.value.fail(entry.key + " of " + kind.key + " cannot be negative");
                }
                if (printed.find(table, kind.key, entry.key))
                    entry.keyNode.fail(table + "/" + kind.key + "/" + entry.key + " is printed twice");
                printed.values.push_back({table, kind.key, entry.key, std::move(value)});
            }
        }
    }
    return printed;
}

}  // namespace adj::data
