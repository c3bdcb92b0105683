// Export and import of one game: a round trip replays to the same position, an import never
// overwrites, and a bad file is refused with its name and the reason.
#include "tests/storage/support/store_fixture.hpp"

#include "app/storage/base64.hpp"
#include "app/storage/game_archive.hpp"

#include <nlohmann/json.hpp>

#include <map>
#include <random>

namespace adj::storage::testing {
namespace {

using ArchiveTest = StoreTest;

// A stand-in for the session fold: where every piece ends up.
std::map<std::string, std::string> replay(const std::vector<StoredEvent>& events) {
    std::map<std::string, std::string> position;
    for (const StoredEvent& event : events) {
        const auto json = nlohmann::json::parse(event.json);
        position[json.at("piece").get<std::string>()] = json.at("to").get<std::string>();
    }
    return position;
}

GameKey richGame(GameStore& store) {
    const GameKey key = store.createGame({"war-for-the-union", "1861", "Evening game"});
    for (Seq seq = 1; seq <= 40; ++seq)
        store.appendEvent(key, moveEvent(seq, "p" + std::to_string(seq % 6), std::to_string(1000 + seq * 7 % 300)));
    store.saveSnapshot(key, 20, R"({"pieces":{"p1":"0101"},"turn":3})");
    store.saveCalibration(CalibrationScope::forGame(key), R"({"homography":[1.5,0,0,0,1,0,0,0,1]})", Blob{0, 1, 2, 254, 255});
    store.recordChartValue(key, "weather", "mud");
    store.setFinished(key, true);
    return key;
}

TEST_F(ArchiveTest, ExportImportReplayReproducesTheSamePosition) {
    const std::filesystem::path file = dir_ / "exports/evening.adjutant-game.json";
    GameStore here = openStore();
    const GameKey key = richGame(here);
    here.exportGame(key, file);
    EXPECT_FALSE(std::filesystem::exists(file.string() + ".partial"));

    GameStore there = GameStore::open(dir_ / "other-kiosk/games.sqlite");
    const ImportResult result = there.importGame(file);
    EXPECT_FALSE(result.uidChanged);
    EXPECT_EQ(result.uid, here.game(key)->uid);

    const std::vector<StoredEvent> original = here.events(key);
    const std::vector<StoredEvent> imported = there.events(result.key);
    EXPECT_EQ(imported, original);  // seq, type, byte-identical JSON, recorded_at
    EXPECT_EQ(replay(imported), replay(original));

    const GameInfo game = *there.game(result.key);
    EXPECT_EQ(game.title, "Evening game");
    EXPECT_EQ(game.gameModule, "war-for-the-union");
    EXPECT_EQ(game.startedAt, here.game(key)->startedAt);
    EXPECT_TRUE(game.finished);
    EXPECT_EQ(there.latestSnapshot(result.key)->positionJson, R"({"pieces":{"p1":"0101"},"turn":3})");
    const auto calibration = there.calibration(CalibrationScope::forGame(result.key));
    ASSERT_TRUE(calibration.has_value());
    EXPECT_EQ(calibration->data, (Blob{0, 1, 2, 254, 255}));
    EXPECT_EQ(calibration->json, R"({"homography":[1.5,0,0,0,1,0,0,0,1]})");
    ASSERT_EQ(there.chartValues(result.key).size(), 1u);
    EXPECT_EQ(there.chartValues(result.key)[0].value, "mud");
}

TEST_F(ArchiveTest, TheFileIsAVersionedJsonDocument) {
    GameStore store = openStore();
    const GameKey key = richGame(store);
    store.exportGame(key, dir_ / "game.json");
    const auto json = nlohmann::json::parse(readFileBytes(dir_ / "game.json"));
    EXPECT_EQ(json.at("format"), "adjutant-game");
    EXPECT_EQ(json.at("format_version"), kArchiveFormatVersion);
    EXPECT_EQ(json.at("events").size(), 40u);
    EXPECT_EQ(json.at("events")[0].at("event").at("piece"), "p1");  // embedded, not a string
}

TEST_F(ArchiveTest, ImportingIntoTheSameStoreNeverOverwrites) {
    GameStore store = openStore();
    const GameKey key = richGame(store);
    store.exportGame(key, dir_ / "game.json");
    store.appendEvent(key, moveEvent(41));  // the original moves on after the export

    const ImportResult result = store.importGame(dir_ / "game.json");
    EXPECT_TRUE(result.uidChanged);
    EXPECT_NE(result.key, key);
    EXPECT_NE(result.uid, store.game(key)->uid);
    EXPECT_NE(result.message.find("already here"), std::string::npos) << result.message;
    EXPECT_NE(result.message.find(result.uid), std::string::npos) << result.message;
    EXPECT_EQ(store.lastSeq(key), 41);  // untouched
    EXPECT_EQ(store.lastSeq(result.key), 40);
    EXPECT_EQ(store.listGames().size(), 2u);
}

void expectBadImport(GameStore& store, const std::filesystem::path& file, const std::string& contents, const std::string& why) {
    writeFileBytes(file, contents);
    const std::size_t gamesBefore = store.listGames().size();
    try {
        store.importGame(file);
        FAIL() << "imported a bad file: " << why;
    } catch (const StoreError& error) {
        EXPECT_EQ(error.kind(), ErrorKind::BadImport) << error.what();
        EXPECT_NE(std::string(error.what()).find(file.string()), std::string::npos) << error.what();
        EXPECT_NE(std::string(error.what()).find(why), std::string::npos) << error.what();
    }
    EXPECT_EQ(store.listGames().size(), gamesBefore);
}

TEST_F(ArchiveTest, BadFilesAreRefusedWithTheReason) {
    GameStore store = openStore();
    const GameKey key = richGame(store);
    store.exportGame(key, dir_ / "good.json");
    const std::string good = readFileBytes(dir_ / "good.json");
    auto edited = [&](auto change) {
        auto json = nlohmann::ordered_json::parse(good);
        change(json);
        return json.dump();
    };

    expectBadImport(store, dir_ / "truncated.json", good.substr(0, good.size() / 2), "not valid JSON");
    expectBadImport(store, dir_ / "other.json", R"({"hello":"world"})", "not an Adjutant game file");
    expectBadImport(store, dir_ / "newer.json", edited([](auto& j) { j["format_version"] = 99; }), "newer version");
    expectBadImport(store, dir_ / "gap.json", edited([](auto& j) { j["events"].erase(j["events"].begin() + 5); }),
                    "not contiguous");
    expectBadImport(store, dir_ / "type.json", edited([](auto& j) { j["events"][3]["seq"] = "four"; }), "must be an integer");
    expectBadImport(store, dir_ / "snap.json", edited([](auto& j) { j["snapshots"][0]["seq"] = 400; }), "outside the log");
    EXPECT_THROW(store.importGame(dir_ / "missing.json"), StoreError);
}

TEST(Base64, RoundTripsEveryLength) {
    std::mt19937 random(7);
    for (std::size_t length = 0; length < 70; ++length) {
        Blob data(length);
        for (auto& byte : data) byte = static_cast<std::uint8_t>(random());
        const std::string text = encodeBase64(data);
        EXPECT_EQ(text.size() % 4, 0u);
        EXPECT_EQ(decodeBase64(text), data) << length;
    }
    EXPECT_EQ(encodeBase64(Blob{'M', 'a', 'n'}), "TWFu");
    EXPECT_EQ(encodeBase64(Blob{'M'}), "TQ==");
    EXPECT_FALSE(decodeBase64("TQ=").has_value());
    EXPECT_FALSE(decodeBase64("T!==").has_value());
    EXPECT_FALSE(decodeBase64("T=Q=").has_value());
}

}  // namespace
}  // namespace adj::storage::testing
