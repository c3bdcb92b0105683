// Where a piece may stand at all: ships on water, everything else on land (placement_check.hpp).
#include "engine/games/placement_check.hpp"

#include <algorithm>

namespace adj::games {
namespace {

// Terrain is water when the game says `land: false`; a game that never says so has no water terrain.
bool isWaterTerrain(const data::GameDefinition& definition, board::TerrainId terrain) {
    if (terrain >= definition.terrain.size()) return false;
    const auto land = definition.terrain[terrain].attributes.flag("land");
    return land.has_value() && !*land;
}

bool isWaterBorder(const data::GameDefinition& definition, board::FeatureSet features) {
    for (const data::FeatureKind& kind : definition.borderKinds) {
        if (!features.has(kind.bit)) continue;
        if (kind.attributes.flag("waterway").value_or(false) || kind.attributes.flag("seagoing-ships").value_or(false))
            return true;
    }
    return false;
}

// A hex a ship may be in: one of its hexsides is a river hexside ships stand on, or water, or it
// borders water terrain (a coastal hex).
bool isByWater(const data::GameDefinition& definition, const board::SpaceGraph& graph, board::SpaceIndex hex) {
    for (const board::Space& other : graph.spaces()) {
        if (other.kind != board::SpaceKind::Hexside || !other.hexside) continue;
        const board::Border& border = graph.border(*other.hexside);
        if (border.first == hex || border.second == hex) return true;
    }
    for (const board::Neighbour& next : graph.neighbours(hex)) {
        if (isWaterTerrain(definition, graph.space(next.space).terrain)) return true;
        if (isWaterBorder(definition, graph.border(next.border).features)) return true;
    }
    return false;
}

// "ship and naval leader": the categories that stand on hexsides, as words.
std::string categoryWords(const std::vector<std::string>& categories) {
    std::string text;
    for (std::size_t i = 0; i < categories.size(); ++i) {
        std::string words = categories[i];
        std::replace(words.begin(), words.end(), '-', ' ');
        if (i > 0) text += i + 1 == categories.size() ? " and " : ", ";
        text += words;
    }
    return text;
}

}  // namespace

std::optional<std::string> placementRefusal(const data::GameDefinition& definition, const board::SpaceGraph& graph,
                                            const model::Piece& piece, std::string_view space,
                                            std::string_view pieceName) {
    if (space.empty()) return std::nullopt;  // off the board: any piece may be taken off
    const auto index = graph.find(space);
    const data::PieceKind* kind = definition.pieceKinds.find(piece.kind);
    if (!index || !kind) return std::nullopt;
    const board::Space& where = graph.space(*index);
    const std::string name(pieceName);
    const std::string at(space);
    const bool afloat = definition.standsOnHexsides(kind->category);
    if (where.kind == board::SpaceKind::Hexside) {
        if (afloat) return std::nullopt;
        return name + " cannot stand on the river hexside " + at + ": only " +
               (definition.hexsideCategories.empty() ? std::string("no piece")
                                                     : categoryWords(definition.hexsideCategories) + " pieces") +
               " stand on hexsides, and a " + kind->name + " stands in a hex";
    }
    if (where.kind != board::SpaceKind::Hex) return std::nullopt;  // areas and boxes hold anything
    const bool water = isWaterTerrain(definition, where.terrain);
    if (!afloat && water) return name + " cannot stand in " + at + ": it is sea, and a " + kind->name + " stands on land";
    if (afloat && !water && !isByWater(definition, graph, *index))
        return name + " cannot stand in " + at + ": it is dry land, and a " + kind->name +
               " stands on a river hexside, at sea or in a hex by the water";
    return std::nullopt;
}

}  // namespace adj::games
