#include "engine/data/attributes_yaml.hpp"

#include <limits>

namespace adj::data {
namespace {

// The plain word `chart` is how data files say "the rulebook points to a chart we do not have".
constexpr std::string_view kOnChartWord = "chart";

AttributeType readType(const YamlValue& node) {
    const std::string text = node.asString();
    if (const auto type = parseAttributeType(text)) return *type;
    node.fail("'" + text + "' is not an attribute type; expected int, bool or string");
}

}  // namespace

AttributeSchema readAttributeSchema(const YamlValue& node, const KeySet& reserved) {
    AttributeSchema schema;
    for (const auto& entry : node.keyedEntries()) {
        if (reserved.contains(entry.key))
            entry.keyNode.fail("'" + entry.key + "' is a key of its own here and cannot be an attribute name");
        AttributeDecl decl;
        decl.name = entry.key;
        if (entry.value.isMap()) {
            const auto fields = entry.value.fields({"type", "default"});
            decl.type = readType(fields.required("type"));
            if (const auto fallback = fields.optional("default")) decl.fallback = readAttributeValue(*fallback, decl);
        } else {
            decl.type = readType(entry.value);
        }
        if (!schema.add(std::move(decl))) entry.keyNode.fail("duplicate attribute '" + entry.key + "'");
    }
    return schema;
}

AttributeValue readAttributeValue(const YamlValue& node, const AttributeDecl& decl) {
    if (node.isMap()) {
        const auto fields = node.fields({"chart"});
        return OnChart{fields.string("chart")};
    }
    if (node.isScalar() && node.asString() == kOnChartWord) return OnChart{};
    switch (decl.type) {
    case AttributeType::Int: {
        const long long value = node.asInt();
        if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max())
            node.fail("the number " + std::to_string(value) + " is too large");
        return static_cast<int>(value);
    }
    case AttributeType::Bool: return node.asBool();
    case AttributeType::String: return node.asString();
    }
    node.fail("unknown attribute type");
}

Attributes readAttributes(const YamlValue::Fields& fields, const AttributeSchema& schema) {
    Attributes attributes;
    for (const auto& decl : schema.decls()) {
        if (const auto value = fields.optional(decl.name)) attributes.set(decl.name, readAttributeValue(*value, decl));
        else if (decl.fallback) attributes.set(decl.name, *decl.fallback);
    }
    return attributes;
}

KeySet keysWithAttributes(const KeySet& reserved, const AttributeSchema& schema) {
    KeySet keys = reserved;
    for (const auto& decl : schema.decls()) keys.insert(decl.name);
    return keys;
}

}  // namespace adj::data
