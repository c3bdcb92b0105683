#pragma once
// The first half of tracking: where the board differs from the position, space by space and side by
// side, before anything is explained. Pieces that left a space are departures, pieces that came are
// arrivals; matching them into moves is the second half (reconcile.hpp).
#include "engine/model/position.hpp"
#include "engine/tracker/observation.hpp"
#include "engine/tracker/tracker_options.hpp"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace adj::tracker {

// Pieces of one side that left one space.
struct Departure {
    std::string space;
    std::string side;
    std::vector<std::string> pieces;  // that side's pieces the position has there, bottom first
    int leaving = 0;                  // how many left: all of them, or what the measured height lost
    std::set<std::string> staying;    // pieces identity sees still there (a sure top), so they did not leave
    bool vanished() const { return leaving == static_cast<int>(pieces.size()); }
};

// Pieces of one side that came to one space.
struct Arrival {
    std::string space;
    std::string side;
    std::optional<int> count;            // how many came, when the heights were measured
    std::vector<IdentityCandidate> top;  // candidates for the top piece: the last to arrive
    bool fresh = false;                  // that side had nothing there before
};

// Blocks whose tipped state differs from the position's, in one space and side.
struct TipChange {
    std::string space;
    std::string side;
    bool toTipped = false;                // they now lie tipped (or stand again)
    int howMany = 0;                      // how many blocks changed
    std::vector<std::string> candidates;  // the blocks that could have changed, bottom first
};

struct BoardDiff {
    std::vector<Departure> departures;  // sorted by space, then side
    std::vector<Arrival> arrivals;      // sorted by space, then side
    std::vector<TipChange> tips;
    std::vector<std::string> notes;     // what was seen but is left alone, and why
    bool empty() const { return departures.empty() && arrivals.empty() && tips.empty(); }
};

// Whether the camera can see pieces at `space`: on the map, not in a box, not off the board.
bool visibleSpace(const std::string& space, const TrackerOptions& options);

BoardDiff diffBoard(const model::Position& position, const Observation& observation, const TrackerOptions& options);

}  // namespace adj::tracker
