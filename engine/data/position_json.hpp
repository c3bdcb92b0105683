#pragma once
// Positions as JSON, for adjutant-cli output and the session log. The keys are those of the YAML
// format (data/README.md), every key always present, so scripts need no defaults.
#include "engine/model/position.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace adj::data {

nlohmann::json positionToJson(const model::Position& position);

// Strict like the YAML reader: unknown keys and wrong types throw DataError(source, 0, "pieces[2].strength:
// expected a whole number"). Keys other than game may be left out. References are not checked here:
// use checkPosition().
model::Position positionFromJson(const nlohmann::json& json, const std::string& source = "position.json");

}  // namespace adj::data
