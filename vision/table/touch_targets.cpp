#include "vision/table/touch_targets.hpp"

#include <algorithm>
#include <limits>
#include <set>

namespace adj::vision {

namespace {

// Places on the map, as fractions of the span of its hex centres. The corners are a hex or so in
// from the outermost hex centres, so the hex asked for is whole on the print: the farther apart the
// touches, the less a slip of the finger moves the far corners of the map. The two inner ones are
// off the centre line so that no three targets stand in a row.
struct TargetSpot {
    double fx;
    double fy;
    const char* where;
};

constexpr TargetSpot kTargetSpots[] = {
    {0.04, 0.04, "near the top-left corner"},    {0.96, 0.04, "near the top-right corner"},
    {0.96, 0.96, "near the bottom-right corner"}, {0.04, 0.96, "near the bottom-left corner"},
    {0.5, 0.04, "in the middle of the top edge"}, {0.5, 0.96, "in the middle of the bottom edge"},
};

} // namespace

std::vector<TouchTarget> touchTargetsOf(const data::GameMap& map)
{
    std::vector<TouchTarget> hexes;
    for (std::size_t i = 0; i < map.graph.spaceCount(); ++i) {
        const auto& space = map.graph.space(static_cast<board::SpaceIndex>(i));
        if (space.kind == board::SpaceKind::Hex && space.centre) {
            hexes.push_back({space.id, {}, cv::Point2d(space.centre->x, space.centre->y)});
        }
    }
    if (hexes.empty()) return {};
    cv::Point2d low(std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity());
    cv::Point2d high = -low;
    for (const auto& hex : hexes) {
        low = {std::min(low.x, hex.centreMm.x), std::min(low.y, hex.centreMm.y)};
        high = {std::max(high.x, hex.centreMm.x), std::max(high.y, hex.centreMm.y)};
    }
    std::vector<TouchTarget> targets;
    std::set<std::string> taken;
    for (const TargetSpot& spot : kTargetSpots) {
        const cv::Point2d at(low.x + spot.fx * (high.x - low.x), low.y + spot.fy * (high.y - low.y));
        const TouchTarget* nearest = nullptr;
        double nearestMm = std::numeric_limits<double>::infinity();
        for (const auto& hex : hexes) {
            const double d = cv::norm(hex.centreMm - at);
            if (d < nearestMm && !taken.contains(hex.hex)) {
                nearestMm = d;
                nearest = &hex;
            }
        }
        if (nearest == nullptr) break;
        taken.insert(nearest->hex);
        targets.push_back({nearest->hex, spot.where, nearest->centreMm});
    }
    return targets;
}

} // namespace adj::vision
