#pragma once
// Event times as stored: UTC with milliseconds, "2025-03-01T18:04:05.123Z". Fixed width and always
// UTC, so stored text sorts like the times it holds and reads back to the same millisecond.
#include "engine/session/event.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace adj::session {

std::string formatTimestamp(Timestamp at);
// Only the exact form formatTimestamp writes; nullopt for anything else.
std::optional<Timestamp> parseTimestamp(std::string_view text);

}  // namespace adj::session
