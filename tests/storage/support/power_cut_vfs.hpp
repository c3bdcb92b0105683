#pragma once
// PowerCutVfs: an SQLite VFS over the default one (unix) that knows, per file, what was last made
// durable, so a test can cut the power and find on disk only what a real machine would keep.
//
// Every xSync of a file records its whole content as that file's durable image (the real fsync
// is skipped: the image is the durability). "Cutting the power" puts every file back to its
// durable image (or removes it, if it never was synced) and drops the shared-memory index, which
// lives in RAM. A test arms it to die after the Nth xWrite or xSync: from then on every write,
// sync, truncate or delete fails, as if the machine had stopped there; the test then closes the
// store and either cuts the power (unsynced writes lost) or not (a kill: the page cache survives).
//
// ignoreSyncs() makes xSync record nothing, as a disk that lies about fsync would: the power-cut
// test must then find loss, which proves the harness can see it.
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>

struct sqlite3_vfs;

namespace adj::storage::testing {

class PowerCutVfs {
public:
    // Registers the VFS as SQLite's default for the object's lifetime; the previous default comes back after.
    PowerCutVfs();
    ~PowerCutVfs();
    PowerCutVfs(const PowerCutVfs&) = delete;
    PowerCutVfs& operator=(const PowerCutVfs&) = delete;

    // Forgets every file and the count: the start of a fresh run in an empty folder.
    void reset();
    // Dies right after the nth write or sync from now (1-based); 0: never.
    void dieAfter(std::uint64_t n);
    bool dead() const { return dead_; }
    std::uint64_t writesAndSyncs() const { return operations_; }
    void ignoreSyncs(bool ignore) { ignoreSyncs_ = ignore; }

    // Every connection must be closed first. Puts each file back to its last synced image, removes
    // the shared-memory files, and brings the machine back to life.
    void cutThePower();
    // Brings the machine back to life with the files as they are (the kill case).
    void restart();

    // Used by the VFS callbacks.
    struct File;
    bool countOperation();  // false when dead: the operation must fail
    void opened(const std::string& path, bool mainDatabase);
    void synced(const std::string& path);
    void deleted(const std::string& path);

private:
    struct Durable {
        std::optional<std::string> bytes;  // nullopt: the file does not durably exist
        bool mainDatabase = false;
    };
    std::map<std::string, Durable> files_;
    std::uint64_t operations_ = 0;
    std::uint64_t dieAfter_ = 0;
    bool dead_ = false;
    bool ignoreSyncs_ = false;
    sqlite3_vfs* vfs_ = nullptr;
    sqlite3_vfs* previous_ = nullptr;
};

}  // namespace adj::storage::testing
