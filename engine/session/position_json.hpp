#pragma once
// Pieces, markers and whole positions as JSON: inside events (a placed piece) and as the initial
// position and snapshots of a stored game. Every field is always written, under a stable name, so
// what is read back equals what was written.
#include "engine/model/position.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace adj::session {

nlohmann::json toJson(const model::Piece& piece);
nlohmann::json toJson(const model::Marker& marker);
nlohmann::json toJson(const model::GameTime& time);
nlohmann::json toJson(const model::Position& position);

// Throw SessionError naming the field (`where`, e.g. "data.piece") and what was expected.
model::Piece pieceFromJson(const nlohmann::json& json, const std::string& where);
model::Marker markerFromJson(const nlohmann::json& json, const std::string& where);
model::GameTime timeFromJson(const nlohmann::json& json, const std::string& where);
model::Position positionFromJson(const nlohmann::json& json, const std::string& where = "position");

}  // namespace adj::session
