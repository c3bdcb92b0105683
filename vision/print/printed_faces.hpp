#pragma once
// The face library a scan of the game's printed counter sheet teaches (appearance identity): the
// sheet render-counters prints for `scenarioId` (every scenario when empty), drawn at 300 dpi as a
// flatbed scanner would give it, and learned through its own layout, the way `adjutant-cli
// learn-faces` learns a real scan. `eval-vision --identity appearance` and the tests use it.

#include "vision/identity/face_library.hpp"

#include <string>
#include <vector>

namespace adj::data {
struct GameData;
} // namespace adj::data

namespace adj::vision::print {

struct CounterPage;

/// The SheetPage (what FILE.layout.json says) of a laid-out page.
[[nodiscard]] SheetPage sheetPageOf(const CounterPage& page, const std::vector<std::string>& sides, int number);

/// Throws std::invalid_argument as countersOf does (unknown scenario, no pieces).
[[nodiscard]] FaceLibrary printedFaceLibrary(const data::GameData& game, const std::string& scenarioId);

} // namespace adj::vision::print
