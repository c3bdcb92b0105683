#pragma once
// What a game is made of, as its data files declare it: sides, piece kinds, marker kinds and piece
// states (pieces.yaml); terrain, border kinds, space features and network layers (terrain.yaml).
// Maps, scenarios and positions refer to these by id; the loaders check every such reference.
#include "engine/board/feature_set.hpp"
#include "engine/board/space.hpp"
#include "engine/board/space_attributes.hpp"
#include "engine/data/attributes.hpp"
#include "engine/data/id_table.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace adj::data {

class YamlFile;

// A side's colour, "#rrggbb": how its counters are printed and how vision tells the sides apart.
struct Colour {
    std::uint8_t red = 0;
    std::uint8_t green = 0;
    std::uint8_t blue = 0;

    // Parses "#rrggbb" (either letter case); nullopt for anything else.
    static std::optional<Colour> parse(std::string_view text);
    std::string hex() const;  // "#rrggbb", lower case
    bool operator==(const Colour&) const = default;
};

struct Side {
    std::string id;    // "union"
    std::string name;  // "Union"
    Colour colour;
};

struct PieceKind {
    std::string id;        // "infantry"
    std::string name;      // "Infantry"
    std::string category;  // one of GameDefinition::categories: "troop", "leader", "block"...
    std::string side;      // the only side that has this kind; empty when both sides do
    Attributes attributes; // "movement": 6, "rating": OnChart...
};

struct MarkerKind {
    std::string id;    // "rail-break"
    std::string name;
    std::string side;  // empty for neutral markers
};

struct TerrainKind {
    std::string id;  // "forest"
    std::string name;
    board::TerrainId terrainId = 0;  // its index in GameDefinition::terrain
    Attributes attributes;           // "move-cost": 2, or OnChart where only the TEC has it
};

// A space feature (city, port, supply-source), a border kind (river, bridge) or a network-edge
// feature (rail-bridge): each is one bit of a board::FeatureSet.
struct FeatureKind {
    std::string id;
    std::string name;
    board::FeatureId bit = 0;  // its index in its table
    Attributes attributes;
};

// A network layer (rail, road, waterway, sea): maps add edges to it.
struct NetworkKind {
    std::string id;
    std::string name;
};

struct GameDefinition {
    std::string game;  // the game's id, its folder name

    // pieces.yaml
    IdTable<Side> sides;
    std::vector<std::string> categories;  // the categories piece kinds may use
    // The categories whose pieces may stand on a hexside space (ships on river hexsides); pieces of
    // every other category stand in hexes, areas or boxes. Empty: no piece ever stands on a hexside.
    std::vector<std::string> hexsideCategories;
    AttributeSchema pieceAttributes;
    IdTable<PieceKind> pieceKinds;
    IdTable<MarkerKind> markerKinds;
    std::vector<std::string> pieceFlags;     // states a piece may have: "reduced", "tipped"...
    std::vector<std::string> pieceCounters;  // per-piece numbers: "fatigue"...

    // terrain.yaml
    AttributeSchema terrainAttributes;
    AttributeSchema borderAttributes;
    AttributeSchema featureAttributes;
    AttributeSchema spaceAttributes;  // per-space values maps give: "supply-value", "state"...
    IdTable<TerrainKind> terrain;
    IdTable<FeatureKind> features;         // of spaces
    IdTable<FeatureKind> borderKinds;      // of borders
    IdTable<NetworkKind> networks;
    IdTable<FeatureKind> networkFeatures;  // of network edges

    // Look-ups for rules code; nullopt for an id the game does not declare.
    std::optional<board::TerrainId> terrainId(std::string_view id) const;
    std::optional<board::FeatureId> featureBit(std::string_view id) const;
    std::optional<board::FeatureId> borderBit(std::string_view id) const;
    std::optional<board::FeatureId> networkFeatureBit(std::string_view id) const;
    // The id a SpaceGraph uses for an int space attribute: its index in spaceAttributes.
    std::optional<board::AttributeId> spaceAttributeId(std::string_view name) const;

    bool hasFlag(std::string_view flag) const;
    bool hasCounter(std::string_view counter) const;
    // Whether pieces of `category` may stand on a hexside space (hexsideCategories).
    bool standsOnHexsides(std::string_view category) const;
};

// Reads <gameFolder>/pieces.yaml and <gameFolder>/terrain.yaml. `gameId` is the manifest's id.
// Throws DataError (file, line, what was expected) on the first mistake.
GameDefinition loadGameDefinition(const std::filesystem::path& gameFolder, const std::string& gameId);

// The two halves, for tests and tools that have the YAML in hand.
void readPiecesFile(const YamlFile& file, GameDefinition& definition);
void readTerrainFile(const YamlFile& file, GameDefinition& definition);

}  // namespace adj::data
