// A question's choices in words, what differs first (choice_words.hpp).
#include "engine/tracker/choice_words.hpp"

#include "engine/tracker/wording.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <variant>

namespace adj::tracker {
namespace {

// The pieces a choice takes from one space to another.
struct MoveGroup {
    QuestionMove move;
    std::vector<std::string> pieces;  // ids, in the order the events name them
};

std::vector<MoveGroup> groupsOf(const Choice& choice) {
    std::vector<MoveGroup> groups;
    const auto add = [&](const std::string& piece, const std::string& from, const std::string& to) {
        for (MoveGroup& group : groups)
            if (group.move.from == from && group.move.to == to) {
                group.pieces.push_back(piece);
                return;
            }
        groups.push_back(MoveGroup{{from, to}, {piece}});
    };
    for (const session::Payload& event : choice.events) {
        if (const auto* moved = std::get_if<session::PieceMoved>(&event)) add(moved->piece, moved->from, moved->to);
        else if (const auto* placed = std::get_if<session::PiecePlaced>(&event))
            add(placed->piece.id, "", placed->piece.location.space);
    }
    return groups;
}

std::string groupWords(const MoveGroup& group, const std::vector<std::string>& names, bool sayFrom) {
    const std::string who = listWords(names);
    if (group.move.to.empty()) return who + " taken off the board";
    if (group.move.from.empty()) return who + " entered at " + group.move.to;
    return who + (sayFrom ? " from " + group.move.from : std::string()) + " to " + group.move.to;
}

}  // namespace

std::vector<std::string> choiceWords(const Question& question, const PieceNamer& name) {
    std::vector<std::vector<MoveGroup>> all;
    for (const Choice& choice : question.choices) all.push_back(groupsOf(choice));
    // How many choices take each piece along each move: what every choice shares tells nothing
    // apart, so it goes last.
    std::map<std::tuple<std::string, std::string, std::string>, std::size_t> pieceCount;
    for (const auto& groups : all)
        for (const MoveGroup& group : groups) {
            for (const std::string& piece : group.pieces) ++pieceCount[{piece, group.move.from, group.move.to}];
        }
    const std::size_t choices = question.choices.size();
    // Several departures in play: each move says where from.
    std::set<std::string> froms;
    for (const auto& groups : all)
        for (const MoveGroup& group : groups)
            if (!group.move.from.empty()) froms.insert(group.move.from);
    const bool sayFrom = froms.size() > 1;

    std::vector<std::string> words;
    for (std::size_t c = 0; c < choices; ++c) {
        std::vector<MoveGroup> groups = all[c];
        if (groups.empty()) {
            words.push_back(question.choices[c].label);
            continue;
        }
        const auto shared = [&](const MoveGroup& group, const std::string& piece) {
            return pieceCount[{piece, group.move.from, group.move.to}] == choices;
        };
        const auto distinct = [&](const MoveGroup& group) {
            return static_cast<std::size_t>(std::count_if(group.pieces.begin(), group.pieces.end(),
                                                          [&](const std::string& p) { return !shared(group, p); }));
        };
        std::stable_sort(groups.begin(), groups.end(),
                         [&](const MoveGroup& a, const MoveGroup& b) { return distinct(a) > distinct(b); });
        std::vector<std::string> parts;
        for (MoveGroup& group : groups) {
            std::stable_partition(group.pieces.begin(), group.pieces.end(),
                                  [&](const std::string& p) { return !shared(group, p); });
            std::vector<std::string> names;
            for (const std::string& piece : group.pieces) names.push_back(name(piece));
            parts.push_back(groupWords(group, names, sayFrom));
        }
        std::string text;
        for (const std::string& part : parts) text += (text.empty() ? "" : "; ") + part;
        words.push_back(text);
    }
    return words;
}

std::vector<QuestionMove> questionMoves(const Question& question) {
    std::vector<QuestionMove> moves;
    for (const Choice& choice : question.choices)
        for (const MoveGroup& group : groupsOf(choice))
            if (std::find(moves.begin(), moves.end(), group.move) == moves.end()) moves.push_back(group.move);
    return moves;
}

}  // namespace adj::tracker
