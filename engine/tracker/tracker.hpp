#pragma once
// The board tracker: after each still moment, compares what the camera saw with the position and
// proposes what happened — pieces moved, stacks moved or split, pieces entered, blocks tipped — as
// session events with a confidence and a reason. What it cannot decide it asks; it never guesses.
//
// Nothing is applied here: the players (or the app, above some confidence) log the proposed events
// and their answers to the questions. The next still moment is tracked against the position that
// results, so what is asked "next" in a note is asked then.
#include "engine/model/position.hpp"
#include "engine/tracker/observation.hpp"
#include "engine/tracker/proposal.hpp"
#include "engine/tracker/tracker_options.hpp"

namespace adj::tracker {

// Deterministic: the same position and observation give the same result, events and questions in
// the same order (by side, then space), notes sorted.
TrackResult track(const model::Position& position, const Observation& observation, const TrackerOptions& options = {});

}  // namespace adj::tracker
