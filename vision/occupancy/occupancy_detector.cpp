#include "vision/occupancy/occupancy_detector.hpp"

#include "vision/occupancy/foreign_objects.hpp"
#include "vision/occupancy/piece_measure.hpp"
#include "vision/occupancy/region_labels.hpp"
#include "vision/occupancy/washed_out.hpp"

#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <utility>
#include <vector>

namespace adj::vision {

namespace {

// Light is estimated over areas of about 8 mm: finer than any change of light on a table,
// coarser than a counter's print.
constexpr double kLightCellMm = 8.0;

const cv::Mat& checkedReference(const cv::Mat& reference, const RectifiedGrid& grid)
{
    if (reference.empty() || reference.type() != CV_8UC3 || reference.size() != grid.size()) {
        throw std::invalid_argument("OccupancyDetector: the empty-map reference must be a BGR image of the grid's size");
    }
    return reference;
}

OccupancyOptions checkedOptions(OccupancyOptions options)
{
    if (options.shapes.empty()) {
        throw std::invalid_argument("OccupancyDetector: at least one top shape is needed");
    }
    return options;
}

// frame / gain, per channel: the frame as it would look under the reference's light.
// The coarse gain is inverted before it is spread over every pixel: multiplying is cheaper.
// `scale`: working image for the spread inverse.
//
// A channel the camera clipped is only known to be at least as bright as it shows; where the
// map (`reference`) is brighter still than that bound, the frame agrees with the map, and the
// map's value is the one kept. Otherwise pale paper under a bright lamp, clipped at white,
// would come out darker than the map wherever the gain exceeds what 8 bits hold.
cv::Mat divideLight(const cv::Mat& rectified, const cv::Mat& reference, const LightingModel& lighting,
                    const cv::Mat& coarseGain, cv::Mat& scale)
{
    cv::Mat inverse;
    cv::divide(1.0, coarseGain, inverse);
    lighting.upsample(inverse, rectified.size(), scale);
    cv::Mat out(rectified.size(), CV_8UC3);
    // Channels need no telling apart: a row is one run of values, each times its own gain.
    // Sixteen at a time with OpenCV's universal intrinsics (the compiler leaves the rounding
    // scalar); v_round rounds to nearest even like saturate_cast, and the packs saturate like
    // it, so the result is the same to the bit.
    const int n = 3 * rectified.cols;
    const cv::v_uint8x16 clipLevel = cv::v_setall_u8(kClippedLevel);
    for (int y = 0; y < rectified.rows; ++y) {
        const auto* p = rectified.ptr<unsigned char>(y);
        const auto* g = scale.ptr<float>(y);
        const auto* m = reference.ptr<unsigned char>(y);
        auto* o = out.ptr<unsigned char>(y);
        int i = 0;
        for (; i + 16 <= n; i += 16) {
            const cv::v_uint8x16 seen = cv::v_load(p + i);
            cv::v_uint16x8 lo;
            cv::v_uint16x8 hi;
            cv::v_expand(seen, lo, hi);
            std::array<cv::v_uint32x4, 4> wide;
            cv::v_expand(lo, wide[0], wide[1]);
            cv::v_expand(hi, wide[2], wide[3]);
            std::array<cv::v_int32x4, 4> rounded;
            for (std::size_t k = 0; k < 4; ++k) {
                const cv::v_float32x4 value = cv::v_cvt_f32(cv::v_reinterpret_as_s32(wide[k]));
                rounded[k] = cv::v_round(value * cv::v_load(g + i + 4 * static_cast<int>(k)));
            }
            const cv::v_uint8x16 lit =
                cv::v_pack_u(cv::v_pack(rounded[0], rounded[1]), cv::v_pack(rounded[2], rounded[3]));
            cv::v_store(o + i, cv::v_select(seen >= clipLevel, cv::v_max(lit, cv::v_load(m + i)), lit));
        }
        for (; i < n; ++i) {
            const auto lit = cv::saturate_cast<unsigned char>(p[i] * g[i]);
            o[i] = p[i] >= kClippedLevel ? std::max(lit, m[i]) : lit;
        }
    }
    return out;
}

// Where the camera's view of the board ends: the grid's border and unseen pixels, grown by
// a pixel or two. Anything touching it may reach in from outside.
cv::Mat edgeZoneOf(const cv::Mat& valid)
{
    cv::Mat zone;
    cv::bitwise_not(valid, zone);
    cv::rectangle(zone, cv::Rect(0, 0, zone.cols, zone.rows), cv::Scalar(255), 3);
    cv::dilate(zone, zone, cv::Mat::ones(5, 5, CV_8U));
    return zone;
}

// The seen board less a band along its edges: the printed map border and the edge of the
// camera's view fall there, and a millimetre of registration error turns them into long
// thin changes. Pieces stand in hexes, never within a millimetre or two of the edge.
void awayFromEdges(const cv::Mat& valid, double pxPerMm, cv::Mat& inner)
{
    const int k = 2 * static_cast<int>(std::ceil(1.5 * pxPerMm)) + 1;
    cv::erode(valid, inner, cv::Mat::ones(k, k, CV_8U), cv::Point(-1, -1), 1, cv::BORDER_CONSTANT, cv::Scalar(0));
}

// Registration jitter leaves slivers along the map's strong edges (river banks, woods);
// counters are never thinner than a few millimetres. Opening removes the slivers, closing
// joins a counter's print into one region.
void cleaned(const cv::Mat& changed, double pxPerMm, cv::Mat& out)
{
    const int open = std::max(3, static_cast<int>(std::lround(1.5 * pxPerMm)) | 1);
    const int close = std::max(3, static_cast<int>(std::lround(2.5 * pxPerMm)) | 1);
    cv::morphologyEx(changed, out, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(open, open)));
    cv::morphologyEx(out, out, cv::MORPH_CLOSE,
                     cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(close, close)));
}

