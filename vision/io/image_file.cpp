#include "vision/io/image_file.hpp"

#include "engine/data/text_check.hpp"

#include <opencv2/imgcodecs.hpp>

#include <algorithm>
#include <cstdint>

namespace adj::vision {

namespace {

std::uint32_t bigEndian(const std::vector<unsigned char>& b, std::size_t at, int bytes) {
    std::uint32_t value = 0;
    for (int i = 0; i < bytes; ++i) value = (value << 8) | b[at + static_cast<std::size_t>(i)];
    return value;
}

std::int32_t littleEndian32(const std::vector<unsigned char>& b, std::size_t at) {
    const std::uint32_t value = static_cast<std::uint32_t>(b[at]) | (static_cast<std::uint32_t>(b[at + 1]) << 8) |
                                (static_cast<std::uint32_t>(b[at + 2]) << 16) | (static_cast<std::uint32_t>(b[at + 3]) << 24);
    return static_cast<std::int32_t>(value);
}

std::optional<ImageHeader> pngHeader(const std::vector<unsigned char>& b) {
    static constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (b.size() < 24 || !std::equal(kSignature, kSignature + 8, b.begin())) return std::nullopt;
    // The first chunk is IHDR: width and height, 4 bytes each, big-endian.
    if (b[12] != 'I' || b[13] != 'H' || b[14] != 'D' || b[15] != 'R') return std::nullopt;
    const std::uint32_t width = bigEndian(b, 16, 4);
    const std::uint32_t height = bigEndian(b, 20, 4);
    if (width > INT32_MAX || height > INT32_MAX) return ImageHeader{"PNG", {INT32_MAX, INT32_MAX}};
    return ImageHeader{"PNG", {static_cast<int>(width), static_cast<int>(height)}};
}

std::optional<ImageHeader> jpegHeader(const std::vector<unsigned char>& b) {
    if (b.size() < 4 || b[0] != 0xFF || b[1] != 0xD8) return std::nullopt;
    // Segments up to the first start of frame (SOF0-SOF15 but DHT C4, JPG C8, DAC CC), which holds
    // the height and width the decoder will use.
    std::size_t at = 2;
    while (at + 4 <= b.size()) {
        if (b[at] != 0xFF) return std::nullopt;
        const unsigned char marker = b[at + 1];
        if (marker == 0xFF) {  // fill byte
            ++at;
            continue;
        }
        if (marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) {  // no length
            at += 2;
            continue;
        }
        if (marker == 0xD9 || marker == 0xDA) return std::nullopt;  // image data before any frame
        const std::size_t length = bigEndian(b, at + 2, 2);
        const bool frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
        if (frame) {
            if (at + 9 > b.size()) return std::nullopt;
            const int height = static_cast<int>(bigEndian(b, at + 5, 2));
            const int width = static_cast<int>(bigEndian(b, at + 7, 2));
            return ImageHeader{"JPEG", {width, height}};
        }
        if (length < 2) return std::nullopt;
        at += 2 + length;
    }
    return std::nullopt;
}

std::optional<ImageHeader> bmpHeader(const std::vector<unsigned char>& b) {
    if (b.size() < 26 || b[0] != 'B' || b[1] != 'M') return std::nullopt;
    const std::int32_t infoSize = littleEndian32(b, 14);
    if (infoSize == 12) {  // OS/2 BITMAPCOREHEADER: 16-bit sides
        return ImageHeader{"BMP", {static_cast<int>(b[18] | (b[19] << 8)), static_cast<int>(b[20] | (b[21] << 8))}};
    }
    const std::int64_t width = littleEndian32(b, 18);
    std::int64_t height = littleEndian32(b, 22);
    if (height < 0) height = -height;  // stored top-down
    if (width <= 0) return ImageHeader{"BMP", {0, 0}};
    return ImageHeader{"BMP", {static_cast<int>(std::min<std::int64_t>(width, INT32_MAX)),
                               static_cast<int>(std::min<std::int64_t>(height, INT32_MAX))}};
}

// "100 million", "7310": a pixel cap in a message.
std::string pixelCount(std::int64_t pixels) {
    return pixels % 1'000'000 == 0 ? std::to_string(pixels / 1'000'000) + " million" : std::to_string(pixels);
}

}  // namespace

ImageLimits tableFrameLimits() {
    ImageLimits limits;
    limits.minSide = 160;
    return limits;
}

std::optional<ImageHeader> readImageHeader(const std::vector<unsigned char>& bytes) {
    if (auto png = pngHeader(bytes)) return png;
    if (auto jpeg = jpegHeader(bytes)) return jpeg;
    return bmpHeader(bytes);
}

cv::Mat decodeImage(const std::vector<unsigned char>& bytes, const std::string& name, const ImageLimits& limits) {
    const auto header = readImageHeader(bytes);
    if (!header) throw ImageFileError(name + ": not a PNG, JPEG or BMP picture");
    const cv::Size size = header->size;
    const std::int64_t pixels = static_cast<std::int64_t>(size.width) * size.height;
    if (pixels > limits.maxPixels) {
        throw ImageFileError(name + ": the " + header->format + " is " + std::to_string(size.width) + "x" +
                             std::to_string(size.height) + " pixels, more than the " + pixelCount(limits.maxPixels) +
                             " a picture may have");
    }
    if (size.width < limits.minSide || size.height < limits.minSide) {
        throw ImageFileError(name + ": the " + header->format + " is " + std::to_string(size.width) + "x" +
                             std::to_string(size.height) + " pixels, smaller than the " + std::to_string(limits.minSide) +
                             " a side it must have");
    }
    cv::Mat image;
    try {
        image = cv::imdecode(bytes, cv::IMREAD_COLOR);
    } catch (const cv::Exception& e) {
        throw ImageFileError(name + ": the " + header->format + " does not decode: " + e.what());
    }
    if (image.empty()) throw ImageFileError(name + ": the " + header->format + " does not decode (damaged or cut short)");
    // A decoder may read another size than the header said (a JPEG with a later frame): held to the
    // same limits.
    if (static_cast<std::int64_t>(image.cols) * image.rows > limits.maxPixels || image.cols < limits.minSide ||
        image.rows < limits.minSide)
        throw ImageFileError(name + ": the picture decoded to " + std::to_string(image.cols) + "x" + std::to_string(image.rows) +
                             " pixels, outside the limits");
    return image;
}

cv::Mat readImageFile(const std::filesystem::path& file, const ImageLimits& limits) {
    const data::FileText read = data::readFileWithin(file, limits.maxFileBytes);
    if (!read.problem.empty()) throw ImageFileError(file.string() + ": cannot read the picture: " + read.problem);
    const std::vector<unsigned char> bytes(read.text.begin(), read.text.end());
    return decodeImage(bytes, file.string(), limits);
}

}  // namespace adj::vision
