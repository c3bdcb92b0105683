#include "vision/occupancy/foreign_objects.hpp"

#include "vision/occupancy/occupancy_detector.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace adj::vision {

namespace {

// A shadow keeps the map's colour and takes away part of its light; 0.85 leaves room for
// the lighting model's own error on lit map.
bool shadowLike(const cv::Vec3b& frame, const cv::Vec3b& reference)
{
    const double fs = frame[0] + frame[1] + frame[2] + 3.0;
    const double rs = reference[0] + reference[1] + reference[2] + 3.0;
    const double ratio = fs / rs;
    if (ratio > 0.85 || ratio < 0.2) {
        return false;
    }
    double chroma = 0.0;
    for (int k = 0; k < 3; ++k) {
        chroma += std::abs((frame[k] + 1.0) / fs - (reference[k] + 1.0) / rs);
    }
    return chroma < 0.06;
}

// The map rectangle a region's pixels (`mask`, within `roi` of the grid) cover, pixel edges included.
cv::Rect2d boundsMmOf(const cv::Mat& mask, const cv::Rect& roi, const RectifiedGrid& grid)
{
    const cv::Rect box = cv::boundingRect(mask) + roi.tl();
    const cv::Point2d tl = grid.toMap(cv::Point2d(box.x, box.y)) - cv::Point2d(0.5, 0.5) / grid.pxPerMm;
    return {tl.x, tl.y, box.width / grid.pxPerMm, box.height / grid.pxPerMm};
}

} // namespace

bool skinLike(const cv::Vec3b& bgr)
{
    // Skin of every tone sits in a narrow band of red-difference chroma; the practice map's
    // cardboard-coloured ground and counter edges sit just below it (Cr about 128-135).
    const double b = bgr[0];
    const double g = bgr[1];
    const double r = bgr[2];
    const double y = 0.299 * r + 0.587 * g + 0.114 * b;
    const double cr = (r - y) * 0.713 + 128.0;
    const double cb = (b - y) * 0.564 + 128.0;
    return y > 30.0 && cr >= 138.0 && cr <= 180.0 && cb >= 80.0 && cb <= 130.0;
}

double mapPrintShown(const cv::Mat& normalised, const cv::Mat& reference, const cv::Mat& mask, const cv::Rect& roi)
{
    // A camera blurs 1-1.5 px on this grid (hard light, 1080p); the print is sharp.
    constexpr double kBlurPx = 1.5;
    cv::Mat seen;
    cv::Mat map;
    cv::GaussianBlur(normalised(roi), seen, cv::Size(), kBlurPx);
    cv::GaussianBlur(reference(roi), map, cv::Size(), kBlurPx);
    // Per channel sums for the means, variances and covariance; pooled over the channels, a channel the
    // map hardly varies in (blue over the sea) weighs little.
    std::array<double, 3> sumSeen{}, sumMap{}, sumSeenSq{}, sumMapSq{}, sumBoth{};
    double n = 0;
    for (int y = 0; y < roi.height; ++y) {
        const auto* inside = mask.ptr<unsigned char>(y);
        const auto* s = seen.ptr<cv::Vec3b>(y);
        const auto* m = map.ptr<cv::Vec3b>(y);
        for (int x = 0; x < roi.width; ++x) {
            if (inside[x] == 0) continue;
            ++n;
            for (std::size_t k = 0; k < 3; ++k) {
                const double a = s[x][static_cast<int>(k)];
                const double b = m[x][static_cast<int>(k)];
                sumSeen[k] += a;
                sumMap[k] += b;
                sumSeenSq[k] += a * a;
                sumMapSq[k] += b * b;
                sumBoth[k] += a * b;
            }
        }
    }
    if (n < 2) return 0.0;
    double covariance = 0;
    double seenVariance = 0;
    double mapVariance = 0;
    for (std::size_t k = 0; k < 3; ++k) {
        covariance += sumBoth[k] / n - (sumSeen[k] / n) * (sumMap[k] / n);
        seenVariance += sumSeenSq[k] / n - (sumSeen[k] / n) * (sumSeen[k] / n);
        mapVariance += sumMapSq[k] / n - (sumMap[k] / n) * (sumMap[k] / n);
    }
    if (mapVariance < 3 * kLeastPrintContrast * kLeastPrintContrast || seenVariance <= 0) return 0.0;
    return covariance / std::sqrt(seenVariance * mapVariance);
}

RegionColour regionColour(const cv::Mat& normalised, const cv::Mat& reference, const cv::Mat& mask,
                          const cv::Rect& roi)
{
    RegionColour out;
    int total = 0;
    int skin = 0;
    int shadow = 0;
    int mapSkin = 0;
    for (int y = 0; y < mask.rows; ++y) {
        const auto* m = mask.ptr<unsigned char>(y);
        const auto* f = normalised.ptr<cv::Vec3b>(y + roi.y) + roi.x;
        const auto* r = reference.ptr<cv::Vec3b>(y + roi.y) + roi.x;
        for (int x = 0; x < mask.cols; ++x) {
            if (m[x] == 0) {
                continue;
            }
            ++total;
            skin += skinLike(f[x]) ? 1 : 0;
            shadow += shadowLike(f[x], r[x]) ? 1 : 0;
            mapSkin += skinLike(r[x]) ? 1 : 0;
        }
    }
    if (total > 0) {
        out.skinFraction = static_cast<double>(skin) / total;
        out.shadowFraction = static_cast<double>(shadow) / total;
        out.mapSkinFraction = static_cast<double>(mapSkin) / total;
    }
    return out;
}

cv::RotatedRect regionBox(const cv::Mat& mask)
{
    std::vector<cv::Point> points;
    cv::findNonZero(mask, points);
    return cv::minAreaRect(points);
}

