#include "vision/synth/table_render.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace adj::vision::synth {

namespace {

constexpr double kTablePxPerMm = 1.0;
constexpr double kPlankMm = 140.0;

// Wood in map coordinates over `regionMm`: long streaks along x, planks along y.
cv::Mat woodTexture(const cv::Rect2d& regionMm, unsigned seed)
{
    const cv::Size size(std::max(1, static_cast<int>(regionMm.width * kTablePxPerMm)),
                        std::max(1, static_cast<int>(regionMm.height * kTablePxPerMm)));
    cv::RNG rng(seed);
    // Grain: noise stretched along the boards, coarse figure plus fine lines.
    cv::Mat grain(std::max(2, size.height / 4), std::max(2, size.width / 150), CV_32F);
    rng.fill(grain, cv::RNG::NORMAL, 0.0, 6.0);
    cv::resize(grain, grain, size, 0, 0, cv::INTER_CUBIC);
    cv::Mat fine(std::max(2, size.height), std::max(2, size.width / 40), CV_32F);
    rng.fill(fine, cv::RNG::NORMAL, 0.0, 4.0);
    cv::resize(fine, fine, size, 0, 0, cv::INTER_LINEAR);
    grain += fine;
    cv::Mat wood(size, CV_32FC3, kTable);
    std::vector<cv::Mat> channels;
    cv::split(wood, channels);
    for (auto& c : channels) {
        c += grain;
    }
    cv::merge(channels, wood);
    // Planks: each a slightly different shade, with a dark seam between them.
    const double firstSeam = std::floor(regionMm.y / kPlankMm) * kPlankMm;
    for (double seam = firstSeam; seam < regionMm.y + regionMm.height; seam += kPlankMm) {
        const int top = static_cast<int>((seam - regionMm.y) * kTablePxPerMm);
        const int bottom = static_cast<int>((seam + kPlankMm - regionMm.y) * kTablePxPerMm);
        const cv::Range rows(std::clamp(top, 0, size.height), std::clamp(bottom, 0, size.height));
        if (rows.size() > 0) {
            wood.rowRange(rows) += cv::Scalar::all(rng.uniform(-10.0, 10.0));
        }
        if (top >= 0 && top < size.height) {
            cv::line(wood, cv::Point(0, top), cv::Point(size.width - 1, top), cv::Scalar(20, 35, 55), 2);
        }
    }
    cv::Mat out;
    wood.convertTo(out, CV_8UC3);
    return out;
}

cv::Rect2d visibleTableMm(const RenderCanvas& canvas, const cv::Rect2d& sheetMm)
{
    // Canvas corners back on the table plane; beyond the horizon (or absurdly far) clamp to
    // a generous region round the sheet, which is all a framed camera sees anyway.
    const cv::Matx33d toMap = canvas.planeToCanvas(0.0).inv();
    const cv::Rect2d limit(sheetMm.x - 1500, sheetMm.y - 1500, sheetMm.width + 3000, sheetMm.height + 3000);
    double minX = limit.x + limit.width;
    double minY = limit.y + limit.height;
    double maxX = limit.x;
    double maxY = limit.y;
    bool beyondHorizon = false;
    const cv::Size size = canvas.image.size();
    for (const cv::Point2d corner : {cv::Point2d(0, 0), cv::Point2d(size.width, 0),
                                     cv::Point2d(size.width, size.height), cv::Point2d(0, size.height)}) {
        const cv::Vec3d q = toMap * cv::Vec3d(corner.x, corner.y, 1);
        if (q[2] <= 0) {
            beyondHorizon = true;
            continue;
        }
        minX = std::min(minX, q[0] / q[2]);
        minY = std::min(minY, q[1] / q[2]);
        maxX = std::max(maxX, q[0] / q[2]);
        maxY = std::max(maxY, q[1] / q[2]);
    }
    if (beyondHorizon) {
        return limit;
    }
    const cv::Rect2d seen(minX - 20, minY - 20, maxX - minX + 40, maxY - minY + 40);
    return seen & limit;
}

} // namespace

void drawTableAndSheet(RenderCanvas& canvas, const PrintedSheet& sheet, unsigned tableSeed)
{
    const cv::Rect2d sheetMm = sheet.extentMm();
    // The wood is generated on a fixed lattice so that a moved camera sees the same boards.
    cv::Rect2d regionMm = visibleTableMm(canvas, sheetMm);
    regionMm.x = std::floor(regionMm.x / kPlankMm) * kPlankMm;
    regionMm.y = std::floor(regionMm.y / kPlankMm) * kPlankMm;
    const cv::Mat wood = woodTexture(regionMm, tableSeed);
    const cv::Matx33d woodToMap(1 / kTablePxPerMm, 0, regionMm.x, 0, 1 / kTablePxPerMm, regionMm.y, 0, 0, 1);
    cv::Mat frame;
    cv::warpPerspective(wood, frame, cv::Mat(canvas.planeToCanvas(0.0) * woodToMap), canvas.image.size(),
                        cv::INTER_LINEAR, cv::BORDER_REPLICATE);

    // Shrink the sheet to about two source pixels per camera pixel first: warping a fine
    // print straight down to camera resolution would alias its hex lines.
    const cv::Matx33d toCanvas = canvas.planeToCanvas(0.0);
    double finest = 0.0;
    for (const cv::Point2d p : {sheetMm.tl(), sheetMm.br(), cv::Point2d(sheetMm.x, sheetMm.y + sheetMm.height),
                                cv::Point2d(sheetMm.x + sheetMm.width, sheetMm.y)}) {
        finest = std::max(finest, pixelsPerMmAt(toCanvas, p));
    }
    cv::Mat fitted = sheet.image;
    const double wanted = 2.0 * finest;
    if (wanted < sheet.pxPerMm) {
        const double f = wanted / sheet.pxPerMm;
        cv::resize(sheet.image, fitted, cv::Size(), f, f, cv::INTER_AREA);
    }
    // Per-axis scale: the resized size is rounded, and a 0.1% scale error would move the far
    // side of the map by most of a millimetre.
    const double pxPerMmX = sheet.pxPerMm * fitted.cols / sheet.image.cols;
    const double pxPerMmY = sheet.pxPerMm * fitted.rows / sheet.image.rows;
    const cv::Matx33d fittedToMap(1 / pxPerMmX, 0, sheet.originMm.x + 0.5 / pxPerMmX, 0, 1 / pxPerMmY,
                                  sheet.originMm.y + 0.5 / pxPerMmY, 0, 0, 1);
    cv::warpPerspective(fitted, frame, cv::Mat(toCanvas * fittedToMap), frame.size(), cv::INTER_LINEAR,
                        cv::BORDER_TRANSPARENT);
    frame.convertTo(canvas.image, CV_32FC3);
}

} // namespace adj::vision::synth
