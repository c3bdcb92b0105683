#include "vision/registration/marker_detection.hpp"

#include "vision/registration/aruco_dictionary.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace adj::vision {

std::vector<const DetectedMarker*> inIdOrder(const std::vector<DetectedMarker>& markers)
{
    std::vector<const DetectedMarker*> ordered;
    ordered.reserve(markers.size());
    for (const auto& marker : markers) ordered.push_back(&marker);
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const DetectedMarker* a, const DetectedMarker* b) { return a->id < b->id; });
    return ordered;
}

MarkerDetector::MarkerDetector(const std::string& dictionaryName)
    : dictionary_(arucoDictionary(dictionaryName)),
      parameters_(cv::aruco::DetectorParameters::create())
{
    // Registration accuracy is set by corner accuracy: without refinement ArUco's corners are
    // polygon-fit vertices, off by up to a pixel; sub-pixel refinement brings them to ~0.1 px.
    parameters_->cornerRefinementMethod = cv::aruco::CORNER_REFINE_SUBPIX;
    parameters_->cornerRefinementMinAccuracy = 0.01;
    parameters_->cornerRefinementMaxIterations = 50;
}

std::vector<DetectedMarker> MarkerDetector::detect(const cv::Mat& frame) const
{
    std::vector<DetectedMarker> found;
    if (frame.empty()) {
        return found;
    }
    cv::Mat grey;
    if (frame.channels() == 1) {
        grey = frame;
    } else {
        cv::cvtColor(frame, grey, frame.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
    }

    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    cv::aruco::detectMarkers(grey, dictionary_, corners, ids, parameters_);

    found.reserve(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        DetectedMarker marker;
        marker.id = ids[i];
        for (std::size_t c = 0; c < 4; ++c) {
            marker.cornersPx[c] = corners[i][c];
        }
        found.push_back(marker);
    }
    return found;
}

} // namespace adj::vision
