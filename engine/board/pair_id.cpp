#include "engine/board/pair_id.hpp"

namespace adj::board {

std::string canonicalPairId(std::string_view a, std::string_view b) {
    if (b < a) std::swap(a, b);
    std::string id;
    id.reserve(a.size() + 1 + b.size());
    id.append(a).push_back(kPairIdSeparator);
    id.append(b);
    return id;
}

std::optional<std::pair<std::string_view, std::string_view>> splitPairId(std::string_view id) {
    const auto separator = id.find(kPairIdSeparator);
    if (separator == std::string_view::npos || id.find(kPairIdSeparator, separator + 1) != std::string_view::npos) {
        return std::nullopt;
    }
    const auto first = id.substr(0, separator);
    const auto second = id.substr(separator + 1);
    if (first.empty() || second.empty()) return std::nullopt;
    return std::pair{first, second};
}

}  // namespace adj::board
