#include "vision/synth/printed_sheet.hpp"

#include "vision/print/map_painter.hpp"
#include "vision/registration/aruco_dictionary.hpp"

#include <opencv2/aruco.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace adj::vision::synth {

cv::Matx33d PrintedSheet::pixelToMap() const
{
    return {1 / pxPerMm, 0, originMm.x + 0.5 / pxPerMm, 0, 1 / pxPerMm, originMm.y + 0.5 / pxPerMm, 0, 0, 1};
}

cv::Rect2d PrintedSheet::extentMm() const
{
    return {originMm.x, originMm.y, image.cols / pxPerMm, image.rows / pxPerMm};
}

PrintedSheet printSheet(const cv::Mat& mapImage, const MarkerLayout& layout, double pxPerMm, double paperMarginMm)
{
    PrintedSheet sheet;
    sheet.pxPerMm = pxPerMm;
    double minX = 0;
    double minY = 0;
    double maxX = layout.mapSizeMm.width;
    double maxY = layout.mapSizeMm.height;
    for (const auto& m : layout.markers) {
        minX = std::min(minX, m.topLeftMm.x);
        minY = std::min(minY, m.topLeftMm.y);
        maxX = std::max(maxX, m.topLeftMm.x + layout.markerSideMm);
        maxY = std::max(maxY, m.topLeftMm.y + layout.markerSideMm);
    }
    sheet.originMm = {minX - paperMarginMm, minY - paperMarginMm};
    const cv::Size size(static_cast<int>(std::lround((maxX - minX + 2 * paperMarginMm) * pxPerMm)),
                        static_cast<int>(std::lround((maxY - minY + 2 * paperMarginMm) * pxPerMm)));
    sheet.image = cv::Mat(size, CV_8UC3, kPaper);

    // Index of the pixel whose top-left edge is at map point p (exact for whole-mm layouts).
    const auto px = [&](cv::Point2d p) {
        return cv::Point(static_cast<int>(std::lround((p.x - sheet.originMm.x) * pxPerMm)),
                         static_cast<int>(std::lround((p.y - sheet.originMm.y) * pxPerMm)));
    };
    const cv::Point mapTl = px({0, 0});
    const cv::Point mapBr = px({layout.mapSizeMm.width, layout.mapSizeMm.height});
    const cv::Rect mapRect(mapTl, mapBr);
    if (mapImage.size() != mapRect.size() || mapImage.type() != CV_8UC3) {
        throw std::invalid_argument("printSheet: the map image must be BGR and cover the layout's map size at pxPerMm");
    }
    mapImage.copyTo(sheet.image(mapRect));
    cv::rectangle(sheet.image, mapTl, mapBr - cv::Point(1, 1), cv::Scalar(40, 40, 40), 3);

    const auto dictionary = arucoDictionary(layout.dictionary);
    const int sidePx = static_cast<int>(std::lround(layout.markerSideMm * pxPerMm));
    const int cells = dictionary->markerSize + 2;
    if (sidePx % cells != 0) {
        throw std::invalid_argument("printSheet: marker side must be a whole number of cells in pixels");
    }
    for (const auto& m : layout.markers) {
        const cv::Point tl = px(m.topLeftMm);
        const int quiet = sidePx / cells;
        cv::rectangle(sheet.image,
                      cv::Rect(tl - cv::Point(quiet, quiet), cv::Size(sidePx + 2 * quiet, sidePx + 2 * quiet)),
                      cv::Scalar::all(255), cv::FILLED);
        cv::Mat marker;
        cv::aruco::drawMarker(dictionary, m.id, sidePx, marker, 1);
        cv::cvtColor(marker, marker, cv::COLOR_GRAY2BGR);
        marker.copyTo(sheet.image(cv::Rect(tl, cv::Size(sidePx, sidePx))));
    }
    return sheet;
}

PrintedSheet printGameMap(const data::GameMap& map, const data::GameDefinition& definition, double pxPerMm,
                          MarkerLayout* layout)
{
    print::MapPrintOptions options;
    options.pxPerMm = pxPerMm;
    print::PrintedMap printed = print::printMap(map, definition, options);
    if (layout != nullptr) {
        *layout = printed.layout;
    }
    PrintedSheet sheet;
    sheet.image = std::move(printed.image);
    sheet.originMm = printed.originMm;
    sheet.pxPerMm = printed.pxPerMm;
    return sheet;
}

} // namespace adj::vision::synth