// A piece lying over print that it looks like (a blue ship on a blue river; its pale symbol over the
// river's blurred banks) differs from the map only round it: its region is cut in two, or loses a bite,
// and each part is measured as a piece off its true place. Camouflage that solid parts of changed
// regions reach across from both sides, up to this far apart, is taken as covered: a ship's region was
// cut by 1.5-5 mm wide gaps at 1080p (a navigable river is printed 1.7 mm wide).
constexpr double kCamouflageBridgeMm = 6.0;
// Only parts at least this wide are joined: a blurred frame leaves thin slivers along both banks of a
// river, which joined across it would make a river-long region of their own or lengthen a piece's.
constexpr double kCamouflageSolidMm = 3.0;

int oddPx(double mm, double pxPerMm)
{
    return std::max(3, static_cast<int>(std::lround(mm * pxPerMm)) | 1);
}

// Where bridging can add anything: the camouflage's bounds, with room for the parts it joins (the
// closing reaches that far). Camouflage covers a small part of a map (a practice map's river
// hexsides), and the morphology is done within this only.
cv::Rect bridgeAreaOf(const cv::Mat& camouflage, double pxPerMm)
{
    if (camouflage.empty()) return {};
    const cv::Rect bounds = cv::boundingRect(camouflage);
    if (bounds.empty()) return {};
    const int pad = oddPx(kCamouflageBridgeMm, pxPerMm) + oddPx(kCamouflageSolidMm, pxPerMm);
    return cv::Rect(bounds.x - pad, bounds.y - pad, bounds.width + 2 * pad, bounds.height + 2 * pad) &
           cv::Rect(0, 0, camouflage.cols, camouflage.rows);
}

