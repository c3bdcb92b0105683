#pragma once
// Base64 (RFC 4648, with padding) for the binary parts of an export file: JSON carries text only.
#include "app/storage/sqlite_connection.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace adj::storage {

std::string encodeBase64(const Blob& data);
// nullopt when `text` is not valid padded base64.
std::optional<Blob> decodeBase64(std::string_view text);

}  // namespace adj::storage
