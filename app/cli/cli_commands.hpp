#pragma once
// The commands of adjutant-cli. Exit codes: 0 done, 2 bad input (message on stderr), 1 internal error.
#include <string>
#include <vector>

namespace adj::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInternal = 1;
inline constexpr int kExitBadInput = 2;

int run(const std::vector<std::string>& arguments);

}  // namespace adj::cli
