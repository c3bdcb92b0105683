// Benchmarks of the SQLite game store (issue 7): the cost of a durable event append, with
// synchronous=FULL (what the store uses) and NORMAL (for comparison), of a durable action of 8
// events (a stack moved as one, one transaction since issue 55), reading a long log, resuming
// from a snapshot, and opening a store (quick_check included).
//
// The files go to ADJUTANT_BENCH_DIR, else the system temporary folder. Put it on the disk the
// kiosk will use: on a tmpfs fsync costs nothing and the FULL/NORMAL comparison means nothing.
#include "app/storage/game_archive.hpp"
#include "app/storage/game_store.hpp"

#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace {

using namespace adj::storage;
namespace fs = std::filesystem;

// A folder for one benchmark, removed afterwards.
class BenchDir {
public:
    BenchDir() {
        const char* chosen = std::getenv("ADJUTANT_BENCH_DIR");
        const fs::path base = chosen != nullptr && *chosen != '\0' ? fs::path(chosen) : fs::temp_directory_path();
        fs::create_directories(base);
        std::string pattern = (base / "adjutant-store-bench-XXXXXX").string();
        if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot create " + pattern);
        path_ = pattern;
    }
    ~BenchDir() {
        std::error_code ignored;
        fs::remove_all(path_, ignored);
    }
    BenchDir(const BenchDir&) = delete;
    BenchDir& operator=(const BenchDir&) = delete;
    fs::path operator/(const std::string& name) const { return path_ / name; }
    const fs::path& path() const { return path_; }

private:
    fs::path path_;
};

// A typical event: a piece moved, about 200 bytes of JSON.
std::string eventJson(Seq seq) {
    return R"({"type":"piece.moved","seq":)" + std::to_string(seq) + R"(,"at":"2025-03-14T09:30:12.345Z","piece":"union-inf-)" +
           std::to_string(seq % 140) + R"(","from":")" + std::to_string(1000 + seq % 900) + R"(","to":")" +
           std::to_string(1001 + seq % 900) + R"(","mp":2,"by":"camera","confidence":0.97})";
}

std::string fileSystemOf(const fs::path& path) {
    struct statfs info {};
    if (::statfs(path.c_str(), &info) != 0) return "unknown";
    switch (static_cast<unsigned long>(info.f_type)) {
    case 0x01021994UL: return "tmpfs (fsync is free: FULL vs NORMAL not meaningful)";
    case 0xEF53UL: return "ext4";
    case 0x58465342UL: return "xfs";
    case 0x9123683EUL: return "btrfs";
    case 0x794c7630UL: return "overlayfs";
    default: return "other";
    }
}

