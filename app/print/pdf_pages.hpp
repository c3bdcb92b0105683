#pragma once
// Printing at true scale through Qt's PDF writer: a picture drawn at a known px/mm becomes pages on
// which one millimetre of the picture is one millimetre of paper. Large pictures are tiled over
// A4 or US Letter pages with overlap, crop marks and page labels ("B2 of 3x4"), or put on one
// sheet of their own size for a print shop.
#include <opencv2/core.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace adj::print {

enum class Paper { A4, Letter, Sheet };

// "a4", "letter", "sheet"; nullopt for anything else.
std::optional<Paper> parsePaper(std::string_view text);
std::string_view paperName(Paper paper);
// Portrait size in mm; 0 x 0 for Sheet (its size is the picture's).
cv::Size2d paperSizeMm(Paper paper);

inline constexpr double kPageMarginMm = 10.0;  // what office printers cannot reach, plus labels
inline constexpr double kTileOverlapMm = 10.0;

// How a picture of `pictureMm` is cut into pages of `paper`.
struct TilePlan {
    cv::Size2d pageMm;     // as the page lies (landscape pages are wider than tall)
    bool landscape = false;
    int columns = 1;
    int rows = 1;
    cv::Size2d contentMm;  // the part of each page the picture may cover
    cv::Size2d stepMm;     // from one tile's picture origin to the next (content minus overlap)

    int pages() const { return columns * rows; }
    // Where tile (column, row) starts in the picture, in picture mm.
    cv::Point2d tileOriginMm(int column, int row) const { return {column * stepMm.width, row * stepMm.height}; }
};

// The orientation with fewer pages (portrait on a tie). Throws std::invalid_argument for Sheet.
TilePlan planTiles(cv::Size2d pictureMm, Paper paper, double marginMm = kPageMarginMm, double overlapMm = kTileOverlapMm);

// "B2 of 3x4": column letter(s), row number, then the grid.
std::string tileLabel(int column, int row, int columns, int rows);

// Writes `picture` (BGR at pxPerMm) as a PDF at true size: tiled over `paper`, or for Sheet one page
// of the picture's own size. `title` goes into each tile's label. Returns the number of pages.
// Throws std::runtime_error naming the file when it cannot be written.
int writePicturePdf(const std::filesystem::path& file, const cv::Mat& picture, double pxPerMm, Paper paper,
                    const std::string& title);

// Writes whole pages (each BGR at pxPerMm, `pageMm` in size) one per PDF page. Returns the page count.
int writePagesPdf(const std::filesystem::path& file, const std::vector<cv::Mat>& pages, cv::Size2d pageMm,
                  double pxPerMm, const std::string& title);

// QPainter needs fonts, which need a QGuiApplication; the CLI has none. Makes an offscreen one
// once, if there is no application yet.
void ensureGuiApplication();

}  // namespace adj::print
