#include "vision/registration/rectified_grid.hpp"

#include <cmath>

namespace adj::vision {

RectifiedGrid RectifiedGrid::wholeMap(cv::Size2d mapSizeMm, double pxPerMm)
{
    return {cv::Rect2d(0, 0, mapSizeMm.width, mapSizeMm.height), pxPerMm};
}

cv::Size RectifiedGrid::size() const
{
    return {static_cast<int>(std::lround(regionMm.width * pxPerMm)),
            static_cast<int>(std::lround(regionMm.height * pxPerMm))};
}

// The -0.5 is OpenCV's pixel-centre convention: integer coordinates are pixel centres, so
// the region's top-left edge sits at (-0.5, -0.5).
cv::Matx33d RectifiedGrid::mapToPixel() const
{
    return {pxPerMm, 0, -regionMm.x * pxPerMm - 0.5,
            0, pxPerMm, -regionMm.y * pxPerMm - 0.5,
            0, 0, 1};
}

cv::Point2d RectifiedGrid::toPixel(cv::Point2d mapMm) const
{
    return {(mapMm.x - regionMm.x) * pxPerMm - 0.5, (mapMm.y - regionMm.y) * pxPerMm - 0.5};
}

cv::Point2d RectifiedGrid::toMap(cv::Point2d pixel) const
{
    return {regionMm.x + (pixel.x + 0.5) / pxPerMm, regionMm.y + (pixel.y + 0.5) / pxPerMm};
}

} // namespace adj::vision
