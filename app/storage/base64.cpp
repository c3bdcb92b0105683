#include "app/storage/base64.hpp"

#include <array>

namespace adj::storage {

namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<int, 256> makeDecodeTable() {
    std::array<int, 256> table{};
    for (int& entry : table) entry = -1;
    for (int i = 0; i < 64; ++i) table[static_cast<unsigned char>(kAlphabet[i])] = i;
    return table;
}

constexpr std::array<int, 256> kDecode = makeDecodeTable();

}  // namespace

std::string encodeBase64(const Blob& data) {
    std::string text;
    text.reserve((data.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < data.size(); i += 3) {
        const std::size_t left = data.size() - i;
        const std::uint32_t chunk = (std::uint32_t{data[i]} << 16) | (left > 1 ? std::uint32_t{data[i + 1]} << 8 : 0) |
                                    (left > 2 ? std::uint32_t{data[i + 2]} : 0);
        text += kAlphabet[(chunk >> 18) & 63];
        text += kAlphabet[(chunk >> 12) & 63];
        text += left > 1 ? kAlphabet[(chunk >> 6) & 63] : '=';
        text += left > 2 ? kAlphabet[chunk & 63] : '=';
    }
    return text;
}

std::optional<Blob> decodeBase64(std::string_view text) {
    if (text.size() % 4 != 0) return std::nullopt;
    Blob data;
    data.reserve(text.size() / 4 * 3);
    for (std::size_t i = 0; i < text.size(); i += 4) {
        const bool last = i + 4 == text.size();
        const int padding = last ? (text[i + 3] == '=') + (text[i + 2] == '=') : 0;
        if (padding == 1 && text[i + 2] == '=') return std::nullopt;  // "x=y=" style
        std::uint32_t chunk = 0;
        for (int j = 0; j < 4; ++j) {
            const char c = text[i + static_cast<std::size_t>(j)];
            const int value = j >= 4 - padding ? 0 : kDecode[static_cast<unsigned char>(c)];
            if (value < 0) return std::nullopt;
            chunk = (chunk << 6) | static_cast<std::uint32_t>(value);
        }
        data.push_back(static_cast<std::uint8_t>(chunk >> 16));
        if (padding < 2) data.push_back(static_cast<std::uint8_t>(chunk >> 8));
        if (padding < 1) data.push_back(static_cast<std::uint8_t>(chunk));
    }
    return data;
}

}  // namespace adj::storage
