// TableMap::recoverPiecesBesideShips: a ship on a river hexside and a counter in a hex beside it
// that touch it are one changed region to the detector, and one top face is fitted to it. The face
// lands on one of the two pieces and the other is lost: over 40 normal tables, 9 of the 12 stacks
// put in the wrong space or missed were such pairs (the ship lost 7 times, the counter twice).
//
// The map says where the lost piece can be. A ship stands on a river hexside's middle; a counter
// beside a ship stands near its hex's centre. So at each such point the frame is compared with the
// map (unlike_map.hpp), and what differs there and lies beyond every fitted face (with room for a
// stack's walls and fanned lower counters) is a piece no blob accounts for.
//
// The one face is often fitted between the two pieces, over the ship's inner half; then little of the
// ship is left beyond it (at 4K with fiducial counters, whose sharp print pulls the face, most lost ships
// were such). The region is then split in two and measured again: a part whose face lands on the river's
// middle beside a part in a hex beside it is the ship and the counter, and the ship is what is left
// beyond the counter's own face. Where the ship differs from the map apart from the counter (the two
// are joined only in the detector's cleaned regions), the two parts are those two, and a ship part with
// an outline of its own is the ship however little of it lies beyond the counter's face.

#include "vision/occupancy/occupancy_detector.hpp"
#include "vision/occupancy/piece_measure.hpp"
#include "vision/occupancy/region_labels.hpp"
#include "vision/occupancy/washed_out.hpp"
#include "vision/table/table_map.hpp"
#include "vision/table/unlike_map.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adj::vision {

