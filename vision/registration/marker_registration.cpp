#include "vision/registration/marker_registration.hpp"

#include "vision/registration/aruco_dictionary.hpp"
#include "vision/registration/homography_uncertainty.hpp"
#include "vision/registration/view_plausibility.hpp"

#include <opencv2/calib3d.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <string>
#include <utility>

namespace adj::vision {

namespace {

std::string joinIds(const std::vector<int>& ids)
{
    std::string text;
    for (int id : ids) {
        text += (text.empty() ? "" : ", ") + std::to_string(id);
    }
    return text.empty() ? "none" : text;
}

std::string formatMm(double mm)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f mm", mm);
    return text;
}

std::vector<int> layoutIdsNotIn(const MarkerLayout& layout, const std::vector<int>& ids)
{
    std::vector<int> missing;
    for (const auto& marker : layout.markers) {
        if (std::find(ids.begin(), ids.end(), marker.id) == ids.end()) {
            missing.push_back(marker.id);
        }
    }
    std::sort(missing.begin(), missing.end());
    return missing;
}

// Corner correspondences, each remembering which marker it came from so that RANSAC's
// verdict on corners can be turned into a verdict on markers.
struct Correspondences {
    std::vector<cv::Point2d> imagePx;
    std::vector<cv::Point2d> mapMm;
    std::vector<int> markerIds;
};

Correspondences matchToLayout(const std::vector<DetectedMarker>& detected, const MarkerLayout& layout)
{
    // In the order of their ids, not the order they were found in: RANSAC's samples follow the order of
    // its points, and under hard light (a few corners 1-3 mm off) the fit it settled on could move the
    // map's far corners by millimetres with that order alone (hard 1080p tables of seed 2000: by more
    // than half a millimetre on 11 of 118).
    Correspondences matched;
    for (const DetectedMarker* found : inIdOrder(detected)) {
        const DetectedMarker& marker = *found;
        const PlacedMarker* placed = layout.find(marker.id);
        if (placed == nullptr) {
            continue; // another game's marker, or a counter's: not ours to register with
        }
        const auto mapCorners = layout.cornersMm(*placed);
        for (std::size_t c = 0; c < 4; ++c) {
            matched.imagePx.emplace_back(marker.cornersPx[c]);
            matched.mapMm.push_back(mapCorners[c]);
            matched.markerIds.push_back(marker.id);
        }
    }
    return matched;
}

MarkerLayout validated(MarkerLayout layout)
{
    layout.validate();
    return layout;
}

} // namespace

