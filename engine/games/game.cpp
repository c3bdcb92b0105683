#include "engine/games/game.hpp"

#include "engine/data/data_error.hpp"
#include "engine/sequence/calendar_yaml.hpp"
#include "engine/sequence/sequence_yaml.hpp"

namespace adj::games {

std::unique_ptr<const Game> loadGame(const std::filesystem::path& gameFolder, const ChartValues& chartValues,
                                     const Table& table) {
    auto game = std::make_unique<Game>();
    game->data = data::loadGameData(gameFolder);
    game->table = table;
    game->printed = printedValues(game->data, table);
    ChartValues values = chartValues;
    for (const auto& [key, value] : game->printed) values[key] = value;
    if (!values.empty()) {
        try {
            applyChartValues(game->data.definition, values);
        } catch (const std::invalid_argument& error) {
            throw data::DataError(gameFolder / "terrain.yaml", 0, error.what());
        }
    }
    game->module = &moduleFor(game->data.manifest.id);
    game->rules = loadGameRules(gameFolder, game->data.definition);

    const std::filesystem::path calendarFile = gameFolder / "calendar.yaml";
    if (std::filesystem::exists(calendarFile)) {
        game->calendar = std::make_unique<const sequence::Calendar>(sequence::loadCalendar(calendarFile));
    }
    const std::filesystem::path sequenceFile = gameFolder / "sequence.yaml";
    if (std::filesystem::exists(sequenceFile)) {
        sequence::SequenceOptions options;
        std::vector<std::string> sides;
        for (const data::Side& side : game->data.definition.sides) sides.push_back(side.id);
        options.sides = std::move(sides);
        options.checks = game->module->checks();
        options.calendar = game->calendar.get();
        game->sequence = std::make_unique<const sequence::Sequence>(sequence::loadSequence(sequenceFile, options));
    }
    return game;
}

}  // namespace adj::games
