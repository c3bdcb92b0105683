#pragma once
// A step of the sequence in the players' words: the titles from the root down to the step,
// "Union Player Turn > Movement Phase > Operations Segment", with the iteration of every repeated
// part ("Action Phase (Impulse 3)"). Screens and the history show this, never the step's id.
#include "engine/sequence/sequence.hpp"

#include <string>
#include <string_view>

namespace adj::sequence {

// Throws SequenceError for a step the sequence does not have (step_address.hpp's parseAddress).
std::string stepTitlePath(const Sequence& sequence, std::string_view step, std::string_view separator = " > ");

}  // namespace adj::sequence
