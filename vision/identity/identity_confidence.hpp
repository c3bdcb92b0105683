#pragma once
// What an identity candidate's confidence means, for every way of identifying counters (fiducial
// markers, learned faces): at or above kSureIdentity the top candidate is a claim Adjutant stands by
// (the eval counts it right or wrong, and it may name the stack's side); below it the stack is unsure.

#include "engine/tracker/observation.hpp"

#include <vector>

namespace adj::vision {

inline constexpr double kSureIdentity = 0.5;

/// Whether a reader's candidates for a top piece (the surest first) name it: a claim, not a guess.
inline bool namedSurely(const std::vector<tracker::IdentityCandidate>& top)
{
    return !top.empty() && top.front().confidence >= kSureIdentity;
}

} // namespace adj::vision
