#include "engine/data/yaml_text.hpp"

#include <array>
#include <cctype>

namespace adj::data {
namespace {

bool plainSafe(std::string_view text) {
    if (text.empty() || !std::isalpha(static_cast<unsigned char>(text.front()))) return false;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (!std::isalnum(u) && c != '-' && c != '_' && c != '.') return false;
    }
    // Words that YAML 1.1 readers take for booleans or null.
    static constexpr std::array<std::string_view, 11> kSpecial = {"true", "false", "yes", "no", "on", "off",
                                                                  "null", "y", "n", "nan", "inf"};
    std::string lower;
    for (const char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const auto word : kSpecial)
        if (lower == word) return false;
    return true;
}

}  // namespace

std::string yamlScalar(std::string_view text) {
    if (plainSafe(text)) return std::string(text);
    static constexpr char kHex[] = "0123456789abcdef";
    std::string quoted = "\"";
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            quoted += '\\';
            quoted += c;
        } else if (u < 0x20) {
            quoted += "\\x";
            quoted += kHex[u >> 4];
            quoted += kHex[u & 0xf];
        } else {
            quoted += c;
        }
    }
    return quoted + "\"";
}

}  // namespace adj::data
