#include "engine/data/game_manifest.hpp"

#include "engine/data/data_error.hpp"
#include "engine/data/yaml_file.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstdlib>
#include <set>

namespace adj::data {
namespace {

int lineOf(const YAML::Node& node) { return node.Mark().line + 1; }

std::string requiredString(const YAML::Node& root, const char* key, const std::filesystem::path& file) {
    const YAML::Node value = root[key];
    if (!value)
        throw DataError(file, lineOf(root), std::string("missing key '") + key + "' (expected a string)");
    if (!value.IsScalar())
        throw DataError(file, lineOf(value), std::string("'") + key + "' must be a string");
    return value.as<std::string>();
}

void requireOneOf(const std::string& value, std::initializer_list<const char*> allowed, const char* key,
                  const YAML::Node& node, const std::filesystem::path& file) {
    for (const char* candidate : allowed)
        if (value == candidate) return;
    std::string expected;
    for (const char* candidate : allowed) expected += (expected.empty() ? "" : " or ") + std::string(candidate);
    throw DataError(file, lineOf(node), "'" + std::string(key) + "' is '" + value + "'; expected " + expected);
}

}  // namespace

bool isGameId(std::string_view id) {
    if (id.empty() || id.size() > 64 || id.front() == '-') return false;
    for (const char c : id) {
        const bool letterOrDigit = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!letterOrDigit && c != '-' && c != '_') return false;
    }
    return true;
}

GameManifest loadGameManifest(const std::filesystem::path& gameFolder) {
    const std::filesystem::path file = gameFolder / "game.yaml";
    // Bounded like every game file: size, UTF-8, nesting (yaml_file.hpp).
    const YAML::Node root = YamlFile::load(file).rootNode();
    if (!root.IsMap()) throw DataError(file, 1, "expected a mapping of keys (id, title, ...)");

    static const std::set<std::string> known = {"id", "title", "edition", "publisher", "board", "pieces", "summary"};
    for (const auto& entry : root) {
        const auto key = entry.first.as<std::string>();
        if (!known.contains(key))
            throw DataError(file, lineOf(entry.first),
                            "unknown key '" + key + "' (expected id, title, edition, publisher, board, pieces, summary)");
    }

    GameManifest manifest;
    manifest.folder = gameFolder;
    manifest.id = requiredString(root, "id", file);
    if (manifest.id != gameFolder.filename().string())
        throw DataError(file, lineOf(root["id"]),
                        "id '" + manifest.id + "' does not match its folder '" + gameFolder.filename().string() + "'");
    manifest.title = requiredString(root, "title", file);
    manifest.board = requiredString(root, "board", file);
    requireOneOf(manifest.board, {"hexes", "areas"}, "board", root["board"], file);
    manifest.pieces = requiredString(root, "pieces", file);
    requireOneOf(manifest.pieces, {"counters", "blocks"}, "pieces", root["pieces"], file);
    manifest.summary = requiredString(root, "summary", file);
    if (root["edition"]) manifest.edition = requiredString(root, "edition", file);
    if (root["publisher"]) manifest.publisher = requiredString(root, "publisher", file);
    return manifest;
}

std::vector<GameManifest> listGames(const std::filesystem::path& dataDir, std::vector<std::string>* errors) {
    std::vector<GameManifest> games;
    const auto gamesDir = dataDir / "games";
    std::error_code ec;
    if (!std::filesystem::is_directory(gamesDir, ec)) {
        if (errors) errors->push_back(gamesDir.string() + ": no games folder here");
        return games;
    }
    for (const auto& entry : std::filesystem::directory_iterator(gamesDir)) {
        if (!entry.is_directory()) continue;
        try {
            games.push_back(loadGameManifest(entry.path()));
        } catch (const DataError& e) {
            if (errors) errors->push_back(e.what());
        }
    }
    std::sort(games.begin(), games.end(), [](const auto& a, const auto& b) { return a.title < b.title; });
    return games;
}

std::filesystem::path gamesFolderOf(const std::filesystem::path& dataDir) {
    std::error_code ec;
    if (std::filesystem::is_directory(dataDir / "games", ec)) return dataDir / "games";
    return dataDir;
}

std::filesystem::path defaultDataDir() {
    if (const char* fromEnvironment = std::getenv("ADJUTANT_DATA_DIR"); fromEnvironment && *fromEnvironment)
        return fromEnvironment;
    return ADJUTANT_DEFAULT_DATA_DIR;
}

}  // namespace adj::data
