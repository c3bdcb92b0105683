#include "engine/sequence/what_now.hpp"

#include <algorithm>

namespace adj::sequence {

namespace {

// A check a step runs that says what the players physically do there.
constexpr const char* kMovementCheck = "movement";

std::string withFullStop(std::string text) {
    while (!text.empty() && (text.back() == ' ' || text.back() == '.')) text.pop_back();
    return text + ".";
}

}  // namespace

std::string actorWords(const Actor& actor, const std::function<std::string(const std::string&)>& sideName) {
    if (!actor.known) return "The phasing side";
    switch (actor.who) {
        case Who::None: return {};
        case Who::Both: return "Both sides";
        case Who::Either: return "Either side";
        case Who::Side:
        case Who::Phasing:
        case Who::NonPhasing: break;
    }
    std::string words;
    for (std::size_t i = 0; i < actor.sides.size(); ++i)
        words += (i == 0 ? "" : i + 1 == actor.sides.size() ? " and " : ", ") + sideName(actor.sides[i]);
    return words.empty() ? "The players" : words;
}

std::string whatNow(const StepView& view, const std::function<std::string(const std::string&)>& sideName, bool canGoOn) {
    if (!view.node) return {};
    const std::string who = actorWords(view.actor, sideName);
    const std::string title = view.node->title;
    // The step's own checks: a phase that checks movement in every step below it is not a march.
    const auto& checks = view.node->checks;
    const bool moves = std::find(checks.begin(), checks.end(), kMovementCheck) != checks.end();

    // What to do: moving the units, the one thing the checklist says, or the step and its list.
    std::string doing;
    if (moves && !who.empty()) doing = "move your units on the table";
    else if (view.checklist.size() == 1) doing = view.checklist.front();
    else if (view.checklist.size() > 1)
        doing = withFullStop(title) + " Work through the " + std::to_string(view.checklist.size()) + " points of the list";
    else doing = title;

    std::string sentence = who.empty() ? "Bookkeeping: " + withFullStop(doing) : who + ": " + withFullStop(doing);
    sentence += canGoOn ? " Tap Next when done." : " This is the last step of the game.";
    return sentence;
}

}  // namespace adj::sequence
