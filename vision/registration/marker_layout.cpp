#include "vision/registration/marker_layout.hpp"

#include "vision/registration/aruco_dictionary.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>
#include <string>

namespace adj::vision {

namespace {

// Evenly spaced positions from `from` to `to` such that neighbours are at most `maxStep`
// apart; both ends included.
std::vector<double> spacedPositions(double from, double to, double maxStep)
{
    const auto segments = std::max(1, static_cast<int>(std::ceil(std::abs(to - from) / maxStep)));
    std::vector<double> positions;
    for (int k = 0; k <= segments; ++k) {
        positions.push_back(from + (to - from) * k / segments);
    }
    return positions;
}

} // namespace

MarkerLayout MarkerLayout::forMapRect(double widthMm, double heightMm, double markerSideMm,
                                      double marginMm, double maxSpacingMm)
{
    if (!(widthMm > 0 && heightMm > 0 && markerSideMm > 0 && marginMm >= 0 && maxSpacingMm > 0)) {
        throw std::invalid_argument("MarkerLayout::forMapRect: sizes must be positive");
    }
    MarkerLayout layout;
    layout.markerSideMm = markerSideMm;
    layout.mapSizeMm = {widthMm, heightMm};

    // Marker centres run along a rectangle that clears the map by marginMm.
    const double inset = marginMm + markerSideMm / 2;
    const double west = -inset;
    const double east = widthMm + inset;
    const double north = -inset;
    const double south = heightMm + inset;
    const auto xs = spacedPositions(west, east, maxSpacingMm);
    const auto ys = spacedPositions(north, south, maxSpacingMm);

    std::vector<cv::Point2d> centres;
    for (double x : xs) { // north edge, west to east, both corners
        centres.emplace_back(x, north);
    }
    for (std::size_t k = 1; k < ys.size(); ++k) { // east edge, down to the south-east corner
        centres.emplace_back(east, ys[k]);
    }
    for (std::size_t k = xs.size() - 1; k-- > 0;) { // south edge, east to west
        centres.emplace_back(xs[k], south);
    }
    for (std::size_t k = ys.size() - 1; k-- > 1;) { // west edge, up; north-west already placed
        centres.emplace_back(west, ys[k]);
    }

    const cv::Point2d half(markerSideMm / 2, markerSideMm / 2);
    for (const auto& centre : centres) {
        layout.markers.push_back({static_cast<int>(layout.markers.size()), centre - half});
    }
    layout.validate();
    return layout;
}

std::array<cv::Point2d, 4> MarkerLayout::cornersMm(const PlacedMarker& marker) const
{
    const cv::Point2d tl = marker.topLeftMm;
    const double s = markerSideMm;
    return {tl, tl + cv::Point2d(s, 0), tl + cv::Point2d(s, s), tl + cv::Point2d(0, s)};
}

const PlacedMarker* MarkerLayout::find(int id) const
{
    for (const auto& marker : markers) {
        if (marker.id == id) {
            return &marker;
        }
    }
    return nullptr;
}

void MarkerLayout::validate() const
{
    const int dictionarySize = arucoDictionarySize(dictionary); // throws on an unknown name
    if (!(markerSideMm > 0) || !(mapSizeMm.width > 0) || !(mapSizeMm.height > 0)) {
        throw std::invalid_argument("MarkerLayout: marker side and map size must be positive");
    }
    std::set<int> seen;
    for (const auto& marker : markers) {
        if (marker.id < 0 || marker.id >= dictionarySize) {
            throw std::invalid_argument("MarkerLayout: marker id " + std::to_string(marker.id) +
                                        " is not in " + dictionary);
        }
        if (!seen.insert(marker.id).second) {
            throw std::invalid_argument("MarkerLayout: marker id " + std::to_string(marker.id) +
                                        " is used twice");
        }
    }
}

} // namespace adj::vision
