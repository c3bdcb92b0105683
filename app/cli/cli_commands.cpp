#include "app/cli/cli_commands.hpp"

#include "engine/data/game_manifest.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>

namespace adj::cli {
namespace {

constexpr const char* kUsage =
    "usage: adjutant-cli COMMAND [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  games [--data DIR]          list the games Adjutant knows, as JSON\n"
    "  help                        this text\n"
    "  version                     the version\n"
    "\n"
    "Exit codes: 0 done; 2 bad input (the message names file and line); 1 internal error.\n";

int listGames(const std::vector<std::string>& arguments) {
    std::filesystem::path dataDir = data::defaultDataDir();
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == "--data" && i + 1 < arguments.size()) {
            dataDir = arguments[++i];
        } else {
            std::fprintf(stderr, "adjutant-cli games: unexpected argument '%s'\n", arguments[i].c_str());
            return kExitBadInput;
        }
    }
    std::vector<std::string> errors;
    const auto games = data::listGames(dataDir, &errors);
    for (const auto& error : errors) std::fprintf(stderr, "%s\n", error.c_str());
    nlohmann::json list = nlohmann::json::array();
    for (const auto& game : games)
        list.push_back({{"id", game.id}, {"title", game.title}, {"edition", game.edition},
                        {"publisher", game.publisher}, {"board", game.board}, {"pieces", game.pieces}});
    std::cout << list.dump(2) << '\n';
    return errors.empty() ? kExitOk : kExitBadInput;
}

}  // namespace

int run(const std::vector<std::string>& arguments) {
    if (arguments.empty() || arguments[0] == "help" || arguments[0] == "--help" || arguments[0] == "-h") {
        std::fputs(kUsage, arguments.empty() ? stderr : stdout);
        return arguments.empty() ? kExitBadInput : kExitOk;
    }
    const std::string& command = arguments[0];
    const std::vector<std::string> rest(arguments.begin() + 1, arguments.end());
    if (command == "version" || command == "--version") {
        std::printf("adjutant-cli %s\n", ADJUTANT_VERSION);
        return kExitOk;
    }
    if (command == "games") return listGames(rest);
    std::fprintf(stderr, "adjutant-cli: unknown command '%s'\n\n%s", command.c_str(), kUsage);
    return kExitBadInput;
}

}  // namespace adj::cli
