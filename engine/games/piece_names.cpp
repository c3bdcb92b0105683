#include "engine/games/piece_names.hpp"

#include <algorithm>
#include <cctype>

namespace adj::games {

namespace {

// What tells a piece from the others of its kind: the number its id ends with ("US-inf-12" ->
// "12"), else a last part of a letter or two ("C-a" -> "a", as blocks are lettered); else nothing.
std::string pieceMarkOf(std::string_view id) {
    std::size_t start = id.size();
    while (start > 0 && std::isdigit(static_cast<unsigned char>(id[start - 1])) != 0) --start;
    if (start < id.size()) return std::string(id.substr(start));
    const auto dash = id.find_last_of("-_");
    const std::string_view last = dash == std::string_view::npos ? std::string_view() : id.substr(dash + 1);
    // Only a letter or two in lower case: "U-HQ" is the kind's own abbreviation, not a mark.
    const bool lettered = !last.empty() && last.size() <= 2 &&
                          std::all_of(last.begin(), last.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    return lettered ? std::string(last) : std::string();
}

}  // namespace

PieceNames::PieceNames(const data::GameDefinition& definition, Given given)
    : definition_(&definition), given_(std::move(given)) {}

std::string PieceNames::name(const model::Piece& piece) const {
    if (const auto given = given_.find(piece.id); given != given_.end() && !given->second.empty()) return given->second;
    const data::PieceKind* kind = piece.hidden() ? nullptr : definition_->pieceKinds.find(piece.kind);
    if (!piece.hidden() && kind == nullptr) return piece.id;  // a kind the game lacks: nothing better to say
    std::string text = kind ? kind->name : std::string("Hidden piece");
    if (const std::string mark = pieceMarkOf(piece.id); !mark.empty()) text += " " + mark;
    // A kind of one side's own (a named leader, an army) already says whose it is.
    if ((kind == nullptr || kind->side.empty()) && !piece.side.empty())
        text += " (" + sideName(*definition_, piece.side) + ")";
    return text;
}

std::string PieceNames::nameOf(std::string_view pieceId, const model::Position& position) const {
    const model::Piece* piece = position.findPiece(std::string(pieceId));
    return piece ? name(*piece) : std::string(pieceId);
}

std::string sideName(const data::GameDefinition& definition, std::string_view side) {
    const data::Side* found = definition.sides.find(side);
    return found ? found->name : std::string(side);
}

std::string markerName(const data::GameDefinition& definition, const model::Marker& marker) {
    const data::MarkerKind* kind = definition.markerKinds.find(marker.kind);
    return kind ? kind->name : marker.id;
}

std::string idWords(std::string_view id) {
    std::string text(id);
    for (char& c : text)
        if (c == '-' || c == '_') c = ' ';
    return text;
}

}  // namespace adj::games
