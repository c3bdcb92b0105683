#pragma once
// Shared by the engine/data tests: where the fixtures are, scratch folders, and one way to assert
// that loading fails with a DataError at an exact file and line.
#include "engine/data/data_error.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <string>

namespace adj::data::test {

inline std::filesystem::path fixtures() { return ADJUTANT_TEST_FIXTURES; }
inline std::filesystem::path gameFixture(const std::string& id) { return fixtures() / "games" / id; }
inline std::filesystem::path positionFixture(const std::string& game, const std::string& file) {
    return fixtures() / "positions" / game / file;
}
inline std::filesystem::path badFixture(const std::string& file) { return fixtures() / "bad" / file; }

// A fresh folder per test, removed afterwards.
class ScratchDir {
public:
    ScratchDir() {
        static std::atomic<int> counter{0};
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        path_ = std::filesystem::path(::testing::TempDir()) /
                ("adj-data-" + std::string(info ? info->name() : "test") + "-" + std::to_string(counter++));
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~ScratchDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;

    const std::filesystem::path& path() const { return path_; }

    std::filesystem::path write(const std::filesystem::path& relative, const std::string& text) const {
        const auto file = path_ / relative;
        std::filesystem::create_directories(file.parent_path());
        std::ofstream(file, std::ios::binary) << text;
        return file;
    }

    // A copy of a fixture game, to break one file of it.
    std::filesystem::path copyGame(const std::string& id) const {
        const auto target = path_ / id;
        std::filesystem::copy(gameFixture(id), target, std::filesystem::copy_options::recursive);
        return target;
    }

private:
    std::filesystem::path path_;
};

// Passes when `load()` throws a DataError naming a file called `fileName` at `line`, whose message
// contains `text`.
template <class Load>
::testing::AssertionResult failsAt(Load&& load, const std::string& fileName, int line, const std::string& text) {
    try {
        load();
    } catch (const DataError& e) {
        if (e.file().filename().string() != fileName || e.line() != line || e.message().find(text) == std::string::npos)
            return ::testing::AssertionFailure() << "got \"" << e.what() << "\"; expected " << fileName << ":" << line
                                                 << " with \"" << text << "\"";
        return ::testing::AssertionSuccess();
    } catch (const std::exception& e) {
        return ::testing::AssertionFailure() << "threw a non-DataError: " << e.what();
    }
    return ::testing::AssertionFailure() << "loaded without error; expected " << fileName << ":" << line;
}

}  // namespace adj::data::test
