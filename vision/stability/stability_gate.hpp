#pragma once
// Stability: hands over the board, motion and shadows must never become moves. The gate
// watches every frame's occupancy and lets an observation through only once the board has
// been still - no foreign object in sight, no piece appearing, vanishing or moving - for a
// set time, and only when it differs from what was last let through. A hand that sweeps
// over the map and leaves everything as it was therefore commits nothing.

#include "vision/occupancy/occupancy_types.hpp"
#include "vision/stability/board_difference.hpp"

#include <optional>
#include <vector>

namespace adj::vision {

struct StabilityOptions {
    double stillSeconds = 1.0;          ///< How long the board must stay unchanged.
    DifferenceTolerance tolerance;      ///< What counts as unchanged between frames.
    /// The share of the board that differs from the empty map may drift this much during a
    /// still period (light changing, noise); more is motion the blobs did not catch.
    double changedFractionDrift = 0.01;
};

/// What the gate let through.
struct StableObservation {
    double timestamp = 0.0;          ///< Of the frame that completed the still period.
    double stillSince = 0.0;         ///< When the board last changed.
    std::vector<OccupancyBlob> blobs;
    int sequence = 0;                ///< 1 for the first commit, then 2, 3...
};

enum class BoardState {
    Unseen,    ///< No frame yet, or the last could not be registered.
    Busy,      ///< A hand or other foreign object is over the board.
    Settling,  ///< Quiet, waiting out the still period.
    Committed, ///< Still, and what it shows has been let through.
};

class StabilityGate {
public:
    explicit StabilityGate(StabilityOptions options = {});

    /// One frame's occupancy at `timestampSeconds` (increasing). Returns an observation when
    /// this frame completes a still period whose board differs from the last commit.
    std::optional<StableObservation> feed(const OccupancyResult& occupancy, double timestampSeconds);
    /// A frame that could not be registered (camera blocked, markers covered): nothing seen
    /// can be trusted, so any still period starts again.
    void feedUnseen(double timestampSeconds);
    /// Forget everything, including the last commit (new game, camera moved for good).
    void reset();

    [[nodiscard]] BoardState state() const { return state_; }
    /// Which still period the board is in: it changes whenever one starts (the board changed, or a
    /// hand or an unseen frame ended the last), so the quiet frames of one period show one board. Never
    /// reused: reset() does not start the count over.
    [[nodiscard]] long stillPeriod() const { return stillPeriods_; }
    [[nodiscard]] const std::optional<StableObservation>& lastCommit() const { return lastCommit_; }

private:
    void restartStillPeriod(const OccupancyResult& occupancy, double timestamp);

    StabilityOptions options_;
    BoardState state_ = BoardState::Unseen;
    std::vector<OccupancyBlob> anchor_;  ///< The board at the start of the still period.
    double anchorChanged_ = 0.0;
    double stillSince_ = 0.0;
    bool periodCommitted_ = false;       ///< This still period has been dealt with.
    long stillPeriods_ = 0;              ///< Still periods begun.
    std::optional<StableObservation> lastCommit_;
};

} // namespace adj::vision