namespace {

// Room round a fitted top face for what the same stack shows beyond it: its walls (a stack of three
// is about 6 mm tall, thrown 3 mm at 25 degrees off vertical) and lower counters fanned out by up to 3 mm.
constexpr double kFaceRoomMm = 3.5;
// Only a blob this close to a river hexside's middle can have swallowed a ship there: the face fitted
// to a ship and a counter together lands on the counter or between the two, 8.7-15 mm from the middle
// on 60 normal and 60 hard tables. Blobs farther off (15.7-18.1 mm) were stacks beside a middle that
// glare or their own shadow had hidden. A face fitted wholly on the counter lands farther (17.3 mm, a
// gunboat and a counter on hard table 79); then the region's bounds over the middle say it (regionOver).
constexpr double kMergedWithinMm = 16.0;
// How much of a counter's footprint must differ from the map beyond every face: within half a counter
// of the point where the lost piece would stand, and for a ship also anywhere in the bounds of the blob
// that swallowed it (a face fitted between the two leaves the far ends of both). 204 mm2 is one 9/16 inch
// counter. Measured on 60 normal tables: a lost ship left 71-170 mm2, a hidden river middle with no ship
// at most 8; on 60 hard tables, where glare hides middles too, up to 64 with no ship. A lost counter
// beside a ship left 74-76 mm2 (40 normal tables), a hex beside a ship with no counter at most 20
// (normal) or 33 (hard).
constexpr double kLostShipShare = 0.32;
// What a lost ship leaves is part of a counter. Under hard light a camera blurs the river beside a seen
// ship paler and wider than its print, and along its banks that differs from the sharp print too, enough
// beyond every face to pass kLostShipShare at the next hexside's middle: a phantom ship. The banks are
// thin and are the map blurred, a counter is neither. So what is left must also be solid in part (this
// share of a counter's footprint still there after an opening with a disc kSolidMm across), or differ
// from the map blurred kBlurrierCameraPx more (grid pixels) by this share. Measured on 200 normal and 550
// hard tables at 1080p: 13 of 27 phantoms were thin and like the blurred map (solid 0-16 mm2, 20-60 unlike
// the blurred map), and every one of the 84 lost ships found passes (the two least solid, gunboats mostly
// under the face fitted beside them: solid 0 and 20 mm2, unlike the blurred map 65 and 63; the next 27).
// At 4K the 29 lost ships found on 200 hard tables with fiducial counters pass too (solid 17-100 mm2, unlike
// the blurred map 53-135: each enough by one of the two).
constexpr double kSolidMm = 3.0;
constexpr double kLostShipSolidShare = 0.1;
constexpr double kBlurrierCameraPx = 2.0;
constexpr double kLostShipUnblurredShare = 0.3;
constexpr double kLostCounterShare = 0.25;
// A recovered piece is certain of its space, not of its fit: it stays below TableVision's gate
// threshold (0.5) so that a frame that sees it only now and then does not flicker the board.
constexpr double kRecoveredConfidence = 0.45;

// Distance of a map point outside a blob's fitted top face (0 inside it).
double outsideFace(cv::Point2d mm, const OccupancyBlob& blob, const OccupancyOptions& options)
{
    const cv::Size2d size = shapeOf(blob, options).sizeMm;
    const double angle = (blob.shape == 0 ? blob.orientationDeg : blob.shapeAngleDeg) * CV_PI / 180.0;
    const cv::Point2d d = mm - blob.topSeenMm;
    const double along = std::abs(d.x * std::cos(angle) + d.y * std::sin(angle)) - size.width / 2;
    const double across = std::abs(-d.x * std::sin(angle) + d.y * std::cos(angle)) - size.height / 2;
    return std::hypot(std::max(0.0, along), std::max(0.0, across));
}

struct LeftOut {
    double areaMm2 = 0;
    cv::Point2d centroidMm;
    double solidMm2 = 0;     ///< What is left after an opening with a disc kSolidMm across.
    double unblurredMm2 = 0; ///< What also differs from the map blurred kBlurrierCameraPx more.
};

// Enough left beyond every face for a lost ship, and like a piece rather than a blurred river's banks.
bool lostShipLeft(const LeftOut& left, double footprintMm2)
{
    if (left.areaMm2 < kLostShipShare * footprintMm2) return false;
    return left.solidMm2 >= kLostShipSolidShare * footprintMm2 ||
           left.unblurredMm2 >= kLostShipUnblurredShare * footprintMm2;
}

// A hand or arm over the map differs from it too, and is no piece: anything this close to a foreign
// object's bounds is left to it (its fringe, as the detector drops it). Glare likewise.
constexpr double kForeignFringeMm = 3.0;

// What differs from the map within `radiusMm` of `at` (and anywhere in `alsoPx`, grid pixels), beyond
// every blob's face and away from every foreign object.
LeftOut leftOutAt(cv::Point2d at, double radiusMm, const cv::Rect& alsoPx, const std::vector<OccupancyBlob>& blobs,
                  const OccupancyResult& occupancy, const cv::Mat& reference, const RectifiedGrid& grid,
                  const OccupancyOptions& options)
{
    const cv::Mat& normalised = occupancy.normalised;
    const cv::Point2d centre = grid.toPixel(at);
    const double radius = radiusMm * grid.pxPerMm;
    const int pad = static_cast<int>(std::ceil(radius)) + 1;
    const cv::Rect box = (cv::Rect(cvRound(centre.x) - pad, cvRound(centre.y) - pad, 2 * pad + 1, 2 * pad + 1) | alsoPx) &
                         cv::Rect(0, 0, normalised.cols, normalised.rows);
    const cv::Mat unlike = unlikeMap(normalised, reference, box);
    LeftOut out;
    if (unlike.empty()) return out;
    const cv::Mat unlikeBlurred = unlikeMap(normalised, reference, box, kBlurrierCameraPx);
    cv::Mat left(box.size(), CV_8U, cv::Scalar(0));
    std::vector<const OccupancyBlob*> near;
    for (const auto& blob : blobs) {
        // Every face that can reach a pixel looked at: the disc, or the bounds of a blob near it.
        if (cv::norm(blob.topSeenMm - at) <= radiusMm + 3 * kMergedWithinMm) near.push_back(&blob);
    }
    int count = 0;
    int unblurred = 0;
    cv::Point2d sum;
    for (int y = 0; y < box.height; ++y) {
        for (int x = 0; x < box.width; ++x) {
            const cv::Point2d px(box.x + x, box.y + y);
            if (unlike.at<unsigned char>(y, x) == 0) continue;
            if (cv::norm(px - centre) > radius && !alsoPx.contains(cv::Point(box.x + x, box.y + y))) continue;
            const cv::Point2d mm = grid.toMap(px);
            const bool explained = std::any_of(near.begin(), near.end(), [&](const OccupancyBlob* blob) {
                return outsideFace(mm, *blob, options) <= kFaceRoomMm;
            });
            if (explained) continue;
            const auto within = [&](const cv::Rect2d& boundsMm) {
                return mm.x >= boundsMm.x - kForeignFringeMm && mm.x <= boundsMm.br().x + kForeignFringeMm &&
                       mm.y >= boundsMm.y - kForeignFringeMm && mm.y <= boundsMm.br().y + kForeignFringeMm;
            };
            const bool foreign =
                std::any_of(occupancy.foreign.begin(), occupancy.foreign.end(), [&](const ForeignObject& f) { return within(f.boundsMm); }) ||
                std::any_of(occupancy.glare.begin(), occupancy.glare.end(), [&](const GlareRegion& g) { return within(g.boundsMm); });
            if (foreign) continue;
            ++count;
            sum += mm;
            left.at<unsigned char>(y, x) = 255;
            if (unlikeBlurred.at<unsigned char>(y, x) != 0) ++unblurred;
        }
    }
    const double mm2PerPx = 1.0 / (grid.pxPerMm * grid.pxPerMm);
    out.areaMm2 = count * mm2PerPx;
    out.unblurredMm2 = unblurred * mm2PerPx;
    if (count > 0) {
        out.centroidMm = sum / count;
        const int disc = std::max(1, static_cast<int>(std::lround(kSolidMm * grid.pxPerMm)));
        const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(disc, disc));
        cv::morphologyEx(left, left, cv::MORPH_OPEN, kernel);
        out.solidMm2 = cv::countNonZero(left) * mm2PerPx;
    }
    return out;
}

