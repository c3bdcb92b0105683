#pragma once
// A counter kit: the counters Adjutant prints itself (render-counters) and the values they show,
// read from kits/<id>.yaml. A scenario played with them names the kit (`kit: practice`); a game of
// that scenario uses the kit's values for what the data leaves to the publisher's counters
// (`{chart: counter}`), and render-counters prints them on the counters.
//
//   title: Practice counters (Adjutant's own values, not the publisher's counter sheet)
//   pieces:
//     infantry-mil: {movement: 3}
//     grant: {command: 5, battle: 2, movement: 6}
#include "engine/data/printed_values.hpp"

#include <filesystem>
#include <string>

namespace adj::data {

struct GameDefinition;

struct CounterKit {
    std::string id;         // the file's name: kits/practice.yaml is "practice"
    PrintedValues printed;  // table "pieces" only
};

// Throws DataError with file and line (printed_values.hpp says what is checked).
CounterKit loadCounterKit(const std::filesystem::path& file, const GameDefinition& definition);

}  // namespace adj::data
