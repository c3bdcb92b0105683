#pragma once
// Ids for things that sit between two spaces (hexsides, area borders): "3030/3129", "L1/L2". The lower
// id by plain string comparison comes first, so the same pair has one id however the data names it;
// for fixed-width XXYY ids that is also the numerically lower hex.
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace adj::board {

inline constexpr char kPairIdSeparator = '/';

// "3129", "3030" -> "3030/3129".
std::string canonicalPairId(std::string_view a, std::string_view b);

// "3129/3030" -> {"3129", "3030"}: the two halves as written, not reordered. nullopt unless there is
// exactly one separator with something on both sides.
std::optional<std::pair<std::string_view, std::string_view>> splitPairId(std::string_view id);

}  // namespace adj::board
