#pragma once
// The mutation fuzzer's engine: a deterministic stream of mutated files grown from seed files. Each
// input is a seed changed a few times over: bits flipped, bytes set to ones parsers care about,
// ranges cut or repeated, tokens inserted (brackets, anchors, huge numbers, bytes that are not
// UTF-8), deep nesting, and splices of two seeds. The same seed number gives the same inputs.
#include <cstdint>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

namespace adj::fuzz {

class Mutator {
public:
    explicit Mutator(std::uint64_t seed) : random_(seed) {}

    // A mutation of `seeds[k]` for a k it picks, perhaps spliced with another of `seeds`.
    std::string next(const std::vector<std::string>& seeds);

private:
    std::size_t below(std::size_t n) { return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(random_); }
    void mutateOnce(std::string& text, const std::vector<std::string>& seeds);

    std::mt19937_64 random_;
};

// Every file under `folder` (recursively) whose name ends with one of `suffixes`, as text, in name order.
std::vector<std::string> seedFiles(const std::filesystem::path& folder, const std::vector<std::string>& suffixes);

}  // namespace adj::fuzz
