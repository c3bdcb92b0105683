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
    std::stable_sort(ordered.begin(), ordered.end(), [](const DetectedMarker* a, const DetectedMarker* b) { return a->id < b->id; });
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
    return detectIn(frame, cv::Point(0, 0), parameters_);
}

std::vector<DetectedMarker> MarkerDetector::detectInPart(const cv::Mat& part, cv::Point offset, cv::Size wholeSize) const
{
    if (part.empty()) {
        return {};
    }
    // ArUco takes a candidate's least and greatest perimeter as shares of the image's larger side:
    // scaled so that in pixels they are the whole frame's.
    const auto parameters = cv::makePtr<cv::aruco::DetectorParameters>(*parameters_);
    const double toPart = static_cast<double>(std::max(wholeSize.width, wholeSize.height)) / std::max(part.cols, part.rows);
    parameters->minMarkerPerimeterRate *= toPart;
    parameters->maxMarkerPerimeterRate *= toPart;
    return detectIn(part, offset, parameters);
}

std::vector<DetectedMarker> MarkerDetector::detectIn(const cv::Mat& image, cv::Point offset,
                                                     const cv::Ptr<cv::aruco::DetectorParameters>& parameters) const
{
    std::vector<DetectedMarker> found;
    if (image.empty()) {
        return found;
    }
    cv::Mat grey;
    if (image.channels() == 1) {
        grey = image;
    } else {
        cv::cvtColor(image, grey, image.channels() == 4 ? cv::COLOR_BGRA2GRAY : cv::COLOR_BGR2GRAY);
    }

    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<int> ids;
    cv::aruco::detectMarkers(grey, dictionary_, corners, ids, parameters);

    found.reserve(ids.size());
    const cv::Point2f shift(static_cast<float>(offset.x), static_cast<float>(offset.y));
    for (std::size_t i = 0; i < ids.size(); ++i) {
        DetectedMarker marker;
        marker.id = ids[i];
        for (std::size_t c = 0; c < 4; ++c) {
            marker.cornersPx[c] = corners[i][c] + shift;
        }
        found.push_back(marker);
    }
    return found;
}

} // namespace adj::vision
