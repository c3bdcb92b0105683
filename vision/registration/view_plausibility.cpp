#include "vision/registration/view_plausibility.hpp"

#include <array>
#include <cmath>

namespace adj::vision {

std::string implausibleViewReason(const cv::Matx33d& mapToImage, cv::Size2d mapSizeMm)
{
    const std::array<cv::Vec3d, 4> corners{cv::Vec3d{0, 0, 1}, cv::Vec3d{mapSizeMm.width, 0, 1},
                                           cv::Vec3d{mapSizeMm.width, mapSizeMm.height, 1},
                                           cv::Vec3d{0, mapSizeMm.height, 1}};
    std::array<cv::Point2d, 4> pixels;
    double firstW = 0.0;
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const cv::Vec3d h = mapToImage * corners[i];
        // The homogeneous w changes sign across the horizon line; a real view of the map
        // has every corner on the same side of it, well away from it.
        if (i == 0) {
            firstW = h[2];
        }
        if (!std::isfinite(h[2]) || std::abs(h[2]) < 1e-12 || (h[2] > 0) != (firstW > 0)) {
            return "the map would straddle the camera's horizon";
        }
        pixels[i] = {h[0] / h[2], h[1] / h[2]};
    }
    // Corners go clockwise on the printed map (x east, y south). Image y also points down, so
    // an unmirrored view turns the same way at every corner: all edge cross products > 0.
    for (std::size_t i = 0; i < pixels.size(); ++i) {
        const cv::Point2d a = pixels[(i + 1) % 4] - pixels[i];
        const cv::Point2d b = pixels[(i + 2) % 4] - pixels[(i + 1) % 4];
        const double turn = a.cross(b);
        if (!std::isfinite(turn) || turn <= 0.0) {
            return "the map would appear mirrored or folded in the camera image";
        }
    }
    return {};
}

} // namespace adj::vision
