#pragma once
// The shape every table of kinds in pieces.yaml and terrain.yaml shares:
//
//   kinds:
//     infantry: {name: Infantry, category: troop, movement: 6}   # full form
//     port: Port                                                  # short form: just the name
//
// Keys are ids, in file order; a value is the kind's fields (its own keys plus declared attributes)
// or, when it needs none, its name alone.
#include "engine/data/attributes_yaml.hpp"
#include "engine/data/yaml_file.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adj::data {

struct KindEntry {
    std::string id;
    YamlValue keyNode;                     // for errors about the id itself
    std::string name;                      // the id when the data gives no name
    std::optional<YamlValue::Fields> fields;  // nullopt in the short form
    Attributes attributes;                 // declared attributes given, plus defaults
};

// `ownKeys` are the keys the table knows besides `name` and the schema's attributes.
// Rejects ids that are empty, contain '/' or whitespace, or appear twice.
std::vector<KindEntry> readKindTable(const YamlValue& table, const KeySet& ownKeys, const AttributeSchema& schema);

// Every data id (kinds, spaces, sides) obeys the same rule, so files can be cross-checked by eye.
// Fails on `node` when the id is empty or has '/', whitespace or control characters; `what` names
// it in the message ("id", "box id", "hex name").
void checkIdText(const std::string& id, const YamlValue& node, std::string_view what);

}  // namespace adj::data
