#include "app/cli/cli_commands.hpp"
#include "app/cli/chart_commands.hpp"
#include "app/cli/eval_vision_command.hpp"
#include "app/cli/learn_faces_command.hpp"
#include "app/cli/move_arguments.hpp"
#include "app/cli/render_commands.hpp"
#include "app/cli/vision_commands.hpp"

#include "engine/data/data_error.hpp"
#include "engine/data/game_manifest.hpp"
#include "engine/games/game_names.hpp"
#include "engine/games/game_position.hpp"
#include "engine/games/planned_moves.hpp"
#include "engine/games/position_report.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <map>
#include <optional>
#include <stdexcept>

namespace adj::cli {
namespace {

constexpr const char* kUsage =
    "usage: adjutant-cli COMMAND [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  games [--data DIR]          list the games Adjutant knows, as JSON\n"
    "  check POSITION.yaml [--map MAP.yaml] [--charts CHARTS.yaml] [--format json|text] [--data DIR]\n"
    "        [--move PIECE[+PIECE]:HEX-HEX-...[,PIECE:HEX]...]\n"
    "                              evaluate a position with its game's rules: alerts, supply\n"
    "                              and zones (exit 0 whatever the alerts say); --charts gives\n"
    "                              the values read off your printed charts; --move (and the\n"
    "                              file's moves:) judges moves in order: the path from where\n"
    "                              the piece stands, or PIECE:HEX for only where it ends, with\n"
    "                              MP spent against the allowance and the movement rules\n"
    "                              (A+B moves a stack; a path into enemy troops is an overrun); a\n"
    "                              step the position's month does not play is refused (exit 2)\n"
    "  charts --game ID [--charts CHARTS.yaml] [--data DIR]\n"
    "                              the chart values the game waits for, and which are entered\n"
    "%s"
    "  synth --game ID --position POS.yaml --out DIR [--seed N] [--conditions easy|normal|hard] [--size WxH]\n"
    "        [--fiducials [--scenario ID]]\n"
    "                              a synthetic camera photo of the printed map with the position's\n"
    "                              pieces: DIR/frame.png and DIR/truth.json (pieces, spaces, homography)\n"
    "  synth --game ID --blocks N --out DIR [--map FILE|ID] [--seed N] [--conditions C] [--size WxH]\n"
    "                              the same with N wooden blocks of both sides scattered on the map\n"
    "  synth-video --game ID --script SCRIPT.yaml --out FILE.avi [--seed N] [--fps N] [--size WxH]\n"
    "                              a scripted sequence (moves, hands, a bumped camera) as an MJPEG AVI\n"
    "                              (default 1280x720, 10 fps) and FILE.truth.jsonl, one line per step\n"
    "  learn-faces --layout SHEET.layout.json --out LIBRARY.yml PAGE.png... [--page N]\n"
    "                              the face library appearance identity reads counters with, from\n"
    "                              scans of the counter sheet (or render-counters' PNG) and its layout\n"
    "  detect --game ID [--map FILE|ID] [--fiducials [--scenario ID] | --library LIBRARY.yml | --blocks] IMAGE...\n"
    "                              what the camera sees in each frame, as JSON: registered (on its\n"
    "                              markers, or by the map's print when none is in view; or why not),\n"
    "                              pieces with space, side, count, map mm and identity (the\n"
    "                              markers of render-counters --fiducials, or the faces learn-faces\n"
    "                              learned), foreign objects, glare (with the spaces under it)\n"
    "  eval-vision --game ID [--conditions easy|normal|hard] [--scenes N] [--seed S] [--size WxH]\n"
    "              [--counters N] [--identity none|fiducial|appearance [--library LIBRARY.yml]]\n"
    "              [--hand-every K] [--still-frames N] [--save-frames DIR] [--scenario ID] [--map FILE|ID]\n"
    "              [--pieces counters|blocks [--blocks N]]\n"
    "                              how well vision sees the printed map, on N synthetic tables (the\n"
    "                              scenario's counters scattered, 64 by default) detected and scored:\n"
    "                              space/side/identity accuracy (and how often the right piece is\n"
    "                              among the candidates), missed and false pieces, extra stacks (a\n"
    "                              second one beside a stack already seen), hand frames\n"
    "                              committed, still tables held back by something over the map,\n"
    "                              tables with glare, median and p95 ms per frame, and in words each\n"
    "                              mistake and each top left unsure (with its candidates), as JSON;\n"
    "                              appearance identity learns the printed sheet's faces unless\n"
    "                              --library is given;\n"
    "                              --still-frames N (1-8, default 1): the camera takes N frames of each\n"
    "                              still table and the tops are read off their mean, as the table app\n"
    "                              reads them off the still frames it saw before a commit\n"
    "                              --save-frames DIR: each table's frame as DIR/scene-N.png (N as in\n"
    "                              the mistakes), and the mean read as scene-N-mean.png\n"
    "                              --pieces blocks: wooden blocks of both sides instead (48 a table\n"
    "                              by default), scored per hex and side: space, tipped and exact-hex\n"
    "                              accuracy\n"
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
    std::cout << list.dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
    return errors.empty() ? kExitOk : kExitBadInput;
}

int checkPosition(const std::vector<std::string>& arguments) {
    std::filesystem::path dataDir = data::defaultDataDir();
    std::optional<std::filesystem::path> positionFile;
    std::optional<std::filesystem::path> mapFile;
    std::optional<std::filesystem::path> chartsFile;
    std::string format = "json";
    std::vector<std::string> moveOptions;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        const bool hasValue = i + 1 < arguments.size();
        if (argument == "--data" && hasValue) {
            dataDir = arguments[++i];
        } else if (argument == "--map" && hasValue) {
            mapFile = arguments[++i];
        } else if (argument == "--charts" && hasValue) {
            chartsFile = arguments[++i];
        } else if (argument == "--move" && hasValue) {
            moveOptions.push_back(arguments[++i]);
        } else if (argument == "--format" && hasValue) {
            format = arguments[++i];
            if (format != "json" && format != "text") {
                std::fprintf(stderr, "adjutant-cli check: --format is json or text, not '%s'\n", format.c_str());
                return kExitBadInput;
            }
        } else if (!argument.starts_with("--") && !positionFile) {
            positionFile = argument;
        } else {
            std::fprintf(stderr, "adjutant-cli check: unexpected argument '%s'\n", argument.c_str());
            return kExitBadInput;
        }
    }
    if (!positionFile) {
        std::fputs("adjutant-cli check: which position? usage: check POSITION.yaml [--map MAP.yaml] [--format json|text]\n",
                   stderr);
        return kExitBadInput;
    }
    try {
        const games::LoadedPosition loaded = games::loadPositionWithGame(*positionFile, dataDir, mapFile, chartsFile);
        // The file's moves first, then the command line's, all checked before anything is printed.
        std::vector<games::PlannedMove> moves;
        for (const data::PositionMove& move : loaded.moves)
            moves.push_back({move.pieces, move.path, loaded.file.string() + ":" + std::to_string(move.line) + ": moves"});
        for (const std::string& option : moveOptions)
            for (games::PlannedMove& move : parseMoveOption(option, loaded.map().graph)) moves.push_back(std::move(move));
        std::optional<games::PlannedMovesReport> judged;
        if (!moves.empty()) judged = games::judgePlannedMoves(*loaded.game, loaded.position, loaded.map(), moves);

        const games::PositionReport report = games::evaluatePosition(*loaded.game, loaded.position, loaded.map());
        if (format == "text") {
            // Pieces by the names players know them by (the JSON keeps ids, for tools).
            const games::PieceNames names = games::pieceNamesFor(*loaded.game, loaded.position);
            std::map<std::string, std::string, std::less<>> pieceNames;
            for (const model::Piece& piece : loaded.position.pieces) pieceNames[piece.id] = names.name(piece);
            std::cout << games::toText(report, pieceNames);
            if (judged) std::cout << games::toText(*judged);
        } else {
            nlohmann::json json = games::toJson(report);
            if (judged) {
                const nlohmann::json movesJson = games::toJson(*judged);
                json["moves"] = movesJson["moves"];
                json["moveConsequences"] = movesJson["consequences"];
            }
            std::cout << json.dump(2, ' ', false, kJsonInvalidUtf8) << '\n';
        }
        return kExitOk;
    } catch (const data::DataError& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return kExitBadInput;
    } catch (const std::invalid_argument& error) {
        // A move that names an unknown piece or hex, or a path that jumps: said where, nothing printed.
        std::fprintf(stderr, "adjutant-cli check: %s\n", error.what());
        return kExitBadInput;
    }
}

}  // namespace

