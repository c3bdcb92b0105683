#include "vision/stability/stability_gate.hpp"

#include <cmath>
#include <utility>

namespace adj::vision {

StabilityGate::StabilityGate(StabilityOptions options) : options_(std::move(options)) {}

void StabilityGate::restartStillPeriod(const OccupancyResult& occupancy, double timestamp)
{
    anchor_ = occupancy.blobs;
    anchorChanged_ = occupancy.changedFraction;
    stillSince_ = timestamp;
    periodCommitted_ = false;
    ++stillPeriods_;
    state_ = BoardState::Settling;
}

std::optional<StableObservation> StabilityGate::feed(const OccupancyResult& occupancy, double timestampSeconds)
{
    if (!occupancy.foreign.empty()) {
        // A hand may be holding a piece, about to put one down, or hiding one: whatever the
        // blobs say now is not a position.
        state_ = BoardState::Busy;
        return std::nullopt;
    }
    // Compared with the start of the still period, not the previous frame: a piece pushed
    // a millimetre per frame never looks still to the gate.
    const bool quietBefore = state_ == BoardState::Settling || state_ == BoardState::Committed;
    if (!quietBefore || !sameBoard(anchor_, occupancy.blobs, options_.tolerance) ||
        std::abs(occupancy.changedFraction - anchorChanged_) > options_.changedFractionDrift) {
        restartStillPeriod(occupancy, timestampSeconds);
    }
    if (periodCommitted_ || timestampSeconds - stillSince_ < options_.stillSeconds) {
        return std::nullopt;
    }
    periodCommitted_ = true;
    state_ = BoardState::Committed;
    if (lastCommit_.has_value() && sameBoard(lastCommit_->blobs, occupancy.blobs, options_.tolerance)) {
        return std::nullopt; // settled back to what was already committed: nothing happened
    }
    StableObservation observation;
    observation.timestamp = timestampSeconds;
    observation.stillSince = stillSince_;
    observation.blobs = occupancy.blobs;
    observation.sequence = lastCommit_.has_value() ? lastCommit_->sequence + 1 : 1;
    lastCommit_ = observation;
    return observation;
}

void StabilityGate::feedUnseen(double /*timestampSeconds*/)
{
    state_ = BoardState::Unseen;
}

void StabilityGate::reset()
{
    state_ = BoardState::Unseen;
    anchor_.clear();
    periodCommitted_ = false;
    lastCommit_.reset();
}

} // namespace adj::vision
