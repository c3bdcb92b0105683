#pragma once
// One counter lying on a plain "map", photographed by a camera that looks straight down: what the
// identity readers' unit tests read. The map is kMapMm wide; the camera sees it at `pxPerMm`
// (3.2 px per mm is a 1080p camera over a 600 mm map, 1.2 a 1080p camera over a whole game map).

#include "vision/camera/frame_geometry.hpp"
#include "vision/synth/counter_face.hpp"

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

namespace adj::vision::test {

inline constexpr double kCameraPxPerMm = 3.2;
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

} // namespace adj::vision::test
