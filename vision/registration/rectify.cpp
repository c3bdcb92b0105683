#include "vision/registration/rectify.hpp"

#include <stdexcept>

namespace adj::vision {

namespace {

void requireOk(const Registration& registration)
{
    // A failed registration holds no usable homography; using it would place every counter
    // somewhere plausible and wrong, so refuse loudly instead.
    if (!registration.ok) {
        throw std::logic_error("map registration is not ok: " + registration.reason);
    }
}

std::vector<cv::Point2d> transform(const std::vector<cv::Point2d>& points, const cv::Matx33d& h)
{
    std::vector<cv::Point2d> out;
    if (!points.empty()) {
        cv::perspectiveTransform(points, out, cv::Mat(h));
    }
    return out;
}

} // namespace

cv::Mat rectify(const cv::Mat& frame, const Registration& registration, const RectifiedGrid& grid,
                int interpolation)
{
    requireOk(registration);
    if (frame.empty()) {
        throw std::invalid_argument("rectify: no camera image");
    }
    const cv::Size size = grid.size();
    if (size.width <= 0 || size.height <= 0) {
        throw std::invalid_argument("rectify: the rectified grid is empty");
    }
    // Sampling goes output pixel -> map mm -> camera pixel, which is the map->image
    // homography after the grid's inverse: no inversion needed, hence WARP_INVERSE_MAP.
    const cv::Matx33d pixelToImage = registration.mapToImage * grid.mapToPixel().inv();
    cv::Mat out;
    cv::warpPerspective(frame, out, cv::Mat(pixelToImage), size, interpolation | cv::WARP_INVERSE_MAP,
                        cv::BORDER_CONSTANT, cv::Scalar::all(0));
    return out;
}

cv::Mat rectify(const cv::Mat& frame, const Registration& registration, double pxPerMm)
{
    return rectify(frame, registration, RectifiedGrid::wholeMap(registration.mapSizeMm, pxPerMm));
}

std::vector<cv::Point2d> imageToMap(const Registration& registration, const std::vector<cv::Point2d>& pixels)
{
    requireOk(registration);
    return transform(pixels, registration.imageToMap);
}

std::vector<cv::Point2d> mapToImage(const Registration& registration, const std::vector<cv::Point2d>& mapMm)
{
    requireOk(registration);
    return transform(mapMm, registration.mapToImage);
}

cv::Point2d imageToMap(const Registration& registration, cv::Point2d pixel)
{
    return imageToMap(registration, std::vector<cv::Point2d>{pixel}).front();
}

cv::Point2d mapToImage(const Registration& registration, cv::Point2d mapMm)
{
    return mapToImage(registration, std::vector<cv::Point2d>{mapMm}).front();
}

} // namespace adj::vision
