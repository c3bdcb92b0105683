#include "engine/games/game_names.hpp"

#include "engine/sequence/step_titles.hpp"

namespace adj::games {

PieceNames::Given givenPieceNames(const Game& game, const model::Position& position) {
    const data::Scenario* scenario = position.scenario.empty() ? nullptr : game.data.findScenario(position.scenario);
    return scenario ? scenario->pieceNames : PieceNames::Given{};
}

PieceNames pieceNamesFor(const Game& game, const model::Position& position) {
    return PieceNames(game.data.definition, givenPieceNames(game, position));
}

GameNames::GameNames(const Game& game, const model::Position& position)
    : game_(&game), map_(game.data.findMap(position.map)),
      pieces_(game.data.definition, givenPieceNames(game, position)) {}

std::string GameNames::piece(const model::Piece& piece) const { return pieces_.name(piece); }

std::string GameNames::space(const std::string& space) const {
    const auto index = map_ ? map_->graph.find(space) : std::nullopt;
    if (!index) return space;
    const std::string& name = map_->info(*index).name;
    if (name.empty() || name == space) return space;
    // Hexes keep the number printed in them, so players find the hex on the map by either.
    return map_->graph.space(*index).kind == board::SpaceKind::Hex ? name + " (" + space + ")" : name;
}

std::string GameNames::step(const std::string& step) const {
    if (!game_->sequence || step.empty()) return step;
    try {
        return sequence::stepTitlePath(*game_->sequence, step);
    } catch (const std::exception&) {
        return step;  // a step this sequence lacks (an old log): its id says at least where
    }
}

std::string GameNames::marker(const model::Marker& marker) const { return markerName(game_->data.definition, marker); }
std::string GameNames::side(const std::string& side) const { return sideName(game_->data.definition, side); }
std::string GameNames::flag(const std::string& flag) const { return idWords(flag); }

bool GameNames::leads(const model::Piece& piece) const {
    const data::PieceKind* kind = game_->data.definition.pieceKinds.find(piece.kind);
    return kind && (kind->category == "leader" || kind->category.ends_with("-leader"));
}

}  // namespace adj::games
