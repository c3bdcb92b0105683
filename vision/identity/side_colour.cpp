#include "vision/identity/side_colour.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace adj::vision {

namespace {

// Lab distance at which a band's vote has fallen to 1/e: a counter's background seen under the
// normalised light is within about 10 of its side's colour, text and shadows 30 and more.
constexpr double kVoteDistanceScale = 20.0;

cv::Vec3f labOf(cv::Vec3b bgr)
{
    cv::Mat pixel(1, 1, CV_32FC3, cv::Scalar(bgr[0] / 255.0, bgr[1] / 255.0, bgr[2] / 255.0));
    cv::cvtColor(pixel, pixel, cv::COLOR_BGR2Lab);
    return pixel.at<cv::Vec3f>(0, 0);
}

// A side's colour seen through glare, haze or blur is washed out: mixed with neutral light, it
// keeps its hue and loses chroma, and its lightness says little. So the difference to a side is
// taken from the nearest washed-out version of its colour, down to kLeastSaturation of its
// chroma: a pale blue is still nearer blue than grey. Grey and other neutral sides wash out to
// themselves. Light normalised against the map adds no chroma, so a neutral side's counters stay
// neutral, which makes a seen colour's saturation the strongest evidence between a colour and a
// grey (on 40 hard tables at 1080p, a grey counter's best band had chroma 6.3 at most, a blue
// counter's 9.5 or more in 95 of 100, and a blue band at 35 was typical).
constexpr double kLeastSaturation = 0.3;
// Chroma (Lab a*b* length) below which a side's colour counts as neutral, with no hue to keep.
constexpr double kNeutralChroma = 8.0;

// How far colour `seen` is from side colour `side` (both Lab), taken from the side's washed-out
// version nearest it. Lightness counts half even at full saturation: light normalisation leaves more
// error in brightness than in hue, and sides are told apart by hue first (blue and grey, red and
// butternut).
double difference(const cv::Vec3f& seen, const cv::Vec3f& side)
{
    const cv::Vec2d chroma(side[1], side[2]);
    const cv::Vec2d seenChroma(seen[1], seen[2]);
    const double chromaSq = chroma.dot(chroma);
    double saturation = 1.0;
    if (chromaSq >= kNeutralChroma * kNeutralChroma) {
        saturation = std::clamp(seenChroma.dot(chroma) / chromaSq, kLeastSaturation, 1.0);
    }
    const double dl = 0.5 * saturation * (seen[0] - side[0]);
    const cv::Vec2d dc = seenChroma - saturation * chroma;
    return std::sqrt(dl * dl + dc.dot(dc));
}

cv::Vec3b medianColour(std::array<std::vector<unsigned char>, 3>& channels)
{
    cv::Vec3b out;
    for (std::size_t k = 0; k < 3; ++k) {
        auto& v = channels[k];
        if (v.empty()) {
            return out;
        }
        std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
        out[static_cast<int>(k)] = v[v.size() / 2];
    }
    return out;
}

// The typical colour (per-channel median) of each of four bands just inside the face's
// four edges. Counters print their designation and strength along two opposite edges and
// leave the other two plain, but which two is unknown (a square fits at any quarter turn),
// so all four are measured and the one most like a side's colour is taken as background.
std::array<cv::Vec3b, 4> bandColours(const cv::Mat& image, const OccupancyBlob& blob, const RectifiedGrid& grid,
                                     cv::Size2d sizeMm)
{
    const double a = blob.shapeAngleDeg * std::numbers::pi / 180.0;
    const cv::Point2d ux(std::cos(a), std::sin(a));
    const cv::Point2d uy(-std::sin(a), std::cos(a));
    const cv::Point2d centre = grid.toPixel(blob.topSeenMm);
    const cv::Size2d half = sizeMm * (0.5 * grid.pxPerMm);
    // Inward normal and along-edge direction of each band, and their half-lengths.
    const std::array<std::pair<cv::Point2d, cv::Point2d>, 4> bands{
        std::pair{ux * half.width, uy * half.height}, std::pair{-ux * half.width, uy * half.height},
        std::pair{uy * half.height, ux * half.width}, std::pair{-uy * half.height, ux * half.width}};
    std::array<cv::Vec3b, 4> out;
    for (std::size_t b = 0; b < 4; ++b) {
        std::array<std::vector<unsigned char>, 3> channels;
        // Two to three millimetres inside the edge: clear of the edge's blur and of a fit a
        // millimetre off, short of the symbol in the middle.
        for (const double depth : {0.62, 0.74}) {
            for (int i = -4; i <= 4; ++i) {
                const cv::Point2d p = centre + bands[b].first * depth + bands[b].second * (i / 6.0);
                const cv::Point q(static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y)));
                if (q.x >= 0 && q.y >= 0 && q.x < image.cols && q.y < image.rows) {
                    const cv::Vec3b v = image.at<cv::Vec3b>(q);
                    for (std::size_t k = 0; k < 3; ++k) {
                        channels[k].push_back(v[static_cast<int>(k)]);
                    }
                }
            }
        }
        out[b] = medianColour(channels);
    }
    return out;
}

} // namespace