OccupancyBlob recovered(cv::Point2d at, const LeftOut& seen, const OccupancyBlob& beside, double radiusMm,
                        const RectifiedGrid& grid)
{
    OccupancyBlob blob;
    blob.centreMm = at;
    blob.topSeenMm = at;
    // Pieces side by side are mostly turned alike; the side's colour bands are read along these edges.
    blob.orientationDeg = beside.orientationDeg;
    blob.areaMm2 = seen.areaMm2;
    blob.extentMm = {2 * radiusMm, 2 * radiusMm};
    blob.confidence = kRecoveredConfidence;
    const cv::Point2d tl = grid.toPixel(at - cv::Point2d(radiusMm, radiusMm));
    const cv::Point2d br = grid.toPixel(at + cv::Point2d(radiusMm, radiusMm));
    blob.boundsPx = cv::Rect(cv::Point(cvFloor(tl.x), cvFloor(tl.y)), cv::Point(cvCeil(br.x), cvCeil(br.y)));
    return blob;
}

// The ship's part of a region split in two: its face lands this close to the river's middle, where ships
// stand. On 200 hard tables at 1080p, 16 splits would have found a phantom ship (glare beside a stack
// hiding the middle): 15 put that part's face 5.1-13.7 mm from the middle, one 1.9 mm (its other part was
// a ship on the next hexside). The lost ships found: 1.5-4.9 mm from the middle on 200 normal tables at
// 4K (one more at 9.4 is left lost), 3.2-3.4 mm on the hard ones at 1080p (two more at 7.2 and 11.2).
constexpr double kShipPartWithinMm = 5.0;

struct ShipAndCounter {
    OccupancyBlob counter;
    /// The ship's part differed from the map apart from the counter's, and its face has a piece's outline
    /// on something that is not the map washed out: it is a piece of its own.
    bool shipApart = false;
};

