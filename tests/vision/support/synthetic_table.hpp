#pragma once
// Synthetic pictures of a printed map on a table, with exact ground truth, for the
// registration tests: the sheet and camera geometry come from vision/synth; the simple flat
// photograph here (grey blobs for hands, one light gradient) is what those tests were tuned on.
// The full synthetic camera (pieces, real hands, lens, glare) is vision/synth/synthetic_camera.hpp.
//
// Coordinates: map mm as in MarkerLayout (x east, y south, origin at the map's top-left).
// Pixel coordinates follow OpenCV: integer values are pixel centres.

#include "vision/registration/marker_layout.hpp"
#include "vision/synth/camera_pose.hpp"
#include "vision/synth/practice_map.hpp"
#include "vision/synth/printed_sheet.hpp"

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <vector>

namespace adj::vision::test {

using synth::CameraPose;
using synth::kHexLine;
using synth::kMapGround;
using synth::kPaper;
using synth::kTable;
using synth::mapToCamera;
using synth::pixelsPerMmAt;
using synth::PrintedSheet;

/// The practice map (ground, a river, woods, a flat-top hex grid) with the layout's markers.
inline PrintedSheet renderSheet(const MarkerLayout& layout, double pxPerMm, double paperMarginMm)
{
    return synth::printSheet(synth::renderPracticeMap(layout.mapSizeMm, pxPerMm), layout, pxPerMm, paperMarginMm);
}

inline cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p)
{
    return synth::applyHomography(h, p);
}

/// A grey, forearm-sized blob held over the board, in camera pixels.
struct Hand {
    cv::Point2d centrePx;
    cv::Size2d axesPx{70, 55};
};

struct CameraEffects {
    double blurSigmaPx = 0.8;  ///< Lens and focus.
    double noiseSigma = 4.0;   ///< Sensor noise, grey levels, per channel.
    double lightFalloff = 0.2; ///< Brightness drops by this fraction from one corner to the other.
    unsigned noiseSeed = 1;
};

/// The sheet lying on a wooden table as the camera sees it.
inline cv::Mat photograph(const PrintedSheet& sheet, const cv::Matx33d& mapToCam, cv::Size imageSize,
                          const CameraEffects& effects = {}, const std::vector<Hand>& hands = {})
{
    // Anti-alias the fine sheet before it is shrunk into the camera (about 4 -> 1.4 px/mm).
    cv::Mat smooth;
    cv::GaussianBlur(sheet.image, smooth, cv::Size(), 1.0);
    cv::Mat frame;
    cv::warpPerspective(smooth, frame, cv::Mat(mapToCam * sheet.pixelToMap()), imageSize, cv::INTER_LINEAR,
                        cv::BORDER_CONSTANT, kTable);
    for (const auto& hand : hands) {
        cv::ellipse(frame, cv::Point(cvRound(hand.centrePx.x), cvRound(hand.centrePx.y)),
                    cv::Size(cvRound(hand.axesPx.width), cvRound(hand.axesPx.height)), 30, 0, 360,
                    cv::Scalar(120, 125, 130), cv::FILLED, cv::LINE_AA);
    }
    cv::Mat light(imageSize, CV_32F);
    for (int y = 0; y < imageSize.height; ++y) {
        for (int x = 0; x < imageSize.width; ++x) {
            const double along = (static_cast<double>(x) / imageSize.width + static_cast<double>(y) / imageSize.height) / 2;
            light.at<float>(y, x) = static_cast<float>(1.0 - effects.lightFalloff * along);
        }
    }
    cv::Mat f;
    frame.convertTo(f, CV_32FC3);
    cv::Mat light3;
    cv::merge(std::vector<cv::Mat>{light, light, light}, light3);
    f = f.mul(light3);
    if (effects.blurSigmaPx > 0) {
        cv::GaussianBlur(f, f, cv::Size(), effects.blurSigmaPx);
    }
    cv::Mat noise(f.size(), f.type());
    cv::RNG rng(effects.noiseSeed);
    rng.fill(noise, cv::RNG::NORMAL, 0.0, effects.noiseSigma);
    f += noise;
    f.convertTo(frame, CV_8UC3); // saturating
    return frame;
}

/// The scene most tests share: a 600 x 400 mm map with 30 mm markers 10 mm outside it (8
/// markers), printed at 4 px/mm, seen by a 1280 x 960 camera tilted 20 degrees.
struct TableScene {
    MarkerLayout layout;
    PrintedSheet sheet;
    CameraPose pose;
    cv::Matx33d mapToCam;
    cv::Mat frame;

    [[nodiscard]] cv::Point2d markerCentrePx(int id) const
    {
        const auto* m = layout.find(id);
        const double half = layout.markerSideMm / 2;
        return apply(mapToCam, m->topLeftMm + cv::Point2d(half, half));
    }
    /// Hands over the given markers, photographed afresh.
    [[nodiscard]] cv::Mat frameWithHandsOver(const std::vector<int>& ids) const
    {
        std::vector<Hand> hands;
        for (int id : ids) {
            hands.push_back({markerCentrePx(id)});
        }
        return photograph(sheet, mapToCam, pose.imageSize, {}, hands);
    }
};

inline const TableScene& standardScene()
{
    static const TableScene scene = [] {
        TableScene s;
        s.layout = MarkerLayout::forMapRect(600, 400, 30, 10);
        s.sheet = renderSheet(s.layout, 4.0, 15.0);
        s.mapToCam = mapToCamera(s.pose);
        s.frame = photograph(s.sheet, s.mapToCam, s.pose.imageSize);
        return s;
    }();
    return scene;
}

} // namespace adj::vision::test
