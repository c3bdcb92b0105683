// Issue 55, "Safe files": export never writes through a symlink planted beside its file; an imported
// game's module must be a game's id (its folder's name), never a path; only a regular file under the
// size cap is read for import; and a file nested 100,000 deep is refused, not parsed.
#include "tests/storage/support/store_fixture.hpp"

#include "app/storage/file_ops.hpp"
#include "app/storage/game_archive.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <fstream>
#include <iterator>

namespace adj::storage::testing {
namespace {

using SafeFilesTest = StoreTest;

std::string fileText(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeText(const std::filesystem::path& file, const std::string& text) {
    std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
}

std::string importRefusal(GameStore& store, const std::filesystem::path& file) {
    try {
        store.importGame(file);
    } catch (const StoreError& error) {
        return error.what();
    }
    return "(imported)";
}

// A symlink at "<file>.partial", the name export used to write before renaming, pointing at a file
// of the player's: export wrote the game into it.
TEST_F(SafeFilesTest, ExportNeverWritesThroughAPlantedSymlink) {
    const std::filesystem::path victim = dir_ / "precious.txt";
    writeText(victim, "keep me");
    const std::filesystem::path file = dir_ / "evening.adjutant-game.json";
    std::filesystem::create_symlink(victim, file.string() + ".partial");
    GameStore store = openStore();
    store.exportGame(gameWithEvents(store, 3), file);
    EXPECT_EQ(fileText(victim), "keep me");
    EXPECT_NE(fileText(file).find("\"adjutant-game\""), std::string::npos);
    // Nothing but the export and the planted link is left beside it.
    int entries = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir_.path()))
        entries += entry.path().filename().string().starts_with("evening");
    EXPECT_EQ(entries, 2);
}

TEST_F(SafeFilesTest, TemporariesHaveRandomNamesAndAreCreatedAfresh) {
    const std::filesystem::path file = dir_ / "out.json";
    writeFileAtomically(file, "one");
    writeFileAtomically(file, "two");
    EXPECT_EQ(fileText(file), "two");
    for (const auto& entry : std::filesystem::directory_iterator(dir_.path()))
        EXPECT_FALSE(entry.path().filename().string().find(".partial") != std::string::npos) << entry.path();
}

TEST_F(SafeFilesTest, AGameModuleMustBeAGameIdNotAPath) {
    GameStore store = openStore();
    const std::filesystem::path good = dir_ / "good.json";
    store.exportGame(gameWithEvents(store, 2), good);
    for (const std::string module : {"../../tmp/elsewhere", "war-for-the-union/../../x", "/etc", "..", "a b"}) {
        auto json = nlohmann::ordered_json::parse(fileText(good));
        json["game"]["game_module"] = module;
        const std::filesystem::path file = dir_ / "module.json";
        writeText(file, json.dump());
        const std::string why = importRefusal(store, file);
        EXPECT_NE(why.find("\"game_module\" must be a game's id"), std::string::npos) << module << ": " << why;
    }
}

TEST_F(SafeFilesTest, OnlyARegularFileUnderTheCapIsRead) {
    GameStore store = openStore();
    const auto start = std::chrono::steady_clock::now();
    EXPECT_NE(importRefusal(store, "/dev/zero").find("not a regular file"), std::string::npos);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));  // it once read 4 GB
    EXPECT_NE(importRefusal(store, dir_.path()).find("is a folder"), std::string::npos);
    EXPECT_NE(importRefusal(store, dir_ / "missing.json").find("does not exist"), std::string::npos);
    const std::filesystem::path huge = dir_ / "huge.json";
    writeText(huge, "");
    std::filesystem::resize_file(huge, (64u << 20) + 1);  // sparse: no 64 MB written
    EXPECT_NE(importRefusal(store, huge).find("more than the 64.0 MiB"), std::string::npos);
}

// 100,000 levels in 200 KB took the stack when the import dumped the event back to text.
TEST_F(SafeFilesTest, AGameFileNestedDeepIsRefusedWithItsLine) {
    GameStore store = openStore();
    const std::filesystem::path good = dir_ / "good.json";
    store.exportGame(gameWithEvents(store, 2), good);
    std::string text = fileText(good);
    const std::string marker = "\"event\": {";
    const std::size_t at = text.find(marker);
    ASSERT_NE(at, std::string::npos);
    text.insert(at + marker.size(), "\"deep\": " + std::string(100000, '[') + std::string(100000, ']') + ",");
    const std::filesystem::path file = dir_ / "deep.json";
    writeText(file, text);
    const std::string why = importRefusal(store, file);
    EXPECT_NE(why.find("nested deeper than 64"), std::string::npos) << why;
    EXPECT_NE(why.find(file.string()), std::string::npos) << why;
    EXPECT_EQ(store.listGames().size(), 1U);
}

}  // namespace
}  // namespace adj::storage::testing
