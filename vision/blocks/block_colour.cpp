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

BlockSideMatch BlockColours::classify(const cv::Mat& lab, const cv::Mat& changed, const cv::Rect& boundsPx) const
{
    BlockSideMatch match;
    const cv::Rect box = boundsPx & cv::Rect(0, 0, lab.cols, lab.rows);
    if (ids_.empty() || box.empty() || changed.size() != lab.size()) return match;
    std::vector<int> votes(ids_.size(), 0);
    for (int y = box.y; y < box.y + box.height; ++y) {
        for (int x = box.x; x < box.x + box.width; ++x) {
            const cv::Vec3f& p = lab.at<cv::Vec3f>(y, x);
            if (changed.at<std::uint8_t>(y, x) == 0 || isPale(p)) continue;
            std::size_t nearest = 0;
            double best = std::numeric_limits<double>::infinity();
            for (std::size_t i = 0; i < lab_.size(); ++i) {
                const cv::Vec3f d = p - lab_[i];
                const double distance = std::hypot(kLightnessWeight * d[0], d[1], d[2]);
                if (distance < best) {
                    best = distance;
                    nearest = i;
                }
            }
            ++votes[nearest];
        }
    }
    const auto top = std::max_element(votes.begin(), votes.end());
    if (*top == 0) return match;
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