Registration registerFromMarkers(const std::vector<DetectedMarker>& detected,
                                 const MarkerLayout& layout, cv::Size imageSize,
                                 const MarkerRegistrationOptions& options)
{
    Registration result;
    result.mapSizeMm = layout.mapSizeMm;
    result.imageSize = imageSize;
    result.markersExpected = static_cast<int>(layout.markers.size());

    const Correspondences matched = matchToLayout(detected, layout);
    const std::set<int> seen(matched.markerIds.begin(), matched.markerIds.end());
    result.seenIds.assign(seen.begin(), seen.end());
    result.markersSeen = static_cast<int>(seen.size());
    const std::string ofExpected = " of " + std::to_string(result.markersExpected);

    if (result.markersSeen == 0) {
        result.reason = "no registration markers visible (expected " +
                        std::to_string(result.markersExpected) + " from the " + arucoDictionaryWords(layout.dictionary) +
                        ", ids: " + joinIds(layoutIdsNotIn(layout, {})) +
                        "); check that the camera sees the whole map and its margins";
        return result;
    }
    if (result.markersSeen < options.minMarkers) {
        result.reason = "only " + std::to_string(result.markersSeen) + ofExpected +
                        " registration markers visible (seen ids: " + joinIds(result.seenIds) +
                        "; missing ids: " + joinIds(layoutIdsNotIn(layout, result.seenIds)) +
                        "); need at least " + std::to_string(options.minMarkers);
        return result;
    }

    std::vector<unsigned char> inlier;
    const cv::Mat h = cv::findHomography(matched.imagePx, matched.mapMm, cv::RANSAC,
                                         options.ransacThresholdMm, inlier, 2000, 0.999);
    if (h.empty()) {
        result.reason = "no homography fits the " + std::to_string(result.markersSeen) +
                        " registration markers seen (ids: " + joinIds(result.seenIds) + ")";
        return result;
    }
    result.imageToMap = cv::Matx33d(h);
    result.mapToImage = result.imageToMap.inv();

    // A marker counts as used only if all four of its corners agree with the fit: a marker
    // with a disagreeing corner is bent, partly covered or misdetected.
    std::set<int> disagreeing;
    std::vector<cv::Point2d> usedPx;
    std::vector<cv::Point2d> usedMm;
    double squaredError = 0.0;
    for (std::size_t i = 0; i < matched.imagePx.size(); ++i) {
        if (!inlier[i]) {
            disagreeing.insert(matched.markerIds[i]);
            continue;
        }
        const cv::Vec3d p = result.imageToMap * cv::Vec3d(matched.imagePx[i].x, matched.imagePx[i].y, 1);
        const cv::Point2d error = cv::Point2d(p[0] / p[2], p[1] / p[2]) - matched.mapMm[i];
        squaredError += error.dot(error);
        usedPx.push_back(matched.imagePx[i]);
        usedMm.push_back(matched.mapMm[i]);
    }
    result.rmsErrorMm = usedPx.empty() ? 0.0 : std::sqrt(squaredError / static_cast<double>(usedPx.size()));
    result.markersUsed = result.markersSeen - static_cast<int>(disagreeing.size());

    if (result.markersUsed < options.minMarkers) {
        result.reason = "registration markers disagree: only " + std::to_string(result.markersUsed) +
                        " of the " + std::to_string(result.markersSeen) +
                        " seen fit one map position (disagreeing ids: " +
                        joinIds({disagreeing.begin(), disagreeing.end()}) + "); need at least " +
                        std::to_string(options.minMarkers);
        return result;
    }
    if (const std::string why = implausibleViewReason(result.mapToImage, layout.mapSizeMm); !why.empty()) {
        result.reason = "registration rejected: " + why;
        return result;
    }
    const double w = layout.mapSizeMm.width;
    const double height = layout.mapSizeMm.height;
    const auto predicted = predictedErrorsMm(
        result.imageToMap, usedPx, usedMm, {{0, 0}, {w, 0}, {w, height}, {0, height}, {w / 2, height / 2}},
        cornerSigmaMm(result.imageToMap, usedPx, usedMm, options.cornerNoiseFloorMm));
    result.predictedErrorMm = *std::max_element(predicted.begin(), predicted.end());

    if (!(result.rmsErrorMm <= options.maxRmsErrorMm)) {
        result.reason = "registration rejected: the markers fit the map only to " +
                        formatMm(result.rmsErrorMm) + " RMS (limit " + formatMm(options.maxRmsErrorMm) +
                        "); is the map flat, and are the markers printed at the right size?";
        return result;
    }
    if (!(result.predictedErrorMm <= options.maxPredictedErrorMm)) {
        result.reason = "registration rejected: the visible markers (ids: " + joinIds(result.seenIds) +
                        ") are too few or too close together; parts of the map could be off by " +
                        formatMm(result.predictedErrorMm) + " (limit " + formatMm(options.maxPredictedErrorMm) +
                        "); uncover markers on the other side of the map";
        return result;
    }
    result.ok = true;
    return result;
}

MarkerRegistrar::MarkerRegistrar(MarkerLayout layout, MarkerRegistrationOptions options)
    : layout_(validated(std::move(layout))),
      options_(options),
      detector_(layout_.dictionary)
{
}

Registration MarkerRegistrar::registerFrame(const cv::Mat& frame) const
{
    if (frame.empty()) {
        Registration result;
        result.mapSizeMm = layout_.mapSizeMm;
        result.markersExpected = static_cast<int>(layout_.markers.size());
        result.reason = "no camera image";
        return result;
    }
    return registerFromMarkers(detector_.detect(frame), layout_, frame.size(), options_);
}

} // namespace adj::vision
