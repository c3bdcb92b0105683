#pragma once
// The commands of adjutant-cli. Exit codes: 0 done, 2 bad input (message on stderr), 1 internal error.
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace adj::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInternal = 1;
inline constexpr int kExitBadInput = 2;

// How every JSON the commands print treats text that is not UTF-8 (a file name, say): shown as
// U+FFFD, where the default threw and the command ended in "internal error".
inline constexpr auto kJsonInvalidUtf8 = nlohmann::json::error_handler_t::replace;

int run(const std::vector<std::string>& arguments);

}  // namespace adj::cli
