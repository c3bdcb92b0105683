#pragma once
// Reading pictures from files and from bytes (a scanned sheet, a camera frame saved to disk, a face
// kept in a library) with their size checked before they are decoded: a 1.8 MB PNG of 25000x25000
// pixels took 4.7 GB and 36 s to decode, and a 1x1 one made vision throw. The header of a PNG, JPEG
// or BMP says how large the picture is; other formats are refused, since their size cannot be known
// before decoding.
#include <opencv2/core.hpp>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace adj::vision {

/// A picture that cannot be used; what() names it and says why (and which limit, when one is met).
class ImageFileError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ImageLimits {
    /// Most pixels (width x height) decoded: 100 MP holds an A3 page scanned at 600 dpi (70 MP) and a
    /// 4K frame twelve times over, and decodes to 300 MB of BGR at most.
    std::int64_t maxPixels = 100'000'000;
    /// Smallest width and height accepted. 1 for any picture; a camera frame is held to more
    /// (tableFrameLimits).
    int minSide = 1;
    /// Largest file read, in bytes (a PNG compresses well: the pixel cap is what bounds the memory).
    std::uintmax_t maxFileBytes = 256u << 20;
};

/// The limits for a photograph of the table: at least 160 pixels a side, the least in which a map's
/// markers and hexes can be found at all (the pipeline's smallest search is 960 pixels wide).
ImageLimits tableFrameLimits();

struct ImageHeader {
    std::string format;  // "PNG", "JPEG", "BMP"
    cv::Size size;
};

/// The format and size a PNG, JPEG or BMP header announces; nullopt for anything else or a header
/// cut short.
std::optional<ImageHeader> readImageHeader(const std::vector<unsigned char>& bytes);

/// Decodes `bytes` as a BGR picture once its header passes `limits`. Throws ImageFileError naming
/// `name`: not a PNG/JPEG/BMP, too many pixels, too small, or not decodable.
cv::Mat decodeImage(const std::vector<unsigned char>& bytes, const std::string& name, const ImageLimits& limits = {});

/// Reads and decodes the picture in `file` (a regular file within limits.maxFileBytes). Throws
/// ImageFileError naming the file.
cv::Mat readImageFile(const std::filesystem::path& file, const ImageLimits& limits = {});

}  // namespace adj::vision
