#pragma once
// What players call a piece, a marker or a side: the words every screen, history line, alert and
// CLI report uses instead of ids. A piece's name is the one its scenario gives (`name:` on the
// piece), else it is built from the data: its kind's name, the number at the end of its id (or a
// short last part, "C-a" -> "a"), and its side where the kind belongs to both sides:
//   US-inf-1 (infantry-vol, union)   -> "Volunteer infantry 1 (Union)"
//   US-grant (grant: Union's own)    -> "Grant"
//   US-army-1 (union-army-hq)        -> "Union Army HQ 1"
// A hidden piece (a block whose face is unseen) is "Hidden piece 3 (Union)": its face is not told.
#include "engine/data/game_definition.hpp"
#include "engine/model/position.hpp"

#include <map>
#include <string>
#include <string_view>

namespace adj::games {

class PieceNames {
public:
    using Given = std::map<std::string, std::string, std::less<>>;  // piece id -> name from the data

    // The definition must outlive this object.
    explicit PieceNames(const data::GameDefinition& definition, Given given = {});

    std::string name(const model::Piece& piece) const;
    // By id, for messages that hold only the id: the piece's name in `position`, else the id.
    std::string nameOf(std::string_view pieceId, const model::Position& position) const;

private:
    const data::GameDefinition* definition_;
    Given given_;
};

// The side's name from the data ("Union"), or the id when the game does not declare it.
std::string sideName(const data::GameDefinition& definition, std::string_view side);
// The marker kind's name ("Rail break", "Key Industrial Center"), or the marker's id.
std::string markerName(const data::GameDefinition& definition, const model::Marker& marker);
// An id written in words for a screen: "army-side" -> "army side".
std::string idWords(std::string_view id);

}  // namespace adj::games