void bridgeCamouflage(cv::Mat& regions, const cv::Mat& camouflage, const cv::Rect& area, double pxPerMm)
{
    const int open = oddPx(kCamouflageSolidMm, pxPerMm);
    const int close = oddPx(kCamouflageBridgeMm, pxPerMm);
    cv::Mat solid;
    cv::morphologyEx(regions(area), solid, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(open, open)));
    cv::morphologyEx(solid, solid, cv::MORPH_CLOSE, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(close, close)));
    solid &= camouflage(area);
    cv::Mat within = regions(area);
    within |= solid;
}

// A changed region that is neither noise nor foreign, waiting to be measured as pieces.
struct PieceRegion {
    cv::Rect roi;
    cv::Mat mask; ///< Within roi.
    double areaMm2 = 0.0;
    bool touchingStacks = false; ///< Too large for one stack: looksLikeTouchingStacks.
    RegionColour colour;
};

// Pieces cannot be told from the fringe of a hand: the edges of fingers and of the hand's
// shadow leave piece-sized fragments beside it. Anything within 3 mm of a foreign object
// is left out (a frame with a hand in it is never committed anyway; see stability/).
// Empty when there is no foreign object.
cv::Mat fringeOf(const cv::Mat& foreignMask, double pxPerMm)
{
    if (foreignMask.empty()) {
        return {};
    }
    const int k = 2 * static_cast<int>(std::ceil(3.0 * pxPerMm)) + 1;
    cv::Mat out;
    cv::dilate(foreignMask, out, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(k, k)));
    return out;
}

bool keptAsPiece(const OccupancyBlob& blob, const OccupancyOptions& options, const cv::Mat& normalised,
                 const ChangeReference& reference, const RectifiedGrid& grid)
{
    if (blob.confidence < options.minConfidence) return false;
    // Glare: the map's own colour washed out, with a weak outline or one the map's print draws. The
    // colour is looked at first: few fits are washed out, and comparing outlines costs more.
    const bool weakOutline = blob.edgeScore < options.weakOutlineScore;
    return !((weakOutline || options.mapOutlineShare > 0) && looksLikeWashedOutMap(blob, normalised, reference.reference(), grid) &&
             (weakOutline ||
              mapOutlineShare(blob, reference.referenceGrey(), grid, shapeOf(blob, options).sizeMm) >= options.mapOutlineShare));
}

// Touching stacks are printed counters with sharp outlines; a region as large that the light made (a
// hot spot on the sea, a wash over a wood under hard light) has none. Over 15 hard tables the fitted
// faces of real pieces scored 66 at the 1st percentile and 160 at the median, fits with no piece
// under them 24-65 (96 twice); the parts of three touching stacks on a normal table, 190-290.
constexpr double kTouchingStacksEdgeScore = 80.0;

bool outlinedLikePieces(std::vector<OccupancyBlob> parts)
{
    if (parts.empty()) return false;
    const auto middle = parts.begin() + static_cast<std::ptrdiff_t>(parts.size() / 2);
    std::nth_element(parts.begin(), middle, parts.end(),
                     [](const OccupancyBlob& a, const OccupancyBlob& b) { return a.edgeScore < b.edgeScore; });
    return middle->edgeScore >= kTouchingStacksEdgeScore;
}

