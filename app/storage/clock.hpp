#pragma once
// Wall-clock time as the store records it.
#include "app/storage/records.hpp"

#include <string>

namespace adj::storage {

TimestampMs nowMs();
// "20250314T093012Z": sortable and safe in file names on every system.
std::string compactUtcStamp(TimestampMs time);

}  // namespace adj::storage
