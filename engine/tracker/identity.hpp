#pragma once
// How far the tracker trusts identity's guess at a stack's top piece.
#include "engine/tracker/observation.hpp"
#include "engine/tracker/tracker_options.hpp"

#include <optional>
#include <string>
#include <vector>

namespace adj::tracker {

// The top piece when identity is sure of it: the best candidate is confident enough and clearly
// ahead of the runner-up. A near tie gives nothing, so that it becomes a question, never a pick.
std::optional<std::string> sureTop(const std::vector<IdentityCandidate>& top, const TrackerOptions& options);

// How strongly identity says `piece` is on top: its candidate's confidence, 0 when not listed.
double topConfidence(const std::vector<IdentityCandidate>& top, const std::string& piece);

}  // namespace adj::tracker
