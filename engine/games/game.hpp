#pragma once
// One game, loaded whole from data/games/<id>/: its data (definition, maps, scenarios), its
// rules.yaml, its calendar and sequence of play, and the module that runs its rules. Loading is
// all or nothing: the first mistake in any file is a DataError naming file and line.
#include <filesystem>
#include <memory>

#include "engine/data/game_data.hpp"
#include "engine/games/chart_values.hpp"
#include "engine/games/game_module.hpp"
#include "engine/games/game_rules.hpp"
#include "engine/sequence/calendar.hpp"
#include "engine/sequence/sequence.hpp"

namespace adj::games {

struct Game {
    data::GameData data;
    GameRules rules;
    // Absent when the game's folder has no calendar.yaml / sequence.yaml yet.
    std::unique_ptr<const sequence::Calendar> calendar;
    std::unique_ptr<const sequence::Sequence> sequence;
    const GameModule* module = nullptr;
    // What the game was loaded for: the map and scenario on the table, and the values their print
    // holds (chart_values.hpp, printedValues), which the definition carries in place of `chart`.
    Table table;
    ChartValues printed;

    const std::string& id() const { return data.manifest.id; }
};

// `chartValues` are the values the players entered from their printed charts (chart_values.hpp);
// they replace the data's `chart` entries before the rules are built, and so do the values printed on
// the `table`'s own kit (a practice map's chart, a scenario's counter kit), which win over entered
// ones: they are what lies on the table. Throws data::DataError for a value that does not fit the
// game (naming its key).
std::unique_ptr<const Game> loadGame(const std::filesystem::path& gameFolder, const ChartValues& chartValues = {},
                                     const Table& table = {});

}  // namespace adj::games
