#include "vision/occupancy/top_face.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace adj::vision {

Gradients gradientsOf(const cv::Mat& grey)
{
    Gradients g;
    cv::Mat smooth;
    cv::GaussianBlur(grey, smooth, cv::Size(3, 3), 0.7);
    cv::Sobel(smooth, g.gx, CV_32F, 1, 0, 3);
    cv::Sobel(smooth, g.gy, CV_32F, 0, 1, 3);
    return g;
}

double dominantOrientationDeg(const Gradients& g, const cv::Mat& mask)
{
    // 4 x angle folds the four sides of a square onto one direction; average on the circle.
    constexpr int kBins = 90;
    std::vector<double> histogram(kBins, 0.0);
    double total = 0.0;
    for (int y = 0; y < g.gx.rows; ++y) {
        const auto* gx = g.gx.ptr<float>(y);
        const auto* gy = g.gy.ptr<float>(y);
        const auto* m = mask.ptr<unsigned char>(y);
        for (int x = 0; x < g.gx.cols; ++x) {
            if (m[x] == 0) {
                continue;
            }
            const double w2 = static_cast<double>(gx[x]) * gx[x] + static_cast<double>(gy[x]) * gy[x];
            if (w2 < 400.0) { // weaker than a faint print line: noise
                continue;
            }
            double a = std::atan2(gy[x], gx[x]) * 180.0 / std::numbers::pi;
            a = std::fmod(a + 360.0, 90.0);
            const double w = std::sqrt(w2);
            histogram[static_cast<std::size_t>(std::min(kBins - 1, static_cast<int>(a / 90.0 * kBins)))] += w;
            total += w;
        }
    }
    if (total <= 0.0) {
        return -1.0;
    }
    // Smooth circularly over +-3 degrees, take the peak, refine with the weighted mean of
    // the peak's neighbourhood on the circle.
    std::vector<double> smooth(kBins, 0.0);
    for (int i = 0; i < kBins; ++i) {
        for (int d = -3; d <= 3; ++d) {
            smooth[static_cast<std::size_t>(i)] += histogram[static_cast<std::size_t>((i + d + kBins) % kBins)] * (4 - std::abs(d));
        }
    }
    const int peak = static_cast<int>(std::max_element(smooth.begin(), smooth.end()) - smooth.begin());
    double sx = 0.0;
    double sy = 0.0;
    for (int d = -6; d <= 6; ++d) {
        const int bin = (peak + d + kBins) % kBins;
        const double angle = (bin + 0.5) / kBins * 2 * std::numbers::pi; // 90 degrees -> full circle
        sx += histogram[static_cast<std::size_t>(bin)] * std::cos(angle);
        sy += histogram[static_cast<std::size_t>(bin)] * std::sin(angle);
    }
    double deg = std::atan2(sy, sx) / (2 * std::numbers::pi) * 90.0;
    if (deg < 0) {
        deg += 90.0;
    }
    return deg;
}

RectangleFit fitRectangle(const Gradients& g, cv::Size2d sizePx, double angleDeg, const cv::Rect& searchPx)
{
    // Sample points along the four sides (leaving out the corners, where sides of a
    // slightly wrong angle disagree most), each with the side's normal.
    struct Sample {
        cv::Point2d offset;
        cv::Point2d normal;
    };
    const double a = angleDeg * std::numbers::pi / 180.0;
    const cv::Point2d ux(std::cos(a), std::sin(a));
    const cv::Point2d uy(-std::sin(a), std::cos(a));
    std::vector<Sample> samples;
    const auto side = [&](cv::Point2d centre, cv::Point2d along, double length, cv::Point2d normal) {
        const int n = std::max(2, static_cast<int>(length * 0.7));
        for (int i = 0; i < n; ++i) {
            const double t = (i + 0.5) / n - 0.5;
            samples.push_back({centre + along * (t * length * 0.75), normal});
        }
    };
    const double hw = sizePx.width / 2;
    const double hh = sizePx.height / 2;
    side(-uy * hh, ux, sizePx.width, uy);
    side(uy * hh, ux, sizePx.width, uy);
    side(-ux * hw, uy, sizePx.height, ux);
    side(ux * hw, uy, sizePx.height, ux);

    const cv::Rect inside(0, 0, g.gx.cols, g.gx.rows);
    const cv::Rect search = searchPx & inside;
    RectangleFit best;
    if (search.empty()) {
        return best;
    }
    // Sample offsets rounded once: they are the same for every candidate centre.
    std::vector<cv::Point> offsets;
    offsets.reserve(samples.size());
    for (const auto& smp : samples) {
        offsets.emplace_back(static_cast<int>(std::lround(smp.offset.x)), static_cast<int>(std::lround(smp.offset.y)));
    }
    cv::Mat scores(search.size(), CV_64F, cv::Scalar(0));
    for (int cy = search.y; cy < search.y + search.height; ++cy) {
        for (int cx = search.x; cx < search.x + search.width; ++cx) {
            double sum = 0.0;
            for (std::size_t k = 0; k < samples.size(); ++k) {
                const int x = cx + offsets[k].x;
                const int y = cy + offsets[k].y;
                if (!inside.contains({x, y})) {
                    continue;
                }
                sum += std::abs(g.gx.at<float>(y, x) * samples[k].normal.x + g.gy.at<float>(y, x) * samples[k].normal.y);
            }
            scores.at<double>(cy - search.y, cx - search.x) = sum / static_cast<double>(samples.size());
        }
    }
    cv::Point peak;
    double peakScore = 0.0;
    cv::minMaxLoc(scores, nullptr, &peakScore, nullptr, &peak);
    // Parabola through the peak and its neighbours, each direction on its own.
    const auto refine = [&](int i, int n, double left, double mid, double right) {
        if (i <= 0 || i >= n - 1) {
            return 0.0;
        }
        const double denom = left - 2 * mid + right;
        return denom < 0 ? std::clamp(0.5 * (left - right) / denom, -0.5, 0.5) : 0.0;
    };
    const double dx = refine(peak.x, scores.cols, peak.x > 0 ? scores.at<double>(peak.y, peak.x - 1) : 0, peakScore,
                             peak.x < scores.cols - 1 ? scores.at<double>(peak.y, peak.x + 1) : 0);
    const double dy = refine(peak.y, scores.rows, peak.y > 0 ? scores.at<double>(peak.y - 1, peak.x) : 0, peakScore,
                             peak.y < scores.rows - 1 ? scores.at<double>(peak.y + 1, peak.x) : 0);
    best.centrePx = {search.x + peak.x + dx, search.y + peak.y + dy};
    best.score = peakScore;
    return best;
}

} // namespace adj::vision
