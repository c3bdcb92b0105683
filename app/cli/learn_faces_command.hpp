#pragma once
// adjutant-cli learn-faces: the face library appearance identity reads counters with, learned from
// pictures of the counter sheet (scans, or render-counters' own PNG) and the layout render-counters
// wrote beside the sheet.
#include <string>
#include <vector>

namespace adj::cli {

// learn-faces --layout FILE.layout.json --out LIBRARY.yml PAGE.png... [--page N]
//   PAGE images in page order (the first is page 1, or page N with --page N for a single image).
int learnFacesCommand(const std::vector<std::string>& arguments);

}  // namespace adj::cli
