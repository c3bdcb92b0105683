#include "vision/occupancy/lighting.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace adj::vision {

namespace {

cv::Size cellsFor(cv::Size size, int cell)
{
    return {std::max(1, (size.width + cell - 1) / cell), std::max(1, (size.height + cell - 1) / cell)};
}

} // namespace

LightingModel::LightingModel(const cv::Mat& reference, int cellPx) : cell_(std::max(1, cellPx))
{
    cv::Mat f;
    reference.convertTo(f, CV_32FC3);
    cv::resize(f, referenceCells_, cellsFor(reference.size(), cell_), 0, 0, cv::INTER_AREA);
}

cv::Mat LightingModel::estimateGain(const cv::Mat& rectified, const cv::Mat& valid) const
{
    cv::Mat f;
    rectified.convertTo(f, CV_32FC3);
    cv::Mat cells;
    cv::resize(f, cells, referenceCells_.size(), 0, 0, cv::INTER_AREA);
    cv::Mat seen;
    cv::resize(valid, seen, referenceCells_.size(), 0, 0, cv::INTER_AREA);

    // Ratio per cell, encoded in 8 bits (x100) so that the median filter can run on it.
    cv::Mat ratio8(cells.size(), CV_8UC3);
    for (int y = 0; y < cells.rows; ++y) {
        const auto* c = cells.ptr<cv::Vec3f>(y);
        const auto* r = referenceCells_.ptr<cv::Vec3f>(y);
        const auto* s = seen.ptr<unsigned char>(y);
        auto* out = ratio8.ptr<cv::Vec3b>(y);
        for (int x = 0; x < cells.cols; ++x) {
            for (int k = 0; k < 3; ++k) {
                // Cells the camera does not fully see say nothing about the light: neutral.
                const float g = (s[x] > 250 && r[x][k] > 8.0F) ? c[x][k] / r[x][k] : 1.0F;
                out[x][k] = cv::saturate_cast<unsigned char>(g * 100.0F);
            }
        }
    }
    // The median over 7 x 7 cells (about 56 mm) ignores counters, stacks and a few shadows;
    // a second small one tidies the seams between differently lit areas.
    cv::medianBlur(ratio8, ratio8, 7);
    cv::medianBlur(ratio8, ratio8, 3);
    cv::Mat gain;
    ratio8.convertTo(gain, CV_32FC3, 1.0 / 100.0);
    cv::GaussianBlur(gain, gain, cv::Size(5, 5), 1.0);
    // Never divide by nothing: a black frame has no light, not infinite gain.
    cv::max(gain, cv::Scalar::all(0.05), gain);
    return gain;
}

cv::Mat LightingModel::upsample(const cv::Mat& coarseGain, cv::Size size) const
{
    cv::Mat full;
    cv::resize(coarseGain, full, size, 0, 0, cv::INTER_LINEAR);
    return full;
}

cv::Vec3f LightingModel::gainAt(const cv::Mat& coarseGain, cv::Point2d gridPx) const
{
    const int x = std::clamp(static_cast<int>(gridPx.x / cell_), 0, coarseGain.cols - 1);
    const int y = std::clamp(static_cast<int>(gridPx.y / cell_), 0, coarseGain.rows - 1);
    return coarseGain.at<cv::Vec3f>(y, x);
}

} // namespace adj::vision