bool looksLikeSliver(const cv::RotatedRect& box, double areaMm2, const RectifiedGrid& grid,
                     const OccupancyOptions& options)
{
    double narrowest = 1e9;
    for (const auto& s : options.shapes) {
        narrowest = std::min({narrowest, s.sizeMm.width, s.sizeMm.height});
    }
    // Mean width = area / length, where the length is the longer side of the bounding
    // rectangle: a curved line (the map border under lens distortion) fills its box thinly.
    const double lengthMm = std::max(box.size.width, box.size.height) / grid.pxPerMm;
    return lengthMm > 1.5 * narrowest && areaMm2 / lengthMm < 0.25 * narrowest;
}

bool looksForeign(const cv::RotatedRect& box, double areaMm2, const RegionColour& colour, const RectifiedGrid& grid,
                  const OccupancyOptions& options)
{
    const double footprint = options.shapes.front().sizeMm.area();
    if (areaMm2 > options.maxPieceAreaMultiple * footprint) {
        return true; // bigger than any stack of pieces could look
    }
    // A piece's own shadow is a sliver beside it; a region mostly of darkened map is the
    // shadow of something above the board. Skin is never printed on a counter this much.
    if (colour.skinFraction > 0.35 || (colour.shadowFraction > 0.6 && areaMm2 > 0.8 * footprint)) {
        return true;
    }
    // Longer than any piece could look, yet narrower than one: a finger, a pencil, an arm's edge.
    double longest = 0.0;
    double narrowest = 1e9;
    for (const auto& s : options.shapes) {
        longest = std::max(longest, std::hypot(s.sizeMm.width, s.sizeMm.height));
        narrowest = std::min({narrowest, s.sizeMm.width, s.sizeMm.height});
    }
    const double lengthMm = std::max(box.size.width, box.size.height) / grid.pxPerMm;
    const double widthMm = std::min(box.size.width, box.size.height) / grid.pxPerMm;
    return lengthMm > longest + 12.0 && widthMm < 0.8 * narrowest;
}

// See looksLikeTouchingStacks.
constexpr double kMaxTouchingStacksShadow = 0.45;
// The practice map's rough ground is tan; in the shadow the counters on it throw under hard light it is
// skin-coloured, and three stacks touching on it measured 0.029-0.049 of skin (hard tables 8 and 80 of
// seed 4000 at 1080p), taken for a hand and lost. A hand reaching over the map measured 0.44-0.95 over
// 100 hard tables, and the skin-coloured parts of it that the detector cut off on their own 0.47-0.99.
constexpr double kMaxTouchingStacksSkin = 0.15;

bool looksLikeTouchingStacks(const cv::Mat& mask, const cv::Rect& roi, const cv::RotatedRect& box, double areaMm2,
                             const RegionColour& colour, const RectifiedGrid& grid, const OccupancyOptions& options,
                             const cv::Mat& edgeZone)
{
    const double footprint = options.shapes.front().sizeMm.area();
    if (areaMm2 > options.maxClusterAreaMultiple * footprint) return false;
    // A hand shows skin and throws a shadow; counters are printed with neither. Thresholds below
    // looksForeign's (skin 0.35, shadow 0.6): here the region is already too big for one stack. Grey
    // counters look like the map in shadow (recoverShadowColouredPieces): three touching stacks, one of
    // them grey, measured 0.31 (hard table 75 at 1080p), a grey stack alone 0.6-0.75.
    if (colour.skinFraction > kMaxTouchingStacksSkin || colour.shadowFraction > kMaxTouchingStacksShadow) return false;
    double narrowest = 1e9;
    for (const auto& s : options.shapes) narrowest = std::min({narrowest, s.sizeMm.width, s.sizeMm.height});
    if (std::min(box.size.width, box.size.height) / grid.pxPerMm < narrowest) return false;
    cv::Mat touching;
    cv::bitwise_and(mask, edgeZone(roi), touching);
    return cv::countNonZero(touching) == 0;
}

ForeignObject describeForeign(const cv::Mat& mask, const cv::Rect& roi, double areaMm2, const RegionColour& colour,
                              const RectifiedGrid& grid, const cv::Mat& edgeZone)
{
    ForeignObject object;
    object.boundsMm = boundsMmOf(mask, roi, grid);
    const cv::Moments m = cv::moments(mask, true);
    object.centroidMm = grid.toMap({m.m10 / std::max(1.0, m.m00) + roi.x, m.m01 / std::max(1.0, m.m00) + roi.y});
    object.areaMm2 = areaMm2;
    object.skinFraction = colour.skinFraction;
    object.darkFraction = colour.shadowFraction;
    cv::Mat touching;
    cv::bitwise_and(mask, edgeZone(roi), touching);
    object.touchesEdge = cv::countNonZero(touching) > 0;
    return object;
}

GlareRegion describeGlare(const cv::Mat& mask, const cv::Rect& roi, double areaMm2, double washedShare,
                          double printShown, const RectifiedGrid& grid)
{
    GlareRegion glare;
    glare.boundsMm = boundsMmOf(mask, roi, grid);
    glare.areaMm2 = areaMm2;
    glare.washedShare = washedShare;
    glare.printShown = printShown;
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(mask, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    const auto largest = std::max_element(contours.begin(), contours.end(), [](const auto& a, const auto& b) {
        return cv::contourArea(a) < cv::contourArea(b);
    });
    if (largest != contours.end()) {
        for (const cv::Point& p : *largest) glare.outlineMm.push_back(grid.toMap(cv::Point2d(p + roi.tl())));
    }
    return glare;
}

} // namespace adj::vision
