#include "vision/blocks/wood_groups.hpp"

#include <algorithm>
#include <limits>

namespace adj::vision {

cv::Point2d meanOf(const std::vector<cv::Point>& points)
{
    cv::Point2d sum(0, 0);
    for (const auto& p : points) sum += cv::Point2d(p);
    return points.empty() ? sum : sum / static_cast<double>(points.size());
}

std::vector<std::vector<cv::Point>> groupsOf(const std::vector<cv::Point>& points, int k)
{
    const cv::Point2d mean = meanOf(points);
    std::vector<cv::Point2d> centres;
    if (k <= 1) {
        centres.push_back(mean);
    } else {
        // Seeds: the point farthest from the mean, then each time the point farthest from every seed so far.
        std::vector<double> nearest(points.size());
        for (std::size_t i = 0; i < points.size(); ++i) nearest[i] = cv::norm(cv::Point2d(points[i]) - mean);
        while (static_cast<int>(centres.size()) < k) {
            const auto far = static_cast<std::size_t>(std::max_element(nearest.begin(), nearest.end()) - nearest.begin());
            const cv::Point2d seed(points[far]);
            if (centres.empty()) std::fill(nearest.begin(), nearest.end(), std::numeric_limits<double>::infinity());
            centres.push_back(seed);
            for (std::size_t i = 0; i < points.size(); ++i) {
                nearest[i] = std::min(nearest[i], cv::norm(cv::Point2d(points[i]) - seed));
            }
        }
    }
    std::vector<std::vector<cv::Point>> groups(centres.size());
    for (int round = 0; round < 20; ++round) {
        for (auto& g : groups) g.clear();
        for (const auto& p : points) {
            std::size_t best = 0;
            for (std::size_t c = 1; c < centres.size(); ++c) {
                if (cv::norm(cv::Point2d(p) - centres[c]) < cv::norm(cv::Point2d(p) - centres[best])) best = c;
            }
            groups[best].push_back(p);
        }
        bool moved = false;
        for (std::size_t c = 0; c < centres.size(); ++c) {
            if (groups[c].empty()) continue;
            const cv::Point2d m = meanOf(groups[c]);
            moved = moved || cv::norm(m - centres[c]) > 0.05;
            centres[c] = m;
        }
        if (!moved) break;
    }
    groups.erase(std::remove_if(groups.begin(), groups.end(), [](const auto& g) { return g.empty(); }), groups.end());
    return groups;
}

} // namespace adj::vision
