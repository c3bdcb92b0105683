#include "vision/blocks/block_reading.hpp"

#include "vision/blocks/block_colour.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace adj::vision {
namespace {

/// Gap players leave between blocks standing in a row, for the areas blocks in a row cover.
constexpr double kRowGapMm = 2.5;
/// Most blocks one merged blob is read as.
constexpr int kMostInARow = 3;
/// Share of the pale disc at the top face's middle that must be label for a block to be tipped.
/// A lying block's disc is nearly all label (its symbol's lines aside); two upright blocks show at
/// most the map in the gap between them.
constexpr double kTippedPaleShare = 0.4;
/// Radius of that disc: inside the label of a lying block seen a little off its middle.
constexpr double kLabelDiscMm = 3.5;

/// The area on the map plane that a box of `footprint` (along its own x, y), turned by `angleDeg`,
/// `heightMm` tall, standing at `centreMm`, covers as this camera sees it: its footprint swept up to
/// its top.
double coveredAreaMm2(const ViewGeometry& view, cv::Point2d centreMm, cv::Size2d footprint, double angleDeg,
                      double heightMm)
{
    const double a = angleDeg * CV_PI / 180.0;
    const cv::Point2d ux(std::cos(a), std::sin(a));
    const cv::Point2d uy(-std::sin(a), std::cos(a));
    std::vector<cv::Point2f> corners;
    for (const double sx : {-0.5, 0.5}) {
        for (const double sy : {-0.5, 0.5}) {
            const cv::Point2d c = centreMm + ux * (sx * footprint.width) + uy * (sy * footprint.height);
            corners.emplace_back(c);
            corners.emplace_back(view.known ? view.seenPoint(c, heightMm) : c);
        }
    }
    std::vector<cv::Point2f> hull;
    cv::convexHull(corners, hull);
    return cv::contourArea(hull);
}

/// Centroid (map mm) of the changed pixels within the blob's bounds.
cv::Point2d seenCentroidMm(const OccupancyBlob& blob, const cv::Mat& changed, const RectifiedGrid& grid)
{
    const cv::Rect box = blob.boundsPx & cv::Rect(0, 0, changed.cols, changed.rows);
    const cv::Moments m = cv::moments(changed(box), true);
    if (m.m00 <= 0) return blob.topSeenMm;
    return grid.toMap(cv::Point2d(box.x + m.m10 / m.m00, box.y + m.m01 / m.m00));
}

/// Share of a disc of `radiusMm` round `centreMm` that is pale: lighter than any side's wood.
double paleShare(const cv::Mat& lab, const BlockColours& colours, cv::Point2d centreMm, double radiusMm,
                 const RectifiedGrid& grid)
{
    const cv::Point2d c = grid.toPixel(centreMm);
    const double r = radiusMm * grid.pxPerMm;
    int inside = 0;
    int pale = 0;
    for (int y = cvFloor(c.y - r); y <= cvCeil(c.y + r); ++y) {
        for (int x = cvFloor(c.x - r); x <= cvCeil(c.x + r); ++x) {
            if (x < 0 || y < 0 || x >= lab.cols || y >= lab.rows) continue;
            if ((x - c.x) * (x - c.x) + (y - c.y) * (y - c.y) > r * r) continue;
            ++inside;
            pale += colours.isPale(lab.at<cv::Vec3f>(y, x)) ? 1 : 0;
        }
    }
    return inside > 0 ? static_cast<double>(pale) / inside : 0.0;
}

} // namespace

std::vector<SeenStack> blocksOf(const TableMap& table, FrameOccupancy& seen, const OccupancyDetector& detector,
                                const BlockSize& size)
{
    table.recoverShadowColouredPieces(seen, detector);
    const OccupancyResult& occupancy = seen.occupancy;
    const RectifiedGrid& grid = detector.grid();
    const ViewGeometry& view = seen.view;
    const BlockColours colours(table.gameSides());
    const cv::Mat lab = BlockColours::labOf(occupancy.normalised);
    std::vector<SeenStack> out;
    for (const OccupancyBlob& blob : occupancy.blobs) {
        const cv::Point2d centroid = seenCentroidMm(blob, occupancy.changed, grid);
        const double pale = std::max(paleShare(lab, colours, blob.topSeenMm, kLabelDiscMm, grid),
                                     paleShare(lab, colours, centroid, kLabelDiscMm, grid));
        const bool tipped = pale >= kTippedPaleShare;
        const BlockSideMatch side = colours.classify(lab, occupancy.changed, blob.boundsPx);

        // Where the blocks stand: the middle of what is seen, brought down from half their height.
        const double height = tipped ? size.thicknessMm : size.faceMm;
        const cv::Point2d middle = view.known ? view.standingPoint(centroid, height / 2) : centroid;
        int count = 1;
        double along = 0; // the row's direction: across the blocks' long sides
        if (!tipped) {
            // Long axis of the fitted top: for an upright fit the shape's own x; a square fit says nothing
            // about it, and the row is then taken along the blob's longer extent below.
            const double angle = blob.shape == kUprightBlockShape ? blob.shapeAngleDeg : blob.orientationDeg;
            along = angle + 90.0;
            double bestMiss = 1e9;
            for (int n = 1; n <= kMostInARow; ++n) {
                const cv::Size2d row(size.faceMm, n * size.thicknessMm + (n - 1) * kRowGapMm);
                const double expected = coveredAreaMm2(view, middle, row, angle, size.faceMm);
                const double miss = std::abs(std::log(blob.areaMm2 / expected));
                if (miss < bestMiss) {
                    bestMiss = miss;
                    count = n;
                }
            }
        }
        const double a = along * CV_PI / 180.0;
        const cv::Point2d step = cv::Point2d(std::cos(a), std::sin(a)) * (size.thicknessMm + kRowGapMm);
        for (int i = 0; i < count; ++i) {
            const cv::Point2d at = middle + step * (i - (count - 1) / 2.0);
            SeenStack block;
            block.confidence = blob.confidence;
            block.stack.space = table.hexAt(at);
            block.stack.point = {at.x, at.y};
            block.stack.count = 1;
            block.stack.tipped = tipped;
            if (side.side >= 0 && side.confidence >= kMinSideConfidence) {
                block.stack.side = side.sideId;
                block.sideConfidence = side.confidence;
            }
            out.push_back(std::move(block));
        }
    }
    return out;
}

} // namespace adj::vision
