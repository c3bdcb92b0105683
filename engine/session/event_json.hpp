#pragma once
// Events as JSON, one object per event, for the SQLite log (one row each) and for export:
//   {"schema": 1, "seq": 12, "group": 12, "at": "2025-03-01T18:04:05.123Z", "source": "camera",
//    "type": "piece-moved", "data": {"piece": "US-1-inf-3", "from": "3030", "to": "3031"}}
// "source" is left out when unknown. Field names are stable; reading is strict (unknown types and
// fields are errors) and exact: eventFromJson(toJson(e)) == e for every event.
#include "engine/session/event.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace adj::session {

// The version of the format written. Readers refuse newer versions rather than guess.
inline constexpr int kEventSchemaVersion = 1;

nlohmann::json toJson(const Event& event);
std::string toJsonText(const Event& event);  // compact, one line

// Throw SessionError: malformed JSON, unknown type, missing or wrong field, newer schema.
Event eventFromJson(const nlohmann::json& json);
Event eventFromJsonText(std::string_view text);

}  // namespace adj::session
