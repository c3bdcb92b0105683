// fuzz.loaders: the bounded mutation fuzzer over the loaders of the engine and vision, run in the
// sanitizer tree (so a read past a buffer or an overflow is a crash here, not a quiet wrong answer).
// Seeded from the fixtures and the shipped data: positions (read with their game and evaluated, as
// `adjutant-cli check` does), maps, chart values, synth-video scripts, counter-sheet layouts and
// face libraries. Each is refused with its promised error or read; anything else fails the test.
#include "tests/fuzz/fuzz_harness.hpp"
#include "tests/fuzz/mutator.hpp"

#include "engine/data/data_error.hpp"
#include "engine/data/game_data.hpp"
#include "engine/data/game_map.hpp"
#include "engine/games/chart_values.hpp"
#include "engine/games/game_position.hpp"
#include "engine/games/position_report.hpp"
#include "vision/identity/face_library.hpp"
#include "vision/synth/video_script.hpp"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>

namespace {

namespace fs = std::filesystem;
using adj::fuzz::FuzzTarget;
using adj::fuzz::seedFiles;

const fs::path kSource = ADJUTANT_SOURCE_DIR;

bool isDataError(const std::exception& e) { return dynamic_cast<const adj::data::DataError*>(&e) != nullptr; }
bool isLibraryError(const std::exception& e) { return dynamic_cast<const adj::vision::FaceLibraryError*>(&e) != nullptr; }

std::vector<std::string> joined(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

std::string readText(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A position read against the game it names under `dataDir`, and evaluated with its rules.
FuzzTarget positionTarget(std::string name, std::vector<std::string> seeds, fs::path dataDir) {
    return {std::move(name), std::move(seeds), "input.position.yaml",
            [dataDir](const fs::path& file) {
                const auto loaded = adj::games::loadPositionWithGame(file, dataDir);
                (void)adj::games::evaluatePosition(*loaded.game, loaded.position, loaded.map());
            },
            isDataError};
}

FuzzTarget mapTarget(std::string name, std::vector<std::string> seeds, const fs::path& gameFolder) {
    auto definition = std::make_shared<adj::data::GameDefinition>(adj::data::loadGameData(gameFolder).definition);
    return {std::move(name), std::move(seeds), "input.map.yaml",
            [definition](const fs::path& file) { (void)adj::data::loadGameMap(file, *definition); }, isDataError};
}

// Two faces saved as the library formats learn-faces writes, for seeds.
std::vector<std::string> librarySeeds(const fs::path& work) {
    adj::vision::FaceLibrary library;
    library.add("B-1", "blue", cv::Mat(86, 86, CV_8UC3, cv::Scalar(200, 60, 40)));
    cv::Mat striped(86, 86, CV_8UC3, cv::Scalar(30, 40, 190));
    striped.rowRange(30, 50).setTo(cv::Scalar(240, 240, 240));
    library.add("R-1", "red", striped);
    std::vector<std::string> seeds;
    for (const char* name : {"seed-library.yml", "seed-library.json"}) {
        library.save(work / name);
        seeds.push_back(readText(work / name));
    }
    return seeds;
}

}  // namespace

int main(int argc, char** argv) {
    adj::fuzz::FuzzOptions defaults;
    defaults.work = fs::temp_directory_path() / "adjutant-fuzz-loaders";
    const adj::fuzz::FuzzOptions options = adj::fuzz::parseFuzzOptions(argc, argv, defaults);
    fs::create_directories(options.work);
    const fs::path fixtures = kSource / "tests/fixtures";
    const fs::path wftu = kSource / "data/games/war-for-the-union";

    std::vector<FuzzTarget> targets;
    // Positions of the small test games, and the bad ones, against tests/fixtures/games.
    std::vector<std::string> smallPositions;
    for (const char* game : {"open-field", "area-skirmish", "hidden-blocks"})
        smallPositions = joined(smallPositions, seedFiles(fixtures / "positions" / game, {".yaml"}));
    targets.push_back(positionTarget("position", joined(smallPositions, seedFiles(fixtures / "bad", {".position.yaml"})),
                                     fixtures / "games"));
    targets.push_back(positionTarget("position-wftu", seedFiles(fixtures / "positions/war-for-the-union", {"border-war-trace.yaml",
                                                                                                          "border-war-attrition.yaml",
                                                                                                          "border-war-operations.yaml"}),
                                     kSource / "data"));
    targets.push_back(mapTarget("map", joined(seedFiles(fixtures / "games/open-field/maps", {".yaml"}), seedFiles(fixtures / "bad", {".map.yaml"})),
                                fixtures / "games/open-field"));
    targets.push_back(mapTarget("map-wftu", joined(seedFiles(wftu / "maps", {".yaml"}), seedFiles(fixtures / "positions/war-for-the-union/maps", {".yaml"})),
                                wftu));
    {
        auto definition = std::make_shared<adj::data::GameDefinition>(adj::data::loadGameData(wftu).definition);
        targets.push_back({"chart", seedFiles(kSource / "tests/fuzz/seeds", {".charts.yaml"}), "input.charts.yaml",
                           [definition](const fs::path& file) { (void)adj::games::readChartValues(file, *definition); },
                           isDataError});
    }
    targets.push_back({"script", joined(seedFiles(kSource / "data/demo", {".yaml"}), seedFiles(kSource / "tests/fuzz/seeds", {".script.yaml"})),
                       "input.script.yaml", [](const fs::path& file) { (void)adj::vision::synth::loadVideoScript(file); },
                       isDataError});
    targets.push_back({"layout", seedFiles(kSource / "tests/fuzz/seeds", {".layout.json"}), "input.layout.json",
                       [](const fs::path& file) { (void)adj::vision::readSheetLayout(file); }, isLibraryError});
    targets.push_back({"face-library", librarySeeds(options.work), "input-library.yml",
                       [](const fs::path& file) { (void)adj::vision::FaceLibrary::load(file); }, isLibraryError});
    for (const auto& target : targets) {
        if (target.seeds.empty()) {
            std::fprintf(stderr, "fuzz: no seeds for %s\n", target.name.c_str());
            return 1;
        }
    }
    return adj::fuzz::runFuzzTargets(targets, options);
}
