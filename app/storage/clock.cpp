#include "app/storage/clock.hpp"

#include <chrono>
#include <ctime>

namespace adj::storage {

TimestampMs nowMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::string compactUtcStamp(TimestampMs time) {
    const std::time_t seconds = static_cast<std::time_t>(time / 1000);
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[32];
    const std::size_t length = std::strftime(text, sizeof text, "%Y%m%dT%H%M%SZ", &utc);
    return std::string(text, length);
}

}  // namespace adj::storage
