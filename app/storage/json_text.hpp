#pragma once
// The store keeps JSON as text and does not interpret it, but it refuses text that is not JSON:
// an event that cannot be parsed back would break every later replay of its game.
#include <string_view>

namespace adj::storage {

bool isJsonObject(std::string_view text);

}  // namespace adj::storage
