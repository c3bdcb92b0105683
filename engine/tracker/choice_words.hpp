#pragma once
// A camera question's choices as the players read them: built from the events each choice logs, with
// pieces called by the name the caller gives (their display name, never an id), and the part that
// tells one choice from the others first. Also the moves a question is about (from and to), for the
// map to draw as arrows. Nothing here decides: the tracker's choices stay what they are.
#include "engine/tracker/proposal.hpp"

#include <functional>
#include <string>
#include <vector>

namespace adj::tracker {

// A piece's name for the players, from its id ("US-inf-1" -> "Volunteer infantry 1").
using PieceNamer = std::function<std::string(const std::string& pieceId)>;

// One string per choice of `question`, in its order. A choice that logs nothing keeps its own label
// ("Nothing happened: put back on the map").
std::vector<std::string> choiceWords(const Question& question, const PieceNamer& name);

// A move some choice of the question would log: from one space to another, each pair once, in the
// order first met. Entries from off the board have an empty `from`.
struct QuestionMove {
    std::string from;
    std::string to;
    bool operator==(const QuestionMove&) const = default;
};
std::vector<QuestionMove> questionMoves(const Question& question);

}  // namespace adj::tracker
