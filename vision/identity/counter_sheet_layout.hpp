#pragma once
// Where the counters sit on a counter sheet (or its scan): a regular grid, as die-cut sheets
// are. Appearance identity learns each counter's face from the cell its id names.

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace adj::vision {

struct CounterSheetLayout {
    double pxPerMm = 12.0;              ///< Scan resolution (300 dpi is 11.8 px/mm).
    cv::Point2d firstCentreMm{12, 12};  ///< Centre of the top-left counter, from the image's top-left edge.
    cv::Size2d pitchMm{16, 16};         ///< Centre to centre, across and down.
    double counterSideMm = 14.3;
    int columns = 10;
    std::vector<std::string> ids;       ///< Row by row; an empty id leaves its cell out.

    /// Centre (sheet mm) of cell `index`.
    [[nodiscard]] cv::Point2d centreMm(std::size_t index) const
    {
        const auto col = static_cast<double>(index % static_cast<std::size_t>(columns));
        const auto row = static_cast<double>(index / static_cast<std::size_t>(columns));
        return {firstCentreMm.x + col * pitchMm.width, firstCentreMm.y + row * pitchMm.height};
    }
    /// Image size the layout needs at pxPerMm, with the same margin on the far sides.
    [[nodiscard]] cv::Size imageSize() const
    {
        const auto rows = (ids.size() + static_cast<std::size_t>(columns) - 1) / static_cast<std::size_t>(columns);
        const double w = 2 * firstCentreMm.x + (columns - 1) * pitchMm.width;
        const double h = 2 * firstCentreMm.y + (static_cast<double>(rows) - 1) * pitchMm.height;
        return {static_cast<int>(std::lround(w * pxPerMm)), static_cast<int>(std::lround(h * pxPerMm))};
    }
};

} // namespace adj::vision
