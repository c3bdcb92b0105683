#pragma once
// A position file checked against everything it refers to: its game (found by the `game:` it
// names under the data folder), the map it is on, and its step in the game's sequence of play.
// What `adjutant-cli check` and the app's "open position" do first.
#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

#include "engine/data/game_map.hpp"
#include "engine/data/position_file.hpp"
#include "engine/games/game.hpp"
#include "engine/model/position.hpp"

namespace adj::games {

struct LoadedPosition {
    std::unique_ptr<const Game> game;
    std::optional<data::GameMap> mapOverride;  // a map file given on its own (--map)
    model::Position position;
    std::filesystem::path file;               // the position file, for messages about its moves
    std::vector<data::PositionMove> moves;    // its `moves:` list, to judge (planned_moves.hpp)

    const data::GameMap& map() const;
};

// Reads the position, loads its game from `dataDir/<game>/`, and checks the position against the
// game, the map (`mapFile` when given, else the one the position names or the game's default) and
// the sequence (its step must be one the position's month plays). `chartsFile` holds the values the players read off their charts (chart_values.hpp).
// Throws data::DataError naming the file, line and what was expected.
LoadedPosition loadPositionWithGame(const std::filesystem::path& positionFile, const std::filesystem::path& dataDir,
                                    const std::optional<std::filesystem::path>& mapFile = std::nullopt,
                                    const std::optional<std::filesystem::path>& chartsFile = std::nullopt);

}  // namespace adj::games
