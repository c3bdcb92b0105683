#pragma once
// Printable counter sheets from a game's piece data: one counter per piece of its scenarios, in
// the side's colour with a type symbol, strength and the unit's number or the leader's name (large:
// it is what tells alike counters apart; vision/synth/counter_face draws the faces), optionally each
// with its own ArUco fiducial (identity/counter_fiducials.hpp). The layout of every page is a
// CounterSheetLayout, so identity can learn the faces from a scan of the sheet; counterSheetJson
// writes it down next to the print.

#include "vision/identity/counter_sheet_layout.hpp"
#include "vision/synth/counter_face.hpp"

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::data {
struct GameData;
} // namespace adj::data

namespace adj::vision::print {

struct CounterToPrint {
    std::string pieceId;
    std::string kind;
    std::string side;
    synth::CounterFaceSpec face;
};

/// The pieces of the game's scenarios (or of `scenarioId` alone when it is not empty), each once,
/// in scenario-file order. With `fiducials` they get counter marker ids from
/// kFirstCounterFiducialId on. Throws std::invalid_argument for an unknown scenario, a game with no
/// pieces in its scenarios, or more pieces than there are counter marker ids.
[[nodiscard]] std::vector<CounterToPrint> countersOf(const data::GameData& game, const std::string& scenarioId,
                                                     bool fiducials);

struct CounterPage {
    cv::Mat image;             ///< The whole page, BGR at layout.pxPerMm.
    cv::Size2d pageMm;
    CounterSheetLayout layout; ///< Cells row by row; ids are piece ids.
    std::vector<int> fiducials; ///< Per layout id; -1 where the counter carries none.
};

inline constexpr double kCounterPitchMm = 16.0;
/// The resolution counter sheets are printed at unless told otherwise (render-counters). The faces
/// appearance identity learns from a printed sheet are drawn at it, and so are the synthetic camera's
/// counters: drawn at another resolution, a leader's name came out a stroke bolder on the table than on
/// the sheet.
inline constexpr double kCounterPrintDpi = 300.0;
inline constexpr double kCounterPrintPxPerMm = kCounterPrintDpi / 25.4;

/// Lays the counters out on pages of `pageMm`, keeping `marginMm` clear on every side for the
/// printer and the page's caption. An empty pageMm (0 x 0) asks for one page that fits them all
/// ten to a row. Throws std::invalid_argument when not one counter fits on the page.
[[nodiscard]] std::vector<CounterPage> layCounterPages(const std::vector<CounterToPrint>& counters, cv::Size2d pageMm,
                                                       double marginMm, double pxPerMm,
                                                       double pitchMm = kCounterPitchMm);

/// Which piece is where: {"game", "counterSideMm", "pitchMm", "fiducialDictionary", "pages": [{"page",
/// "pageMm": [w, h], "counters": [{"piece", "kind", "side", "centreMm": [x, y], "cell", "fiducial"}]}]}.
/// Centres are page mm from the page's top-left corner.
[[nodiscard]] nlohmann::json counterSheetJson(const std::string& gameId, const std::vector<CounterToPrint>& counters,
                                              const std::vector<CounterPage>& pages);

} // namespace adj::vision::print
