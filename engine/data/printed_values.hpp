#pragma once
// Values printed on Adjutant's own kit: the terrain effects chart in a practice map's margin
// (maps/<id>.yaml, `chart:`) and what its counters show (kits/<id>.yaml, `counters:`). The rulebook
// leaves such numbers to the publisher's charts and counters (written `chart` in the data); Adjutant
// prints its practice kit itself, so for a game on that kit they are facts of the data, not questions.
//
// Each value fills one `chart` entry of the game's data, named by table, kind and attribute:
//   terrain:  {forest: {move-cost: 2}}        # "terrain/forest/move-cost"
//   borders:  {mountain: {extra-cost: 2}}
//   features: {...}
//   pieces:   {infantry-mil: {movement: 3}}   # on a counter kit only
// A value the rules already give (not written `chart`) cannot be reprinted: the kit may not change
// the rules, only fill in what the rulebook text leaves to the printed components.
#include "engine/data/attributes.hpp"
#include "engine/data/yaml_file.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace adj::data {

struct GameDefinition;

struct PrintedValue {
    std::string table;      // "terrain", "borders", "features" or "pieces"
    std::string kind;       // "forest", "infantry-mil"
    std::string attribute;  // "move-cost"
    AttributeValue value;   // never OnChart
    std::string key() const { return table + "/" + kind + "/" + attribute; }
};

struct PrintedValues {
    std::string title;  // "Practice terrain effects chart"
    std::string note;   // "Adjutant's practice values, not the published chart"
    std::vector<PrintedValue> values;  // in file order

    bool empty() const { return values.empty(); }
    const PrintedValue* find(std::string_view table, std::string_view kind, std::string_view attribute) const;
};

// Reads a mapping of `title`, `note` and the tables in `tables` (from "terrain", "borders",
// "features", "pieces"). Throws DataError with file and line for an unknown table, kind or
// attribute, a value of the wrong type, a value written `chart`, one given twice, or one the rules
// already give.
PrintedValues readPrintedValues(const YamlValue& node, const GameDefinition& definition,
                                const std::vector<std::string>& tables);

}  // namespace adj::data