// A wash of glare over a wood (hard light) changes it as much as the counters standing in it, and joins
// them into one region too large for a stack; split, its parts over the bare wood have no piece's
// outline, and the whole was taken for a hand, the counters in it lost. Where at least this share of
// such a region is the map washed out (washed_out.hpp), that is taken away and what is left measured:
// 0.28 over a wood of three hexes with two counters in it (hard table 18 at 1080p).
constexpr double kLeastWashedShare = 0.15;
// The outline a part left by the glare needs to be kept as a piece: see the detect loop.
constexpr double kUnwashedEdgeScore = 50.0;
// A region that looks like touching stacks but has no piece's outline is glare when at least this share
// of it is the map washed out. Glare over woods and the sea measured 0.25-1.0 over 400 hard tables at
// 1080p (seeds 2000 and 4000, 30 regions); before, such regions were foreign objects, and the board under
// a lamp's hot spot was never committed. The one such region below it (0.06) stays foreign.
constexpr double kLeastGlareShare = 0.2;
// A region that would be something over the map but still shows the map's print (mapPrintShown) with no
// skin on it that the map lacks is light the lighting model did not follow, not an object: over 16 hard
// tables at 1080p that never committed for such regions, those over the sea and along the view's edge
// (620-10317 mm2, no skin) showed it 0.78-0.97, washed tan ground 0.72-0.88. Hands (100 normal and 100
// hard tables with a hand): their regions of 5000 mm2 and more 0.57 at most; smaller skin-coloured ones
// over map of another colour (a hand's fringe) up to 0.92, which is why skin keeps a region foreign.
constexpr double kLeastPrintShown = 0.7;
constexpr double kMostSkinUnderLight = 0.1;
// A region a counter or two could cover that is mostly the map's colour in shadow can show the map's
// print by chance, a grey counter's own ink lining up with the print's edges: the demo video's CS-inf-12,
// its unit's number printed large, showed it 0.73 (167 mm2, shadow-coloured). That is left to
// recoverShadowColouredPieces as before, not taken for light. (Small bright patches of glare, 127-364
// mm2 on hard tables, are still light.)
constexpr double kMostFootprintsOfAGreyCounter = 2.0;
constexpr double kLeastShadowOfAGreyCounter = 0.6;

// The share of a region's pixels (`mask` within `roi`) that is the map under it washed out (washed_out.hpp).
double washedShareOf(const cv::Mat& normalised, const cv::Mat& reference, const cv::Mat& mask, const cv::Rect& roi)
{
    return cv::countNonZero(washedOutMapPixels(normalised, reference, mask, roi)) /
           std::max(1.0, static_cast<double>(cv::countNonZero(mask)));
}

// The share of a region that is skin-coloured where the map under it is not: tan ground washed by a lamp
// is skin-coloured because the map is (skin 0.37-0.73 over map all of that colour, 5 hard tables), and
// says nothing of a hand.
double skinNotOfTheMap(const RegionColour& colour)
{
    return std::max(0.0, colour.skinFraction - colour.mapSkinFraction);
}

// The parts of a touching-stacks region left when the washed-out map is taken from it, each a mask
// within the region's roi, at least a noise blob's area; empty when too little of it is washed out.
std::vector<cv::Mat> partsUnderGlare(const cv::Mat& mask, const cv::Rect& roi, const cv::Mat& normalised,
                                     const cv::Mat& reference, const RectifiedGrid& grid, const OccupancyOptions& options)
{
    const cv::Mat washed = washedOutMapPixels(normalised, reference, mask, roi);
    const int washedCount = cv::countNonZero(washed);
    if (washedCount < kLeastWashedShare * cv::countNonZero(mask)) return {};
    cv::Mat left;
    cv::bitwise_and(mask, ~washed, left);
    cleaned(left, grid.pxPerMm, left);
    cv::bitwise_and(left, mask, left); // closing must not reach past the region
    cv::Mat labels;
    cv::Mat stats;
    const int count = labelRegions(left, labels, stats);
    const double mm2PerPx = 1.0 / (grid.pxPerMm * grid.pxPerMm);
    const double footprint = options.shapes.front().sizeMm.area();
    std::vector<cv::Mat> parts;
    for (int i = 1; i < count; ++i) {
        if (stats.at<int>(i, cv::CC_STAT_AREA) * mm2PerPx < options.minAreaFraction * footprint) continue;
        cv::Mat part;
        cv::compare(labels, i, part, cv::CMP_EQ);
        parts.push_back(part);
    }
    return parts;
}

} // namespace

