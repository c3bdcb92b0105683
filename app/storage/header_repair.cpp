#include "app/storage/header_repair.hpp"

#include "app/storage/file_ops.hpp"
#include "app/storage/schema.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <system_error>
#include <vector>

namespace adj::storage {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kHeaderSize = 100;

void putU16(std::uint8_t* at, std::uint32_t value) {
    at[0] = static_cast<std::uint8_t>(value >> 8);
    at[1] = static_cast<std::uint8_t>(value);
}

void putU32(std::uint8_t* at, std::uint32_t value) {
    for (int i = 0; i < 4; ++i) at[i] = static_cast<std::uint8_t>(value >> (24 - 8 * i));
}

// B-tree page type bytes: interior/leaf, index/table.
bool isBtreePageType(std::uint8_t type) { return type == 0x02 || type == 0x05 || type == 0x0a || type == 0x0d; }

// Page 1 holds the schema table's b-tree right after the header; with the right page size,
// page 2 (if any) starts with a b-tree type byte too (or is a zeroed free page).
bool plausiblePageSize(const std::vector<std::uint8_t>& bytes, std::size_t pageSize) {
    if (bytes.size() < pageSize || bytes.size() % pageSize != 0) return false;
    if (!isBtreePageType(bytes[kHeaderSize])) return false;
    if (bytes.size() == pageSize) return true;
    const std::uint8_t second = bytes[pageSize];
    return isBtreePageType(second) || second == 0;
}

// The 100-byte header of a UTF-8, rollback- or WAL-mode database of `pages` pages. The freelist
// is left empty: reading needs none, and the salvage only reads.
std::array<std::uint8_t, kHeaderSize> makeHeader(std::size_t pageSize, std::size_t pages, bool walMode) {
    std::array<std::uint8_t, kHeaderSize> header{};
    std::memcpy(header.data(), "SQLite format 3", 16);  // includes the terminating zero
    putU16(&header[16], pageSize == 65536 ? 1 : static_cast<std::uint32_t>(pageSize));
    header[18] = header[19] = walMode ? 2 : 1;
    header[21] = 64;  // payload fractions: fixed by the file format
    header[22] = 32;
    header[23] = 32;
    putU32(&header[24], 1);                                   // change counter...
    putU32(&header[28], static_cast<std::uint32_t>(pages));   // ...so this page count is trusted
    putU32(&header[40], 1);                                   // schema cookie
    putU32(&header[44], 4);                                   // schema format
    putU32(&header[56], 1);                                   // text encoding: UTF-8
    putU32(&header[68], static_cast<std::uint32_t>(kApplicationId));
    putU32(&header[92], 1);  // "version valid for" equals the change counter
    putU32(&header[96], 3040001);
    return header;
}

}  // namespace

std::optional<int> writeHeaderRepairedCopy(const fs::path& damaged, const fs::path& copy) {
    std::ifstream in(damaged, std::ios::binary);
    if (!in) return std::nullopt;
    std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());

    // 4096 first: the store creates its files with that page size.
    static constexpr std::size_t kCandidates[] = {4096, 1024, 2048, 8192, 16384, 32768, 65536, 512};
    std::size_t pageSize = 0;
    for (const std::size_t candidate : kCandidates) {
        if (plausiblePageSize(bytes, candidate)) {
            pageSize = candidate;
            break;
        }
    }
    if (pageSize == 0) return std::nullopt;

    std::error_code error;
    const fs::path wal = pathWithSuffix(damaged, "-wal");
    const bool walMode = fs::exists(wal, error) && fs::file_size(wal, error) > 0;
    const auto header = makeHeader(pageSize, bytes.size() / pageSize, walMode);
    std::copy(header.begin(), header.end(), bytes.begin());

    std::ofstream out(copy, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) return std::nullopt;
    fs::remove(pathWithSuffix(copy, "-shm"), error);
    if (walMode) fs::copy_file(wal, pathWithSuffix(copy, "-wal"), fs::copy_options::overwrite_existing, error);
    else fs::remove(pathWithSuffix(copy, "-wal"), error);
    return static_cast<int>(pageSize);
}

}  // namespace adj::storage
