#include "engine/tracker/tipping.hpp"

#include "engine/tracker/selection.hpp"
#include "engine/tracker/wording.hpp"

namespace adj::tracker {
namespace {

session::Payload tip(const std::string& piece, bool toTipped, const TrackerOptions& options) {
    session::PieceChanged change;
    change.piece = piece;
    (toTipped ? change.flagsAdded : change.flagsRemoved).insert(options.tippedFlag);
    return change;
}

}  // namespace

void reconcileTips(const BoardDiff& diff, const TrackerOptions& options, TrackResult& result) {
    for (const TipChange& change : diff.tips) {
        const std::string state = change.toTipped ? "tipped" : "standing";
        if (static_cast<int>(change.candidates.size()) == change.howMany) {
            // Every block that could have changed did: nothing to choose.
            for (const std::string& piece : change.candidates)
                result.events.push_back(ProposedEvent{tip(piece, change.toTipped, options), 0.85,
                                                      "the " + change.side + " block " + piece + " at " + change.space + " is now " + state});
            continue;
        }
        Question question;
        question.kind = "which-tipped";
        question.text = "Which " + change.side + " block" + (change.howMany > 1 ? "s" : "") + " at " + change.space + " " +
                        (change.howMany > 1 ? "are" : "is") + " now " + state + "?";
        question.reason = "blocks hide their faces, so " + std::to_string(change.howMany) + " of " + listWords(change.candidates) +
                          " could be the one" + (change.howMany > 1 ? "s" : "");
        question.spaces = {change.space};
        question.pieces = change.candidates;
        for (const auto& pick : combinations(change.candidates.size(), static_cast<std::size_t>(change.howMany), options.maxChoices)) {
            Choice choice;
            std::vector<std::string> pieces;
            for (std::size_t i : pick) {
                pieces.push_back(change.candidates[i]);
                choice.events.push_back(tip(change.candidates[i], change.toTipped, options));
            }
            choice.label = listWords(pieces) + (pieces.size() > 1 ? " are " : " is ") + state;
            question.choices.push_back(std::move(choice));
        }
        result.questions.push_back(std::move(question));
    }
}

}  // namespace adj::tracker
