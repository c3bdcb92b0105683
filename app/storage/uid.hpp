#pragma once
// Identities for games that stay unique across kiosks, so an imported game never silently
// merges with, or replaces, one recorded here.
#include <string>

namespace adj::storage {

// A random (version 4) UUID in its usual text form.
std::string newGameUid();

}  // namespace adj::storage
