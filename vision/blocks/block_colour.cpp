#include "vision/blocks/block_colour.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace adj::vision {
namespace {

/// Lightness above the palest wood at which a pixel is a label or the map: a block's top, lit
/// squarely, is a little lighter than its paint; labels are printed far lighter.
constexpr float kPaleMargin = 5.0F;
/// Lightness counts this much against hue: a block's walls are its top's colour, darker.
constexpr float kLightnessWeight = 0.3F;
/// Colour distance (as measured with kLightnessWeight) within which a pixel is plainly a side's wood.
constexpr double kPlainWood = 15.0;

double distanceBetween(const cv::Vec3f& a, const cv::Vec3f& b)
{
    const cv::Vec3f d = a - b;
    return std::hypot(kLightnessWeight * d[0], d[1], d[2]);
}

} // namespace

cv::Mat BlockColours::labOf(const cv::Mat& bgr)
{
    cv::Mat f;
    bgr.convertTo(f, CV_32FC3, 1.0 / 255.0);
    cv::cvtColor(f, f, cv::COLOR_BGR2Lab);
    return f;
}

BlockColours::BlockColours(const std::vector<data::Side>& sides)
{
    float palest = 0.0F;
    for (const data::Side& side : sides) {
        ids_.push_back(side.id);
        const cv::Mat one(1, 1, CV_8UC3, cv::Scalar(side.colour.blue, side.colour.green, side.colour.red));
        lab_.push_back(labOf(one).at<cv::Vec3f>(0, 0));
        palest = std::max(palest, lab_.back()[0]);
    }
    paleLightness_ = palest + kPaleMargin;
}

int BlockColours::sideOf(const cv::Vec3f& lab) const
{
    int side = -1;
    double best = kPlainWood;
    for (std::size_t i = 0; i < lab_.size(); ++i) {
        const double d = distanceBetween(lab, lab_[i]);
        if (d < best) {
            best = d;
            side = static_cast<int>(i);
        }
    }
    return side;
}

BlockSideMatch BlockColours::classify(const cv::Mat& lab, const std::vector<cv::Point>& at) const
{
    BlockSideMatch match;
    if (ids_.empty() || at.empty()) return match;
    // Only plain wood votes (sideOf): the deep shadow at a block's foot and the blends at its edges
    // are near no side's paint, or near a neutral grey whatever the wood. Of the plain pixels the
    // darker half votes: a blend of any wood with the pale label or map beside it is lighter.
    std::vector<std::pair<float, int>> plain; // lightness, side
    plain.reserve(at.size());
    for (const cv::Point& q : at) {
        const cv::Vec3f& p = lab.at<cv::Vec3f>(q);
        if (const int side = sideOf(p); side >= 0) plain.emplace_back(p[0], side);
    }
    if (plain.empty()) return match;
    const auto half = plain.begin() + static_cast<std::ptrdiff_t>((plain.size() + 1) / 2);
    std::nth_element(plain.begin(), half, plain.end());
    std::vector<int> votes(ids_.size(), 0);
    for (auto it = plain.begin(); it != half; ++it) ++votes[static_cast<std::size_t>(it->second)];
    const auto top = std::max_element(votes.begin(), votes.end());
    int runnerUp = 0;
    for (auto it = votes.begin(); it != votes.end(); ++it) {
        if (it != top) runnerUp = std::max(runnerUp, *it);
    }
    match.side = static_cast<int>(top - votes.begin());
    match.sideId = ids_[static_cast<std::size_t>(match.side)];
    match.confidence = static_cast<double>(*top - runnerUp) / (*top + runnerUp);
    return match;
}

} // namespace adj::vision
