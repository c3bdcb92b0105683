#pragma once
// Whether a piece may stand in a space at all, whatever move took it there: a ship stands on water
// (a river hexside, a sea space, or a hex by the water), and every other piece never on a hexside nor
// in a sea hex. Asked before an answer to a camera question (or a correction) is logged, so that a
// slip ("the river ram went to 1208") is refused with its reason instead of breaking the position.
//
// What counts as water comes from the game's data: the categories of pieces that stand on hexsides
// (pieces.yaml `hexside-categories`, the ships), terrain with `land: false`, and border kinds with
// `waterway: true` or `seagoing-ships: true` (terrain.yaml).
#include "engine/board/space_graph.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/model/position.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace adj::games {

// Nothing when `piece` may stand in `space`, else the reason in words, naming the piece as
// `pieceName` (its display name) and the space by its id. A space the board does not know, or a
// piece of a kind the game does not know, is not judged here (the position check reports those).
std::optional<std::string> placementRefusal(const data::GameDefinition& definition, const board::SpaceGraph& graph,
                                            const model::Piece& piece, std::string_view space,
                                            std::string_view pieceName);

}  // namespace adj::games
