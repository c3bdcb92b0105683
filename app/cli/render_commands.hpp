#pragma once
// adjutant-cli render-map, render-counters and print-kit: the game's printable assets at true scale.
#include <string>
#include <vector>

namespace adj::cli {

// render-map --game ID [--map FILE|ID] --out FILE.png|FILE.pdf [--dpi N] [--paper a4|letter|sheet] [--data DIR]
int renderMap(const std::vector<std::string>& arguments);
// render-counters --game ID --out FILE.png|FILE.pdf [--fiducials] [--paper a4|letter|sheet] [--scenario ID]
//                 [--dpi N] [--data DIR]
int renderCounters(const std::vector<std::string>& arguments);
// print-kit --game ID --out DIR [--map FILE|ID] [--dpi N] [--data DIR]
int printKit(const std::vector<std::string>& arguments);

// The usage lines of the three, for the CLI's help text.
extern const char* const kRenderUsage;

}  // namespace adj::cli
