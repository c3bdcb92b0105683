#include "vision/blocks/block_labels.hpp"

#include <opencv2/imgproc.hpp>

namespace adj::vision {
namespace {

/// Share of a label's rim (the pixels just round it) that must be wood.
constexpr double kLabelRimWood = 0.5;

} // namespace

bool BlockLabel::covers(cv::Point px) const
{
    return cv::pointPolygonTest(hull, cv::Point2f(static_cast<float>(px.x), static_cast<float>(px.y)), false) >= 0;
}

double BlockLabel::distanceOutside(cv::Point px) const
{
    return -cv::pointPolygonTest(hull, cv::Point2f(static_cast<float>(px.x), static_cast<float>(px.y)), true);
}

std::vector<BlockLabel> labelsIn(const cv::Mat& pale, const cv::Mat& wood, double leastPixels)
{
    std::vector<BlockLabel> labels;
    cv::Mat parts;
    cv::Mat stats;
    cv::Mat centroids;
    const int count = cv::connectedComponentsWithStats(pale, parts, stats, centroids, 8, CV_32S);
    const cv::Mat round = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(5, 5));
    for (int p = 1; p < count; ++p) {
        if (stats.at<int>(p, cv::CC_STAT_AREA) < leastPixels) continue;
        cv::Mat part;
        cv::compare(parts, p, part, cv::CMP_EQ);
        cv::Mat rim;
        cv::dilate(part, rim, round);
        rim &= ~part;
        const int rimPixels = cv::countNonZero(rim);
        if (rimPixels == 0 || cv::countNonZero(rim & wood) < kLabelRimWood * rimPixels) continue;
        BlockLabel label;
        label.centrePx = {centroids.at<double>(p, 0), centroids.at<double>(p, 1)};
        std::vector<cv::Point> pixels;
        cv::findNonZero(part, pixels);
        cv::convexHull(pixels, label.hull);
        labels.push_back(std::move(label));
    }
    return labels;
}

} // namespace adj::vision
