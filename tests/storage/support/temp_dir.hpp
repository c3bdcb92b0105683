#pragma once
// A private folder for one test, removed with everything in it when the test ends.
#include <filesystem>
#include <string>

namespace adj::storage::testing {

class TempDir {
public:
    explicit TempDir(const std::string& prefix = "adjutant-store");
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

private:
    std::filesystem::path path_;
};

// The whole contents of a file, for before/after comparisons.
std::string readFileBytes(const std::filesystem::path& file);
void writeFileBytes(const std::filesystem::path& file, const std::string& bytes);

}  // namespace adj::storage::testing
