#pragma once
// The one sentence the play screen's header says about the step being played: who acts and what
// they do, then how to go on ("Union: move your units on the table. Tap Next when done."). Made
// from the step's data (who acts, the checks it runs, its checklist and title), so every game's
// sequence gets its sentences without any being written per step.
#include "engine/sequence/walker.hpp"

#include <functional>
#include <string>

namespace adj::sequence {

// Who acts at the step, as players say it: "Union", "Union and Confederate", "Both sides",
// "Either side", "The phasing side"; empty for bookkeeping nobody does (Who::None).
// `sideName` turns a side id into its name.
std::string actorWords(const Actor& actor, const std::function<std::string(const std::string&)>& sideName);

// The sentence for the step of `view`. `canGoOn`: a later step exists (false at the game's end).
std::string whatNow(const StepView& view, const std::function<std::string(const std::string&)>& sideName, bool canGoOn);

}  // namespace adj::sequence
