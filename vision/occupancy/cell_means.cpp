#include "vision/occupancy/cell_means.hpp"

#include <opencv2/core/hal/intrin.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace adj::vision {

namespace {

/// The pixels a cell covers along one axis and how much of each: whole pixels weigh 1, the two
/// at its ends the part of them inside.
struct CellSpan {
    int first = 0;
    std::vector<float> weights;
    float inverseLength = 1.0F;
};

std::vector<CellSpan> cellSpans(int pixels, int cells)
{
    const double length = static_cast<double>(pixels) / cells;
    std::vector<CellSpan> spans(static_cast<std::size_t>(cells));
    for (int c = 0; c < cells; ++c) {
        const double start = c * length;
        const double end = std::min(static_cast<double>(pixels), (c + 1) * length);
        CellSpan& span = spans[static_cast<std::size_t>(c)];
        span.first = static_cast<int>(std::floor(start));
        const int last = std::min(pixels, static_cast<int>(std::ceil(end)));
        for (int i = span.first; i < last; ++i) {
            span.weights.push_back(static_cast<float>(std::min<double>(i + 1, end) - std::max<double>(i, start)));
        }
        span.inverseLength = static_cast<float>(1.0 / (end - start));
    }
    return spans;
}

} // namespace

cv::Mat cellMeans(const cv::Mat& image, cv::Size cells)
{
    if (image.depth() != CV_8U || (image.channels() != 1 && image.channels() != 3)) {
        throw std::invalid_argument("cellMeans: the image must be CV_8UC1 or CV_8UC3");
    }
    if (image.empty() || cells.width < 1 || cells.height < 1 || cells.width > image.cols || cells.height > image.rows) {
        throw std::invalid_argument("cellMeans: the cells must be at least one and no more than the image's pixels");
    }
    const int channels = image.channels();
    const int values = image.cols * channels;
    const std::vector<CellSpan> rows = cellSpans(image.rows, cells.height);
    const std::vector<CellSpan> columns = cellSpans(image.cols, cells.width);
    cv::Mat means(cells, CV_32FC(channels));
    std::vector<float> band(static_cast<std::size_t>(values));
    for (int cy = 0; cy < cells.height; ++cy) {
        // The cell row's pixel rows, each by its weight: one pass down the image, contiguous.
        const CellSpan& down = rows[static_cast<std::size_t>(cy)];
        std::fill(band.begin(), band.end(), 0.0F);
        float* sum = band.data();
        for (std::size_t k = 0; k < down.weights.size(); ++k) {
            const unsigned char* p = image.ptr<unsigned char>(down.first + static_cast<int>(k));
            const float w = down.weights[k];
            // Eight at a time with OpenCV's universal intrinsics; multiply then add, as the tail does.
            // (v_load_expand_q reads four bytes as an int, unaligned: undefined behaviour.)
            const cv::v_float32x4 weight = cv::v_setall_f32(w);
            int i = 0;
            for (; i + 8 <= values; i += 8) {
                cv::v_uint32x4 low;
                cv::v_uint32x4 high;
                cv::v_expand(cv::v_load_expand(p + i), low, high);
                const cv::v_float32x4 a = cv::v_cvt_f32(cv::v_reinterpret_as_s32(low));
                const cv::v_float32x4 b = cv::v_cvt_f32(cv::v_reinterpret_as_s32(high));
                cv::v_store(sum + i, cv::v_load(sum + i) + a * weight);
                cv::v_store(sum + i + 4, cv::v_load(sum + i + 4) + b * weight);
            }
            for (; i < values; ++i) {
                sum[i] += w * static_cast<float>(p[i]);
            }
        }
        // Then across the band, cell by cell.
        auto* out = means.ptr<float>(cy);
        for (int cx = 0; cx < cells.width; ++cx) {
            const CellSpan& across = columns[static_cast<std::size_t>(cx)];
            const float scale = down.inverseLength * across.inverseLength;
            for (int ch = 0; ch < channels; ++ch) {
                float total = 0.0F;
                for (std::size_t k = 0; k < across.weights.size(); ++k) {
                    total += across.weights[k] * sum[(across.first + static_cast<int>(k)) * channels + ch];
                }
                out[cx * channels + ch] = total * scale;
            }
        }
    }
    return means;
}

} // namespace adj::vision
