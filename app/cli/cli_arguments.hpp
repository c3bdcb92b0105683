#pragma once
// What the vision commands of adjutant-cli share: their flags, the numbers and sizes in them, the
// game and map they name, and one way of turning what goes wrong into a message and an exit code.
#include "app/cli/cli_commands.hpp"
#include "engine/data/data_error.hpp"
#include "engine/data/game_data.hpp"
#include "vision/identity/face_library.hpp"
#include "vision/io/image_file.hpp"
#include "vision/synth/conditions.hpp"

#include <opencv2/core.hpp>

#include <cstdio>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace adj::cli {

// Input the user can put right: the message says what and where.
class BadInput : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// --flag value pairs (the flags in `valued`), bare --switches (the flags in `switches`) and the
// other arguments in order.
struct Arguments {
    std::map<std::string, std::string> values;
    std::vector<std::string> positional;

    [[nodiscard]] std::string get(const std::string& flag, const std::string& fallback = {}) const {
        const auto it = values.find(flag);
        return it == values.end() ? fallback : it->second;
    }
    [[nodiscard]] bool has(const std::string& flag) const { return values.contains(flag); }
};

Arguments parseArguments(const std::vector<std::string>& arguments, std::initializer_list<const char*> valued,
                         bool positionalAllowed, std::initializer_list<const char*> switches = {});
long long parseInteger(const std::string& flag, const std::string& text, long long min, long long max);
// WIDTHxHEIGHT from 320x240 to 3840x2160; `fallback` for an empty text.
cv::Size parseSize(const std::string& text, cv::Size fallback);
vision::synth::Conditions parseConditions(const std::string& text);
// The folder of game `id` in `dataDir`; BadInput when there is none.
std::filesystem::path gameFolder(const std::filesystem::path& dataDir, const std::string& id);
data::GameData loadGameData(const std::filesystem::path& dataDir, const std::string& id);
// The map named (a file, or a map id of the game), else the game's default map, else its practice map.
data::GameMap chooseMap(const data::GameData& game, const std::string& wanted);

// Runs `body`; bad input (ours, the data's, OpenCV's invalid arguments) exits 2 with its message,
// anything else 1 as an internal error.
template <typename F>
int guarded(const char* command, F&& body) {
    try {
        return body();
    } catch (const BadInput& e) {
        std::fprintf(stderr, "adjutant-cli %s: %s\n", command, e.what());
        return kExitBadInput;
    } catch (const data::DataError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return kExitBadInput;
    } catch (const vision::ImageFileError& e) {
        std::fprintf(stderr, "adjutant-cli %s: %s\n", command, e.what());
        return kExitBadInput;
    } catch (const vision::FaceLibraryError& e) {
        std::fprintf(stderr, "adjutant-cli %s: %s\n", command, e.what());
        return kExitBadInput;
    } catch (const std::invalid_argument& e) {
        std::fprintf(stderr, "adjutant-cli %s: %s\n", command, e.what());
        return kExitBadInput;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "adjutant-cli %s: internal error: %s\n", command, e.what());
        return kExitInternal;
    }
}

}  // namespace adj::cli
