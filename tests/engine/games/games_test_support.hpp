#pragma once
// The three test games of tests/fixtures/games, loaded as the app and the CLI load real games.
#include <filesystem>
#include <memory>
#include <string>

#include "engine/data/position_file.hpp"
#include "engine/games/game.hpp"
#include "engine/games/game_position.hpp"
#include "engine/model/position.hpp"

namespace adj::games::test {

inline std::filesystem::path fixtureGames() { return std::filesystem::path(ADJUTANT_TEST_FIXTURES) / "games"; }
inline std::filesystem::path fixturePosition(const std::string& name) {
    return std::filesystem::path(ADJUTANT_TEST_FIXTURES) / "positions" / (name + ".yaml");
}

inline std::unique_ptr<const Game> fixtureGame(const std::string& id) { return loadGame(fixtureGames() / id); }

// A position written inline, checked against the game like a file would be.
inline model::Position positionOf(const Game& game, const std::string& yaml) {
    const data::PositionSource source = data::parsePosition(yaml, "inline.yaml");
    const data::GameMap* map = game.data.findMap(source.position.map);
    source.check(game.data.definition, map->graph);
    return source.position;
}

}  // namespace adj::games::test
