#pragma once
// Values the players read off their own printed charts. The rulebook text leaves some numbers on
// charts it does not contain (the Terrain Effects Chart's costs, the Combat DRM Chart...); the data
// writes those `chart` (data/attributes.hpp) and Adjutant never invents them. The players enter each
// once, keyed by where it belongs ("terrain/forest/move-cost"); from then on the game is loaded with
// them and the rules use them like any other number.
//
// Values printed on each publisher's counter (`{chart: counter}` on a piece kind) are entered the same
// way, once per kind: "pieces/infantry-mil/movement". When the table holds Adjutant's own practice kit
// instead (a map that prints its chart, a scenario that names a counter kit: printed_values.hpp), the
// kit's values are used and those questions are not asked.
//
// A chart-values file (what `adjutant-cli check --charts` reads and what the app stores) is YAML:
//   terrain/forest/move-cost: 2        # Terrain Effects Chart
//   borders/mountain/extra-cost: 2
//   pieces/infantry-mil/movement: 3    # printed on the Militia infantry counters
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "engine/data/attributes.hpp"
#include "engine/data/game_data.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/model/position.hpp"

namespace adj::games {

// One value the game needs from a printed chart.
struct ChartQuestion {
    std::string key;        // "terrain/forest/move-cost": table, kind id, attribute
    std::string chart;      // where it is printed: "Terrain Effects Chart", "the counters"
    std::string subject;    // what it is about, for players: "Forest", "Militia infantry"
    std::string attribute;  // "move-cost"
    data::AttributeType type = data::AttributeType::Int;
};

// Entered values by key. Only the value types the attribute declares are accepted.
using ChartValues = std::map<std::string, data::AttributeValue, std::less<>>;

// Every value of terrain, border and space-feature kinds still written `chart`, in file order, then
// those of piece kinds (printed on their counters: one value per kind, "pieces/<kind>/<attribute>").
std::vector<ChartQuestion> chartQuestions(const data::GameDefinition& definition);

// What is on the table a game is played on: the map sheet and the scenario (whose counters may be a
// kit Adjutant prints). Empty parts: not known, nothing printed is used.
struct Table {
    std::string map;
    std::string scenario;
    bool operator==(const Table&) const = default;
};
Table tableOf(const model::Position& position);

// The values the table's own print holds, as chart values: the map's printed chart (terrain, borders,
// features) and the scenario's counter kit (pieces). Empty for the publisher's map and counters.
ChartValues printedValues(const data::GameData& data, const Table& table);

// The questions a game on `table` leaves to the players, from the data as written: none about terrain
// on a map that prints its chart, none about counters of a scenario played with a counter kit (the
// loader checks that these print all their spaces and pieces need).
std::vector<ChartQuestion> chartQuestions(const data::GameDefinition& definition, const data::GameData& data,
                                          const Table& table);

// Puts entered values in place of the `chart` ones. Throws std::invalid_argument naming the key
// when it is not one of chartQuestions() or its value has the wrong type.
void applyChartValues(data::GameDefinition& definition, const ChartValues& values);

// Reads a chart-values file against the game. Throws data::DataError with file and line for an
// unknown key (listing what can be entered), a wrong type, or a negative cost.
ChartValues readChartValues(const std::filesystem::path& file, const data::GameDefinition& definition);

// A value as the players would type it, and back: "2", "true", "yes".
std::string chartValueText(const data::AttributeValue& value);
// Throws std::invalid_argument with a message for players when `text` is not of `type`.
data::AttributeValue parseChartValue(const std::string& text, data::AttributeType type);

}  // namespace adj::games
