#include "vision/blocks/block_reading.hpp"

#include "vision/blocks/block_colour.hpp"
#include "vision/blocks/block_labels.hpp"
#include "vision/blocks/upright_count.hpp"
#include "vision/blocks/wood_groups.hpp"
#include "vision/occupancy/region_labels.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace adj::vision {
namespace {

/// A pale region at least this share of the block's face can be a label (tipped block); the map seen
/// in the gap between two upright blocks is a thin strip, well under it.
constexpr double kLabelAreaShare = 0.3;
/// Wood within this distance of a label is that tipped block's border and the walls the camera sees
/// (a 9 mm wall seen 25 degrees off vertical shows about 4 mm); beyond it may be a neighbour's.
constexpr double kTippedRimMm = 4.5;
/// How sure a tipped block found by its label is: a pale patch framed by wood is seldom anything else,
/// but the map showing between blocks standing round it can be.
constexpr double kLabelConfidence = 0.9;
/// Changed regions smaller than this share of a block's face are specks, not blocks.
constexpr double kLeastRegionShare = 0.3;

/// The changed regions (labels of `regions`, sizes in `stats`) the detector measured pieces in: those
/// mostly inside some blob's bounds and not too small for a block. The detector finds its pieces on a
/// cleaned mask, so one blob may span several regions of `changed`, and a thin fragment can lie under
/// the middle of a blob whose region is round it.
std::set<int> pieceRegions(const OccupancyResult& occupancy, const cv::Mat& regions, const cv::Mat& stats,
                           double leastPixels)
{
    std::set<int> ids;
    const cv::Rect whole(0, 0, regions.cols, regions.rows);
    for (const OccupancyBlob& blob : occupancy.blobs) {
        std::map<int, int> inside;
        const cv::Rect box = blob.boundsPx & whole;
        for (int y = box.y; y < box.y + box.height; ++y) {
            for (int x = box.x; x < box.x + box.width; ++x) {
                if (const int id = regions.at<int>(y, x); id > 0) ++inside[id];
            }
        }
        for (const auto& [id, pixels] : inside) {
            const int area = stats.at<int>(id, cv::CC_STAT_AREA);
            if (area >= leastPixels && 2 * pixels >= area) ids.insert(id);
        }
    }
    return ids;
}

SeenStack blockAt(const TableMap& table, cv::Point2d standingMm, bool tipped, const BlockSideMatch& side,
                  double confidence)
{
    SeenStack block;
    block.confidence = confidence;
    block.stack.space = table.hexAt(standingMm);
    block.stack.point = {standingMm.x, standingMm.y};
    block.stack.count = 1;
    block.stack.tipped = tipped;
    if (side.side >= 0 && side.confidence >= kMinSideConfidence) {
        block.stack.side = side.sideId;
        block.sideConfidence = side.confidence;
    }
    return block;
}

} // namespace

