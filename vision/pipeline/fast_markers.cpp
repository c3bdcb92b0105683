#include "vision/pipeline/fast_markers.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace adj::vision {

std::vector<DetectedMarker> detectMarkersScaled(const MarkerDetector& detector, const cv::Mat& frame, double scale)
{
    if (frame.empty() || scale >= 1.0 || scale <= 0.0) {
        return detector.detect(frame);
    }
    cv::Mat grey;
    if (frame.channels() == 1) {
        grey = frame;
    } else {
        cv::cvtColor(frame, grey, frame.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
    }
    cv::Mat small;
    cv::resize(grey, small, cv::Size(), scale, scale, cv::INTER_AREA);
    auto markers = detector.detect(small);
    if (markers.empty()) {
        return markers;
    }
    // Pixel centres: small (u + 0.5) / scale = full (x + 0.5).
    std::vector<cv::Point2f> corners;
    for (auto& m : markers) {
        for (auto& c : m.cornersPx) {
            c = cv::Point2f(static_cast<float>((c.x + 0.5) / scale - 0.5), static_cast<float>((c.y + 0.5) / scale - 0.5));
            corners.push_back(c);
        }
    }
    // A window of about a quarter of a marker cell at full size: the corner and its two
    // edges, not the next cell's.
    const int window = std::max(2, static_cast<int>(2.0 / scale));
    cv::cornerSubPix(grey, corners, cv::Size(window, window), cv::Size(-1, -1),
                     cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 30, 0.01));
    std::size_t k = 0;
    for (auto& m : markers) {
        for (auto& c : m.cornersPx) {
            c = corners[k++];
        }
    }
    return markers;
}

} // namespace adj::vision
