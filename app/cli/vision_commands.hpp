#pragma once
// adjutant-cli synth, synth-video and detect: synthetic camera frames of a game's real printed map
// with its pieces (and their truth), and what vision sees in camera frames, as JSON.
#include <string>
#include <vector>

namespace adj::cli {

// synth --game ID --position POS.yaml --out DIR [--seed N] [--conditions easy|normal|hard] [--size WxH]
//       [--fiducials [--scenario ID]] [--data DIR]
int synthFrame(const std::vector<std::string>& arguments);
// synth-video --game ID --script SCRIPT.yaml --out FILE.avi [--seed N] [--fps N] [--size WxH] [--data DIR]
int synthVideo(const std::vector<std::string>& arguments);
// detect --game ID [--map FILE|ID] [--fiducials [--scenario ID]] [--data DIR] IMAGE...
int detectFrames(const std::vector<std::string>& arguments);

}  // namespace adj::cli
