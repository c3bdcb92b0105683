#include "app/storage/file_ops.hpp"

#include "app/storage/store_error.hpp"
#include "engine/data/text_check.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <random>
#include <system_error>
#include <utility>

namespace adj::storage {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void throwErrno(const fs::path& file, const std::string& what, int err) {
    const ErrorKind kind = (err == ENOSPC || err == EDQUOT) ? ErrorKind::DiskFull : ErrorKind::Io;
    throw StoreError(kind, file.string() + ": " + what + ": " + std::strerror(err));
}

// Closes a POSIX descriptor on every path out.
class FileDescriptor {
public:
    explicit FileDescriptor(int fd) : fd_(fd) {}
    ~FileDescriptor() {
        if (fd_ >= 0) ::close(fd_);
    }
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    int get() const { return fd_; }
    int release() { return std::exchange(fd_, -1); }

private:
    int fd_;
};

fs::path withSuffix(const fs::path& file, const std::string& suffix) { return pathWithSuffix(file, suffix); }

}  // namespace

fs::path pathWithSuffix(const fs::path& file, const std::string& suffix) {
    fs::path result = file;
    result += suffix;
    return result;
}

void ensureParentDirectory(const fs::path& file) {
    const fs::path parent = file.parent_path();
    if (parent.empty()) return;
    std::error_code error;
    fs::create_directories(parent, error);
    if (error) throw StoreError(ErrorKind::Io, parent.string() + ": cannot create the folder for the database: " + error.message());
}

void syncDirectory(const fs::path& directory) {
    const fs::path target = directory.empty() ? fs::path(".") : directory;
    FileDescriptor fd(::open(target.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (fd.get() < 0) throwErrno(target, "cannot open the folder to sync it", errno);
    if (::fsync(fd.get()) != 0 && errno != EINVAL)  // EINVAL: a file system that cannot sync folders
        throwErrno(target, "cannot sync the folder", errno);
}

namespace {

// Opens a new temporary file beside `file`, "<file>.partial-<16 random hex digits>". O_EXCL: a file
// (or a symlink) already there under that name is never written through, as a fixed name would be
// (a symlink at <file>.partial made an export overwrite whatever it pointed to); O_NOFOLLOW as well.
int createTemporary(const fs::path& file, fs::path& temporary) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::random_device random;
    for (int attempt = 0;; ++attempt) {
        std::string suffix = ".partial-";
        for (int i = 0; i < 4; ++i) {
            const unsigned word = random();
            for (int k = 0; k < 4; ++k) suffix += kHex[(word >> (4 * k)) & 0xF];
        }
        temporary = withSuffix(file, suffix);
        const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd >= 0 || errno != EEXIST || attempt >= 15) return fd;
    }
}

}  // namespace

void writeFileAtomically(const fs::path& file, const std::string& contents) {
    ensureParentDirectory(file);
    fs::path temporary;
    {
        FileDescriptor fd(createTemporary(file, temporary));
        if (fd.get() < 0) throwErrno(temporary, "cannot create the file", errno);
        std::size_t written = 0;
        while (written < contents.size()) {
            const ssize_t n = ::write(fd.get(), contents.data() + written, contents.size() - written);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) {
                const int err = errno;
                ::unlink(temporary.c_str());
                throwErrno(temporary, "cannot write the file", err);
            }
            written += static_cast<std::size_t>(n);
        }
        if (::fsync(fd.get()) != 0) {
            const int err = errno;
            ::unlink(temporary.c_str());
            throwErrno(temporary, "cannot sync the file", err);
        }
        if (::close(fd.release()) != 0) {
            const int err = errno;
            ::unlink(temporary.c_str());
            throwErrno(temporary, "cannot close the file", err);
        }
    }
    if (::rename(temporary.c_str(), file.c_str()) != 0) {
        const int err = errno;
        ::unlink(temporary.c_str());
        throwErrno(file, "cannot move the finished file into place", err);
    }
    syncDirectory(file.parent_path());
}

std::string readRegularFile(const fs::path& file, std::uintmax_t maxBytes, const std::string& what) {
    data::FileText read = data::readFileWithin(file, maxBytes);
    if (!read.problem.empty()) {
        const bool missing = !fs::exists(fs::symlink_status(file));
        throw StoreError(missing ? ErrorKind::NotFound : ErrorKind::BadImport,
                         file.string() + ": cannot " + what + ": it " + (missing ? std::string("does not exist") : read.problem));
    }
    return std::move(read.text);
}

fs::path damagedName(const fs::path& file, const std::string& stamp) {
    const fs::path base = withSuffix(file, ".damaged-" + stamp);
    fs::path candidate = base;
    for (int n = 2; fs::exists(candidate) || fs::exists(withSuffix(candidate, "-wal")); ++n)
        candidate = withSuffix(base, "-" + std::to_string(n));
    return candidate;
}

std::vector<fs::path> moveDatabaseAside(const fs::path& file, const fs::path& aside) {
    std::vector<fs::path> moved;
    auto move = [&](const fs::path& from, const fs::path& to) {
        std::error_code error;
        if (!fs::exists(from, error)) return;
        if (::rename(from.c_str(), to.c_str()) != 0)
            throwErrno(from, "cannot move the damaged database aside to " + to.string(), errno);
        moved.push_back(to);
    };
    // The database first: were the -wal moved first and power lost, the file left behind would
    // open as its last checkpoint and quietly drop the newest events. A -wal stranded by the
    // opposite order is recognised as an orphan at the next open and kept aside (see recovery).
    move(file, aside);
    for (const char* suffix : kCompanionSuffixes) move(withSuffix(file, suffix), withSuffix(aside, suffix));
    syncDirectory(file.parent_path());
    return moved;
}

void removeDatabaseFiles(const fs::path& file) {
    std::error_code ignored;
    fs::remove(file, ignored);
    for (const char* suffix : kCompanionSuffixes) fs::remove(withSuffix(file, suffix), ignored);
}

}  // namespace adj::storage
