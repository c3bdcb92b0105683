#pragma once
// The one exception type of the store. Every message names the database (or export) file and
// says what was being done, so the table app can show it to the players as it is.
#include <stdexcept>
#include <string>

namespace adj::storage {

enum class ErrorKind {
    Io,               // the operating system failed a read, write or sync
    DiskFull,         // no room left (SQLITE_FULL): nothing was committed, retry once space is back
    Corrupt,          // the file is damaged or is not a database
    Busy,             // another connection held the lock for longer than the busy timeout
    NewerSchema,      // written by a newer Adjutant: refused, left untouched
    Sequence,         // an event would leave a gap in, or repeat, a game's sequence
    NotFound,         // no such game (or file)
    InvalidArgument,  // malformed input: empty type, invalid JSON, snapshot past the log...
    BadImport,        // an export file that cannot be imported
    Internal,         // anything else SQLite reported
};

const char* toString(ErrorKind kind) noexcept;

class StoreError : public std::runtime_error {
public:
    StoreError(ErrorKind kind, const std::string& message, int sqliteCode = 0);

    ErrorKind kind() const noexcept { return kind_; }
    // The extended SQLite result code when SQLite raised it, 0 otherwise.
    int sqliteCode() const noexcept { return sqliteCode_; }

private:
    ErrorKind kind_;
    int sqliteCode_;
};

// Which kind of failure an SQLite result code stands for.
ErrorKind kindOfSqliteCode(int code) noexcept;

}  // namespace adj::storage
