#pragma once
// The short description of a game that start screens and `adjutant-cli games` show before any of
// the game's rules are loaded: data/games/<id>/game.yaml.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace adj::data {

struct GameManifest {
    std::string id;          // folder name under data/games, e.g. "war-for-the-union"
    std::string title;       // "The War for the Union"
    std::string edition;     // "2nd edition" (may be empty)
    std::string publisher;   // "Compass Games"; empty where the rulebook names none
    std::string board;       // "hexes" or "areas"
    std::string pieces;      // "counters" or "blocks"
    std::string summary;     // one or two sentences, our own words
    std::filesystem::path folder;
};

// Reads data/games/<id>/game.yaml. Throws adj::data::DataError naming file and line on bad input.
GameManifest loadGameManifest(const std::filesystem::path& gameFolder);

// Whether `id` can name a game: 1 to 64 ASCII letters, digits, '-' and '_', not starting with '-'
// ("war-for-the-union"). A game's id is also its folder's name, so anything else ("../x", "a/b",
// "") would name a folder outside the games folder.
bool isGameId(std::string_view id);

// Every game below dataDir/games, sorted by title. A game whose manifest is broken is reported in
// `errors` (one "file:line: message" each) and left out, so one bad folder never hides the others.
std::vector<GameManifest> listGames(const std::filesystem::path& dataDir, std::vector<std::string>* errors = nullptr);

// The data folder: $ADJUTANT_DATA_DIR if set, else the source tree's data/ this build was made from.
// The folder holding one folder per game: `dataDir/games` when there is one, else `dataDir` itself,
// so both `--data data` and `--data data/games` (or a test's fixture games folder) work.
std::filesystem::path gamesFolderOf(const std::filesystem::path& dataDir);
std::filesystem::path defaultDataDir();

}  // namespace adj::data
