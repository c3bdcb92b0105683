#pragma once
// The one error type for bad game data, positions and scenarios. Its text is always
// "file:line: what was expected", so players and tests can find the mistake at once.
#include <filesystem>
#include <stdexcept>
#include <string>

namespace adj::data {

class DataError : public std::runtime_error {
public:
    DataError(std::filesystem::path file, int line, const std::string& message)
        : std::runtime_error(format(file, line, message)), file_(std::move(file)), line_(line), message_(message) {}

    const std::filesystem::path& file() const { return file_; }
    int line() const { return line_; }              // 1-based; 0 when the whole file is at fault
    const std::string& message() const { return message_; }

private:
    static std::string format(const std::filesystem::path& file, int line, const std::string& message) {
        return line > 0 ? file.string() + ":" + std::to_string(line) + ": " + message
                        : file.string() + ": " + message;
    }
    std::filesystem::path file_;
    int line_;
    std::string message_;
};

}  // namespace adj::data
