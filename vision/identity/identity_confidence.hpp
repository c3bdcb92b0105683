#pragma once
// What an identity candidate's confidence means, for every way of identifying counters (fiducial
// markers, learned faces): at or above kSureIdentity the top candidate is a claim Adjutant stands by
// (the eval counts it right or wrong, and it may name the stack's side); below it the stack is unsure.

namespace adj::vision {

inline constexpr double kSureIdentity = 0.5;

} // namespace adj::vision
