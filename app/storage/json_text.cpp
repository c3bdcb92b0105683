#include "app/storage/json_text.hpp"

#include <nlohmann/json.hpp>

namespace adj::storage {

bool isJsonObject(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text[first] == '{' && nlohmann::json::accept(text);
}

}  // namespace adj::storage
