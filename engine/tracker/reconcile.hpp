#pragma once
// The second half of tracking: explains departures and arrivals side by side. A stack that left one
// space and one of the same side that appeared elsewhere moved; pieces that appear from nowhere
// entered; pieces that left for nowhere are asked about. Every plan that explains the board with the
// fewest unexplained pieces is considered: one plan is proposed, several are a question.
#include "engine/model/position.hpp"
#include "engine/tracker/board_diff.hpp"
#include "engine/tracker/proposal.hpp"
#include "engine/tracker/tracker_options.hpp"

namespace adj::tracker {

void reconcileMoves(const model::Position& position, const BoardDiff& diff, const TrackerOptions& options, TrackResult& result);

}  // namespace adj::tracker
