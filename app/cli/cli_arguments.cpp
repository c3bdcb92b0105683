#include "app/cli/cli_arguments.hpp"

#include "engine/data/game_manifest.hpp"

namespace adj::cli {

namespace fs = std::filesystem;

Arguments parseArguments(const std::vector<std::string>& arguments, std::initializer_list<const char*> valued,
                         bool positionalAllowed, std::initializer_list<const char*> switches) {
    Arguments out;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& a = arguments[i];
        bool known = false;
        for (const char* flag : valued) known = known || a == flag;
        bool isSwitch = false;
        for (const char* flag : switches) isSwitch = isSwitch || a == flag;
        if (isSwitch) {
            out.values[a] = "";
        } else if (known) {
            if (i + 1 >= arguments.size()) throw BadInput(a + " needs a value");
            out.values[a] = arguments[++i];
        } else if (positionalAllowed && !a.starts_with("--")) {
            out.positional.push_back(a);
        } else {
            throw BadInput("unexpected argument '" + a + "'");
        }
    }
    return out;
}

long long parseInteger(const std::string& flag, const std::string& text, long long min, long long max) {
    try {
        std::size_t used = 0;
        const long long v = std::stoll(text, &used);
        if (used == text.size() && v >= min && v <= max) return v;
    } catch (const std::exception&) {
    }
    throw BadInput(flag + " is a whole number from " + std::to_string(min) + " to " + std::to_string(max) + ", not '" +
                   text + "'");
}

cv::Size parseSize(const std::string& text, cv::Size fallback) {
    if (text.empty()) return fallback;
    const auto x = text.find('x');
    if (x != std::string::npos) {
        try {
            std::size_t a = 0;
            std::size_t b = 0;
            const int w = std::stoi(text.substr(0, x), &a);
            const int h = std::stoi(text.substr(x + 1), &b);
            if (a == x && b == text.size() - x - 1 && w >= 320 && h >= 240 && w <= 3840 && h <= 2160) return {w, h};
        } catch (const std::exception&) {
        }
    }
    throw BadInput("--size is WIDTHxHEIGHT from 320x240 to 3840x2160, not '" + text + "'");
}

vision::synth::Conditions parseConditions(const std::string& text) {
    if (text != "easy" && text != "normal" && text != "hard")
        throw BadInput("--conditions is easy, normal or hard, not '" + text + "'");
    return vision::synth::Conditions::preset(text);
}

std::filesystem::path gameFolder(const std::filesystem::path& dataDir, const std::string& id) {
    if (id.empty()) throw BadInput("which game? give --game ID ('adjutant-cli games' lists them)");
    const fs::path folder = dataDir / "games" / id;
    if (!fs::is_regular_file(folder / "game.yaml"))
        throw BadInput("no game '" + id + "' in " + (dataDir / "games").string() + " (run 'adjutant-cli games' to list them)");
    return folder;
}

data::GameData loadGameData(const std::filesystem::path& dataDir, const std::string& id) {
    return data::loadGameData(gameFolder(dataDir, id));
}

data::GameMap chooseMap(const data::GameData& game, const std::string& wanted) {
    const bool looksLikeFile = wanted.find('/') != std::string::npos || wanted.ends_with(".yaml");
    if (!wanted.empty() && (looksLikeFile || fs::exists(wanted))) {
        if (!fs::is_regular_file(wanted)) throw BadInput("no map file '" + wanted + "'");
        try {
            return data::loadGameMap(wanted, game.definition);
        } catch (const data::DataError& error) {
            throw BadInput(error.what());
        }
    }
    std::string ids;
    for (const auto& [id, map] : game.maps) ids += (ids.empty() ? "" : ", ") + id;
    if (!wanted.empty()) {
        if (const data::GameMap* map = game.findMap(wanted)) return *map;
        throw BadInput("no map '" + wanted + "' in game '" + game.manifest.id + "' (it has: " +
                       (ids.empty() ? "none" : ids) + "), and no such file");
    }
    if (const data::GameMap* map = game.findMap("")) return *map;
    if (const data::GameMap* map = game.findMap("practice")) return *map;
    throw BadInput("game '" + game.manifest.id + "' has " + (ids.empty() ? "no maps" : "several maps (" + ids + ")") +
                   "; say which with --map");
}

}  // namespace adj::cli
