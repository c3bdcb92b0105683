#include "vision/pipeline/fast_markers.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <set>

namespace adj::vision {

namespace {

cv::Mat markerSearchGrey(const cv::Mat& image)
{
    if (image.channels() == 1) {
        return image;
    }
    cv::Mat grey;
    cv::cvtColor(image, grey, image.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
    return grey;
}

// Markers found in `grey` shrunk by `scale`, in the shrunk image's pixels: moved to `grey`'s, refined
// there, then moved by `offset` (where `grey` lies in the frame).
void refineInFull(std::vector<DetectedMarker>& markers, const cv::Mat& grey, cv::Point offset, double scale)
{
    if (markers.empty()) {
        return;
    }
    // Pixel centres: small (u + 0.5) / scale = full (x + 0.5).
    std::vector<cv::Point2f> corners;
    for (auto& m : markers) {
        for (auto& c : m.cornersPx) {
            corners.emplace_back(static_cast<float>((c.x + 0.5) / scale - 0.5), static_cast<float>((c.y + 0.5) / scale - 0.5));
        }
    }
    // A window of about a quarter of a marker cell at full size: the corner and its two
    // edges, not the next cell's.
    const int window = std::max(2, static_cast<int>(2.0 / scale));
    cv::cornerSubPix(grey, corners, cv::Size(window, window), cv::Size(-1, -1),
                     cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 30, 0.01));
    const cv::Point2f shift(static_cast<float>(offset.x), static_cast<float>(offset.y));
    std::size_t k = 0;
    for (auto& m : markers) {
        for (auto& c : m.cornersPx) {
            c = corners[k++] + shift;
        }
    }
}

// `region` grown to whole blocks of 1/scale frame pixels when that is a whole number (a half-size
// search: 2 x 2 blocks), so that the region shrunk is the same pixels as the whole frame shrunk.
cv::Rect alignedToScale(cv::Rect region, double scale, cv::Size frame)
{
    const double step = 1.0 / scale;
    const int block = static_cast<int>(std::lround(step));
    if (block > 1 && std::abs(step - block) < 1e-9) {
        const int x0 = region.x / block * block;
        const int y0 = region.y / block * block;
        const int x1 = (region.br().x + block - 1) / block * block;
        const int y1 = (region.br().y + block - 1) / block * block;
        region = cv::Rect(cv::Point(x0, y0), cv::Point(x1, y1));
    }
    return region & cv::Rect(0, 0, frame.width, frame.height);
}

} // namespace

std::vector<DetectedMarker> detectMarkersScaled(const MarkerDetector& detector, const cv::Mat& frame, double scale)
{
    if (frame.empty() || scale >= 1.0 || scale <= 0.0) {
        return detector.detect(frame);
    }
    const cv::Mat grey = markerSearchGrey(frame);
    cv::Mat small;
    cv::resize(grey, small, cv::Size(), scale, scale, cv::INTER_AREA);
    auto markers = detector.detect(small);
    refineInFull(markers, grey, cv::Point(0, 0), scale);
    return markers;
}

std::vector<DetectedMarker> detectMarkersScaledWithin(const MarkerDetector& detector, const cv::Mat& frame, double scale,
                                                      const std::vector<cv::Rect>& regions)
{
    std::vector<DetectedMarker> found;
    if (frame.empty()) {
        return found;
    }
    const bool shrink = scale > 0.0 && scale < 1.0;
    // The whole frame shrunk, as cv::resize sizes it: the detector judges sizes against it.
    const cv::Size whole = shrink ? cv::Size(cvRound(frame.cols * scale), cvRound(frame.rows * scale)) : frame.size();
    std::set<int> seen;
    for (const cv::Rect& wanted : regions) {
        const cv::Rect region = alignedToScale(wanted, shrink ? scale : 1.0, frame.size());
        if (region.empty()) continue;
        const cv::Mat grey = markerSearchGrey(frame(region));
        std::vector<DetectedMarker> markers;
        if (shrink) {
            cv::Mat small;
            cv::resize(grey, small, cv::Size(), scale, scale, cv::INTER_AREA);
            markers = detector.detectInPart(small, cv::Point(0, 0), whole);
            refineInFull(markers, grey, region.tl(), scale);
        } else {
            markers = detector.detectInPart(grey, region.tl(), whole);
        }
        for (const DetectedMarker& m : markers) {
            if (seen.insert(m.id).second) found.push_back(m); // regions may overlap: each marker once
        }
    }
    return found;
}

} // namespace adj::vision
