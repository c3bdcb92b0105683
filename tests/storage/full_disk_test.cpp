// A full disk during an append: the append fails with a clear error, is not reported as
// committed, every earlier event is intact, and the store carries on once there is room again.
#include "tests/storage/support/store_fixture.hpp"

#include <sys/mount.h>

#include <cerrno>
#include <cstring>

namespace adj::storage::testing {
namespace {

std::string bulkyJson(Seq seq) {
    return R"({"type":"piece.moved","seq":)" + std::to_string(seq) + R"(,"note":")" + std::string(1500, 'x') + R"("})";
}

// Appends until the store refuses; returns the number of events acknowledged and the error.
std::pair<Seq, StoreError> fillUntilRefused(GameStore& store, GameKey key, Seq limit) {
    for (Seq seq = store.lastSeq(key) + 1; seq <= limit; ++seq) {
        try {
            store.appendEvent(key, {seq, "piece.moved", bulkyJson(seq)});
        } catch (const StoreError& error) {
            return {seq - 1, error};
        }
    }
    return {limit, StoreError(ErrorKind::Internal, "never refused")};
}

void expectIntact(GameStore& store, GameKey key, Seq acknowledged) {
    const std::vector<StoredEvent> events = store.events(key);
    ASSERT_EQ(events.size(), static_cast<std::size_t>(acknowledged));
    for (Seq seq = 1; seq <= acknowledged; ++seq) EXPECT_EQ(events[static_cast<std::size_t>(seq - 1)].json, bulkyJson(seq));
}

using FullDiskTest = StoreTest;

TEST_F(FullDiskTest, AFullDatabaseRefusesTheAppendAndRecoversWhenThereIsRoom) {
    OpenOptions options;
    options.maxPageCount = 40;  // 160 KiB: room for the schema and some dozens of events
    GameStore store = openStore(options);
    const GameKey key = store.createGame({"war-for-the-union", "1861", "t"});
    const auto [acknowledged, error] = fillUntilRefused(store, key, 1000);
    ASSERT_LT(acknowledged, 1000) << "the cap never bit";
    EXPECT_GT(acknowledged, 5);
    EXPECT_EQ(error.kind(), ErrorKind::DiskFull) << error.what();
    EXPECT_NE(std::string(error.what()).find(databasePath().string()), std::string::npos) << error.what();
    EXPECT_NE(std::string(error.what()).find("full"), std::string::npos) << error.what();
    std::cout << "refused event " << acknowledged + 1 << ": " << error.what() << "\n";

    // Not committed, earlier events intact, the store still answers.
    EXPECT_EQ(store.lastSeq(key), acknowledged);
    expectIntact(store, key, acknowledged);
    EXPECT_EQ(store.integrityCheck(), "ok");
    // Still full: refused again, still nothing half-written.
    EXPECT_THROW(store.appendEvent(key, {acknowledged + 1, "piece.moved", bulkyJson(acknowledged + 1)}), StoreError);

    store.setMaxPageCount(std::nullopt);  // room again
    for (Seq seq = acknowledged + 1; seq <= acknowledged + 20; ++seq) store.appendEvent(key, {seq, "piece.moved", bulkyJson(seq)});
    expectIntact(store, key, acknowledged + 20);

    GameStore reopened = openStore();
    EXPECT_EQ(reopened.openReport().outcome, OpenReport::Outcome::Opened);
    expectIntact(reopened, key, acknowledged + 20);
    EXPECT_EQ(reopened.integrityCheck(), "ok");
}

// The real thing: a 512 KiB tmpfs that runs out of space. Mounting needs root (CAP_SYS_ADMIN),
// which CI and the kiosks' test machines have; elsewhere the test is skipped.
class TinyFilesystemTest : public StoreTest {
protected:
    void SetUp() override {
        mountPoint_ = dir_ / "tiny";
        std::filesystem::create_directories(mountPoint_);
        if (::mount("tmpfs", mountPoint_.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=512k") != 0) {
            GTEST_SKIP() << "cannot mount a 512 KiB tmpfs at " << mountPoint_ << " (" << std::strerror(errno)
                         << "); the full-disk test on a real file system needs root. The max_page_count test still ran.";
        }
        mounted_ = true;
    }
    void TearDown() override {
        if (mounted_) ::umount2(mountPoint_.c_str(), MNT_DETACH);
    }

    std::filesystem::path mountPoint_;
    bool mounted_ = false;
};

TEST_F(TinyFilesystemTest, ARealFullDiskLosesNoAcknowledgedEvent) {
    const std::filesystem::path file = mountPoint_ / "games.sqlite";
    const std::filesystem::path ballast = mountPoint_ / "ballast";
    writeFileBytes(ballast, std::string(192 * 1024, 'b'));  // freed later: "the user made room"

    GameStore store = GameStore::open(file);
    const GameKey key = store.createGame({"war-for-the-union", "1861", "t"});
    const auto [acknowledged, error] = fillUntilRefused(store, key, 2000);
    ASSERT_LT(acknowledged, 2000) << "the file system never filled up";
    EXPECT_GT(acknowledged, 5);
    EXPECT_TRUE(error.kind() == ErrorKind::DiskFull || error.kind() == ErrorKind::Io) << error.what();
    EXPECT_NE(std::string(error.what()).find(file.string()), std::string::npos) << error.what();
    std::cout << "refused event " << acknowledged + 1 << " on a full tmpfs: " << error.what() << "\n";

    EXPECT_EQ(store.lastSeq(key), acknowledged);
    expectIntact(store, key, acknowledged);

    std::filesystem::remove(ballast);
    for (Seq seq = acknowledged + 1; seq <= acknowledged + 5; ++seq) store.appendEvent(key, {seq, "piece.moved", bulkyJson(seq)});
    expectIntact(store, key, acknowledged + 5);
    EXPECT_EQ(store.integrityCheck(), "ok");

    store = GameStore::open(file);  // as after a restart
    EXPECT_EQ(store.openReport().outcome, OpenReport::Outcome::Opened);
    expectIntact(store, key, acknowledged + 5);
    EXPECT_EQ(store.integrityCheck(), "ok");
}

}  // namespace
}  // namespace adj::storage::testing
