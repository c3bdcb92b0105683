#pragma once
// Which pieces of a departure went where. A stack seen from above shows only its top, so when a
// stack splits, or only part of it arrives, several answers can fit what was seen: this lists them
// all, so that a single answer is proposed and several become a question.
#include "engine/tracker/board_diff.hpp"
#include "engine/tracker/tracker_options.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace adj::tracker {

struct Split {
    std::vector<std::vector<std::string>> moved;  // per arrival given: its pieces, bottom first (its top last)
    std::vector<std::string> unaccounted;         // left the space and were seen nowhere
};

// Every way the pieces leaving `departure` can make up `arrivals` (each of which comes from it), the
// rest being unaccounted for. An arrival of known count takes exactly that many; one of unknown
// count takes all that is left (at most one may). An arrival's sure top must be among its pieces, and
// pieces identity sees still at the departure stay. Empty when nothing fits. Stops after `limit`.
std::vector<Split> splits(const Departure& departure, const std::vector<const Arrival*>& arrivals, const TrackerOptions& options,
                          std::size_t limit);

// How many of the departure's pieces no arrival accounts for, or -1 when the counts cannot fit.
int unaccountedCount(const Departure& departure, const std::vector<const Arrival*>& arrivals);

// The index sets of size k out of 0..n-1, in lexicographic order, at most `limit` of them.
std::vector<std::vector<std::size_t>> combinations(std::size_t n, std::size_t k, std::size_t limit);

}  // namespace adj::tracker
