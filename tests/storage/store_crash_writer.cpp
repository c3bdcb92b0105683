// store_crash_writer <database>
// Appends events to the crash-test game for ever, continuing where the log ends, and prints each
// sequence number on its own line the moment appendEvent has returned (the commit is durable).
// Before the first append it prints "ready".
// crash_test.cpp kills it with SIGKILL at random moments: every number printed is a promise that
// the event is in the database.
#include "tests/storage/support/crash_events.hpp"

#include <cstdio>
#include <exception>

int main(int argc, char** argv) {
    using namespace adj::storage;
    if (argc != 2) {
        std::fprintf(stderr, "usage: store_crash_writer <database>\n");
        return 2;
    }
    try {
        GameStore store = GameStore::open(argv[1]);
        if (store.openReport().outcome == OpenReport::Outcome::Recovered) {
            // Never expected: a kill must not damage the database. Say so loudly; the test fails on it.
            std::fprintf(stderr, "store_crash_writer: RECOVERED\n%s", store.openReport().message().c_str());
            return 3;
        }
        const GameKey game = testing::crashGame(store);
        // Lets the test aim most kills at the append loop rather than at process start-up.
        std::printf("ready\n");
        std::fflush(stdout);
        for (Seq seq = store.lastSeq(game) + 1;; ++seq) {
            store.appendEvent(game, {seq, testing::crashEventType(seq), testing::crashEventJson(seq)});
            std::printf("%lld\n", static_cast<long long>(seq));
            std::fflush(stdout);
            if (seq % testing::kCrashSnapshotEvery == 0) store.saveSnapshot(game, seq, testing::crashPositionJson(seq));
        }
    } catch (const std::exception& error) {
        std::fprintf(stderr, "store_crash_writer: %s\n", error.what());
        return 1;
    }
}
