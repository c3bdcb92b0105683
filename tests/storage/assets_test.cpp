// Calibrations, learned counter faces, chart values and settings.
#include "tests/storage/support/store_fixture.hpp"

namespace adj::storage::testing {
namespace {

using AssetsTest = StoreTest;

TEST_F(AssetsTest, ACalibrationPerGameAndPerSetupTheNewestReplacingTheOlder) {
    GameStore store = openStore();
    const GameKey key = store.createGame({"war-for-the-union", "1861", "t"});
    const Blob reference = {0x89, 'P', 'N', 'G', 0, 1, 2, 255};
    store.saveCalibration(CalibrationScope::forGame(key), R"({"homography":[1,0,0,0,1,0,0,0,1]})", reference);
    store.saveCalibration(CalibrationScope::forSetup("kiosk-left"), R"({"camera":0})");
    store.saveCalibration(CalibrationScope::forSetup("kiosk-left"), R"({"camera":1})");

    const auto forGame = store.calibration(CalibrationScope::forGame(key));
    ASSERT_TRUE(forGame.has_value());
    EXPECT_EQ(forGame->json, R"({"homography":[1,0,0,0,1,0,0,0,1]})");
    EXPECT_EQ(forGame->data, reference);
    const auto forSetup = store.calibration(CalibrationScope::forSetup("kiosk-left"));
    ASSERT_TRUE(forSetup.has_value());
    EXPECT_EQ(forSetup->json, R"({"camera":1})");
    EXPECT_TRUE(forSetup->data.empty());
    EXPECT_FALSE(store.calibration(CalibrationScope::forSetup("kiosk-right")).has_value());

    EXPECT_THROW(store.saveCalibration(CalibrationScope{}, "{}"), StoreError);
    EXPECT_THROW(store.saveCalibration(CalibrationScope::forGame(key + 9), "{}"), StoreError);
    EXPECT_THROW(store.saveCalibration(CalibrationScope::forSetup("x"), "nope"), StoreError);
}

TEST_F(AssetsTest, CounterFacesAreKeptPerGameModule) {
    GameStore store = openStore();
    CounterFace face;
    face.gameModule = "war-for-the-union";
    face.pieceKind = "leader";
    face.pieceId = "grant";
    face.side = "union";
    face.face = "front";
    face.png = {0x89, 'P', 'N', 'G', 1, 2, 3};
    face.metadataJson = R"({"lighting":"lamp"})";
    const std::int64_t id = store.addCounterFace(face);
    face.face = "back";
    store.addCounterFace(face);
    face.gameModule = "us-civil-war";
    store.addCounterFace(face);

    const std::vector<CounterFace> faces = store.counterFaces("war-for-the-union");
    ASSERT_EQ(faces.size(), 2u);
    EXPECT_EQ(faces[0].face, "back");  // ordered by piece, then face
    EXPECT_EQ(faces[1].id, id);
    EXPECT_EQ(faces[1].png, face.png);
    EXPECT_EQ(faces[1].metadataJson, R"({"lighting":"lamp"})");
    EXPECT_EQ(faces[1].side, "union");
    EXPECT_EQ(faces[1].pieceKind, "leader");
    EXPECT_GT(faces[1].learnedAt, 0);

    store.deleteCounterFace(id);
    EXPECT_EQ(store.counterFaces("war-for-the-union").size(), 1u);
    face.png.clear();
    EXPECT_THROW(store.addCounterFace(face), StoreError);
}

TEST_F(AssetsTest, ChartValuesComeBackInTheOrderEntered) {
    GameStore store = openStore();
    const GameKey key = store.createGame({"never-call-retreat", "1862", "t"});
    store.recordChartValue(key, "weather", "mud");
    store.recordChartValue(key, "reinforcements.1862-04", "2 SP");
    store.recordChartValue(key, "weather", "clear");
    const std::vector<ChartValue> values = store.chartValues(key);
    ASSERT_EQ(values.size(), 3u);
    EXPECT_EQ(values[0].value, "mud");
    EXPECT_EQ(values[1].chartKey, "reinforcements.1862-04");
    EXPECT_EQ(values[2].value, "clear");
    EXPECT_THROW(store.recordChartValue(key + 1, "weather", "x"), StoreError);
    EXPECT_THROW(store.recordChartValue(key, "", "x"), StoreError);
}

TEST_F(AssetsTest, SettingsAreSetReplacedAndRemoved) {
    GameStore store = openStore();
    EXPECT_FALSE(store.setting("admin.pin").has_value());
    store.setSetting("admin.pin", "1234");
    store.setSetting("admin.pin", "4321");
    EXPECT_EQ(store.setting("admin.pin"), "4321");
    store.removeSetting("admin.pin");
    EXPECT_FALSE(store.setting("admin.pin").has_value());
}

}  // namespace
}  // namespace adj::storage::testing
