#pragma once
// Values the players read off their own printed charts. The rulebook text leaves some numbers on
// charts it does not contain (the Terrain Effects Chart's costs, the Combat DRM Chart...); the data
// writes those `chart` (data/attributes.hpp) and Adjutant never invents them. The players enter each
// once, keyed by where it belongs ("terrain/forest/move-cost"); from then on the game is loaded with
// them and the rules use them like any other number.
//
// A chart-values file (what `adjutant-cli check --charts` reads and what the app stores) is YAML:
//   terrain/forest/move-cost: 2        # Terrain Effects Chart
//   borders/mountain/extra-cost: 2
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "engine/data/attributes.hpp"
#include "engine/data/game_definition.hpp"

namespace adj::games {

// One value the game needs from a printed chart.
struct ChartQuestion {
    std::string key;        // "terrain/forest/move-cost": table, kind id, attribute
    std::string chart;      // where it is printed: "Terrain Effects Chart"
    std::string subject;    // what it is about, for players: "Forest"
    std::string attribute;  // "move-cost"
    data::AttributeType type = data::AttributeType::Int;
};

// Entered values by key. Only the value types the attribute declares are accepted.
using ChartValues = std::map<std::string, data::AttributeValue, std::less<>>;

// Every value of terrain, border and space-feature kinds still written `chart`, in file order.
// Piece kinds' values printed on the counters themselves (`{chart: counter}`) are left out: they
// differ from counter to counter and belong in the position, not in a chart entry.
std::vector<ChartQuestion> chartQuestions(const data::GameDefinition& definition);

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
