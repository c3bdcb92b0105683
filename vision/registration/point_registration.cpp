#include "vision/registration/point_registration.hpp"

#include "vision/registration/homography_uncertainty.hpp"
#include "vision/registration/view_plausibility.hpp"

#include <opencv2/calib3d.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>

namespace adj::vision {

namespace {

cv::Point2d touchThrough(const cv::Matx33d& h, cv::Point2d p)
{
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
    return {q[0] / q[2], q[1] / q[2]};
}

std::string touchMmText(double mm)
{
    char text[32];
    std::snprintf(text, sizeof text, mm < 10 ? "%.1f mm" : "%.0f mm", mm);
    return text;
}

std::string touchedHexList(const std::vector<TouchedPoint>& touches)
{
    std::string text;
    for (const auto& touch : touches) text += (text.empty() ? "" : ", ") + touch.hex;
    return text;
}

// Least squares through every point: with touches, each is a measurement, none to be voted out
// silently (a wrong one is found and named below instead).
std::optional<cv::Matx33d> fitTouches(const std::vector<cv::Point2d>& px, const std::vector<cv::Point2d>& mm)
{
    const cv::Mat h = cv::findHomography(px, mm, 0);
    if (h.empty()) return std::nullopt;
    const cv::Matx33d fitted(h);
    if (!std::isfinite(cv::determinant(fitted)) || std::abs(cv::determinant(fitted)) < 1e-15) return std::nullopt;
    return fitted;
}

double rmsOf(const cv::Matx33d& h, const std::vector<cv::Point2d>& px, const std::vector<cv::Point2d>& mm)
{
    double squared = 0.0;
    for (std::size_t i = 0; i < px.size(); ++i) {
        const cv::Point2d r = touchThrough(h, px[i]) - mm[i];
        squared += r.dot(r);
    }
    return px.empty() ? 0.0 : std::sqrt(squared / static_cast<double>(px.size()));
}

// How each touch agrees with the fit of all the others.
struct LeftOut {
    double offMm = std::numeric_limits<double>::infinity(); ///< The touch from the others' fit.
    double othersRmsMm = std::numeric_limits<double>::infinity(); ///< How well the others agree.
    /// How far off the touch may be: the limit, plus three times the others' predicted error where it
    /// is. A corner touch left out is extrapolated from the rest, so a pixel's slip there grows
    /// to several millimetres; a touch on the wrong hex is a whole hex off, more than that.
    double allowedMm = 0.0;
    /// offMm - allowedMm; -infinity when the others cannot be fitted (then nothing is known of it).
    double excessMm = -std::numeric_limits<double>::infinity();
};

std::vector<LeftOut> leaveEachOut(const std::vector<cv::Point2d>& px, const std::vector<cv::Point2d>& mm,
                                  const PointRegistrationOptions& options)
{
    std::vector<LeftOut> out(px.size());
    for (std::size_t i = 0; i < px.size(); ++i) {
        std::vector<cv::Point2d> otherPx;
        std::vector<cv::Point2d> otherMm;
        for (std::size_t j = 0; j < px.size(); ++j) {
            if (j == i) continue;
            otherPx.push_back(px[j]);
            otherMm.push_back(mm[j]);
        }
        if (const auto h = fitTouches(otherPx, otherMm)) {
            out[i].offMm = cv::norm(touchThrough(*h, px[i]) - mm[i]);
            out[i].othersRmsMm = rmsOf(*h, otherPx, otherMm);
            const double spread = predictedErrorsMm(*h, otherPx, otherMm, {mm[i]}, options.touchNoiseFloorMm).front();
            out[i].allowedMm = options.maxTouchOffMm + 3.0 * spread;
            if (std::isfinite(spread)) out[i].excessMm = out[i].offMm - out[i].allowedMm;
        }
    }
    return out;
}

// Why the touches disagree, or empty when every touch is within the limit of where the others put
// it. Five touches show that one is wrong but not which: any one of them moved would explain the
// others equally well (4 touches fit exactly). From six on, the touch whose removal leaves the
// rest in agreement is the wrong one.
std::string disagreement(const std::vector<TouchedPoint>& touches, const std::vector<cv::Point2d>& px,
                         const std::vector<cv::Point2d>& mm, const PointRegistrationOptions& options)
{
    if (px.size() < 5) return {};
    const std::vector<LeftOut> leftOut = leaveEachOut(px, mm, options);
    // The touch most beyond what it is allowed.
    const auto worst = std::max_element(leftOut.begin(), leftOut.end(),
                                        [](const LeftOut& a, const LeftOut& b) { return a.excessMm < b.excessMm; });
    if (!(worst->excessMm > 0)) return {};
    if (px.size() >= 6) {
        const auto culprit = std::min_element(leftOut.begin(), leftOut.end(), [](const LeftOut& a, const LeftOut& b) {
            return a.othersRmsMm < b.othersRmsMm;
        });
        if (culprit->othersRmsMm <= options.maxTouchOffMm / 2 && culprit->excessMm > 0) {
            const auto& touch = touches[static_cast<std::size_t>(culprit - leftOut.begin())];
            return "the touch for hex " + touch.hex + " is " + touchMmText(culprit->offMm) +
                   " from where the other touches put it: touch its centre again";
        }
    }
    return "the touches for hexes " + touchedHexList(touches) + " do not agree with one another (one is " +
           touchMmText(worst->offMm) + " from where the others put it): touch each hex's centre again";
}

} // namespace

Registration registerFromTouches(const std::vector<TouchedPoint>& touches, cv::Size2d mapSizeMm, cv::Size imageSize,
                                 const PointRegistrationOptions& options)
{
    Registration result;
    result.mapSizeMm = mapSizeMm;
    result.imageSize = imageSize;
    const auto count = static_cast<int>(touches.size());
    if (count < options.minPoints) {
        result.reason = "only " + std::to_string(count) + " hexes touched" +
                        (touches.empty() ? std::string() : " (" + touchedHexList(touches) + ")") + ": touch at least " +
                        std::to_string(options.minPoints) + " hexes spread over the map";
        return result;
    }
    std::vector<cv::Point2d> px;
    std::vector<cv::Point2d> mm;
    for (const auto& touch : touches) {
        px.push_back(touch.imagePx);
        mm.push_back(touch.mapMm);
    }
    const std::string spreadAdvice = "touch hexes near the four corners of the map";
    const auto fitted = fitTouches(px, mm);
    if (!fitted) {
        result.reason = "the touches for hexes " + touchedHexList(touches) +
                        " are in a line or on top of one another, so they do not fix the map: " + spreadAdvice;
        return result;
    }
    result.imageToMap = *fitted;
    result.mapToImage = fitted->inv();
    result.rmsErrorMm = rmsOf(*fitted, px, mm);

    const double w = mapSizeMm.width;
    const double h = mapSizeMm.height;
    const std::vector<cv::Point2d> probes{{0, 0}, {w, 0}, {w, h}, {0, h}, {w / 2, h / 2}};
    const auto worstOf = [](const std::vector<double>& errors) { return *std::max_element(errors.begin(), errors.end()); };

    // Where the touches are, before how well they agree: touches bunched or in a line magnify any
    // slip, so judging agreement first would blame a good touch for the geometry.
    const double geometric =
        worstOf(predictedErrorsMm(*fitted, px, mm, probes, options.touchNoiseFloorMm));
    if (!(geometric <= options.maxPredictedErrorMm)) {
        result.predictedErrorMm = geometric;
        result.reason = "the touched hexes (" + touchedHexList(touches) +
                        ") are too close together or too nearly in a line: parts of the map could be off by " +
                        (std::isfinite(geometric) ? touchMmText(geometric) : std::string("any amount")) + " (limit " +
                        touchMmText(options.maxPredictedErrorMm) + "); " + spreadAdvice;
        return result;
    }
    if (const std::string why = disagreement(touches, px, mm, options); !why.empty()) {
        result.reason = why;
        return result;
    }
    if (const std::string why = implausibleViewReason(result.mapToImage, mapSizeMm); !why.empty()) {
        result.reason = "the touches cannot be right (" + why + "): check that each touch is on the hex asked for";
        return result;
    }
    result.predictedErrorMm = worstOf(predictedErrorsMm(
        *fitted, px, mm, probes, cornerSigmaMm(*fitted, px, mm, options.touchNoiseFloorMm)));
    if (!(result.predictedErrorMm <= options.maxPredictedErrorMm)) {
        result.reason = "the touches agree only to " + touchMmText(result.rmsErrorMm) +
                        ", so parts of the map could be off by " + touchMmText(result.predictedErrorMm) + " (limit " +
                        touchMmText(options.maxPredictedErrorMm) + "): touch each hex's centre again, more carefully";
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace adj::vision
