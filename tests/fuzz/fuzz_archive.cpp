// fuzz.archive: the bounded mutation fuzzer over the import of a game file (app/storage's archive
// loader, read from disk as Import reads it), in the whole-product tree where the store is built.
// Seeded from game files this store writes. Each input is refused with StoreError naming the file,
// or read; anything else fails the test.
#include "tests/fuzz/fuzz_harness.hpp"

#include "app/storage/game_archive.hpp"
#include "app/storage/store_error.hpp"

namespace {

namespace fs = std::filesystem;

// A game as export writes it: a few moves, a snapshot, a calibration with its board, a chart value.
std::string archiveSeed(int events, bool calibrated) {
    adj::storage::GameArchive archive;
    archive.game = {0, "3f2a9c1e-0000-4000-8000-00000000a001", "war-for-the-union", "1861", "Evening game", 1700000000000,
                    1700000360000, false};
    for (int seq = 1; seq <= events; ++seq) {
        archive.events.push_back({seq, "piece.moved",
                                  R"({"schema":1,"type":"piece.moved","piece":"US-inf-)" + std::to_string(seq) +
                                      R"(","from":"1804","to":"1803","at":"2023-11-14T22:13:20Z"})",
                                  1700000000000 + seq * 1000});
    }
    archive.snapshots.push_back({1, R"({"game":"war-for-the-union","pieces":[{"id":"US-inf-1","side":"union","at":"1803"}]})",
                                 1700000001000});
    if (calibrated) archive.calibration = adj::storage::Calibration{R"({"homography":[1.5,0,0,0,1,0,0,0,1]})", {0, 1, 2, 254, 255}, 1700000002000};
    archive.chartValues.push_back({"terrain/forest/move-cost", "2", 1700000003000});
    return adj::storage::archiveToJson(archive);
}

}  // namespace

int main(int argc, char** argv) {
    adj::fuzz::FuzzOptions defaults;
    defaults.work = fs::temp_directory_path() / "adjutant-fuzz-archive";
    defaults.runsPerTarget = 1500;
    const adj::fuzz::FuzzOptions options = adj::fuzz::parseFuzzOptions(argc, argv, defaults);
    std::vector<adj::fuzz::FuzzTarget> targets;
    targets.push_back({"archive", {archiveSeed(3, true), archiveSeed(8, false)}, "input.adjutant-game.json",
                       [](const fs::path& file) { (void)adj::storage::readArchiveFile(file); },
                       [](const std::exception& e) { return dynamic_cast<const adj::storage::StoreError*>(&e) != nullptr; }});
    return adj::fuzz::runFuzzTargets(targets, options);
}
