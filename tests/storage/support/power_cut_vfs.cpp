// PowerCutVfs (see power_cut_vfs.hpp): the VFS callbacks forward to the default VFS, except that
// writes and syncs are counted (and refused once the machine is "dead"), syncs record the file's
// durable image instead of calling fsync, and deletes are refused once dead.
#include "tests/storage/support/power_cut_vfs.hpp"

#include "tests/storage/support/temp_dir.hpp"

#include <sqlite3.h>

#include <stdexcept>
#include <system_error>

namespace adj::storage::testing {

struct PowerCutVfs::File {
    sqlite3_file base;   // first, so SQLite's sqlite3_file* is this File*
    PowerCutVfs* owner;
    std::string* path;   // null for SQLite's nameless temporary files, which are not kept anyway
    sqlite3_file* real;  // the default VFS's file, in the same allocation after this one
};

namespace {

PowerCutVfs* powerCutOwner = nullptr;
sqlite3_vfs* powerCutReal = nullptr;
sqlite3_vfs powerCutVfs{};

using File = PowerCutVfs::File;

File* asFile(sqlite3_file* file) { return reinterpret_cast<File*>(file); }
sqlite3_file* realOf(sqlite3_file* file) { return asFile(file)->real; }

int powerCutClose(sqlite3_file* file) {
    File* f = asFile(file);
    const int rc = f->real->pMethods->xClose(f->real);
    delete f->path;
    f->path = nullptr;
    return rc;
}

int powerCutRead(sqlite3_file* file, void* buffer, int amount, sqlite3_int64 offset) {
    return realOf(file)->pMethods->xRead(realOf(file), buffer, amount, offset);
}

int powerCutWrite(sqlite3_file* file, const void* buffer, int amount, sqlite3_int64 offset) {
    File* f = asFile(file);
    if (f->path != nullptr && !f->owner->countOperation()) return SQLITE_IOERR_WRITE;
    return f->real->pMethods->xWrite(f->real, buffer, amount, offset);
}

int powerCutTruncate(sqlite3_file* file, sqlite3_int64 size) {
    File* f = asFile(file);
    if (f->path != nullptr && f->owner->dead()) return SQLITE_IOERR_TRUNCATE;
    return f->real->pMethods->xTruncate(f->real, size);
}

int powerCutSync(sqlite3_file* file, int /*flags*/) {
    File* f = asFile(file);
    if (f->path == nullptr) return SQLITE_OK;
    if (!f->owner->countOperation()) return SQLITE_IOERR_FSYNC;
    // What is on disk now is what the power cut leaves; no real fsync is needed for that.
    f->owner->synced(*f->path);
    return SQLITE_OK;
}

int powerCutFileSize(sqlite3_file* file, sqlite3_int64* size) { return realOf(file)->pMethods->xFileSize(realOf(file), size); }
int powerCutLock(sqlite3_file* file, int level) { return realOf(file)->pMethods->xLock(realOf(file), level); }
int powerCutUnlock(sqlite3_file* file, int level) { return realOf(file)->pMethods->xUnlock(realOf(file), level); }
int powerCutCheckReservedLock(sqlite3_file* file, int* out) {
    return realOf(file)->pMethods->xCheckReservedLock(realOf(file), out);
}
int powerCutFileControl(sqlite3_file* file, int op, void* arg) {
    return realOf(file)->pMethods->xFileControl(realOf(file), op, arg);
}
int powerCutSectorSize(sqlite3_file* file) { return realOf(file)->pMethods->xSectorSize(realOf(file)); }
int powerCutDeviceCharacteristics(sqlite3_file* file) {
    return realOf(file)->pMethods->xDeviceCharacteristics(realOf(file));
}
int powerCutShmMap(sqlite3_file* file, int region, int size, int extend, void volatile** out) {
    return realOf(file)->pMethods->xShmMap(realOf(file), region, size, extend, out);
}
int powerCutShmLock(sqlite3_file* file, int offset, int n, int flags) {
    return realOf(file)->pMethods->xShmLock(realOf(file), offset, n, flags);
}
void powerCutShmBarrier(sqlite3_file* file) { realOf(file)->pMethods->xShmBarrier(realOf(file)); }
int powerCutShmUnmap(sqlite3_file* file, int deleteFlag) {
    return realOf(file)->pMethods->xShmUnmap(realOf(file), deleteFlag);
}
int powerCutFetch(sqlite3_file* file, sqlite3_int64 offset, int amount, void** out) {
    return realOf(file)->pMethods->xFetch(realOf(file), offset, amount, out);
}
int powerCutUnfetch(sqlite3_file* file, sqlite3_int64 offset, void* page) {
    return realOf(file)->pMethods->xUnfetch(realOf(file), offset, page);
}

const sqlite3_io_methods powerCutMethods = {
    3,
    powerCutClose,
    powerCutRead,
    powerCutWrite,
    powerCutTruncate,
    powerCutSync,
    powerCutFileSize,
    powerCutLock,
    powerCutUnlock,
    powerCutCheckReservedLock,
    powerCutFileControl,
    powerCutSectorSize,
    powerCutDeviceCharacteristics,
    powerCutShmMap,
    powerCutShmLock,
    powerCutShmBarrier,
    powerCutShmUnmap,
    powerCutFetch,
    powerCutUnfetch,
};

int powerCutOpen(sqlite3_vfs* /*vfs*/, sqlite3_filename name, sqlite3_file* file, int flags, int* outFlags) {
    File* f = asFile(file);
    f->base.pMethods = nullptr;
    f->owner = powerCutOwner;
    f->path = nullptr;
    f->real = reinterpret_cast<sqlite3_file*>(f + 1);
    if (powerCutOwner->dead()) return SQLITE_CANTOPEN;  // nothing runs on a stopped machine
    const int rc = powerCutReal->xOpen(powerCutReal, name, f->real, flags, outFlags);
    if (rc != SQLITE_OK) {
        if (f->real->pMethods != nullptr) f->real->pMethods->xClose(f->real);
        return rc;
    }
    f->base.pMethods = &powerCutMethods;
    if (name != nullptr) {
        f->path = new std::string(name);
        powerCutOwner->opened(*f->path, (flags & SQLITE_OPEN_MAIN_DB) != 0);
    }
    return SQLITE_OK;
}

int powerCutDelete(sqlite3_vfs* /*vfs*/, const char* name, int syncDir) {
    if (powerCutOwner->dead()) return SQLITE_IOERR_DELETE;
    const int rc = powerCutReal->xDelete(powerCutReal, name, syncDir);
    if (rc == SQLITE_OK) powerCutOwner->deleted(name);
    return rc;
}

int powerCutAccess(sqlite3_vfs*, const char* name, int flags, int* out) { return powerCutReal->xAccess(powerCutReal, name, flags, out); }
int powerCutFullPathname(sqlite3_vfs*, const char* name, int size, char* out) {
    return powerCutReal->xFullPathname(powerCutReal, name, size, out);
}
void* powerCutDlOpen(sqlite3_vfs*, const char* name) { return powerCutReal->xDlOpen(powerCutReal, name); }
void powerCutDlError(sqlite3_vfs*, int size, char* out) { powerCutReal->xDlError(powerCutReal, size, out); }
void (*powerCutDlSym(sqlite3_vfs*, void* handle, const char* symbol))(void) {
    return powerCutReal->xDlSym(powerCutReal, handle, symbol);
}
void powerCutDlClose(sqlite3_vfs*, void* handle) { powerCutReal->xDlClose(powerCutReal, handle); }
int powerCutRandomness(sqlite3_vfs*, int size, char* out) { return powerCutReal->xRandomness(powerCutReal, size, out); }
int powerCutSleep(sqlite3_vfs*, int micros) { return powerCutReal->xSleep(powerCutReal, micros); }
int powerCutCurrentTime(sqlite3_vfs*, double* out) { return powerCutReal->xCurrentTime(powerCutReal, out); }
int powerCutGetLastError(sqlite3_vfs*, int size, char* out) { return powerCutReal->xGetLastError(powerCutReal, size, out); }
int powerCutCurrentTimeInt64(sqlite3_vfs*, sqlite3_int64* out) { return powerCutReal->xCurrentTimeInt64(powerCutReal, out); }
int powerCutSetSystemCall(sqlite3_vfs*, const char* name, sqlite3_syscall_ptr call) {
    return powerCutReal->xSetSystemCall(powerCutReal, name, call);
}
sqlite3_syscall_ptr powerCutGetSystemCall(sqlite3_vfs*, const char* name) { return powerCutReal->xGetSystemCall(powerCutReal, name); }
const char* powerCutNextSystemCall(sqlite3_vfs*, const char* name) { return powerCutReal->xNextSystemCall(powerCutReal, name); }

}  // namespace

PowerCutVfs::PowerCutVfs() {
    if (powerCutOwner != nullptr) throw std::logic_error("only one PowerCutVfs at a time");
    previous_ = sqlite3_vfs_find(nullptr);
    if (previous_ == nullptr || previous_->iVersion < 3) throw std::runtime_error("no default SQLite VFS of version 3 to wrap");
    powerCutOwner = this;
    powerCutReal = previous_;
    powerCutVfs = sqlite3_vfs{};
    powerCutVfs.iVersion = 3;
    powerCutVfs.szOsFile = static_cast<int>(sizeof(File)) + previous_->szOsFile;
    powerCutVfs.mxPathname = previous_->mxPathname;
    powerCutVfs.zName = "adjutant-power-cut";
    powerCutVfs.pAppData = this;
    powerCutVfs.xOpen = powerCutOpen;
    powerCutVfs.xDelete = powerCutDelete;
    powerCutVfs.xAccess = powerCutAccess;
    powerCutVfs.xFullPathname = powerCutFullPathname;
    powerCutVfs.xDlOpen = powerCutDlOpen;
    powerCutVfs.xDlError = powerCutDlError;
    powerCutVfs.xDlSym = powerCutDlSym;
    powerCutVfs.xDlClose = powerCutDlClose;
    powerCutVfs.xRandomness = powerCutRandomness;
    powerCutVfs.xSleep = powerCutSleep;
    powerCutVfs.xCurrentTime = powerCutCurrentTime;
    powerCutVfs.xGetLastError = powerCutGetLastError;
    powerCutVfs.xCurrentTimeInt64 = powerCutCurrentTimeInt64;
    powerCutVfs.xSetSystemCall = powerCutSetSystemCall;
    powerCutVfs.xGetSystemCall = powerCutGetSystemCall;
    powerCutVfs.xNextSystemCall = powerCutNextSystemCall;
    vfs_ = &powerCutVfs;
    if (sqlite3_vfs_register(vfs_, 1) != SQLITE_OK) throw std::runtime_error("cannot register the power-cut VFS");
}

PowerCutVfs::~PowerCutVfs() {
    sqlite3_vfs_unregister(vfs_);
    sqlite3_vfs_register(previous_, 1);
    powerCutOwner = nullptr;
    powerCutReal = nullptr;
}

void PowerCutVfs::reset() {
    files_.clear();
    operations_ = 0;
    dieAfter_ = 0;
    dead_ = false;
}

void PowerCutVfs::dieAfter(std::uint64_t n) {
    dieAfter_ = n == 0 ? 0 : operations_ + n;
    dead_ = false;
}

bool PowerCutVfs::countOperation() {
    if (dead_) return false;
    ++operations_;
    // The nth operation itself still happens; everything after it fails.
    if (dieAfter_ != 0 && operations_ >= dieAfter_) dead_ = true;
    return true;
}

void PowerCutVfs::opened(const std::string& path, bool mainDatabase) {
    auto [at, added] = files_.try_emplace(path);
    at->second.mainDatabase = at->second.mainDatabase || mainDatabase;
    // A file met for the first time was there before this run began: durable as it is.
    if (added && std::filesystem::exists(path)) at->second.bytes = readFileBytes(path);
}

void PowerCutVfs::synced(const std::string& path) {
    if (ignoreSyncs_) return;
    files_[path].bytes = readFileBytes(path);
}

void PowerCutVfs::deleted(const std::string& path) {
    if (auto at = files_.find(path); at != files_.end()) at->second.bytes.reset();
}

void PowerCutVfs::cutThePower() {
    for (const auto& [path, durable] : files_) {
        std::error_code ignored;
        if (durable.bytes)
            writeFileBytes(path, *durable.bytes);
        else
            std::filesystem::remove(path, ignored);
        // The wal-index lives in shared memory: gone with the power.
        if (durable.mainDatabase) std::filesystem::remove(path + "-shm", ignored);
    }
    restart();
}

void PowerCutVfs::restart() {
    dead_ = false;
    dieAfter_ = 0;
}

}  // namespace adj::storage::testing
