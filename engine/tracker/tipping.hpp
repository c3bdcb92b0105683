#pragma once
// Blocks tipped over or stood up again. One candidate per change is an event; more are a question.
#include "engine/tracker/board_diff.hpp"
#include "engine/tracker/proposal.hpp"
#include "engine/tracker/tracker_options.hpp"

namespace adj::tracker {

void reconcileTips(const BoardDiff& diff, const TrackerOptions& options, TrackResult& result);

}  // namespace adj::tracker
