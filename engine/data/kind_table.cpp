#include "engine/data/kind_table.hpp"

#include "engine/board/string_map.hpp"

namespace adj::data {

void checkIdText(const std::string& id, const YamlValue& node, std::string_view what) {
    if (id.empty()) node.fail("a " + std::string(what) + " must not be empty");
    for (const char c : id) {
        // '/' joins two space ids into a border id, so no id may contain one.
        if (c == '/' || static_cast<unsigned char>(c) <= ' ')
            node.fail("the " + std::string(what) + " '" + id + "' must not contain '/', spaces or control characters");
    }
}

std::vector<KindEntry> readKindTable(const YamlValue& table, const KeySet& ownKeys, const AttributeSchema& schema) {
    KeySet reserved = ownKeys;
    reserved.insert("name");
    const KeySet allowed = keysWithAttributes(reserved, schema);

    std::vector<KindEntry> result;
    board::StringMap<int> lineOfId;
    for (const auto& entry : table.keyedEntries()) {
        checkIdText(entry.key, entry.keyNode, "id");
        if (const auto it = lineOfId.find(entry.key); it != lineOfId.end())
            entry.keyNode.fail("duplicate id '" + entry.key + "' (first given on line " + std::to_string(it->second) + ")");
        lineOfId.emplace(entry.key, entry.keyNode.line());

        KindEntry kind{entry.key, entry.keyNode, entry.key, std::nullopt, {}};
        if (entry.value.isMap()) {
            kind.fields = entry.value.fieldsAllowing(allowed);
            kind.name = kind.fields->string("name", entry.key);
            kind.attributes = readAttributes(*kind.fields, schema);
        } else if (entry.value.isScalar()) {
            kind.name = entry.value.asString();
            for (const auto& decl : schema.decls())
                if (decl.fallback) kind.attributes.set(decl.name, *decl.fallback);
        } else if (!entry.value.isNull()) {
            entry.value.fail("expected a name or a mapping of the kind's keys");
        }
        result.push_back(std::move(kind));
    }
    return result;
}

}  // namespace adj::data
