#pragma once
// File-system steps around the database: folders, directory syncs, and setting a damaged
// database aside together with the files SQLite keeps next to it.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace adj::storage {

// The files SQLite may keep beside a database, in the order they are moved.
inline constexpr const char* kCompanionSuffixes[] = {"-wal", "-shm", "-journal"};

// "<file><suffix>": companions and temporary files live beside the database.
std::filesystem::path pathWithSuffix(const std::filesystem::path& file, const std::string& suffix);

// Creates the folder that will hold `file`; a clear StoreError (Io) when that is impossible.
void ensureParentDirectory(const std::filesystem::path& file);

// fsync on the folder itself: a new or renamed file survives power loss only once the directory
// entry naming it has reached the disk, not just the file's contents.
void syncDirectory(const std::filesystem::path& directory);

// Writes `contents` to `file` so that after a crash the file is either the old one or the whole
// new one: temporary file, fsync, rename, directory fsync. The temporary has a random name and is
// created with O_EXCL|O_NOFOLLOW: nothing already in the folder (a symlink planted at a name the
// writer will use) is ever written through.
void writeFileAtomically(const std::filesystem::path& file, const std::string& contents);

// The whole of `file`, read only if it is a regular file (not a folder, a device such as /dev/zero,
// or a pipe) of at most `maxBytes`. StoreError (NotFound, else BadImport) saying why not, with
// `what` ("import this game") in the message.
std::string readRegularFile(const std::filesystem::path& file, std::uintmax_t maxBytes, const std::string& what);

// "<file>.damaged-<stamp>", with "-2", "-3"... added when that name is taken.
std::filesystem::path damagedName(const std::filesystem::path& file, const std::string& stamp);

// Renames `file` and its -wal/-shm/-journal to `aside` (+ the same suffixes), keeping them paired
// so SQLite can still read the set-aside copy with its log. Returns the paths moved.
std::vector<std::filesystem::path> moveDatabaseAside(const std::filesystem::path& file,
                                                     const std::filesystem::path& aside);

// Removes `file` and its companions, if present.
void removeDatabaseFiles(const std::filesystem::path& file);

}  // namespace adj::storage
