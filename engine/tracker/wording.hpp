#pragma once
// Plain words for the players: lists of pieces, stacks, spaces. Kept in one place so every reason
// and question reads the same way.
#include <optional>
#include <string>
#include <vector>

namespace adj::tracker {

// "US-1", "US-1 and US-2", "US-1, US-2 and US-3".
std::string listWords(const std::vector<std::string>& items);
// "a union stack of 2", "a union stack" (count unknown), "a union piece" (count 1).
std::string stackWords(const std::string& side, std::optional<int> count);
// "1207", or "off the board" for an empty location.
std::string placeWords(const std::string& space);

}  // namespace adj::tracker