// Appends one event per iteration and reports the latency distribution, not only the mean:
// what the players feel is the typical confirm, and the worst ones.
// `perAction` events per iteration, in one transaction (appendAction); 1 is a single-event append.
void appendEvents(benchmark::State& state, Durability durability, int perAction = 1) {
    BenchDir dir;
    OpenOptions options;
    options.durability = durability;
    GameStore store = GameStore::open(dir / "games.sqlite", options);
    const GameKey game = store.createGame({"war-for-the-union", "1861", "bench"});
    static const bool contextAdded = [&] {
        benchmark::AddCustomContext("store_dir", dir.path().parent_path().string() + " on " + fileSystemOf(dir.path()));
        return true;
    }();
    (void)contextAdded;

    std::vector<double> latencies;
    Seq seq = 0;
    std::vector<NewEvent> action(static_cast<std::size_t>(perAction));
    for (auto _ : state) {
        for (NewEvent& event : action) {
            ++seq;
            event = {seq, "piece.moved", eventJson(seq)};
        }
        const auto start = std::chrono::steady_clock::now();
        store.appendAction(game, action);
        latencies.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(latencies.begin(), latencies.end());
    auto at = [&](double quantile) { return latencies[static_cast<std::size_t>(quantile * static_cast<double>(latencies.size() - 1))]; };
    state.counters["median_ms"] = at(0.5);
    state.counters["p90_ms"] = at(0.9);
    state.counters["p99_ms"] = at(0.99);
    state.counters["max_ms"] = latencies.back();
}

// The floor under any durable append on this disk: overwrite 12 KiB (about what one commit adds to
// the WAL: the event's page, its index page, the game's row) and fdatasync, with no SQLite at all.
// A durable append cannot be faster than this; the gap between the two is the store's own cost.
void BM_RawWriteAndFdatasyncFloor(benchmark::State& state) {
    BenchDir dir;
    const fs::path file = dir / "floor";
    const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) {
        state.SkipWithError("cannot create the probe file");
        return;
    }
    const std::string block(12288, 'x');
    std::vector<double> latencies;
    long round = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        if (::pwrite(fd, block.data(), block.size(), (round++ % 16) * 12288) < 0 || ::fdatasync(fd) != 0) {
            state.SkipWithError("write or fdatasync failed");
            break;
        }
        latencies.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    ::close(fd);
    if (latencies.empty()) return;
    std::sort(latencies.begin(), latencies.end());
    state.counters["median_ms"] = latencies[latencies.size() / 2];
    state.counters["p90_ms"] = latencies[latencies.size() * 9 / 10];
}
BENCHMARK(BM_RawWriteAndFdatasyncFloor)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_AppendEventSynchronousFull(benchmark::State& state) { appendEvents(state, Durability::Full); }
void BM_AppendEventSynchronousNormal(benchmark::State& state) { appendEvents(state, Durability::Normal); }
void BM_AppendActionOf8EventsSynchronousFull(benchmark::State& state) { appendEvents(state, Durability::Full, 8); }
BENCHMARK(BM_AppendEventSynchronousFull)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK(BM_AppendActionOf8EventsSynchronousFull)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK(BM_AppendEventSynchronousNormal)->Unit(benchmark::kMillisecond)->MinTime(1.0);

// A store holding one game of `events` events with a snapshot every 500, loaded in one
// transaction through the importer (building it append by append would take minutes).
struct LoadedStore {
    explicit LoadedStore(Seq events) {
        GameArchive archive;
        archive.game = {0, "bench-uid", "war-for-the-union", "1861", "bench", 1, 2, false};
        for (Seq seq = 1; seq <= events; ++seq) archive.events.push_back({seq, "piece.moved", eventJson(seq), seq});
        for (Seq seq = 500; seq <= events; seq += 500)
            archive.snapshots.push_back({seq, R"({"pieces":{"union-inf-1":"1234"},"after":)" + std::to_string(seq) + "}", seq});
        GameStore store = GameStore::open(dir / "games.sqlite");
        game = store.importArchive(archive).key;
    }
    BenchDir dir;
    GameKey game = 0;
};

void BM_ReadAllEvents(benchmark::State& state) {
    LoadedStore loaded(state.range(0));
    GameStore store = GameStore::open(loaded.dir / "games.sqlite");
    for (auto _ : state) benchmark::DoNotOptimize(store.events(loaded.game));
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ReadAllEvents)->Arg(10000)->Unit(benchmark::kMillisecond);

// Resume: the latest snapshot plus the events after it (here up to 499 of them, the worst case
// between two snapshots 500 apart).
void BM_ResumeFromSnapshot(benchmark::State& state) {
    LoadedStore loaded(10499);
    GameStore store = GameStore::open(loaded.dir / "games.sqlite");
    for (auto _ : state) {
        const auto snapshot = store.latestSnapshot(loaded.game);
        benchmark::DoNotOptimize(snapshot);
        benchmark::DoNotOptimize(store.events(loaded.game, snapshot->seq + 1));
    }
}
BENCHMARK(BM_ResumeFromSnapshot)->Unit(benchmark::kMillisecond);

// What start-up pays: opening the file, PRAGMA quick_check over all of it, the migration check.
void BM_OpenStoreWithQuickCheck(benchmark::State& state) {
    LoadedStore loaded(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(GameStore::open(loaded.dir / "games.sqlite"));
}
BENCHMARK(BM_OpenStoreWithQuickCheck)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

}  // namespace
