#pragma once
// Reading attribute declarations and values from YAML, with the file and line of every mistake.
//
//   attributes:                     # a schema: name -> type, or name -> {type, default}
//     movement: int
//     cavalry: {type: bool, default: false}
//
//   infantry: {name: Infantry, movement: 6, rating: chart}   # values, checked against the schema
#include "engine/data/attributes.hpp"
#include "engine/data/yaml_file.hpp"

#include <set>
#include <string>

namespace adj::data {

using KeySet = std::set<std::string, std::less<>>;

// `reserved` are the table's own keys (name, category...), which an attribute may not shadow.
AttributeSchema readAttributeSchema(const YamlValue& node, const KeySet& reserved);

// One value of a declared attribute: a number, true/false, text, or `chart` / {chart: "..."}.
AttributeValue readAttributeValue(const YamlValue& node, const AttributeDecl& decl);

// The schema's attributes found among a mapping's fields, plus the defaults of those left out.
Attributes readAttributes(const YamlValue::Fields& fields, const AttributeSchema& schema);

// Reserved keys plus every attribute name: what a mapping read with readAttributes may contain.
KeySet keysWithAttributes(const KeySet& reserved, const AttributeSchema& schema);

}  // namespace adj::data