std::vector<SeenStack> blocksOf(const TableMap& table, FrameOccupancy& seen, const OccupancyDetector& detector,
                                const BlockSize& size)
{
    table.recoverShadowColouredPieces(seen, detector);
    const OccupancyResult& occupancy = seen.occupancy;
    const RectifiedGrid& grid = detector.grid();
    const ViewGeometry& view = seen.view;
    std::vector<SeenStack> out;
    if (occupancy.changed.empty() || occupancy.normalised.empty()) return out;
    const BlockColours colours(table.gameSides());
    const double mm2PerPx = 1.0 / (grid.pxPerMm * grid.pxPerMm);
    const double faceArea = size.faceMm * size.faceMm;

    cv::Mat regions;
    cv::Mat stats;
    labelRegions(occupancy.changed, regions, stats);
    for (const int id : pieceRegions(occupancy, regions, stats, kLeastRegionShare * faceArea / mm2PerPx)) {
        const cv::Rect box(stats.at<int>(id, cv::CC_STAT_LEFT), stats.at<int>(id, cv::CC_STAT_TOP),
                           stats.at<int>(id, cv::CC_STAT_WIDTH), stats.at<int>(id, cv::CC_STAT_HEIGHT));
        // Everything below works in the region's own box: its pixels, its colours in Lab.
        cv::Mat inRegion;
        cv::compare(regions(box), id, inRegion, cv::CMP_EQ);
        const cv::Mat lab = BlockColours::labOf(occupancy.normalised(box));
        const cv::Point2d corner(box.x, box.y);
        cv::Mat pale(box.size(), CV_8U, cv::Scalar(0));
        for (int y = 0; y < box.height; ++y) {
            for (int x = 0; x < box.width; ++x) {
                if (inRegion.at<std::uint8_t>(y, x) && colours.isPale(lab.at<cv::Vec3f>(y, x)))
                    pale.at<std::uint8_t>(y, x) = 255;
            }
        }
        cv::Mat wood = inRegion & ~pale;

        // Tipped blocks: pale labels framed by wood. A label lies inside its region; the pale halo at the
        // region's edge can touch a grey block's label through its thin border, so it is left out here.
        cv::Mat inside;
        cv::erode(inRegion, inside, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(5, 5)));
        const std::vector<BlockLabel> labels = labelsIn(pale & inside, wood, kLabelAreaShare * faceArea / mm2PerPx);
        const double reachPx = kTippedRimMm * grid.pxPerMm;
        std::vector<std::vector<cv::Point>> tippedWood(labels.size());
        std::vector<cv::Point> uprightWood;
        for (int y = 0; y < box.height; ++y) {
            for (int x = 0; x < box.width; ++x) {
                if (!wood.at<std::uint8_t>(y, x)) continue;
                std::size_t owner = labels.size();
                double nearest = reachPx;
                bool onLabel = false;
                for (std::size_t t = 0; t < labels.size() && !onLabel; ++t) {
                    const double d = labels[t].distanceOutside(cv::Point(x, y));
                    onLabel = d <= 0; // the unit's symbol and strength printed on the label: nobody's wood
                    if (d <= nearest) {
                        nearest = d;
                        owner = t;
                    }
                }
                if (onLabel) continue;
                const cv::Point at(x, y);
                if (owner < labels.size()) tippedWood[owner].push_back(at);
                else uprightWood.push_back(at);
            }
        }
        for (std::size_t t = 0; t < labels.size(); ++t) {
            const cv::Point2d seenMm = grid.toMap(labels[t].centrePx + corner);
            const cv::Point2d standing = view.known ? view.standingPoint(seenMm, size.thicknessMm) : seenMm;
            out.push_back(blockAt(table, standing, true, colours.classify(lab, tippedWood[t]), kLabelConfidence));
        }

        // Upright blocks: the rest of the wood, as many as its area holds.
        if (uprightWood.empty()) continue;
        const double woodArea = static_cast<double>(uprightWood.size()) * mm2PerPx;
        const cv::Point2d seenMiddle = grid.toMap(meanOf(uprightWood) + corner);
        const cv::Point2d middle = view.known ? view.standingPoint(seenMiddle, size.faceMm / 2) : seenMiddle;
        const std::vector<cv::Point2f> asFloat(uprightWood.begin(), uprightWood.end());
        const UprightCount count = countUpright(view, woodArea, middle, cv::minAreaRect(asFloat).angle, size);
        if (count.blocks == 0) continue;
        for (const auto& group : groupsOf(uprightWood, count.blocks)) {
            const cv::Point2d seenMm = grid.toMap(meanOf(group) + corner);
            const cv::Point2d standing = view.known ? view.standingPoint(seenMm, size.faceMm / 2) : seenMm;
            out.push_back(blockAt(table, standing, false, colours.classify(lab, group), count.confidence));
        }
    }
    return out;
}

} // namespace adj::vision
