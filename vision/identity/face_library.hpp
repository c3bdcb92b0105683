#pragma once
// Appearance identity's memory: what each counter's face looks like. Faces are learned from a
// picture of the counter sheet (a scan of the printed sheet, or the PNG `adjutant-cli
// render-counters` writes) with the layout written beside it (FILE.layout.json), or added one at a
// time (a counter shown to the camera during set-up). Each face is kept square, upright and at
// kFacePxPerMm, with the piece's side, and the library is saved as one file.

#include "vision/io/image_file.hpp"

#include <opencv2/core.hpp>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace adj::vision {

/// A face library file or a sheet that cannot be used; what() names the file and what is wrong.
class FaceLibraryError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// What a face library file may hold. OpenCV's reader recurses once a level of nesting: a library
/// nested 50,000 deep crashed `detect --library` and the table app. A library as save() writes it
/// nests 3 deep, indents 4 columns and holds a face in some 20 KB.
struct FaceLibraryLimits {
    /// Largest file read, in bytes (and, for a .gz, the most it may unpack to).
    std::uintmax_t maxFileBytes = 64u << 20;
    /// Deepest nesting of brackets ([ {) or XML elements.
    int maxDepth = 16;
    /// Deepest block nesting of a YAML library, in columns of indentation.
    int maxIndent = 64;
    /// Most faces: every counter of the largest game, many times over.
    int maxFaces = 5000;
    /// Each face's picture (it is kept at kFaceSidePx square; a face is never a whole page).
    ImageLimits face{.maxPixels = 1'000'000, .minSide = 1, .maxFileBytes = 1u << 20};
};

/// What a counter-sheet layout (FILE.layout.json) may say. Beyond these the learning would work on
/// a sheet of gigapixels, or look for counters far off the page.
struct SheetLayoutLimits {
    /// Largest layout file, in bytes.
    std::uintmax_t maxFileBytes = 16u << 20;
    /// Largest page side, in mm (A0 is 841 x 1189 mm; the sheet is learned at 6 px a mm).
    double maxPageMm = 1200;
    /// Smallest page side, in mm.
    double minPageMm = 20;
    /// The counter's side, in mm: from a mini counter to a large block.
    double minCounterSideMm = 5;
    double maxCounterSideMm = 60;
    /// Most pages, and most counters on one page.
    int maxPages = 200;
    int maxCountersPerPage = 2000;
};

struct LearnedFace {
    std::string piece;
    std::string side; ///< Empty when not known.
    cv::Mat face;     ///< BGR, CV_8UC3, kFaceSidePx square, upright as printed.
};

class FaceLibrary {
public:
    /// 6 px per mm keeps a 14.3 mm face at 86 px: the print's symbol and numbers stay legible, far
    /// above what a camera over the whole map resolves (about 1.2 px per mm at 1080p).
    static constexpr double kFacePxPerMm = 6.0;
    static constexpr double kCounterSideMm = 14.3;
    static constexpr int kFaceSidePx = 86;

    /// Adds or replaces the face of `piece`. `faceBgr` is the counter's face alone, square and
    /// upright, at any resolution (resized here). Throws std::invalid_argument for an empty piece id
    /// or an image that is not a non-empty 3-channel 8-bit picture.
    void add(const std::string& piece, const std::string& side, const cv::Mat& faceBgr);

    [[nodiscard]] const std::vector<LearnedFace>& faces() const { return faces_; }
    [[nodiscard]] bool empty() const { return faces_.empty(); }
    [[nodiscard]] std::size_t size() const { return faces_.size(); }
    [[nodiscard]] const LearnedFace* find(const std::string& piece) const;

    /// Writes the library (faces as PNG inside an OpenCV FileStorage file: .json, .yml or .yml.gz).
    /// Throws FaceLibraryError naming the file when it cannot be written.
    void save(const std::filesystem::path& file) const;
    /// Reads a library `save` wrote. Throws FaceLibraryError naming the file and the entry at fault
    /// (not a face library, a face that does not decode, a piece twice...).
    /// Bounded by `limits` before OpenCV parses it (size, nesting, face count, each face's pixels).
    [[nodiscard]] static FaceLibrary load(const std::filesystem::path& file, const FaceLibraryLimits& limits = {});

private:
    std::vector<LearnedFace> faces_;
};

/// One counter of a counter-sheet page, as render-counters' FILE.layout.json places it.
struct SheetCounter {
    std::string piece;
    std::string side;
    cv::Point2d centreMm; ///< From the page's top-left corner.
};

struct SheetPage {
    int number = 1;
    cv::Size2d pageMm;
    double counterSideMm = FaceLibrary::kCounterSideMm;
    std::vector<SheetCounter> counters;
};

/// The pages of a FILE.layout.json. Throws FaceLibraryError naming the file and the entry at fault.
/// Every number is held to `limits`; each counter's centre must lie on its page.
[[nodiscard]] std::vector<SheetPage> readSheetLayout(const std::filesystem::path& layoutFile,
                                                     const SheetLayoutLimits& limits = {});

/// What learning a page gave: how many faces, and the counters whose cell did not look like a
/// printed counter (a page scanned crooked or cut off), in words naming the piece.
struct SheetLearning {
    int learned = 0;
    std::vector<std::string> warnings;
};

/// Learns every counter of `page` from `pageBgr`, a picture of the whole page edge to edge at any
/// resolution (a scanner's bed corner is where the page's is). Each counter is looked for within
/// 2 mm of where the layout puts it, by its printed edge against the white between counters, so a
/// page a little off on the scanner's bed still gives clean faces. Throws FaceLibraryError when the
/// picture's shape is not the page's (a scan of part of the page, or of more than it).
SheetLearning learnFromSheet(FaceLibrary& library, const cv::Mat& pageBgr, const SheetPage& page);

} // namespace adj::vision
