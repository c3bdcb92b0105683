// Spaces the camera cannot see this time, so that the tracker does not take what stands there unseen
// for pieces gone: under glare, which washes the print out and hides what stands in it, and outside the
// camera's view.
#include "vision/table/table_map.hpp"

#include <opencv2/imgproc.hpp>

#include <cmath>

namespace adj::vision {
namespace {

// A counter standing on a space's centre reaches this far from it (half a 9/16-inch counter): a space
// whose centre is this close to glare, or to the edge of the view, may have a counter the camera does
// not see whole.
constexpr double kCounterReachMm = 7.0;

} // namespace

std::vector<std::string> TableMap::spacesUnder(const GlareRegion& glare) const
{
    std::vector<std::string> out;
    if (glare.outlineMm.size() < 3) return out;
    std::vector<cv::Point2f> outline;
    outline.reserve(glare.outlineMm.size());
    for (const cv::Point2d& p : glare.outlineMm) outline.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
    const cv::Rect2d reach(glare.boundsMm.x - kCounterReachMm, glare.boundsMm.y - kCounterReachMm,
                           glare.boundsMm.width + 2 * kCounterReachMm, glare.boundsMm.height + 2 * kCounterReachMm);
    for (std::size_t i = 0; i < map_.graph.spaceCount(); ++i) {
        const board::Space& space = map_.graph.space(static_cast<board::SpaceIndex>(i));
        if (space.kind == board::SpaceKind::Box || !space.centre) continue;
        const cv::Point2d centre(space.centre->x, space.centre->y);
        if (!reach.contains(centre)) continue;
        // Signed distance: positive inside the outline.
        const double inside = cv::pointPolygonTest(outline, cv::Point2f(static_cast<float>(centre.x), static_cast<float>(centre.y)), true);
        if (inside >= -kCounterReachMm) out.push_back(space.id);
    }
    return out;
}

std::vector<std::string> TableMap::spacesOutOfView(const cv::Mat& valid) const
{
    std::vector<std::string> out;
    if (valid.empty()) return out;
    cv::Mat seen;
    const int k = 2 * static_cast<int>(std::ceil(kCounterReachMm * grid_.pxPerMm)) + 1;
    cv::erode(valid, seen, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(k, k)), cv::Point(-1, -1), 1,
              cv::BORDER_CONSTANT, cv::Scalar(0));
    const cv::Rect whole(0, 0, seen.cols, seen.rows);
    for (std::size_t i = 0; i < map_.graph.spaceCount(); ++i) {
        const board::Space& space = map_.graph.space(static_cast<board::SpaceIndex>(i));
        if (space.kind == board::SpaceKind::Box || !space.centre) continue;
        const cv::Point2d px = grid_.toPixel({space.centre->x, space.centre->y});
        const cv::Point at(static_cast<int>(std::lround(px.x)), static_cast<int>(std::lround(px.y)));
        if (!whole.contains(at) || seen.at<unsigned char>(at) == 0) out.push_back(space.id);
    }
    return out;
}

} // namespace adj::vision
