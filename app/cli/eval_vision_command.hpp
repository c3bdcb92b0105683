#pragma once
// adjutant-cli eval-vision: how well vision sees a game's printed map, measured on synthetic tables.
#include <string>
#include <vector>

namespace adj::cli {

// eval-vision --game ID --conditions easy|normal|hard --scenes N --seed S [--map FILE|ID] [--scenario ID]
//             [--size WxH] [--counters N] [--identity none|fiducial|appearance [--library FILE]] [--hand-every K] [--data DIR]
int evaluateVisionCommand(const std::vector<std::string>& arguments);

}  // namespace adj::cli
