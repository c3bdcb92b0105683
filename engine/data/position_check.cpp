#include "engine/data/position_check.hpp"

#include "engine/board/string_map.hpp"

namespace adj::data {
namespace {

using Part = PositionField::Part;

class Checker {
public:
    Checker(const GameDefinition& definition, const board::SpaceGraph& graph, const PositionLimits& limits)
        : definition_(definition), graph_(graph), limits_(limits) {}

    void problem(Part part, std::size_t index, std::string key, std::string message) {
        problems_.push_back(PositionProblem{PositionField{part, index, std::move(key)}, std::move(message)});
    }

    // Empty is allowed where `optional`: a neutral marker, a side-less interphase.
    void side(const std::string& id, bool optional, Part part, std::size_t index, const std::string& key) {
        if (id.empty() ? !optional : !definition_.sides.contains(id))
            problem(part, index, key,
                    (id.empty() ? "a side is required" : "unknown side '" + id + "'") + " (expected one of: " +
                        definition_.sides.idList() + ")");
    }

    void space(const std::string& id, Part part, std::size_t index, const std::string& key) {
        if (!id.empty() && !graph_.find(id)) problem(part, index, key, "no space '" + id + "' on the map");
    }

    void piece(const model::Piece& piece, std::size_t i) {
        if (piece.id.empty()) problem(Part::Piece, i, "id", "a piece needs an id");
        else if (const auto [it, fresh] = pieceIds_.emplace(piece.id, i); !fresh)
            problem(Part::Piece, i, "id", "duplicate piece id '" + piece.id + "' (also piece " + std::to_string(it->second + 1) + ")");
        side(piece.side, false, Part::Piece, i, "side");
        // A hidden block is known only by its side: it has no kind to check.
        const PieceKind* kind = piece.hidden() ? nullptr : definition_.pieceKinds.find(piece.kind);
        if (!piece.hidden()) {
            if (!kind)
                problem(Part::Piece, i, "kind", "unknown piece kind '" + piece.kind + "' (expected one of: " +
                                                    definition_.pieceKinds.idList() + ")");
            else if (!kind->side.empty() && !piece.side.empty() && kind->side != piece.side)
                problem(Part::Piece, i, "kind",
                        "'" + piece.kind + "' is a kind of side '" + kind->side + "', but the piece is '" + piece.side + "'");
        }
        if (piece.strength < 0)
            problem(Part::Piece, i, "strength", "strength " + std::to_string(piece.strength) + " is negative");
        else if (piece.strength > limits_.maxStrength)
            problem(Part::Piece, i, "strength", "strength " + std::to_string(piece.strength) + " is more than the " +
                                                    std::to_string(limits_.maxStrength) + " a piece may have");
        space(piece.location.space, Part::Piece, i, "at");
        if (kind) onHexsideOnlyIfAllowed(*kind, piece.location.space, i);
        for (const auto& flag : piece.flags)
            if (!definition_.hasFlag(flag)) problem(Part::Piece, i, "flags", "unknown flag '" + flag + "' (expected one of: " + list(definition_.pieceFlags) + ")");
        for (const auto& [counter, value] : piece.counters)
            if (!definition_.hasCounter(counter))
                problem(Part::Piece, i, "counters", "unknown counter '" + counter + "' (expected one of: " + list(definition_.pieceCounters) + ")");
    }

    void marker(const model::Marker& marker, std::size_t i) {
        if (marker.id.empty()) problem(Part::Marker, i, "id", "a marker needs an id");
        else if (const auto [it, fresh] = markerIds_.emplace(marker.id, i); !fresh)
            problem(Part::Marker, i, "id", "duplicate marker id '" + marker.id + "' (also marker " + std::to_string(it->second + 1) + ")");
        if (!definition_.markerKinds.contains(marker.kind))
            problem(Part::Marker, i, "kind",
                    "unknown marker kind '" + marker.kind + "' (expected one of: " + definition_.markerKinds.idList() + ")");
        side(marker.side, true, Part::Marker, i, "side");
        space(marker.location.space, Part::Marker, i, "at");
    }

    // Only ships (the game's hexside-categories) stand on hexsides; a land unit there is a typing slip.
    void onHexsideOnlyIfAllowed(const PieceKind& kind, const std::string& at, std::size_t i) {
        const auto index = at.empty() ? std::nullopt : graph_.find(at);
        if (!index || graph_.space(*index).kind != board::SpaceKind::Hexside) return;
        if (definition_.standsOnHexsides(kind.category)) return;
        problem(Part::Piece, i, "at",
                "'" + at + "' is a hexside, and a " + kind.category + " stands in a hex (only " +
                    (definition_.hexsideCategories.empty() ? std::string("no piece")
                                                           : list(definition_.hexsideCategories) + " pieces") +
                    " stand on hexsides)");
    }

    std::vector<PositionProblem> take() { return std::move(problems_); }

private:
    static std::string list(const std::vector<std::string>& ids) {
        std::string text;
        for (const auto& id : ids) text += (text.empty() ? "" : ", ") + id;
        return text.empty() ? "(none declared)" : text;
    }

    const GameDefinition& definition_;
    const board::SpaceGraph& graph_;
    const PositionLimits& limits_;
    board::StringMap<std::size_t> pieceIds_;
    board::StringMap<std::size_t> markerIds_;
    std::vector<PositionProblem> problems_;
};

}  // namespace

std::string PositionField::path() const {
    switch (part) {
    case Part::Top: return key;
    case Part::Piece: return "pieces[" + std::to_string(index) + "]." + key;
    case Part::Marker: return "markers[" + std::to_string(index) + "]." + key;
    case Part::Control: return "control." + key;
    case Part::Record: return "records." + key;
    }
    return key;
}

std::vector<PositionProblem> checkPosition(const model::Position& position, const GameDefinition& definition,
                                           const board::SpaceGraph& graph, const PositionLimits& limits) {
    Checker check(definition, graph, limits);
    if (!definition.game.empty() && position.game != definition.game)
        check.problem(Part::Top, 0, "game", "the position is for game '" + position.game + "', not '" + definition.game + "'");
    if (position.time.turn < 1) check.problem(Part::Top, 0, "time", "turn " + std::to_string(position.time.turn) + " is before turn 1");
    if (position.time.month < 0 || position.time.month > 12)
        check.problem(Part::Top, 0, "time", "month " + std::to_string(position.time.month) + " is not 1 to 12 (or 0 for none)");
    if (position.time.year < 0) check.problem(Part::Top, 0, "time", "year " + std::to_string(position.time.year) + " is negative");
    check.side(position.phasingSide, true, Part::Top, 0, "phasing");
    for (std::size_t i = 0; i < position.pieces.size(); ++i) check.piece(position.pieces[i], i);
    for (std::size_t i = 0; i < position.markers.size(); ++i) check.marker(position.markers[i], i);
    for (const auto& [space, side] : position.control) {
        if (!graph.find(space)) check.problem(Part::Control, 0, space, "no space '" + space + "' on the map");
        check.side(side, false, Part::Control, 0, space);
    }
    return check.take();
}

}  // namespace adj::data
