// TableMap::recoverShadowColouredPieces: a grey counter on the cream map looks like the map in shadow,
// and the detector can take a lone grey stack for a shadow, a foreign object, dropping the stacks touching
// it as that object's fringe. Piece-like such objects are measured here as pieces, with the changed
// regions beside them that no blob accounts for.
//
// The regions are the raw change mask's connected components. Labelling the whole grid with OpenCV's
// statistics cost about 5 ms a 1080p frame (about 1 ms with labelRegions), for a few objects; it is done
// within the objects' neighbourhood, and on the whole grid only when a component that matters reaches out
// of it (then the neighbourhood's labels could be wrong).

#include "vision/occupancy/occupancy_detector.hpp"
#include "vision/occupancy/piece_measure.hpp"
#include "vision/occupancy/region_labels.hpp"
#include "vision/table/table_map.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace adj::vision {

namespace {

// The detector drops a region within 3 mm of a foreign object as its fringe, measured on its cleaned
// regions (closed by 2.5 mm, walls and shadows included); in the raw change mask such a region can lie
// 6 mm from the object's own component (a blue stack of three 2 mm below a grey counter taken for a
// shadow). Regions this close to a recovered piece, as large as a piece (minAreaFraction) and under no
// blob, are measured again.
constexpr double kFringeReachMm = 7.0;
// The detector's own fringe reaches 3 mm from the object's cleaned region, which lies within its bounds;
// a region it dropped reaches that band with its cleaned shape, up to the cleaning's closing (1.25 mm)
// beyond its raw one. Raw regions reaching this far round the object's bounds are looked at too: the raw
// component under a grey counter taken for a shadow can lie farther than kFringeReachMm from a stack whose
// cleaned region its fringe took (hard table 60 at 1080p: the stack in 2010 below a grey counter in 2009).
constexpr double kDroppedFringeMm = 4.5;
// A region brought back is split into pieces only beyond this many footprints, two stacks each covering
// about 1.3 with its walls and shadow (measureRegion): a lone tall stack of grey counters, fanned and with
// its shadow, came back as 2.1-2.3 footprints and split in two, one part a phantom on the hexside beside it
// (the scenario's stack in 0913, TableVision.ABumpedCameraReRegistersAndSaysSo); two stacks touching, 2.8
// and 2.9 (hard table 83).
constexpr double kTwoStacksFootprints = 2.6;
// Room round the objects for the labelled neighbourhood: a recovered component reaching farther out of
// its object's bounds than this less kFringeReachMm sends the labelling to the whole grid.
constexpr double kNeighbourhoodMm = 25.0;

bool pieceLike(const ForeignObject& object, const OccupancyOptions& options)
{
    const double footprint = options.shapes.front().sizeMm.area();
    return object.skinFraction < 0.1 && object.darkFraction > 0.6 && !object.touchesEdge &&
           object.areaMm2 <= options.maxPieceAreaMultiple * footprint;
}

cv::Rect grown(const cv::Rect& r, int by)
{
    return {r.x - by, r.y - by, r.width + 2 * by, r.height + 2 * by};
}

cv::Rect boundsPxOf(const ForeignObject& object, const RectifiedGrid& grid, const cv::Rect& whole)
{
    const cv::Point2d tl = grid.toPixel(object.boundsMm.tl());
    const cv::Point2d br = grid.toPixel(object.boundsMm.br());
    return cv::Rect(cv::Point(cvFloor(tl.x), cvFloor(tl.y)), cv::Point(cvCeil(br.x) + 1, cvCeil(br.y) + 1)) & whole;
}

struct Recovery {
    std::vector<cv::Mat> masks;     ///< Each within its roi.
    std::vector<cv::Rect> rois;     ///< Grid pixels.
    std::vector<ForeignObject> kept; ///< The foreign objects that stay foreign.
};

// The recovery with the change mask labelled within `area` (grid pixels) only. Empty when a component
// that matters (under an object, recovered, or measured again) reaches `area`'s edge inside the grid, or a
// recovered one's reach does: its labels there may not be the whole grid's.
std::optional<Recovery> recoverWithin(const cv::Rect& area, const OccupancyResult& occupancy, const RectifiedGrid& grid,
                                      const OccupancyOptions& options)
{
    const cv::Rect grid0(0, 0, occupancy.changed.cols, occupancy.changed.rows);
    const cv::Rect local(0, 0, area.width, area.height);
    cv::Mat labels;
    cv::Mat stats;
    const int count = labelRegions(occupancy.changed(area), labels, stats);
    const auto boundsOf = [&](int label) {
        return cv::Rect(stats.at<int>(label, cv::CC_STAT_LEFT), stats.at<int>(label, cv::CC_STAT_TOP),
                        stats.at<int>(label, cv::CC_STAT_WIDTH), stats.at<int>(label, cv::CC_STAT_HEIGHT));
    };
    // Reaching the area's edge where the grid goes on: the component may go on too.
    const auto cut = [&](const cv::Rect& r) {
        return (r.x == 0 && area.x > 0) || (r.y == 0 && area.y > 0) ||
               (r.br().x == area.width && area.br().x < grid0.width) || (r.br().y == area.height && area.br().y < grid0.height);
    };
    const double footprint = options.shapes.front().sizeMm.area();
    const double mm2PerPx = 1.0 / (grid.pxPerMm * grid.pxPerMm);
    const int reach = std::max(3, cvRound(kFringeReachMm * grid.pxPerMm)) * 2 + 1;

    Recovery out;
    cv::Mat recovered = cv::Mat::zeros(labels.size(), CV_8U);
    cv::Rect recoveredBounds;
    std::vector<bool> measure(static_cast<std::size_t>(count), false);
    std::vector<cv::Rect> droppedBesides; // where the detector dropped regions as a recovered object's fringe
    for (const auto& object : occupancy.foreign) {
        if (!pieceLike(object, options)) {
            out.kept.push_back(object);
            continue;
        }
        // The component under the object: the commonest label inside its bounds.
        const cv::Rect box = boundsPxOf(object, grid, grid0);
        const cv::Rect inArea = (box - area.tl()) & local;
        std::map<int, int> votes;
        for (int y = inArea.y; y < inArea.y + inArea.height; ++y) {
            for (int x = inArea.x; x < inArea.x + inArea.width; ++x) {
                const int l = labels.at<int>(y, x);
                if (l > 0) ++votes[l];
            }
        }
        for (const auto& [label, n] : votes)
            if (cut(boundsOf(label))) return std::nullopt;
        if (votes.empty()) {
            out.kept.push_back(object);
            continue;
        }
        const int label = std::max_element(votes.begin(), votes.end(),
                                           [](const auto& a, const auto& b) { return a.second < b.second; })
                              ->first;
        measure[static_cast<std::size_t>(label)] = true;
        const cv::Rect component = boundsOf(label);
        const cv::Rect within = grown(component + area.tl(), reach / 2 + 1) & grid0;
        if ((within & area) != within) return std::nullopt; // what lies within its reach is partly outside
        recovered(component).setTo(cv::Scalar(255), labels(component) == label);
        recoveredBounds = recoveredBounds.empty() ? component : (recoveredBounds | component);
        droppedBesides.push_back(grown(inArea, cvCeil(kDroppedFringeMm * grid.pxPerMm)) & local);
    }
    if (out.kept.size() == occupancy.foreign.size()) return out;
    // Regions beside a recovered piece that no blob accounts for: dropped as its fringe. Dilated within
    // the recovered components' bounds and the reach round them only: nothing beyond is near.
    const cv::Rect nearArea = grown(recoveredBounds, reach / 2 + 1) & local;
    cv::Mat near = cv::Mat::zeros(labels.size(), CV_8U);
    cv::dilate(recovered(nearArea), near(nearArea), cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(reach, reach)),
               cv::Point(-1, -1), 1, cv::BORDER_CONSTANT, cv::Scalar(0));
    for (int i = 1; i < count; ++i) {
        if (measure[static_cast<std::size_t>(i)]) continue;
        const cv::Rect box = boundsOf(i);
        // A component cut by the area's edge may be larger than it shows here.
        if (stats.at<int>(i, cv::CC_STAT_AREA) * mm2PerPx < options.minAreaFraction * footprint && !cut(box)) continue;
        const bool isNear = cv::countNonZero(near(box) & (labels(box) == i)) > 0 ||
                            std::any_of(droppedBesides.begin(), droppedBesides.end(), [&](const cv::Rect& r) {
                                const cv::Rect both = r & box;
                                return !both.empty() && cv::countNonZero(labels(both) == i) > 0;
                            });
        if (!isNear) continue;
        if (cut(box)) return std::nullopt;
        bool explained = false;
        for (const auto& blob : occupancy.blobs) explained = explained || (blob.boundsPx & (box + area.tl())).area() > 0;
        measure[static_cast<std::size_t>(i)] = !explained;
    }
    for (int i = 1; i < count; ++i) {
        if (!measure[static_cast<std::size_t>(i)]) continue;
        const int margin = 4;
        const cv::Rect roi = (grown(boundsOf(i) + area.tl(), margin) & grid0);
        cv::Mat mask(roi.size(), CV_8U, cv::Scalar(0));
        // The component within roi; roi may reach past the labelled area, where it has no pixels.
        const cv::Rect labelled = (roi - area.tl()) & local;
        cv::compare(labels(labelled), i, mask(labelled + area.tl() - roi.tl()), cv::CMP_EQ);
        out.masks.push_back(mask);
        out.rois.push_back(roi);
    }
    return out;
}

} // namespace