// A ship and the counter beside it seen as one region often get one face fitted between the two, over
// the ship's inner half, which leaves too little of the ship beyond the face to tell it from glare. Split
// in two, the region's parts are measured as pieces each: when one part's face lands on the river's
// middle, the other's is the counter's own face. Empty when the region does not split that way.
std::optional<ShipAndCounter> counterBesideMiddle(cv::Point2d middle, const OccupancyBlob& merged,
                                                 const OccupancyResult& occupancy, const cv::Mat& reference,
                                                 const RectifiedGrid& grid, const ViewGeometry& view,
                                                 const OccupancyOptions& options)
{
    const cv::Mat& normalised = occupancy.normalised;
    const int pad = 4; // the outline's edges, just outside the region
    const cv::Rect box = cv::Rect(merged.boundsPx.x - pad, merged.boundsPx.y - pad, merged.boundsPx.width + 2 * pad,
                                  merged.boundsPx.height + 2 * pad) &
                         cv::Rect(0, 0, normalised.cols, normalised.rows);
    const cv::Mat unlike = unlikeMap(normalised, reference, box);
    if (unlike.empty()) return std::nullopt;
    // The region itself: the largest part of what differs from the map in its bounds. The ship over the
    // river can differ from the map apart from the counter beside it, joined to it in the detector's
    // cleaned regions only; then the two largest parts are the two pieces.
    cv::Mat labels;
    cv::Mat stats;
    const int count = labelRegions(unlike, labels, stats);
    std::vector<int> bySize;
    for (int l = 1; l < count; ++l) bySize.push_back(l);
    std::sort(bySize.begin(), bySize.end(), [&](int a, int b) {
        return stats.at<int>(a, cv::CC_STAT_AREA) > stats.at<int>(b, cv::CC_STAT_AREA);
    });
    if (bySize.empty() || stats.at<int>(bySize[0], cv::CC_STAT_AREA) < 2) return std::nullopt;
    const double mm2PerPx = 1.0 / (grid.pxPerMm * grid.pxPerMm);
    const double footprint = options.shapes.front().sizeMm.area();
    std::vector<cv::Mat> regions;
    // Two parts apart, each as large as the detector takes any piece to be (OccupancyOptions::minAreaFraction):
    // smaller ones were a stack's fanned lower counter and a sliver of it, or glare (4K hard tables).
    const bool apart = bySize.size() >= 2 &&
                       stats.at<int>(bySize[1], cv::CC_STAT_AREA) * mm2PerPx >= options.minAreaFraction * footprint;
    if (apart) {
        for (const int l : {bySize[0], bySize[1]}) {
            cv::Mat part;
            cv::compare(labels, l, part, cv::CMP_EQ);
            regions.push_back(part);
        }
    } else {
        cv::Mat region;
        cv::compare(labels, bySize[0], region, cv::CMP_EQ);
        regions = splitRegion(region, 2);
    }
    // measurePiece reads the grey image within `box` only.
    cv::Mat grey(normalised.size(), CV_8U, cv::Scalar(0));
    cv::cvtColor(normalised(box), grey(box), cv::COLOR_BGR2GRAY);
    std::vector<OccupancyBlob> parts;
    for (const cv::Mat& part : regions) parts.push_back(measurePiece(grey, part, box, grid, view, options));
    if (cv::norm(parts[0].topSeenMm - middle) > cv::norm(parts[1].topSeenMm - middle)) std::swap(parts[0], parts[1]);
    if (cv::norm(parts[0].topSeenMm - middle) > kShipPartWithinMm) return std::nullopt;
    const bool outlined = parts[0].edgeScore >= options.weakOutlineScore &&
                          !looksLikeWashedOutMap(parts[0], normalised, reference, grid);
    return ShipAndCounter{parts[1], apart && outlined};
}

