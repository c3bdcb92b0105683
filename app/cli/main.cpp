// adjutant-cli: the same engine and vision as the table app, with no display.
#include "app/cli/cli_commands.hpp"

#include <cstdio>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    std::vector<std::string> arguments(argv + 1, argv + argc);
    try {
        return adj::cli::run(arguments);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "adjutant-cli: internal error: %s\n", e.what());
        return 1;
    }
}