OccupancyDetector::OccupancyDetector(RectifiedGrid grid, const cv::Mat& referenceBgr, OccupancyOptions options,
                                     cv::Mat camouflage)
    : grid_(grid),
      options_(checkedOptions(std::move(options))),
      change_(checkedReference(referenceBgr, grid), options_),
      lighting_(referenceBgr, std::max(2, static_cast<int>(std::lround(kLightCellMm * grid.pxPerMm)))),
      camouflage_(std::move(camouflage))
{
    if (!camouflage_.empty() && (camouflage_.size() != grid.size() || camouflage_.type() != CV_8U)) {
        throw std::invalid_argument("OccupancyDetector: the camouflage mask must be a CV_8U image of the grid's size");
    }
    bridgeArea_ = bridgeAreaOf(camouflage_, grid.pxPerMm);
}

OccupancyResult OccupancyDetector::detect(const cv::Mat& rectified, const cv::Mat& valid, const ViewGeometry& view)
{
    if (rectified.size() != grid_.size() || rectified.type() != CV_8UC3 || valid.size() != grid_.size() ||
        valid.type() != CV_8U) {
        throw std::invalid_argument("OccupancyDetector::detect: frame and valid mask must match the grid");
    }
    OccupancyResult result;
    result.gain = lighting_.estimateGain(rectified, valid);
    result.normalised = divideLight(rectified, change_.reference(), lighting_, result.gain, lightScale_.mat());
    cv::Mat& grey = grey_.mat();
    cv::cvtColor(result.normalised, grey, cv::COLOR_BGR2GRAY);
    cv::Mat& shadows = shadows_.mat();
    awayFromEdges(valid, grid_.pxPerMm, awayFromEdges_.mat());
    result.changed = change_.changed(result.normalised, grey, awayFromEdges_.mat(), &shadows);
    const double seen = cv::countNonZero(valid);
    result.changedFraction = seen > 0 ? cv::countNonZero(result.changed) / seen : 0.0;

    cv::Mat& regions = regions_.mat();
    cleaned(result.changed, grid_.pxPerMm, regions);
    if (!bridgeArea_.empty()) bridgeCamouflage(regions, camouflage_, bridgeArea_, grid_.pxPerMm);
    cv::Mat& labels = labels_.mat();
    cv::Mat stats;
    const int count = labelRegions(regions, labels, stats);
    // Top faces are fitted to edges; a piece's shadow has edges too, as strong as its own
    // outline on pale map. Where the frame is only the map in shadow, show the map itself.
    change_.referenceGrey().copyTo(grey, shadows);
    cv::Mat edgeZone;
    const double mm2PerPx = 1.0 / (grid_.pxPerMm * grid_.pxPerMm);
    const double footprint = options_.shapes.front().sizeMm.area();
    const cv::Rect whole(0, 0, rectified.cols, rectified.rows);
    std::vector<PieceRegion> candidates;
    cv::Mat foreignMask;
    for (int i = 1; i < count; ++i) {
        const double areaMm2 = stats.at<int>(i, cv::CC_STAT_AREA) * mm2PerPx;
        if (areaMm2 < options_.minAreaFraction * footprint) {
            continue; // noise, a speck of dust, a crease
        }
        const cv::Rect box(stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                           stats.at<int>(i, cv::CC_STAT_WIDTH), stats.at<int>(i, cv::CC_STAT_HEIGHT));
        // A margin round the region so that edge filters see its outline whole.
        const int pad = 4;
        const cv::Rect roi = cv::Rect(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad) & whole;
        cv::Mat mask;
        cv::compare(labels(roi), i, mask, cv::CMP_EQ);
        const cv::RotatedRect shape = regionBox(mask);
        if (looksLikeSliver(shape, areaMm2, grid_, options_)) {
            continue; // registration error along a printed line, not an object
        }
        const RegionColour colour = regionColour(result.normalised, change_.reference(), mask, roi);
        if (looksForeign(shape, areaMm2, colour, grid_, options_)) {
            if (edgeZone.empty()) {
                edgeZone = edgeZoneOf(valid);
                foreignMask = cv::Mat::zeros(rectified.size(), CV_8U);
            }
            if (looksLikeTouchingStacks(mask, roi, shape, areaMm2, colour, grid_, options_, edgeZone)) {
                candidates.push_back({roi, mask, areaMm2, true, colour});
                continue;
            }
            if (const double print = mapPrintShown(result.normalised, change_.reference(), mask, roi);
                skinNotOfTheMap(colour) <= kMostSkinUnderLight && print >= kLeastPrintShown &&
                !(colour.shadowFraction > kLeastShadowOfAGreyCounter &&
                  areaMm2 < kMostFootprintsOfAGreyCounter * options_.shapes.front().sizeMm.area())) {
                const double washed = washedShareOf(result.normalised, change_.reference(), mask, roi);
                result.glare.push_back(describeGlare(mask, roi, areaMm2, washed, print, grid_));
                continue;
            }
            result.foreign.push_back(describeForeign(mask, roi, areaMm2, colour, grid_, edgeZone));
            foreignMask(roi).setTo(cv::Scalar(255), mask);
            continue;
        }
        candidates.push_back({roi, mask, areaMm2, false, colour});
    }
    const cv::Mat nearForeign = fringeOf(foreignMask, grid_.pxPerMm);
    for (const auto& c : candidates) {
        if (!nearForeign.empty() && cv::countNonZero(nearForeign(c.roi) & c.mask) > 0) {
            continue; // the fringe of a hand: see fringeOf
        }
        std::vector<OccupancyBlob> parts;
        const auto measure = [&](const cv::Mat& mask) {
            for (OccupancyBlob& b : measureRegion(grey, mask, c.roi, grid_, view, options_)) parts.push_back(std::move(b));
        };
        bool piecesAfterAll = true;
        const std::vector<cv::Mat> unwashed =
            c.touchingStacks ? partsUnderGlare(c.mask, c.roi, result.normalised, change_.reference(), grid_, options_)
                             : std::vector<cv::Mat>{};
        if (!unwashed.empty()) {
            // What the glare leaves is counters and the wood round them that it washed less: parts
            // with a piece's outline are kept, and the rest is nothing. Blur and hard light soften the
            // outlines of the counters themselves (55-85 in hard table 18), so each part is judged on
            // its own, against the bar for a single piece rather than touchingStacks' 80.
            for (const cv::Mat& part : unwashed) measure(part);
            std::erase_if(parts, [&](const OccupancyBlob& b) { return b.edgeScore < kUnwashedEdgeScore; });
            piecesAfterAll = !parts.empty();
        } else {
            measure(c.mask);
            piecesAfterAll = !c.touchingStacks || c.areaMm2 <= options_.splitAreaMultiple * footprint ||
                             outlinedLikePieces(parts);
        }
        if (!piecesAfterAll) {
            // Something that is not pieces: the light's doing when much of it is the map washed out,
            // else an object over the map.
            const double washed = washedShareOf(result.normalised, change_.reference(), c.mask, c.roi);
            const double print = mapPrintShown(result.normalised, change_.reference(), c.mask, c.roi);
            if (washed >= kLeastGlareShare ||
                (skinNotOfTheMap(c.colour) <= kMostSkinUnderLight && print >= kLeastPrintShown)) {
                result.glare.push_back(describeGlare(c.mask, c.roi, c.areaMm2, washed, print, grid_));
            } else {
                result.foreign.push_back(describeForeign(c.mask, c.roi, c.areaMm2, c.colour, grid_, edgeZone));
            }
            continue;
        }
        for (auto& b : parts) {
            if (keptAsPiece(b, options_, result.normalised, change_, grid_)) result.blobs.push_back(std::move(b));
        }
    }
    return result;
}

bool OccupancyDetector::keepsAsPiece(const OccupancyBlob& blob, const cv::Mat& normalised) const
{
    return keptAsPiece(blob, options_, normalised, change_, grid_);
}

} // namespace adj::vision
