#pragma once
// Errors of the sequence of play at run time (not while loading: loading throws data::DataError with
// file and line). A cursor naming a step the sequence does not have, a calendar asked for a date it
// cannot know: the app shows the message and stays where it was, it never crashes.
#include <stdexcept>
#include <string>

namespace adj::sequence {

class SequenceError : public std::runtime_error {
public:
    explicit SequenceError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace adj::sequence
