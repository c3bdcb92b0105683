#include "engine/tracker/wording.hpp"

namespace adj::tracker {

std::string listWords(const std::vector<std::string>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
        text += items[i];
    }
    return text;
}

std::string stackWords(const std::string& side, std::optional<int> count) {
    if (count && *count == 1) return "a " + side + " piece";
    if (count) return "a " + side + " stack of " + std::to_string(*count);
    return "a " + side + " stack";
}

std::string placeWords(const std::string& space) { return space.empty() ? "off the board" : space; }

}  // namespace adj::tracker
