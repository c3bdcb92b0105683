#include "vision/registration/feature_registration.hpp"

#include "vision/registration/homography_uncertainty.hpp"
#include "vision/registration/view_plausibility.hpp"

#include <opencv2/calib3d.hpp>
#include <opencv2/features2d.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace adj::vision {

namespace {

// The frame's own registration limit is the markers' (MarkerRegistrationOptions::maxPredictedErrorMm).
constexpr double kMaxPredictedErrorMm = 1.5;
// How precisely one matched corner is placed when the residuals cannot tell: about a camera pixel.
constexpr double kCornerFloorMm = 0.3;

cv::Mat greyOf(const cv::Mat& bgr)
{
    if (bgr.channels() == 1) return bgr;
    cv::Mat grey;
    cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
    return grey;
}

cv::Ptr<cv::ORB> detectorFor(int features)
{
    // FAST threshold 12: printed lines on paper give strong corners, camera noise weak ones.
    return cv::ORB::create(features, 1.2F, 8, 31, 0, 2, cv::ORB::HARRIS_SCORE, 31, 12);
}

std::string mmText(double mm)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f mm", mm);
    return text;
}

} // namespace

FeatureReference::FeatureReference(const cv::Mat& referenceBgr, const RectifiedGrid& grid, cv::Size2d mapSizeMm,
                                   FeatureRegistrationOptions options)
    : options_(options), mapSizeMm_(mapSizeMm)
{
    std::vector<cv::KeyPoint> keypoints;
    cv::Mat descriptors;
    detectorFor(options_.referenceFeatures)->detectAndCompute(greyOf(referenceBgr), cv::noArray(), keypoints, descriptors);
    // Only corners of the map itself: the reference's margin is not on the table.
    const cv::Rect2d map(0, 0, mapSizeMm.width, mapSizeMm.height);
    for (std::size_t i = 0; i < keypoints.size(); ++i) {
        const cv::Point2d mm = grid.toMap(keypoints[i].pt);
        if (!map.contains(mm)) continue;
        pointsMm_.push_back(mm);
        descriptors_.push_back(descriptors.row(static_cast<int>(i)));
    }
}

Registration FeatureReference::registerFrame(const cv::Mat& frameBgr) const
{
    Registration result;
    result.imageSize = frameBgr.size();
    result.mapSizeMm = mapSizeMm_;
    if (frameBgr.empty()) {
        result.reason = "there is no camera picture";
        return result;
    }
    std::vector<cv::KeyPoint> keypoints;
    cv::Mat descriptors;
    detectorFor(options_.frameFeatures)->detectAndCompute(greyOf(frameBgr), cv::noArray(), keypoints, descriptors);
    const std::string advice = "show the camera more of the map, in even light, or touch the hexes asked for";
    if (static_cast<int>(keypoints.size()) < options_.minInliers || descriptors_.empty()) {
        result.reason = "the camera's picture shows too little print to find the map by (" +
                        std::to_string(keypoints.size()) + " corners): " + advice;
        return result;
    }

    std::vector<std::vector<cv::DMatch>> pairs;
    cv::BFMatcher(cv::NORM_HAMMING).knnMatch(descriptors, descriptors_, pairs, 2);
    std::vector<cv::Point2f> px;
    std::vector<cv::Point2f> mm;
    for (const auto& pair : pairs) {
        if (pair.size() < 2 || pair[0].distance >= options_.ratio * pair[1].distance) continue;
        px.push_back(keypoints[static_cast<std::size_t>(pair[0].queryIdx)].pt);
        mm.push_back(cv::Point2f(pointsMm_[static_cast<std::size_t>(pair[0].trainIdx)]));
    }
    if (static_cast<int>(px.size()) < options_.minInliers) {
        result.reason = "only " + std::to_string(px.size()) + " places in the picture look surely like places on the map: " + advice;
        return result;
    }

    std::vector<unsigned char> inlierMask;
    const cv::Mat rough = cv::findHomography(px, mm, cv::RANSAC, options_.inlierMm, inlierMask, 5000, 0.999);
    std::vector<cv::Point2d> inPx;
    std::vector<cv::Point2d> inMm;
    for (std::size_t i = 0; i < inlierMask.size(); ++i) {
        if (inlierMask[i] == 0) continue;
        inPx.emplace_back(px[i]);
        inMm.emplace_back(mm[i]);
    }
    if (rough.empty() || static_cast<int>(inPx.size()) < options_.minInliers) {
        result.reason = "the places recognised do not agree on where the map is (" + std::to_string(inPx.size()) + " of " +
                        std::to_string(px.size()) + " agree): " + advice;
        return result;
    }
    // The agreeing corners must cover enough of the map for the far side to be right too.
    std::vector<cv::Point2f> hull;
    std::vector<cv::Point2f> inMmF(inMm.begin(), inMm.end());
    cv::convexHull(inMmF, hull);
    const double spread = cv::contourArea(hull) / (mapSizeMm_.width * mapSizeMm_.height);
    if (spread < options_.minSpread) {
        result.reason = "the places recognised cover only " + std::to_string(static_cast<int>(std::lround(100 * spread))) +
                        "% of the map: " + advice;
        return result;
    }

    // The consensus refitted to all its points, least squares: RANSAC's fit rests on four.
    const cv::Mat refined = cv::findHomography(inPx, inMm, 0);
    const cv::Matx33d imageToMap = refined.empty() ? cv::Matx33d(rough) : cv::Matx33d(refined);
    result.imageToMap = imageToMap;
    result.mapToImage = imageToMap.inv();
    double squares = 0;
    for (std::size_t i = 0; i < inPx.size(); ++i) {
        const cv::Vec3d q = imageToMap * cv::Vec3d(inPx[i].x, inPx[i].y, 1);
        const cv::Point2d d(q[0] / q[2] - inMm[i].x, q[1] / q[2] - inMm[i].y);
        squares += d.dot(d);
    }
    result.rmsErrorMm = std::sqrt(squares / static_cast<double>(inPx.size()));
    if (const std::string why = implausibleViewReason(result.mapToImage, mapSizeMm_); !why.empty()) {
        result.reason = "the map found by its print cannot be right (" + why + "): " + advice;
        return result;
    }
    const double w = mapSizeMm_.width;
    const double h = mapSizeMm_.height;
    const std::vector<cv::Point2d> probes{{0, 0}, {w, 0}, {w, h}, {0, h}, {w / 2, h / 2}};
    const auto errors =
        predictedErrorsMm(imageToMap, inPx, inMm, probes, cornerSigmaMm(imageToMap, inPx, inMm, kCornerFloorMm));
    result.predictedErrorMm = *std::max_element(errors.begin(), errors.end());
    if (!(result.predictedErrorMm <= kMaxPredictedErrorMm)) {
        result.reason = "the map found by its print could be off by " + mmText(result.predictedErrorMm) + " (limit " +
                        mmText(kMaxPredictedErrorMm) + "): " + advice;
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace adj::vision