int run(const std::vector<std::string>& arguments) {
    if (arguments.empty() || arguments[0] == "help" || arguments[0] == "--help" || arguments[0] == "-h") {
        std::fprintf(arguments.empty() ? stderr : stdout, kUsage, kRenderUsage);
        return arguments.empty() ? kExitBadInput : kExitOk;
    }
    const std::string& command = arguments[0];
    const std::vector<std::string> rest(arguments.begin() + 1, arguments.end());
    if (command == "version" || command == "--version") {
        std::printf("adjutant-cli %s\n", ADJUTANT_VERSION);
        return kExitOk;
    }
    if (command == "games") return listGames(rest);
    if (command == "check") return checkPosition(rest);
    if (command == "charts") return listChartValues(rest);
    if (command == "render-map") return renderMap(rest);
    if (command == "render-counters") return renderCounters(rest);
    if (command == "print-kit") return printKit(rest);
    if (command == "synth") return synthFrame(rest);
    if (command == "synth-video") return synthVideo(rest);
    if (command == "detect") return detectFrames(rest);
    if (command == "eval-vision") return evaluateVisionCommand(rest);
    if (command == "learn-faces") return learnFacesCommand(rest);
    std::fprintf(stderr, "adjutant-cli: unknown command '%s'\n\n", command.c_str());
    std::fprintf(stderr, kUsage, kRenderUsage);
    return kExitBadInput;
}

}  // namespace adj::cli
