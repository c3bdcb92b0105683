#include "app/cli/chart_commands.hpp"

#include "app/cli/cli_commands.hpp"
#include "engine/data/data_error.hpp"
#include "engine/data/game_definition.hpp"
#include "engine/data/game_manifest.hpp"
#include "engine/games/chart_values.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <optional>

namespace adj::cli {

// Prints, as JSON, every chart value of the game: its key, chart, subject and, when the players'
// file has it, the value entered. Exit 2 for an unknown game or a wrong chart-values file.
int listChartValues(const std::vector<std::string>& arguments) {
    std::filesystem::path dataDir = data::defaultDataDir();
    std::string gameId;
    std::optional<std::filesystem::path> chartsFile;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const bool hasValue = i + 1 < arguments.size();
        if (arguments[i] == "--data" && hasValue) {
            dataDir = arguments[++i];
        } else if (arguments[i] == "--game" && hasValue) {
            gameId = arguments[++i];
        } else if (arguments[i] == "--charts" && hasValue) {
            chartsFile = arguments[++i];
        } else {
            std::fprintf(stderr, "adjutant-cli charts: unexpected argument '%s'\n", arguments[i].c_str());
            return kExitBadInput;
        }
    }
    if (gameId.empty()) {
        std::fputs("adjutant-cli charts: which game? usage: charts --game ID [--charts CHARTS.yaml]\n", stderr);
        return kExitBadInput;
    }
    const std::filesystem::path folder = data::gamesFolderOf(dataDir) / gameId;
    if (!std::filesystem::is_regular_file(folder / "game.yaml")) {
        std::fprintf(stderr, "adjutant-cli charts: no game '%s' in %s (run 'adjutant-cli games' to list them)\n",
                     gameId.c_str(), dataDir.string().c_str());
        return kExitBadInput;
    }
    try {
        const data::GameDefinition definition = data::loadGameDefinition(folder, gameId);
        games::ChartValues entered;
        if (chartsFile) entered = games::readChartValues(*chartsFile, definition);
        nlohmann::json list = nlohmann::json::array();
        for (const games::ChartQuestion& question : games::chartQuestions(definition)) {
            nlohmann::json item{{"key", question.key},
                                {"chart", question.chart},
                                {"subject", question.subject},
                                {"attribute", question.attribute},
                                {"type", std::string(data::toString(question.type))}};
            const auto value = entered.find(question.key);
            item["entered"] = value == entered.end() ? nlohmann::json(nullptr)
                                                     : nlohmann::json(games::chartValueText(value->second));
            list.push_back(std::move(item));
        }
        std::cout << list.dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
        return kExitOk;
    } catch (const data::DataError& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return kExitBadInput;
    }
}

}  // namespace adj::cli
