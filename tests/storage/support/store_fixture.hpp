#pragma once
// Helpers shared by the storage tests: a store in a private folder, and small event builders.
#include "app/storage/game_store.hpp"
#include "tests/storage/support/temp_dir.hpp"

#include <gtest/gtest.h>

#include <string>

namespace adj::storage::testing {

inline NewEvent moveEvent(Seq seq, const std::string& piece = "p1", const std::string& to = "0101") {
    return {seq, "piece.moved",
            R"({"type":"piece.moved","seq":)" + std::to_string(seq) + R"(,"piece":")" + piece + R"(","to":")" + to + R"("})"};
}

class StoreTest : public ::testing::Test {
protected:
    std::filesystem::path databasePath() const { return dir_ / "data/adjutant/games.sqlite"; }
    GameStore openStore(const OpenOptions& options = {}) { return GameStore::open(databasePath(), options); }

    // A game with events 1..count appended.
    GameKey gameWithEvents(GameStore& store, Seq count, const std::string& title = "Evening game") {
        const GameKey key = store.createGame({"war-for-the-union", "1861", title});
        for (Seq seq = 1; seq <= count; ++seq) store.appendEvent(key, moveEvent(seq, "p" + std::to_string(seq % 7)));
        return key;
    }

    TempDir dir_;
};

}  // namespace adj::storage::testing
