#include "engine/tracker/tracker.hpp"

#include "engine/tracker/board_diff.hpp"
#include "engine/tracker/reconcile.hpp"
#include "engine/tracker/tipping.hpp"

#include <algorithm>
#include <stdexcept>

namespace adj::tracker {
namespace {

TrackResult ignored(std::string why) {
    TrackResult result;
    result.use = FrameUse::Ignored;
    result.why = std::move(why);
    return result;
}

}  // namespace

TrackResult track(const model::Position& position, const Observation& observation, const TrackerOptions& options) {
    // A frame that cannot be trusted proposes nothing: a moving hand or a bumped camera would turn
    // into phantom moves otherwise.
    if (!observation.registered)
        return ignored("the camera's view is not fixed to the map (its markers were not found), so no stack can be placed on a space");
    if (!observation.still) return ignored("the board was not still (a hand or something moving was in view); the next still moment is read");
    try {
        checkObservation(observation);
    } catch (const std::invalid_argument& error) {
        // A faulty report must not stop the game at the table: it is set aside, and says why.
        return ignored(std::string("the camera's report does not add up: ") + error.what());
    }

    const BoardDiff diff = diffBoard(position, observation, options);
    TrackResult result;
    result.use = diff.empty() ? FrameUse::Unchanged : FrameUse::Changed;
    result.notes = diff.notes;
    reconcileMoves(position, diff, options, result);
    reconcileTips(diff, options, result);
    std::sort(result.notes.begin(), result.notes.end());
    return result;
}

}  // namespace adj::tracker
