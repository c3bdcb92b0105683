#include "vision/identity/side_colour.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace adj::vision {

namespace {

cv::Vec3f labOf(cv::Vec3b bgr)
{
    cv::Mat pixel(1, 1, CV_32FC3, cv::Scalar(bgr[0] / 255.0, bgr[1] / 255.0, bgr[2] / 255.0));
    cv::cvtColor(pixel, pixel, cv::COLOR_BGR2Lab);
    return pixel.at<cv::Vec3f>(0, 0);
}

// Lightness counts half: light normalisation leaves more error in brightness than in hue,
// and sides are told apart by hue first (blue and grey, red and butternut).
double difference(const cv::Vec3f& a, const cv::Vec3f& b)
{
    const double dl = 0.5 * (a[0] - b[0]);
    return std::sqrt(dl * dl + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
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
    const auto shape = static_cast<std::size_t>(std::clamp(blob.shape, 0, static_cast<int>(options.shapes.size()) - 1));
    const auto bands = bandColours(normalisedBgr, blob, grid, options.shapes[shape].sizeMm);
    if (lab_.empty()) {
        match.seenBgr = bands[0];
        return match;
    }
    double best = 1e9;
    double second = 1e9;
    for (const auto& band : bands) {
        const cv::Vec3f seen = labOf(band);
        // Distances of this band to the nearest and next side.
        double d1 = 1e9;
        double d2 = 1e9;
        int side = -1;
        for (std::size_t i = 0; i < lab_.size(); ++i) {
            const double d = difference(seen, lab_[i]);
            if (d < d1) {
                d2 = d1;
                d1 = d;
                side = static_cast<int>(i);
            } else if (d < d2) {
                d2 = d;
            }
        }
        if (d1 < best) {
            best = d1;
            second = d2;
            match.side = side;
            match.seenBgr = band;
        }
    }
    match.sideId = ids_[static_cast<std::size_t>(match.side)];
    match.distance = best;
    // With one side there is nothing to tell apart: full confidence only if close.
    match.confidence = lab_.size() == 1 ? std::clamp(1.0 - best / 50.0, 0.0, 1.0)
                                        : std::clamp(1.0 - best / std::max(second, 1e-9), 0.0, 1.0);
    return match;
}

} // namespace adj::vision