// A ship and a counter touching it make one region whose face can be fitted wholly on the counter, its
// centre then farther from the river's middle than kMergedWithinMm allows. The region still lies over the
// middle, well inside its bounds (a region's bounds take in a blurred fringe of a millimetre or two). On 200
// hard and 200 normal tables at 1080p this found that one gunboat and nothing else: the stacks beside a
// middle hidden by glare or shadow do not reach over it.
constexpr double kOverMiddleInsetMm = 2.0;

const OccupancyBlob* regionOver(cv::Point2d middle, const std::vector<OccupancyBlob>& blobs, const RectifiedGrid& grid)
{
    const cv::Point2d px = grid.toPixel(middle);
    const int inset = static_cast<int>(std::lround(kOverMiddleInsetMm * grid.pxPerMm));
    for (const auto& blob : blobs) {
        const cv::Rect inner(blob.boundsPx.x + inset, blob.boundsPx.y + inset, blob.boundsPx.width - 2 * inset,
                             blob.boundsPx.height - 2 * inset);
        if (inner.width > 0 && inner.height > 0 && inner.contains(cv::Point(cvRound(px.x), cvRound(px.y)))) return &blob;
    }
    return nullptr;
}

} // namespace

void TableMap::recoverPiecesBesideShips(FrameOccupancy& frame, const OccupancyDetector& detector) const
{
    OccupancyResult& occupancy = frame.occupancy;
    if (occupancy.blobs.empty() || occupancy.normalised.empty() || hexsides_.empty()) return;
    const cv::Mat& reference = detector.reference();
    const OccupancyOptions& options = detector.options();
    const cv::Size2d counter = options.shapes.front().sizeMm;
    const double footprint = counter.area();
    const double radius = std::min(counter.width, counter.height) / 2;
    const board::SpaceGraph& graph = map_.graph;

    const std::vector<std::string> spaces = spacesOf(occupancy.blobs, occupancy.normalised, reference);
    const auto holds = [&](const std::string& id) { return std::find(spaces.begin(), spaces.end(), id) != spaces.end(); };
    // Each hidden river middle with enough left beyond every face is a lost ship, measured first alone.
    struct Candidate {
        std::size_t hexside;
        cv::Point2d middle;
        cv::Rect alsoPx;                  // the bounds of the blob that swallowed it
        std::vector<OccupancyBlob> faces; // the faces it lies beyond (one refitted to its counter)
        LeftOut left;
        bool apart = false;               // seen apart from the counter, however little is left
        const OccupancyBlob* beside = nullptr;
    };
    std::vector<Candidate> candidates;
    std::vector<std::size_t> shipHexsides; // with a blob on them, or a ship found here
    for (const std::size_t i : hexsides_) {
        const board::Space& hexside = graph.space(static_cast<board::SpaceIndex>(i));
        if (holds(hexside.id)) {
            shipHexsides.push_back(i);
            continue;
        }
        const cv::Point2d middle(hexside.centre->x, hexside.centre->y);
        const OccupancyBlob* nearest = nullptr;
        double nearestMm = std::numeric_limits<double>::infinity();
        for (const auto& blob : occupancy.blobs) {
            const double d = cv::norm(blob.centreMm - middle);
            if (d < nearestMm) {
                nearestMm = d;
                nearest = &blob;
            }
        }
        if (nearest != nullptr && nearestMm > kMergedWithinMm) nearest = regionOver(middle, occupancy.blobs, grid_);
        if (nearest == nullptr || !hiddenAt(middle, occupancy.normalised, reference)) continue;
        Candidate candidate{i, middle, nearest->boundsPx, occupancy.blobs, {}, false, nearest};
        candidate.left = leftOutAt(middle, radius, candidate.alsoPx, candidate.faces, occupancy, reference, grid_, options);
        if (!lostShipLeft(candidate.left, footprint)) {
            // Perhaps the face of the ship and counter together, fitted between them: what is left beyond
            // the counter's own face instead.
            const auto counterPart =
                counterBesideMiddle(middle, *nearest, occupancy, reference, grid_, frame.view, options);
            // The counter stands in a hex beside this hexside: a part on another hexside is a ship there,
            // whose region reached this middle (two river hexsides meeting at a corner).
            if (!counterPart || !hexside.hexside) continue;
            const board::Border& border = graph.border(*hexside.hexside);
            const std::string counterSpace = spaceAt(counterPart->counter.centreMm);
            if (counterSpace != graph.space(border.first).id && counterSpace != graph.space(border.second).id) continue;
            candidate.faces[static_cast<std::size_t>(nearest - occupancy.blobs.data())] = counterPart->counter;
            candidate.left = leftOutAt(middle, radius, candidate.alsoPx, candidate.faces, occupancy, reference, grid_, options);
            // A ship seen apart is found however little of it lies beyond the counter's face and its room
            // (a single counter touching it from the hex beside left 64 mm2 at 4K).
            candidate.apart = counterPart->shipApart;
            if (!lostShipLeft(candidate.left, footprint) && !candidate.apart) continue;
        }
        candidates.push_back(std::move(candidate));
    }
    // One lost ship can leave enough beyond the faces at two middles, its own and the next hexside's
    // where the two meet at a corner of the hex beside: most of what is left lies in the bounds of the
    // blob that swallowed it, which both count (a transport on 0808/0908 left 113 mm2 there, and 117 at
    // 0809/0908, hard table 26 at 1080p). What is left is centred near the ship's own middle (4.2 mm from
    // it, 9.1 from the other), so the middle nearest its leavings is taken first, and what that ship then
    // accounts for is no longer left for the others.
    const auto offMiddle = [](const Candidate& c) { return cv::norm(c.left.centroidMm - c.middle); };
    std::stable_sort(candidates.begin(), candidates.end(),
                     [&](const Candidate& a, const Candidate& b) { return offMiddle(a) < offMiddle(b); });
    std::vector<OccupancyBlob> found;
    for (Candidate& candidate : candidates) {
        if (!found.empty()) {
            std::vector<OccupancyBlob> faces = candidate.faces;
            faces.insert(faces.end(), found.begin(), found.end());
            candidate.left = leftOutAt(candidate.middle, radius, candidate.alsoPx, faces, occupancy, reference, grid_, options);
            if (!lostShipLeft(candidate.left, footprint) && !candidate.apart) continue;
        }
        found.push_back(recovered(candidate.middle, candidate.left, *candidate.beside, radius, grid_));
        shipHexsides.push_back(candidate.hexside);
    }

    std::vector<OccupancyBlob> all = occupancy.blobs;
    all.insert(all.end(), found.begin(), found.end());
    std::vector<std::string> counterHexes;
    for (const std::size_t i : shipHexsides) {
        const board::Space& hexside = graph.space(static_cast<board::SpaceIndex>(i));
        if (!hexside.hexside) continue;
        const cv::Point2d middle(hexside.centre->x, hexside.centre->y);
        const board::Border& border = graph.border(*hexside.hexside);
        for (const board::SpaceIndex h : {border.first, border.second}) {
            const board::Space& hex = graph.space(h);
            if (hex.kind != board::SpaceKind::Hex || !hex.centre || holds(hex.id)) continue;
            if (std::find(counterHexes.begin(), counterHexes.end(), hex.id) != counterHexes.end()) continue;
            const cv::Point2d centre(hex.centre->x, hex.centre->y);
            const LeftOut left = leftOutAt(centre, radius, cv::Rect(), all, occupancy, reference, grid_, options);
            if (left.areaMm2 < kLostCounterShare * footprint || hexAt(left.centroidMm) != hex.id) continue;
            const auto ship = std::min_element(all.begin(), all.end(), [&](const OccupancyBlob& a, const OccupancyBlob& b) {
                return cv::norm(a.centreMm - middle) < cv::norm(b.centreMm - middle);
            });
            found.push_back(recovered(left.centroidMm, left, *ship, radius, grid_));
            counterHexes.push_back(hex.id);
        }
    }
    occupancy.blobs.insert(occupancy.blobs.end(), found.begin(), found.end());
}

} // namespace adj::vision
