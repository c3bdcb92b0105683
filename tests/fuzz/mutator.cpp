#include "tests/fuzz/mutator.hpp"

#include <algorithm>
#include <array>
#include <fstream>
#include <iterator>
#include <string_view>

namespace adj::fuzz {

namespace {

// Bytes and tokens the loaders' parsers treat specially, and values at the edges of their ranges.
constexpr std::array<char, 18> kBytes = {'\0', '\n', ' ', '[', ']', '{', '}', ':', '-', ',', '"', '\'', '#', '&', '*', '9', '\\',
                                         static_cast<char>(0xFF)};
constexpr std::array<std::string_view, 26> kTokens = {
    "[", "{", "- ", ": ", "&a ", "*a", "!!binary ", "999999999999", "2147483647", "-2147483648", "1500000000", "-1",
    "1e308", "-1e308", "nan", ".inf", "null", "true", "\xff", "\xc3", "\xed\xa0\x80", "\"\\u0000\"", "\xc0\xaf", "0x1p99",
    "\n  - ", "<<: *a"};

}  // namespace

void Mutator::mutateOnce(std::string& text, const std::vector<std::string>& seeds) {
    const std::size_t at = below(text.size() + 1);
    switch (below(11)) {
        case 0:  // flip a bit
            if (!text.empty()) text[std::min(at, text.size() - 1)] ^= static_cast<char>(1u << below(8));
            break;
        case 1:  // set a byte a parser cares about
            if (!text.empty()) text[std::min(at, text.size() - 1)] = kBytes[below(kBytes.size())];
            break;
        case 2:  // cut a range
            text.erase(at, 1 + below(32));
            break;
        case 3: {  // repeat a range somewhere else
            const std::size_t from = below(text.size() + 1);
            const std::string piece = text.substr(from, 1 + below(64));
            text.insert(below(text.size() + 1), piece);
            break;
        }
        case 4:
        case 5:  // a token
            text.insert(at, kTokens[below(kTokens.size())]);
            break;
        case 6: {  // a number made huge, negative or fractional
            const std::size_t digit = text.find_first_of("0123456789", at);
            if (digit == std::string::npos) break;
            const std::size_t end = text.find_first_not_of("0123456789.", digit);
            static constexpr std::array<std::string_view, 6> kNumbers = {"99999999999999999999", "-7", "0", "3.5", "1e9", "65536"};
            text.replace(digit, (end == std::string::npos ? text.size() : end) - digit, kNumbers[below(kNumbers.size())]);
            break;
        }
        case 7: {  // deep nesting, now and then far past every limit
            const std::size_t depth = below(4) == 0 ? 20000 + below(80000) : 1 + below(200);
            const char open = below(2) == 0 ? '[' : '{';
            std::string nest(depth, open);
            if (below(2) == 0) nest += std::string(depth, open == '[' ? ']' : '}');
            text.insert(at, nest);
            break;
        }
        case 10: {  // a scalar value after ": " wrapped deep in brackets, the text staying well formed
            const std::size_t colon = text.find(": ", at);
            if (colon == std::string::npos) break;
            const std::size_t start = colon + 2;
            const std::size_t end = text.find_first_of(",}\n", start);
            if (end == std::string::npos || text.find_first_of("[{", start) < end) break;
            const std::size_t depth = below(3) == 0 ? 20000 + below(80000) : 1 + below(100);
            text.insert(end, std::string(depth, ']'));
            text.insert(start, std::string(depth, '['));
            break;
        }
        case 8: {  // a compact YAML list nested deep
            std::string nest = "\n";
            for (std::size_t i = 0, n = 1 + below(4000); i < n; ++i) nest += "- ";
            text.insert(at, nest + "x\n");
            break;
        }
        default: {  // splice: this seed's start, another's end
            const std::string& other = seeds[below(seeds.size())];
            text = text.substr(0, at) + other.substr(below(other.size() + 1));
            break;
        }
    }
}

std::string Mutator::next(const std::vector<std::string>& seeds) {
    std::string text = seeds[below(seeds.size())];
    for (std::size_t i = 0, n = 1 + below(4); i < n; ++i) mutateOnce(text, seeds);
    return text;
}

std::vector<std::string> seedFiles(const std::filesystem::path& folder, const std::vector<std::string>& suffixes) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
        if (!entry.is_regular_file()) continue;
        const std::string name = entry.path().filename().string();
        for (const auto& suffix : suffixes)
            if (name.size() >= suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
                files.push_back(entry.path());
                break;
            }
    }
    std::sort(files.begin(), files.end());
    std::vector<std::string> texts;
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        texts.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    return texts;
}

}  // namespace adj::fuzz
