#include "engine/games/game_position.hpp"

#include "engine/data/data_error.hpp"
#include "engine/data/game_manifest.hpp"
#include "engine/data/position_file.hpp"
#include "engine/sequence/sequence_error.hpp"
#include "engine/sequence/step_address.hpp"
#include "engine/sequence/step_not_played.hpp"

#include <optional>

namespace adj::games {
namespace {

// Why the position's step is not in its month's sequence of play (a quarterly phase in November),
// or nullopt. Judged on the scenario's calendar, the turn found from the position's date.
std::optional<std::string> positionStepNotPlayed(const Game& game, const model::Position& position) {
    if (!game.sequence || !game.calendar || position.step.empty()) return std::nullopt;
    std::optional<sequence::TurnClock> clock;
    try {
        clock.emplace(game.calendar->clock(position.scenario));
    } catch (const sequence::SequenceError&) {
        clock.emplace(game.calendar->clock());
    }
    sequence::Cursor cursor = sequence::Cursor::of(position);
    if (position.time.year > 0 && position.time.month > 0) {
        std::string date = std::to_string(position.time.year) + "-" + (position.time.month < 10 ? "0" : "") +
                           std::to_string(position.time.month);
        if (const std::optional<int> turn = clock->turnOf(date)) cursor.time.turn = *turn;
    }
    const sequence::Walker walker(*game.sequence, *clock);
    sequence::Facts facts;
    facts.records = &position.records;
    return sequence::stepNotPlayedReason(walker, cursor, facts);
}

}  // namespace

const data::GameMap& LoadedPosition::map() const {
    if (mapOverride) return *mapOverride;
    const data::GameMap* found = game->data.findMap(position.map);
    if (found == nullptr) throw std::logic_error("LoadedPosition: the map was checked when loading");
    return *found;
}

LoadedPosition loadPositionWithGame(const std::filesystem::path& positionFile, const std::filesystem::path& dataDir,
                                    const std::optional<std::filesystem::path>& mapFile,
                                    const std::optional<std::filesystem::path>& chartsFile) {
    data::PositionSource source = data::readPositionFile(positionFile);
    const auto lineOf = [&](const char* key) {
        return source.lines.lineOf(data::PositionField{data::PositionField::Part::Top, 0, key});
    };
    const auto fail = [&](const char* key, const std::string& message) {
        throw data::DataError(positionFile, lineOf(key), std::string(key) + ": " + message);
    };
    const std::string& gameId = source.position.game;
    if (gameId.empty()) fail("game", "missing; say which game the position is for, e.g. 'game: war-for-the-union'");
    const std::filesystem::path gameFolder = data::gamesFolderOf(dataDir) / gameId;
    if (!std::filesystem::is_regular_file(gameFolder / "game.yaml")) {
        fail("game", "no game '" + gameId + "' in " + data::gamesFolderOf(dataDir).string() + " (run 'adjutant-cli games' to list them)");
    }

    LoadedPosition loaded;
    ChartValues chartValues;
    if (chartsFile) {
        // The values are read against the game's own definition, then the game is loaded with them.
        chartValues = readChartValues(*chartsFile, data::loadGameDefinition(gameFolder, gameId));
    }
    // Played on what the position names: a practice map's chart and a counter kit are used.
    loaded.game = loadGame(gameFolder, chartValues, tableOf(source.position));
    const Game& game = *loaded.game;
    if (!source.position.scenario.empty() && game.data.findScenario(source.position.scenario) == nullptr) {
        fail("scenario", "no scenario '" + source.position.scenario + "' in " + gameId);
    }
    const data::GameMap* map = nullptr;
    if (mapFile) {
        loaded.mapOverride = data::loadGameMap(*mapFile, game.data.definition);
        map = &*loaded.mapOverride;
    } else {
        map = game.data.findMap(source.position.map);
        if (map == nullptr) {
            if (source.position.map.empty()) fail("map", gameId + " has several maps and no default; say which with 'map:'");
            fail("map", "no map '" + source.position.map + "' in " + gameId);
        }
    }
    source.check(game.data.definition, map->graph);

    if (!source.position.step.empty()) {
        if (!game.sequence) fail("step", gameId + " has no sequence of play (sequence.yaml) to find the step in");
        std::optional<std::string> notPlayed;
        try {
            (void)sequence::parseAddress(*game.sequence, source.position.step);
            // A step the month's sequence does not have is refused, not judged.
            notPlayed = positionStepNotPlayed(game, source.position);
        } catch (const sequence::SequenceError& error) {
            throw data::DataError(positionFile, lineOf("step"), error.what());
        }
        if (notPlayed) throw data::DataError(positionFile, lineOf("step"), "step: " + *notPlayed);
    }
    loaded.position = std::move(source.position);
    loaded.file = positionFile;
    loaded.moves = std::move(source.moves);
    return loaded;
}

}  // namespace adj::games
