#pragma once
// One counter lying on a plain "map", photographed by a camera that looks straight down: what the
// identity readers' unit tests read (photographFinely: drawn finer than the frame's pixels and averaged down,
// as a sensor sees it, with a shadow if asked). The map is kMapMm wide; the camera sees it at `pxPerMm`
// (3.2 px per mm is a 1080p camera over a 600 mm map, 1.2 a 1080p camera over a whole game map).

#include "vision/camera/frame_geometry.hpp"
#include "vision/synth/counter_face.hpp"

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>

namespace adj::vision::test {

inline constexpr double kCameraPxPerMm = 3.2;
/// A 4K camera over a whole game map: about 2.4 px per mm, blurring a counter by about 1.2 px.
inline constexpr double kFourKPxPerMm = 2.4;
inline constexpr double kFourKBlurPx = 1.2;
inline const cv::Size2d kMapMm{120, 80};

/// A frame of a map kMapMm wide seen square on at `pxPerMm`.
inline FrameGeometry squareOnGeometry(double pxPerMm = kCameraPxPerMm)
{
    FrameGeometry g;
    g.registration.ok = true;
    g.registration.mapToImage = cv::Matx33d(pxPerMm, 0, 0, 0, pxPerMm, 0, 0, 0, 1);
    g.registration.imageToMap = g.registration.mapToImage.inv();
    g.registration.mapSizeMm = kMapMm;
    g.registration.imageSize =
        cv::Size(static_cast<int>(kMapMm.width * pxPerMm), static_cast<int>(kMapMm.height * pxPerMm));
    return g;
}

/// The counter `spec` lying at `centreMm` on a pale map, turned by `angleDeg`, photographed at
/// `pxPerMm` with a little blur and sensor noise.
inline cv::Mat photograph(const synth::CounterFaceSpec& spec, cv::Point2d centreMm, double angleDeg,
                          double blurPx = 0.7, double pxPerMm = kCameraPxPerMm)
{
    const auto g = squareOnGeometry(pxPerMm);
    cv::Mat frame(g.registration.imageSize, CV_8UC3, cv::Scalar(170, 200, 205));
    const cv::Mat print = synth::renderCounterFace(spec, synth::kCounterSideMm, 12.0);
    cv::Mat face;
    cv::resize(print, face, cv::Size(), pxPerMm / 12.0, pxPerMm / 12.0, cv::INTER_AREA);
    // Face pixel -> frame pixel: turn about the face's centre, move it to the spot.
    cv::Mat warp = cv::getRotationMatrix2D(cv::Point2f(static_cast<float>((face.cols - 1) / 2.0),
                                                       static_cast<float>((face.rows - 1) / 2.0)),
                                           angleDeg, 1.0);
    warp.at<double>(0, 2) += centreMm.x * pxPerMm - (face.cols - 1) / 2.0;
    warp.at<double>(1, 2) += centreMm.y * pxPerMm - (face.rows - 1) / 2.0;
    cv::warpAffine(face, frame, warp, frame.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
    cv::GaussianBlur(frame, frame, cv::Size(0, 0), blurPx);
    cv::Mat noise(frame.size(), CV_16SC3);
    cv::RNG rng(7);
    rng.fill(noise, cv::RNG::NORMAL, 0, 3);
    cv::Mat out;
    cv::add(frame, noise, out, cv::noArray(), CV_8UC3);
    return out;
}

/// The counter `spec` lying at `centreMm`, turned `turnDeg` clockwise, photographed square on at `pxPerMm` as a
/// sensor sees it: the print drawn four times finer than the frame's pixels, each pixel the mean of its 4 x 4,
/// then the lens's blur and the sensor's noise. (A camera that placed the print a fraction of a pixel off or
/// scaled it by a percent would show edges the faces do not have, all over the face.)
/// With `shadowMm`, the counter (upright) casts a shadow that wide along its top and left edges, as a lamp low
/// to the bottom right casts it.
inline cv::Mat photographFinely(const synth::CounterFaceSpec& spec, cv::Point2d centreMm, double turnDeg,
                                double pxPerMm, double blurPx, double noiseLevel, double shadowMm = 0.0)
{
    constexpr int kFiner = 4;
    const auto geometry = squareOnGeometry(pxPerMm);
    const cv::Size frameSize = geometry.registration.imageSize;
    cv::Mat fine(frameSize * kFiner, CV_8UC3, cv::Scalar(170, 200, 205));
    if (shadowMm > 0) {
        const double toFine = kFiner * pxPerMm;
        const double half = synth::kCounterSideMm / 2;
        const cv::Point2d from = (centreMm - cv::Point2d(half + shadowMm, half + shadowMm)) * toFine;
        const cv::Point2d to = (centreMm + cv::Point2d(half, half)) * toFine;
        cv::rectangle(fine, cv::Rect(cv::Point(from), cv::Point(to)), cv::Scalar(70, 85, 90), cv::FILLED);
    }
    const cv::Mat print = synth::renderCounterFace(spec, synth::kCounterSideMm, 12.0);
    // Print pixel -> map mm -> fine pixel (whose centres lie at kFiner * frame pixel + (kFiner - 1) / 2).
    const double mmPerPrintPx = synth::kCounterSideMm / print.cols;
    const double a = turnDeg * CV_PI / 180.0;
    const double scale = kFiner * pxPerMm * mmPerPrintPx;
    const double c = std::cos(a) * scale;
    const double s = std::sin(a) * scale;
    const double half = (print.cols - 1) / 2.0;
    const cv::Point2d middle = centreMm * (kFiner * pxPerMm) + cv::Point2d(kFiner - 1, kFiner - 1) / 2.0;
    const cv::Matx23d printToFine(c, -s, middle.x - c * half + s * half, s, c, middle.y - s * half - c * half);
    cv::warpAffine(print, fine, printToFine, fine.size(), cv::INTER_AREA, cv::BORDER_TRANSPARENT);
    cv::Mat frame;
    cv::resize(fine, frame, frameSize, 0, 0, cv::INTER_AREA);
    cv::Mat blurred;
    frame.convertTo(blurred, CV_32FC3);
    cv::GaussianBlur(blurred, blurred, cv::Size(), blurPx);
    cv::Mat noise(frameSize, CV_32FC3);
    cv::RNG rng(11);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, noiseLevel);
    cv::Mat out;
    cv::Mat(blurred + noise).convertTo(out, CV_8UC3);
    return out;
}

} // namespace adj::vision::test
