#pragma once
// Appearance identity's memory: what each counter's face looks like. Faces are learned from a
// picture of the counter sheet (a scan of the printed sheet, or the PNG `adjutant-cli
// render-counters` writes) with the layout written beside it (FILE.layout.json), or added one at a
// time (a counter shown to the camera during set-up). Each face is kept square, upright and at
// kFacePxPerMm, with the piece's side, and the library is saved as one file.

#include <opencv2/core.hpp>

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
    [[nodiscard]] static FaceLibrary load(const std::filesystem::path& file);

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
[[nodiscard]] std::vector<SheetPage> readSheetLayout(const std::filesystem::path& layoutFile);

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
