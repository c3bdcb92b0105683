#pragma once
// Where the sequence tests' small calendars and sequences live (tests/fixtures/sequence/<id>/).
#include <filesystem>

namespace adj::sequence::test {

inline const std::filesystem::path kSequenceFixtures = std::filesystem::path(ADJUTANT_TEST_FIXTURES) / "sequence";

}  // namespace adj::sequence::test