SideClassifier::SideClassifier(const std::vector<data::Side>& sides)
{
    for (const auto& side : sides) {
        ids_.push_back(side.id);
        lab_.push_back(labOf(cv::Vec3b(side.colour.blue, side.colour.green, side.colour.red)));
    }
}

SideMatch SideClassifier::classify(const cv::Mat& normalisedBgr, const OccupancyBlob& blob, const RectifiedGrid& grid,
                                   const OccupancyOptions& options) const
{
    SideMatch match;
    const auto bands = bandColours(normalisedBgr, blob, grid, shapeOf(blob, options).sizeMm);
    if (lab_.empty()) {
        match.seenBgr = bands[0];
        return match;
    }
    // Each band votes for the side it is nearest, weighted by how much nearer it is than the next
    // side and by how close it is at all: a band on printed text or on the shadow a fanned stack
    // throws beside its top (darker, greyer) matches no side well and counts for little, where
    // taking the single best band let one such band name the side.
    std::vector<double> score(lab_.size(), 0.0);
    std::vector<double> nearest(lab_.size(), 1e9);
    std::vector<cv::Vec3b> nearestBand(lab_.size());
    for (const auto& band : bands) {
        const cv::Vec3f seen = labOf(band);
        double d1 = 1e9;
        double d2 = 1e9;
        std::size_t side = 0;
        for (std::size_t i = 0; i < lab_.size(); ++i) {
            const double d = difference(seen, lab_[i]);
            if (d < d1) {
                d2 = d1;
                d1 = d;
                side = i;
            } else if (d < d2) {
                d2 = d;
            }
        }
        const double margin = lab_.size() == 1 ? 1.0 : 1.0 - d1 / std::max(d2, 1e-9);
        score[side] += margin * std::exp(-d1 / kVoteDistanceScale);
        if (d1 < nearest[side]) {
            nearest[side] = d1;
            nearestBand[side] = band;
        }
    }
    std::size_t winner = 0;
    double total = 0.0;
    for (std::size_t i = 0; i < score.size(); ++i) {
        total += score[i];
        if (score[i] > score[winner]) winner = i;
    }
    match.side = static_cast<int>(winner);
    match.sideId = ids_[winner];
    match.distance = nearest[winner];
    match.seenBgr = nearestBand[winner];
    // With one side there is nothing to tell apart: full confidence only if close. Otherwise the
    // winner's share of the votes, times how sure its own best band is.
    if (lab_.size() == 1) {
        match.confidence = std::clamp(1.0 - match.distance / 50.0, 0.0, 1.0);
    } else {
        double runnerUp = 1e9;
        for (std::size_t i = 0; i < lab_.size(); ++i)
            if (i != winner) runnerUp = std::min(runnerUp, difference(labOf(match.seenBgr), lab_[i]));
        const double share = total > 0 ? score[winner] / total : 0.0;
        match.confidence = std::clamp(share * (1.0 - match.distance / std::max(runnerUp, 1e-9)), 0.0, 1.0);
    }
    return match;
}

} // namespace adj::vision