void TableMap::recoverShadowColouredPieces(FrameOccupancy& frame, const OccupancyDetector& detector) const
{
    OccupancyResult& occupancy = frame.occupancy;
    if (occupancy.foreign.empty() || occupancy.changed.empty()) return;
    const RectifiedGrid& grid = detector.grid();
    const OccupancyOptions& options = detector.options();
    const cv::Rect whole(0, 0, occupancy.changed.cols, occupancy.changed.rows);
    // Hands are the commoner foreign objects; the labelling is for grey counters only.
    cv::Rect around;
    for (const auto& object : occupancy.foreign) {
        if (!pieceLike(object, options)) continue;
        const cv::Rect box = grown(boundsPxOf(object, grid, whole), cvCeil(kNeighbourhoodMm * grid.pxPerMm)) & whole;
        around = around.empty() ? box : (around | box);
    }
    if (around.empty()) return;
    std::optional<Recovery> recovery = recoverWithin(around, occupancy, grid, options);
    if (!recovery) recovery = recoverWithin(whole, occupancy, grid, options);
    if (recovery->kept.size() == occupancy.foreign.size()) return;
    OccupancyOptions splitting = options;
    splitting.splitAreaMultiple = std::max(options.splitAreaMultiple, kTwoStacksFootprints);
    // Grey only where it is measured: measurePiece smooths grey(roi) with a 3x3 kernel, so a pixel round it.
    cv::Mat grey(occupancy.normalised.size(), CV_8U, cv::Scalar(0));
    for (std::size_t k = 0; k < recovery->rois.size(); ++k) {
        const cv::Rect& roi = recovery->rois[k];
        const cv::Rect read = grown(roi, 1) & whole;
        cv::cvtColor(occupancy.normalised(read), grey(read), cv::COLOR_BGR2GRAY);
        // Two stacks touching, a grey counter on top of one, are one region the detector took for a shadow:
        // measured as the detector measures any region, split when it holds more than one.
        for (OccupancyBlob& blob : measureRegion(grey, recovery->masks[k], roi, grid, frame.view, splitting)) {
            if (detector.keepsAsPiece(blob, occupancy.normalised)) occupancy.blobs.push_back(std::move(blob));
        }
    }
    occupancy.foreign = std::move(recovery->kept);
}

} // namespace adj::vision
