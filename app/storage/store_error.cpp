#include "app/storage/store_error.hpp"

#include <sqlite3.h>

namespace adj::storage {

const char* toString(ErrorKind kind) noexcept {
    switch (kind) {
    case ErrorKind::Io: return "I/O error";
    case ErrorKind::DiskFull: return "disk full";
    case ErrorKind::Corrupt: return "damaged database";
    case ErrorKind::Busy: return "database busy";
    case ErrorKind::NewerSchema: return "newer database version";
    case ErrorKind::Sequence: return "event sequence error";
    case ErrorKind::NotFound: return "not found";
    case ErrorKind::InvalidArgument: return "invalid argument";
    case ErrorKind::BadImport: return "bad import file";
    case ErrorKind::Internal: return "internal storage error";
    }
    return "storage error";
}

StoreError::StoreError(ErrorKind kind, const std::string& message, int sqliteCode)
    : std::runtime_error(message), kind_(kind), sqliteCode_(sqliteCode) {}

ErrorKind kindOfSqliteCode(int code) noexcept {
    switch (code & 0xff) {
    case SQLITE_FULL: return ErrorKind::DiskFull;
    case SQLITE_IOERR:
    case SQLITE_CANTOPEN:
    case SQLITE_READONLY:
    case SQLITE_PERM: return ErrorKind::Io;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB: return ErrorKind::Corrupt;
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return ErrorKind::Busy;
    case SQLITE_CONSTRAINT:
    case SQLITE_MISMATCH:
    case SQLITE_TOOBIG:
    case SQLITE_RANGE: return ErrorKind::InvalidArgument;
    default: return ErrorKind::Internal;
    }
}

}  // namespace adj::storage
