#pragma once
// Synthetic pictures of a printed map on a table, with exact ground truth, for the vision
// tests. Header-only because the test CMake builds *_test.cpp files only.
//
// Coordinates: map mm as in MarkerLayout (x east, y south, origin at the map's top-left).
// Pixel coordinates follow OpenCV: integer values are pixel centres.

#include "vision/registration/marker_layout.hpp"
#include "vision/registration/aruco_dictionary.hpp"

#include <opencv2/aruco.hpp>
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <vector>

namespace adj::vision::test {

/// A printed sheet: the map area, its markers, and plain paper around them.
struct PrintedSheet {
    cv::Mat image;       ///< BGR.
    cv::Point2d originMm; ///< Map mm at the top-left edge of pixel (0, 0).
    double pxPerMm = 4.0;

    /// Sheet pixel -> map mm (pixel centres, hence the +0.5).
    [[nodiscard]] cv::Matx33d pixelToMap() const
    {
        return {1 / pxPerMm, 0, originMm.x + 0.5 / pxPerMm, 0, 1 / pxPerMm, originMm.y + 0.5 / pxPerMm, 0, 0, 1};
    }
};

inline const cv::Scalar kPaper{205, 228, 238};   // cream
inline const cv::Scalar kMapGround{170, 212, 205}; // pale olive
inline const cv::Scalar kHexLine{90, 120, 110};
inline const cv::Scalar kTable{45, 75, 110};     // dark wood

/// Draws the map content (ground, a river, woods, a flat-top hex grid) and the layout's
/// markers, each in a white quiet zone one cell wide.
inline PrintedSheet renderSheet(const MarkerLayout& layout, double pxPerMm, double paperMarginMm)
{
    PrintedSheet sheet;
    sheet.pxPerMm = pxPerMm;
    double minX = 0, minY = 0, maxX = layout.mapSizeMm.width, maxY = layout.mapSizeMm.height;
    for (const auto& m : layout.markers) {
        minX = std::min(minX, m.topLeftMm.x);
        minY = std::min(minY, m.topLeftMm.y);
        maxX = std::max(maxX, m.topLeftMm.x + layout.markerSideMm);
        maxY = std::max(maxY, m.topLeftMm.y + layout.markerSideMm);
    }
    sheet.originMm = {minX - paperMarginMm, minY - paperMarginMm};
    const cv::Size size(static_cast<int>(std::lround((maxX - minX + 2 * paperMarginMm) * pxPerMm)),
                        static_cast<int>(std::lround((maxY - minY + 2 * paperMarginMm) * pxPerMm)));
    sheet.image = cv::Mat(size, CV_8UC3, kPaper);

    // Index of the pixel whose top-left edge is at map point p (exact for whole-mm layouts).
    const auto px = [&](cv::Point2d p) {
        return cv::Point(static_cast<int>(std::lround((p.x - sheet.originMm.x) * pxPerMm)),
                         static_cast<int>(std::lround((p.y - sheet.originMm.y) * pxPerMm)));
    };
    constexpr int kShift = 4; // sub-pixel drawing precision for the map art
    const auto fine = [&](cv::Point2d p) {
        return cv::Point(static_cast<int>(std::lround(((p.x - sheet.originMm.x) * pxPerMm - 0.5) * (1 << kShift))),
                         static_cast<int>(std::lround(((p.y - sheet.originMm.y) * pxPerMm - 0.5) * (1 << kShift))));
    };

    const cv::Point mapTl = px({0, 0});
    const cv::Point mapBr = px({layout.mapSizeMm.width, layout.mapSizeMm.height});
    sheet.image(cv::Rect(mapTl, mapBr)).setTo(kMapGround);

    // Terrain, so that the rectified picture has something to recognise by eye.
    std::vector<cv::Point> river;
    for (double x = 0; x <= layout.mapSizeMm.width; x += 5) {
        river.push_back(fine({x, layout.mapSizeMm.height * (0.55 + 0.15 * std::sin(x / 70.0))}));
    }
    cv::polylines(sheet.image, river, false, cv::Scalar(190, 120, 60), static_cast<int>(4 * pxPerMm),
                  cv::LINE_AA, kShift);
    for (const cv::Point2d wood : {cv::Point2d(120, 90), cv::Point2d(420, 300), cv::Point2d(470, 80)}) {
        cv::circle(sheet.image, fine(wood), static_cast<int>(35 * pxPerMm * (1 << kShift)),
                   cv::Scalar(70, 130, 70), cv::FILLED, cv::LINE_AA, kShift);
    }
    // Flat-top hexes, 16 mm centre to corner.
    const double r = 16.0;
    for (double cx = 0, col = 0; cx <= layout.mapSizeMm.width + r; cx += 1.5 * r, ++col) {
        const double offset = std::fmod(col, 2.0) * r * std::sqrt(3.0) / 2;
        for (double cy = offset; cy <= layout.mapSizeMm.height + r; cy += r * std::sqrt(3.0)) {
            std::vector<cv::Point> hex;
            for (int k = 0; k < 6; ++k) {
                const double a = k * std::numbers::pi / 3;
                hex.push_back(fine({cx + r * std::cos(a), cy + r * std::sin(a)}));
            }
            cv::polylines(sheet.image, hex, true, kHexLine, 2, cv::LINE_AA, kShift);
        }
    }
    // Paper beyond the map edge hides the hexes that spilled over, then a printed border.
    const cv::Mat keep = sheet.image(cv::Rect(mapTl, mapBr)).clone();
    sheet.image.setTo(kPaper);
    keep.copyTo(sheet.image(cv::Rect(mapTl, mapBr)));
    cv::rectangle(sheet.image, mapTl, mapBr - cv::Point(1, 1), cv::Scalar(40, 40, 40), 3);

    const auto dictionary = arucoDictionary(layout.dictionary);
    const int sidePx = static_cast<int>(std::lround(layout.markerSideMm * pxPerMm));
    const int cells = dictionary->markerSize + 2;
    if (sidePx % cells != 0) {
        throw std::invalid_argument("renderSheet: marker side must be a whole number of cells in pixels");
    }
    for (const auto& m : layout.markers) {
        const cv::Point tl = px(m.topLeftMm);
        const int quiet = sidePx / cells;
        cv::rectangle(sheet.image, cv::Rect(tl - cv::Point(quiet, quiet), cv::Size(sidePx + 2 * quiet, sidePx + 2 * quiet)),
                      cv::Scalar::all(255), cv::FILLED);
        cv::Mat marker;
        cv::aruco::drawMarker(dictionary, m.id, sidePx, marker, 1);
        cv::cvtColor(marker, marker, cv::COLOR_GRAY2BGR);
        marker.copyTo(sheet.image(cv::Rect(tl, cv::Size(sidePx, sidePx))));
    }
    return sheet;
}

/// A pinhole camera above the table, tilted away from vertical and looking at a map point.
struct CameraPose {
    double tiltDeg = 20.0;   ///< Off vertical; the camera sits south of the map, looking north.
    double rollDeg = 4.0;    ///< Turn about the viewing axis: nobody mounts a camera square.
    double distanceMm = 760.0;
    double focalPx = 1000.0;
    cv::Size imageSize{1280, 960};
    cv::Point2d lookAtMm{300, 200};
};

/// The exact homography map mm -> camera pixels for `pose`: K [r1 r2 t] for the table plane.
inline cv::Matx33d mapToCamera(const CameraPose& pose)
{
    const double tilt = pose.tiltDeg * std::numbers::pi / 180;
    const double roll = pose.rollDeg * std::numbers::pi / 180;
    // World: x east, y south, z down into the table. A camera looking straight down with its
    // image x east and y south has the world's axes; tilt it about x, then roll about z.
    const cv::Matx33d tiltR(1, 0, 0, 0, std::cos(tilt), -std::sin(tilt), 0, std::sin(tilt), std::cos(tilt));
    const cv::Matx33d rollR(std::cos(roll), -std::sin(roll), 0, std::sin(roll), std::cos(roll), 0, 0, 0, 1);
    const cv::Matx33d cameraAxes = tiltR * rollR; // columns: camera x, y, z in world terms
    const cv::Vec3d view = cameraAxes * cv::Vec3d(0, 0, 1);
    const cv::Vec3d centre = cv::Vec3d(pose.lookAtMm.x, pose.lookAtMm.y, 0) - pose.distanceMm * view;
    const cv::Matx33d worldToCamera = cameraAxes.t();
    const cv::Vec3d t = -(worldToCamera * centre);
    const cv::Matx33d plane(worldToCamera(0, 0), worldToCamera(0, 1), t[0],
                            worldToCamera(1, 0), worldToCamera(1, 1), t[1],
                            worldToCamera(2, 0), worldToCamera(2, 1), t[2]);
    const cv::Matx33d k(pose.focalPx, 0, (pose.imageSize.width - 1) / 2.0,
                        0, pose.focalPx, (pose.imageSize.height - 1) / 2.0, 0, 0, 1);
    return k * plane;
}

inline cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p)
{
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
    return {q[0] / q[2], q[1] / q[2]};
}

/// Camera pixels per map mm at a map point (geometric mean of the two directions).
inline double pixelsPerMmAt(const cv::Matx33d& mapToCam, cv::Point2d mapMm)
{
    const cv::Point2d p = apply(mapToCam, mapMm);
    const double dx = cv::norm(apply(mapToCam, mapMm + cv::Point2d(1, 0)) - p);
    const double dy = cv::norm(apply(mapToCam, mapMm + cv::Point2d(0, 1)) - p);
    return std::sqrt(dx * dy);
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
