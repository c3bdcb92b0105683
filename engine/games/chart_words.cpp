#include "engine/games/chart_words.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace adj::games {

namespace {

// Abbreviations the rulebooks print in capitals (a DRM, MPs, a ZOC), as they print them.
std::string chartWordOf(std::string word) {
    static const std::array<std::pair<std::string_view, std::string_view>, 14> kAbbreviations{{
        {"drm", "DRM"}, {"mp", "MP"}, {"mps", "MPs"}, {"zoc", "ZOC"}, {"zoi", "ZOI"}, {"los", "LOS"}, {"loc", "LOC"},
        {"sp", "SP"}, {"sps", "SPs"}, {"vp", "VP"}, {"vps", "VPs"}, {"hq", "HQ"}, {"ma", "MA"}, {"cr", "CR"},
    }};
    const auto found = std::find_if(kAbbreviations.begin(), kAbbreviations.end(),
                                    [&](const auto& entry) { return entry.first == word; });
    return found == kAbbreviations.end() ? word : std::string(found->second);
}

template <class Table>
std::string chartKindName(const Table& table, std::string_view id) {
    const auto* kind = table.find(id);
    return kind ? kind->name : attributeWords(id);
}

}  // namespace

std::string attributeWords(std::string_view attribute) {
    std::string text;
    std::string word;
    const auto flush = [&] {
        if (word.empty()) return;
        text += (text.empty() ? "" : " ") + chartWordOf(word);
        word.clear();
    };
    for (const char c : attribute) {
        if (c == '-' || c == '_' || c == ' ') flush();
        else word += c;
    }
    flush();
    return text;
}

std::string chartKeyWords(const data::GameDefinition& definition, std::string_view key) {
    const auto first = key.find('/');
    const auto second = first == std::string_view::npos ? first : key.find('/', first + 1);
    if (second == std::string_view::npos || key.find('/', second + 1) != std::string_view::npos) return attributeWords(key);
    const std::string_view table = key.substr(0, first);
    const std::string_view kind = key.substr(first + 1, second - first - 1);
    const std::string attribute = attributeWords(key.substr(second + 1));
    // Terrain names are bare ("Clear"); border and feature names already say what they are.
    if (table == "terrain") return chartKindName(definition.terrain, kind) + " terrain: " + attribute;
    if (table == "borders") return chartKindName(definition.borderKinds, kind) + ": " + attribute;
    if (table == "features") return chartKindName(definition.features, kind) + ": " + attribute;
    return attributeWords(kind) + ": " + attribute;
}

}  // namespace adj::games
