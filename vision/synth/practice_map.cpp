#include "vision/synth/practice_map.hpp"

#include <opencv2/imgproc.hpp>

#include <cmath>
#include <numbers>

namespace adj::vision::synth {

namespace {

// Flat-top hex centres on a grid that starts at the map's origin; odd columns half a hex lower.
template <typename Visit>
void forEachHexCentre(cv::Size2d mapSizeMm, double r, double slack, Visit visit)
{
    const double rowStep = r * std::sqrt(3.0);
    int col = 0;
    for (double cx = 0; cx <= mapSizeMm.width + slack; cx += 1.5 * r, ++col) {
        const double offset = (col % 2) * rowStep / 2;
        for (double cy = offset; cy <= mapSizeMm.height + slack; cy += rowStep) {
            visit(cv::Point2d(cx, cy));
        }
    }
}

} // namespace

cv::Mat renderPracticeMap(cv::Size2d mapSizeMm, double pxPerMm, double hexRadiusMm)
{
    const cv::Size size(static_cast<int>(std::lround(mapSizeMm.width * pxPerMm)),
                        static_cast<int>(std::lround(mapSizeMm.height * pxPerMm)));
    cv::Mat image(size, CV_8UC3, kMapGround);
    constexpr int kShift = 4; // sub-pixel drawing precision
    const auto fine = [&](cv::Point2d p) {
        return cv::Point(static_cast<int>(std::lround((p.x * pxPerMm - 0.5) * (1 << kShift))),
                         static_cast<int>(std::lround((p.y * pxPerMm - 0.5) * (1 << kShift))));
    };

    // Terrain, so that the rectified picture has something to recognise by eye.
    std::vector<cv::Point> river;
    for (double x = 0; x <= mapSizeMm.width; x += 5) {
        river.push_back(fine({x, mapSizeMm.height * (0.55 + 0.15 * std::sin(x / 70.0))}));
    }
    cv::polylines(image, river, false, cv::Scalar(190, 120, 60), static_cast<int>(4 * pxPerMm), cv::LINE_AA, kShift);
    for (const cv::Point2d wood : {cv::Point2d(120, 90), cv::Point2d(420, 300), cv::Point2d(470, 80)}) {
        cv::circle(image, fine(wood), static_cast<int>(35 * pxPerMm * (1 << kShift)), cv::Scalar(70, 130, 70),
                   cv::FILLED, cv::LINE_AA, kShift);
    }
    const double r = hexRadiusMm;
    forEachHexCentre(mapSizeMm, r, r, [&](cv::Point2d centre) {
        std::vector<cv::Point> hex;
        for (int k = 0; k < 6; ++k) {
            const double a = k * std::numbers::pi / 3;
            hex.push_back(fine({centre.x + r * std::cos(a), centre.y + r * std::sin(a)}));
        }
        cv::polylines(image, hex, true, kHexLine, 2, cv::LINE_AA, kShift);
    });
    return image;
}

std::vector<cv::Point2d> practiceHexCentres(cv::Size2d mapSizeMm, double hexRadiusMm)
{
    std::vector<cv::Point2d> centres;
    const double halfHeight = hexRadiusMm * std::sqrt(3.0) / 2;
    forEachHexCentre(mapSizeMm, hexRadiusMm, 0.0, [&](cv::Point2d c) {
        if (c.x - hexRadiusMm >= 0 && c.y - halfHeight >= 0 && c.x + hexRadiusMm <= mapSizeMm.width &&
            c.y + halfHeight <= mapSizeMm.height) {
            centres.push_back(c);
        }
    });
    return centres;
}

} // namespace adj::vision::synth
