#include "vision/occupancy/region_labels.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <stdexcept>

namespace adj::vision {

int labelRegions(const cv::Mat& mask, cv::Mat& labels, cv::Mat& stats)
{
    if (mask.type() != CV_8U) {
        throw std::invalid_argument("labelRegions: the mask must be a CV_8U image");
    }
    const int count = cv::connectedComponents(mask, labels, 8, CV_32S);
    // Right and bottom are gathered in the width and height columns, made extents at the end.
    stats.create(count, cv::CC_STAT_MAX, CV_32S);
    stats.setTo(cv::Scalar(0));
    for (int label = 1; label < count; ++label) {
        int* row = stats.ptr<int>(label);
        row[cv::CC_STAT_LEFT] = labels.cols;
        row[cv::CC_STAT_TOP] = labels.rows;
        row[cv::CC_STAT_WIDTH] = -1;
        row[cv::CC_STAT_HEIGHT] = -1;
    }
    for (int y = 0; y < labels.rows; ++y) {
        const int* line = labels.ptr<int>(y);
        for (int x = 0; x < labels.cols; ++x) {
            const int label = line[x];
            if (label == 0) continue;
            int* row = stats.ptr<int>(label);
            row[cv::CC_STAT_LEFT] = std::min(row[cv::CC_STAT_LEFT], x);
            row[cv::CC_STAT_TOP] = std::min(row[cv::CC_STAT_TOP], y);
            row[cv::CC_STAT_WIDTH] = std::max(row[cv::CC_STAT_WIDTH], x);
            row[cv::CC_STAT_HEIGHT] = std::max(row[cv::CC_STAT_HEIGHT], y);
            ++row[cv::CC_STAT_AREA];
        }
    }
    for (int label = 1; label < count; ++label) {
        int* row = stats.ptr<int>(label);
        row[cv::CC_STAT_WIDTH] = row[cv::CC_STAT_WIDTH] - row[cv::CC_STAT_LEFT] + 1;
        row[cv::CC_STAT_HEIGHT] = row[cv::CC_STAT_HEIGHT] - row[cv::CC_STAT_TOP] + 1;
    }
    return count;
}

} // namespace adj::vision
