#include "vision/pipeline/marker_tracker.hpp"

#include "vision/pipeline/fast_markers.hpp"

#include <algorithm>
#include <cmath>

namespace adj::vision {

namespace {

std::size_t layoutMarkersIn(const std::vector<DetectedMarker>& markers, const MarkerLayout& layout)
{
    return static_cast<std::size_t>(std::count_if(markers.begin(), markers.end(), [&](const DetectedMarker& m) {
        return layout.find(m.id) != nullptr;
    }));
}

} // namespace

std::vector<cv::Rect> markerSearchRegions(const MarkerLayout& layout, const FrameGeometry& geometry, cv::Size frameSize)
{
    std::vector<cv::Rect> regions;
    if (!geometry.ok()) return regions;
    const cv::Rect frame(0, 0, frameSize.width, frameSize.height);
    for (const PlacedMarker& marker : layout.markers) {
        std::vector<cv::Point2f> corners;
        for (const cv::Point2d& mm : layout.cornersMm(marker)) {
            const cv::Point2d px = geometry.mapToFrame(mm);
            corners.emplace_back(static_cast<float>(px.x), static_cast<float>(px.y));
        }
        const cv::Rect outline = cv::boundingRect(corners);
        // A marker's width round it: the shift a still camera's registration never makes, and the
        // adaptive threshold's widest window (23 px at the search's size) sees the marker's surroundings.
        const int margin = std::max(outline.width, outline.height);
        const cv::Rect region = cv::Rect(outline.x - margin, outline.y - margin, outline.width + 2 * margin,
                                         outline.height + 2 * margin) &
                                frame;
        if ((outline & frame).empty()) continue; // outside the view: it was not seen last time either
        regions.push_back(region);
    }
    // Overlapping regions joined: a marker cut by one region's edge is whole in the other's.
    for (bool joined = true; joined;) {
        joined = false;
        for (std::size_t i = 0; i < regions.size() && !joined; ++i) {
            for (std::size_t j = i + 1; j < regions.size() && !joined; ++j) {
                if ((regions[i] & regions[j]).empty()) continue;
                regions[i] |= regions[j];
                regions.erase(regions.begin() + static_cast<std::ptrdiff_t>(j));
                joined = true;
            }
        }
    }
    return regions;
}

std::vector<DetectedMarker> MarkerTracker::find(const MarkerRegistrar& registrar, const cv::Mat& frame)
{
    std::vector<DetectedMarker> markers;
    searchedWhole_ = true;
    if (last_ && lastSize_ == frame.size()) {
        markers = detectMarkersScaledWithin(registrar.detector(), frame, scale_,
                                            markerSearchRegions(registrar.layout(), *last_, frame.size()));
        searchedWhole_ = layoutMarkersIn(markers, registrar.layout()) < lastFound_;
    }
    if (searchedWhole_) markers = detectMarkersScaled(registrar.detector(), frame, scale_);
    lastFound_ = layoutMarkersIn(markers, registrar.layout());
    return markers;
}

void MarkerTracker::registered(const FrameGeometry& geometry, cv::Size frameSize)
{
    if (geometry.ok()) {
        last_ = geometry;
        lastSize_ = frameSize;
    } else {
        last_.reset();
    }
}

} // namespace adj::vision
