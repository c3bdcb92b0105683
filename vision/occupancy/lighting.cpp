#include "vision/occupancy/lighting.hpp"

#include "vision/occupancy/cell_means.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

namespace adj::vision {

namespace {

// Largest L1 difference in chromaticity between a cell's ratio to the map and the light's
// own colour: glare whitening pale map reaches about 0.05; skin on the map 0.1 or more.
constexpr float kMaxTint = 0.07F;

// Of a cell's pixels, the share (in 1/255) clipped in a channel before that channel of the cell
// is left out of the light's estimate: 1%. Noise clips a pixel or two of bright paper that is
// not itself over the top; more and the cell's mean is held down.
constexpr unsigned char kMaxClippedShare = 2;

cv::Size cellsFor(cv::Size size, int cell)
{
    return {std::max(1, (size.width + cell - 1) / cell), std::max(1, (size.height + cell - 1) / cell)};
}

// Light on a table has one colour everywhere (the lamp's, the camera's white balance);
// only its strength varies. Its colour is the median chromaticity of the good cells' ratios.
// Empty when there is no good cell.
std::optional<cv::Vec3f> lightColourOf(const cv::Mat& ratio, const cv::Mat& good)
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
        return std::nullopt;
    }
    cv::Vec3f light;
    for (int k = 0; k < 3; ++k) {
        auto& v = chroma[static_cast<std::size_t>(k)];
        std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
        light[k] = v[v.size() / 2];
    }
    return light;
}

// A cell whose ratio to the map is tinted differently from the light is not lit map but
// something on it: a hand, a sleeve, a counter. Left in, a hand larger than the median's
// window would be taken for light and normalised away.
void rejectTintedCells(const cv::Mat& ratio, const cv::Vec3f& light, cv::Mat& good)
{
    for (int y = 0; y < ratio.rows; ++y) {
        for (int x = 0; x < ratio.cols; ++x) {
            if (good.at<unsigned char>(y, x) == 0) continue;
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

// A cell clipped in one or two channels still shows the light's strength in the others, and
// the light's colour is the same everywhere: its clipped channels are that strength in the
// light's colour. `clipped`: per cell and channel, the share of clipped pixels (in 1/255).
// `partly`: the cells seen whole with some channel clipped; those completed become good.
void completeClippedCells(cv::Mat& ratio, const cv::Mat& clipped, const cv::Vec3f& light, const cv::Mat& partly,
                          cv::Mat& good)
{
    for (int y = 0; y < ratio.rows; ++y) {
        const auto* clip = clipped.ptr<cv::Vec3b>(y);
        const auto* p = partly.ptr<unsigned char>(y);
        auto* g = ratio.ptr<cv::Vec3f>(y);
        auto* ok = good.ptr<unsigned char>(y);
        for (int x = 0; x < ratio.cols; ++x) {
            if (p[x] == 0) continue;
            float seen = 0.0F;
            float lightThere = 0.0F;
            for (int k = 0; k < 3; ++k) {
                if (clip[x][k] <= kMaxClippedShare) {
                    seen += g[x][k];
                    lightThere += light[k];
                }
            }
            if (lightThere <= 0.0F) continue; // clipped in every channel: taken from around
            const float strength = seen / lightThere;
            for (int k = 0; k < 3; ++k) {
                if (clip[x][k] > kMaxClippedShare) g[x][k] = strength * light[k];
            }
            ok[x] = 1;
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
    referenceCells_ = cellMeans(reference, cellsFor(reference.size(), cell_));
}

cv::Mat LightingModel::estimateGain(const cv::Mat& rectified, const cv::Mat& valid) const
{
    const cv::Mat cells = cellMeans(rectified, referenceCells_.size());
    // Shares of a cell in view and clipped, in 1/255 as the masks are.
    cv::Mat seen;
    cellMeans(valid, referenceCells_.size()).convertTo(seen, CV_8U);

    // A pixel the camera clipped says only that the light there is at least that bright: a
    // channel clipped in more than a few of a cell's pixels says little of the light in it.
    // Under a strong or tinted lamp pale paper clips in one channel over whole regions; left
    // in, the gain there comes out too low in that channel and the print tinted (a grey hex
    // line pink), which the change map takes for something on the board.
    cv::Mat clipped;
    cv::compare(rectified, cv::Scalar::all(kClippedLevel), clipped, cv::CMP_GE);
    cellMeans(clipped, referenceCells_.size()).convertTo(clipped, CV_8UC3);

    // Ratio per cell, where the cell is seen whole and the map there is not black; `good`
    // where no channel is clipped, `partly` where some is.
    cv::Mat ratio(cells.size(), CV_32FC3, cv::Scalar::all(1.0));
    cv::Mat good(cells.size(), CV_8U, cv::Scalar(0));
    cv::Mat partly(cells.size(), CV_8U, cv::Scalar(0));
    for (int y = 0; y < cells.rows; ++y) {
        const auto* c = cells.ptr<cv::Vec3f>(y);
        const auto* r = referenceCells_.ptr<cv::Vec3f>(y);
        const auto* s = seen.ptr<unsigned char>(y);
        const auto* clip = clipped.ptr<cv::Vec3b>(y);
        auto* out = ratio.ptr<cv::Vec3f>(y);
        auto* ok = good.ptr<unsigned char>(y);
        auto* part = partly.ptr<unsigned char>(y);
        for (int x = 0; x < cells.cols; ++x) {
            if (s[x] > 250 && r[x][0] > 8.0F && r[x][1] > 8.0F && r[x][2] > 8.0F) {
                out[x] = cv::Vec3f(c[x][0] / r[x][0], c[x][1] / r[x][1], c[x][2] / r[x][2]);
                const bool whole =
                    clip[x][0] <= kMaxClippedShare && clip[x][1] <= kMaxClippedShare && clip[x][2] <= kMaxClippedShare;
                (whole ? ok : part)[x] = 1;
            }
        }
    }
    // A clipped channel's ratio is too low, but the light is at least that strong: where a hot
    // spot clips all three channels over an area wider than the median's window, the gain taken
    // from around it would be too weak, and the paper under it would come out whiter than the map.
    cv::Mat atLeast(cells.size(), CV_32FC3, cv::Scalar::all(0.0));
    for (int y = 0; y < cells.rows; ++y) {
        const auto* clip = clipped.ptr<cv::Vec3b>(y);
        const auto* part = partly.ptr<unsigned char>(y);
        const auto* g = ratio.ptr<cv::Vec3f>(y);
        auto* bound = atLeast.ptr<cv::Vec3f>(y);
        for (int x = 0; x < cells.cols; ++x) {
            if (part[x] == 0) continue;
            for (int k = 0; k < 3; ++k) {
                if (clip[x][k] > kMaxClippedShare) bound[x][k] = g[x][k];
            }
        }
    }
    if (const auto light = lightColourOf(ratio, good)) {
        rejectTintedCells(ratio, *light, good);
        completeClippedCells(ratio, clipped, *light, partly, good);
    } else {
        // Nothing seen unclipped: the clipped ratios are too low, but the best bound there is.
        cv::bitwise_or(good, partly, good);
    }
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
    cv::max(gain, atLeast, gain);
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
