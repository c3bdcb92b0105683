#include "engine/data/game_definition.hpp"

#include "engine/data/yaml_file.hpp"

#include <algorithm>
#include <charconv>

namespace adj::data {

std::optional<Colour> Colour::parse(std::string_view text) {
    if (text.size() != 7 || text[0] != '#') return std::nullopt;
    std::uint8_t parts[3] = {};
    for (int i = 0; i < 3; ++i) {
        const char* first = text.data() + 1 + 2 * i;
        const auto [end, ec] = std::from_chars(first, first + 2, parts[i], 16);
        if (ec != std::errc() || end != first + 2) return std::nullopt;
    }
    return Colour{parts[0], parts[1], parts[2]};
}

std::string Colour::hex() const {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text = "#";
    for (const std::uint8_t part : {red, green, blue}) {
        text += kDigits[part >> 4];
        text += kDigits[part & 0xf];
    }
    return text;
}

std::optional<board::TerrainId> GameDefinition::terrainId(std::string_view id) const {
    if (const auto* kind = terrain.find(id)) return kind->terrainId;
    return std::nullopt;
}

std::optional<board::FeatureId> GameDefinition::featureBit(std::string_view id) const {
    if (const auto* kind = features.find(id)) return kind->bit;
    return std::nullopt;
}

std::optional<board::FeatureId> GameDefinition::borderBit(std::string_view id) const {
    if (const auto* kind = borderKinds.find(id)) return kind->bit;
    return std::nullopt;
}

std::optional<board::FeatureId> GameDefinition::networkFeatureBit(std::string_view id) const {
    if (const auto* kind = networkFeatures.find(id)) return kind->bit;
    return std::nullopt;
}

std::optional<board::AttributeId> GameDefinition::spaceAttributeId(std::string_view name) const {
    const auto& decls = spaceAttributes.decls();
    for (std::size_t i = 0; i < decls.size(); ++i)
        if (decls[i].name == name) return static_cast<board::AttributeId>(i);
    return std::nullopt;
}

bool GameDefinition::hasFlag(std::string_view flag) const {
    return std::find(pieceFlags.begin(), pieceFlags.end(), flag) != pieceFlags.end();
}

bool GameDefinition::hasCounter(std::string_view counter) const {
    return std::find(pieceCounters.begin(), pieceCounters.end(), counter) != pieceCounters.end();
}

bool GameDefinition::standsOnHexsides(std::string_view category) const {
    return std::find(hexsideCategories.begin(), hexsideCategories.end(), category) != hexsideCategories.end();
}

GameDefinition loadGameDefinition(const std::filesystem::path& gameFolder, const std::string& gameId) {
    GameDefinition definition;
    definition.game = gameId;
    readPiecesFile(YamlFile::load(gameFolder / "pieces.yaml"), definition);
    readTerrainFile(YamlFile::load(gameFolder / "terrain.yaml"), definition);
    return definition;
}

}  // namespace adj::data
