#pragma once
// Measuring a printed map picture the way a ruler would: where the printed hex lines are, and so
// where a hex's centre is and how wide it is across the flats. Shared by the vision print tests and
// the CLI's PDF scale test.

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>
#include <vector>

namespace adj::test::print {

/// The darkest line crossing the ray from `from` along unit `dir`, searched between `near` and
/// `far` pixels: the darkness-weighted mean distance over the samples darker than the median.
inline std::optional<double> lineAlongRay(const cv::Mat& grey, cv::Point2d from, cv::Point2d dir, double near, double far)
{
    std::vector<std::pair<double, double>> samples; // distance, darkness
    for (double s = near; s <= far; s += 0.1) {
        cv::Mat patch;
        cv::getRectSubPix(grey, cv::Size(1, 1), cv::Point2f(static_cast<float>(from.x + dir.x * s),
                                                            static_cast<float>(from.y + dir.y * s)), patch, CV_32F);
        samples.emplace_back(s, 255.0 - patch.at<float>(0, 0));
    }
    std::vector<double> values;
    for (const auto& [s, v] : samples) values.push_back(v);
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2), values.end());
    const double base = values[values.size() / 2];
    const double peak = *std::max_element(values.begin(), values.end());
    if (peak - base < 40) return std::nullopt; // no printed line here
    double sum = 0;
    double weight = 0;
    for (const auto& [s, v] : samples) {
        const double w = std::max(0.0, v - (base + peak) / 2);
        sum += w * s;
        weight += w;
    }
    return sum / weight;
}

struct HexMeasure {
    cv::Point2d centre;        ///< Pixels.
    double flatToFlatPx = 0;   ///< Mean of the three axes.
};

/// A flat-top hex measured from its printed outline, starting from a guess of its centre (pixels)
/// and its flat-to-flat size (pixels). nullopt when a side's line cannot be found.
inline std::optional<HexMeasure> measureFlatTopHex(const cv::Mat& grey, cv::Point2d guess, double flatPx)
{
    // The three axes through opposite flat sides: north-south and the two diagonals.
    // Each axis u gives the centre's offset along u; three axes fix it by least squares.
    double flats = 0;
    cv::Mat_<double> a(3, 2);
    cv::Mat_<double> b(3, 1);
    for (int k = 0; k < 3; ++k) {
        const double angle = std::numbers::pi / 2 + k * std::numbers::pi / 3;
        const cv::Point2d u(std::cos(angle), std::sin(angle));
        const auto plus = lineAlongRay(grey, guess, u, 0.42 * flatPx, 0.58 * flatPx);
        const auto minus = lineAlongRay(grey, guess, -u, 0.42 * flatPx, 0.58 * flatPx);
        if (!plus || !minus) return std::nullopt;
        a(k, 0) = u.x;
        a(k, 1) = u.y;
        b(k, 0) = (*plus - *minus) / 2;
        flats += *plus + *minus;
    }
    cv::Mat_<double> delta;
    cv::solve(a, b, delta, cv::DECOMP_SVD);
    return HexMeasure{guess + cv::Point2d(delta(0, 0), delta(1, 0)), flats / 3};
}

} // namespace adj::test::print
