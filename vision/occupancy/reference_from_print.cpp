// The empty-map reference drawn from the printed map itself, for when no set-up capture
// of the empty board exists (declared in occupancy_detector.hpp).

#include "vision/occupancy/occupancy_detector.hpp"

#include <opencv2/imgproc.hpp>

#include <stdexcept>

namespace adj::vision {

cv::Mat referenceFromPrint(const cv::Mat& printBgr, double pxPerMm, cv::Point2d originMm, const RectifiedGrid& grid)
{
    if (printBgr.empty() || pxPerMm <= 0) {
        throw std::invalid_argument("referenceFromPrint: no printed map image");
    }
    // Shrink the fine print to about the grid's resolution first (area averaging), as the
    // camera's pixels would; a straight warp would alias the hex lines.
    cv::Mat source = printBgr;
    double sx = pxPerMm;
    double sy = pxPerMm;
    if (grid.pxPerMm < pxPerMm) {
        const double f = grid.pxPerMm / pxPerMm;
        cv::resize(printBgr, source, cv::Size(), f, f, cv::INTER_AREA);
        sx = pxPerMm * source.cols / printBgr.cols;
        sy = pxPerMm * source.rows / printBgr.rows;
    }
    // Source pixel -> map mm, then map mm -> grid pixel.
    const cv::Matx33d sourceToMap(1 / sx, 0, originMm.x + 0.5 / sx, 0, 1 / sy, originMm.y + 0.5 / sy, 0, 0, 1);
    cv::Mat out;
    cv::warpPerspective(source, out, cv::Mat(grid.mapToPixel() * sourceToMap), grid.size(), cv::INTER_LINEAR,
                        cv::BORDER_REPLICATE);
    // Even a good camera blurs a little; an unblurred reference would show every print edge
    // as sharper than the frame.
    cv::GaussianBlur(out, out, cv::Size(), 0.6);
    return out;
}

} // namespace adj::vision
