#pragma once
// The words of one loaded game for everything events and reports refer to: pieces by their names
// (piece_names.hpp), spaces by the map's names with the printed number ("Kessel (0808)"), steps
// by their titles ("Union Player Turn > Movement Phase"), markers by their kinds' names, sides by
// theirs. The history screen, the camera strip and the CLI describe events with it.
#include "engine/data/game_map.hpp"
#include "engine/games/game.hpp"
#include "engine/games/piece_names.hpp"
#include "engine/session/event_text.hpp"

namespace adj::games {

class GameNames final : public session::EventNames {
public:
    // The map and the scenario (for pieces' given names) are the position's. `game` must outlive this.
    GameNames(const Game& game, const model::Position& position);

    std::string piece(const model::Piece& piece) const override;
    std::string space(const std::string& space) const override;
    std::string step(const std::string& step) const override;
    std::string marker(const model::Marker& marker) const override;
    std::string side(const std::string& side) const override;
    std::string flag(const std::string& flag) const override;
    // Pieces of a leader category ("leader", "naval-leader"): a stack is called after its leader.
    bool leads(const model::Piece& piece) const override;

    const PieceNames& pieces() const { return pieces_; }

private:
    const Game* game_;
    const data::GameMap* map_;  // nullptr when the position's map is not the game's
    PieceNames pieces_;
};

// The piece names of a game for a position: built ones, and those its scenario gives.
PieceNames pieceNamesFor(const Game& game, const model::Position& position);

// The names the position's scenario gives its pieces (`name:` in scenarios/<id>.yaml); empty when
// the position has no scenario of this game.
PieceNames::Given givenPieceNames(const Game& game, const model::Position& position);

}  // namespace adj::games
