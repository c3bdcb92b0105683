#pragma once
// Runs loaders over mutated files, a fixed number of runs each from a fixed seed, and judges each
// run: the loader read the file, or refused it with the error it promises (a message naming the
// file), or failed. A failure is any other exception (what a command reports as "internal error"),
// a crash (the process dies: the sanitizers say where), or a hang (one input taking longer than
// the watchdog allows). The counts of each are printed per target.
#include <cstdint>
#include <exception>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace adj::fuzz {

struct FuzzTarget {
    std::string name;                // "position", "map", ...
    std::vector<std::string> seeds;  // the files mutations start from (never empty)
    std::string fileName;            // the name each input is written under (loaders look at suffixes)
    std::function<void(const std::filesystem::path&)> load;
    // Whether an exception is the refusal the loader promises (DataError, FaceLibraryError...).
    std::function<bool(const std::exception&)> refusal;
};

struct FuzzOptions {
    int runsPerTarget = 400;
    std::uint64_t seed = 55;
    std::filesystem::path work;  // where inputs are written, and failing ones kept
    /// One input taking longer than this is a hang: the run stops there, the input kept.
    int hangSeconds = 20;
};

// Runs every target; prints one line per target and a total. Returns 0 when nothing failed.
int runFuzzTargets(const std::vector<FuzzTarget>& targets, const FuzzOptions& options);

// --runs N --seed S --work DIR from the command line, over `defaults`.
FuzzOptions parseFuzzOptions(int argc, char** argv, FuzzOptions defaults);

}  // namespace adj::fuzz
