#include "vision/occupancy/lighting.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace adj::vision {

namespace {

// Largest L1 difference in chromaticity between a cell's ratio to the map and the light's
// own colour: glare whitening pale map reaches about 0.05; skin on the map 0.1 or more.
constexpr float kMaxTint = 0.07F;

cv::Size cellsFor(cv::Size size, int cell)
{
    return {std::max(1, (size.width + cell - 1) / cell), std::max(1, (size.height + cell - 1) / cell)};
}

// Light on a table has one colour everywhere (the lamp's, the camera's white balance);
// only its strength varies. A cell whose ratio to the map is tinted differently from the
// rest is not lit map but something on it: a hand, a sleeve, a counter. Left in, a hand
// larger than the median's window would be taken for light and normalised away.
void rejectTintedCells(const cv::Mat& ratio, cv::Mat& good)
{
    std::array<std::vector<float>, 3> chroma;
    for (int y = 0; y < ratio.rows; ++y) {
        for (int x = 0; x < ratio.cols; ++x) {
            if (good.at<unsigned char>(y, x) != 0) {
                const cv::Vec3f g = ratio.at<cv::Vec3f>(y, x);
                const float sum = g[0] + g[1] + g[2] + 1e-6F;
                for (int k = 0; k < 3; ++k) {
                    chroma[static_cast<std::size_t>(k)].push_back(g[k] / sum);
                }
            }
        }
    }
    if (chroma[0].empty()) {
        return;
    }
    cv::Vec3f light;
    for (int k = 0; k < 3; ++k) {
        auto& v = chroma[static_cast<std::size_t>(k)];
        std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
        light[k] = v[v.size() / 2];
    }
    for (int y = 0; y < ratio.rows; ++y) {
        for (int x = 0; x < ratio.cols; ++x) {
            const cv::Vec3f g = ratio.at<cv::Vec3f>(y, x);
            const float sum = g[0] + g[1] + g[2] + 1e-6F;
            float tint = 0.0F;
            for (int k = 0; k < 3; ++k) {
                tint += std::abs(g[k] / sum - light[k]);
            }
            if (tint > kMaxTint) {
                good.at<unsigned char>(y, x) = 0;
            }
        }
    }
}

// Cells that say nothing about the light take it from the good cells around them,
// weighted by distance (normalised convolution); with none nearby, from all of them.
void fillFromGoodCells(cv::Mat& ratio, const cv::Mat& good)
{
    cv::Mat weight;
    good.convertTo(weight, CV_32F);
    const double total = cv::sum(weight)[0];
    if (total <= 0) {
        ratio.setTo(cv::Scalar::all(1.0));
        return;
    }
    cv::Mat weighted;
    cv::Mat weight3;
    cv::merge(std::vector<cv::Mat>{weight, weight, weight}, weight3);
    cv::multiply(ratio, weight3, weighted);
    const cv::Scalar mean = cv::sum(weighted) / total;
    cv::GaussianBlur(weighted, weighted, cv::Size(0, 0), 4.0);
    cv::GaussianBlur(weight, weight, cv::Size(0, 0), 4.0);
    for (int y = 0; y < ratio.rows; ++y) {
        for (int x = 0; x < ratio.cols; ++x) {
            if (good.at<unsigned char>(y, x) != 0) {
                continue;
            }
            const float w = weight.at<float>(y, x);
            const cv::Vec3f v = weighted.at<cv::Vec3f>(y, x);
            ratio.at<cv::Vec3f>(y, x) = w > 1e-3F ? v / w
                                                  : cv::Vec3f(static_cast<float>(mean[0]), static_cast<float>(mean[1]),
                                                              static_cast<float>(mean[2]));
        }
    }
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
    cv::Mat work;
    return estimateGain(rectified, valid, work);
}

cv::Mat LightingModel::estimateGain(const cv::Mat& rectified, const cv::Mat& valid, cv::Mat& work) const
{
    rectified.convertTo(work, CV_32FC3);
    cv::Mat cells;
    cv::resize(work, cells, referenceCells_.size(), 0, 0, cv::INTER_AREA);
    cv::Mat seen;
    cv::resize(valid, seen, referenceCells_.size(), 0, 0, cv::INTER_AREA);

    // Ratio per cell, where the cell is seen whole and the map there is not black.
    cv::Mat ratio(cells.size(), CV_32FC3, cv::Scalar::all(1.0));
    cv::Mat good(cells.size(), CV_8U, cv::Scalar(0));
    for (int y = 0; y < cells.rows; ++y) {
        const auto* c = cells.ptr<cv::Vec3f>(y);
        const auto* r = referenceCells_.ptr<cv::Vec3f>(y);
        const auto* s = seen.ptr<unsigned char>(y);
        auto* out = ratio.ptr<cv::Vec3f>(y);
        auto* ok = good.ptr<unsigned char>(y);
        for (int x = 0; x < cells.cols; ++x) {
            if (s[x] > 250 && r[x][0] > 8.0F && r[x][1] > 8.0F && r[x][2] > 8.0F) {
                out[x] = cv::Vec3f(c[x][0] / r[x][0], c[x][1] / r[x][1], c[x][2] / r[x][2]);
                ok[x] = 1;
            }
        }
    }
    rejectTintedCells(ratio, good);
    fillFromGoodCells(ratio, good);

    // Encoded in 8 bits (x100) so that the median filter can run on it.
    cv::Mat ratio8;
    ratio.convertTo(ratio8, CV_8UC3, 100.0);
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
    upsample(coarseGain, size, full);
    return full;
}

void LightingModel::upsample(const cv::Mat& coarseGain, cv::Size size, cv::Mat& full) const
{
    cv::resize(coarseGain, full, size, 0, 0, cv::INTER_LINEAR);
}

cv::Vec3f LightingModel::gainAt(const cv::Mat& coarseGain, cv::Point2d gridPx) const
{
    const int x = std::clamp(static_cast<int>(gridPx.x / cell_), 0, coarseGain.cols - 1);
    const int y = std::clamp(static_cast<int>(gridPx.y / cell_), 0, coarseGain.rows - 1);
    return coarseGain.at<cv::Vec3f>(y, x);
}

} // namespace adj::vision
