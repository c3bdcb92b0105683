#include "vision/occupancy/change_map.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace adj::vision {

cv::Mat edgeStrength(const cv::Mat& bgr)
{
    cv::Mat grey;
    cv::cvtColor(bgr, grey, cv::COLOR_BGR2GRAY);
    cv::GaussianBlur(grey, grey, cv::Size(3, 3), 0.8);
    cv::Mat gx;
    cv::Mat gy;
    cv::Sobel(grey, gx, CV_16S, 1, 0, 3);
    cv::Sobel(grey, gy, CV_16S, 0, 1, 3);
    cv::Mat magnitude;
    cv::add(cv::abs(gx), cv::abs(gy), magnitude, cv::noArray(), CV_16S);
    return magnitude;
}

ChangeReference::ChangeReference(const cv::Mat& referenceBgr, const OccupancyOptions& options)
    : reference_(referenceBgr.clone()), options_(options)
{
    cv::GaussianBlur(reference_, reference_, cv::Size(3, 3), 0.8);
    cv::Mat f;
    reference_.convertTo(f, CV_32FC3);
    sum_.create(f.size(), CV_32F);
    chroma_.create(f.size(), CV_32FC3);
    for (int y = 0; y < f.rows; ++y) {
        const auto* p = f.ptr<cv::Vec3f>(y);
        auto* s = sum_.ptr<float>(y);
        auto* c = chroma_.ptr<cv::Vec3f>(y);
        for (int x = 0; x < f.cols; ++x) {
            s[x] = p[x][0] + p[x][1] + p[x][2] + 3.0F;
            c[x] = (p[x] + cv::Vec3f(1, 1, 1)) / s[x];
        }
    }
    // Map edges may shift by a pixel with registration jitter: compare against the
    // strongest edge within a pixel of each point.
    cv::dilate(edgeStrength(reference_), edgesNearby_, cv::Mat::ones(3, 3, CV_8U));
}

cv::Mat ChangeReference::changed(const cv::Mat& normalisedBgr, const cv::Mat& valid, cv::Mat* darkOut) const
{
    cv::Mat frame;
    cv::GaussianBlur(normalisedBgr, frame, cv::Size(3, 3), 0.8); // sensor noise, before ratios
    const cv::Mat edges = edgeStrength(normalisedBgr);
    cv::Mat out(frame.size(), CV_8U, cv::Scalar(0));
    cv::Mat dark;
    if (darkOut != nullptr) {
        dark = cv::Mat(frame.size(), CV_8U, cv::Scalar(0));
    }
    const auto chromaLimit = static_cast<float>(options_.chromaThreshold);
    const auto brighter = static_cast<float>(options_.brighterThreshold);
    const auto darker = static_cast<float>(options_.darkerThreshold);
    const auto edgeLimit = static_cast<short>(options_.edgeThreshold);
    for (int y = 0; y < frame.rows; ++y) {
        const auto* p = frame.ptr<cv::Vec3b>(y);
        const auto* rs = sum_.ptr<float>(y);
        const auto* rc = chroma_.ptr<cv::Vec3f>(y);
        const auto* e = edges.ptr<short>(y);
        const auto* re = edgesNearby_.ptr<short>(y);
        const auto* v = valid.ptr<unsigned char>(y);
        auto* o = out.ptr<unsigned char>(y);
        auto* d = darkOut != nullptr ? dark.ptr<unsigned char>(y) : nullptr;
        for (int x = 0; x < frame.cols; ++x) {
            if (v[x] == 0) {
                continue;
            }
            const float b = p[x][0] + 1.0F;
            const float g = p[x][1] + 1.0F;
            const float r = p[x][2] + 1.0F;
            const float sum = b + g + r;
            // Chromaticity is noise in dark pixels (the black of a marker, a printed border):
            // trust it in proportion to the light there is.
            const float trust = std::min(1.0F, std::min(sum, rs[x]) / 240.0F);
            const float chroma =
                trust * (std::abs(b / sum - rc[x][0]) + std::abs(g / sum - rc[x][1]) + std::abs(r / sum - rc[x][2]));
            const float ratio = sum / rs[x];
            const bool newEdge = e[x] - re[x] > edgeLimit;
            if (chroma > chromaLimit || ratio > brighter || ratio < darker || newEdge) {
                o[x] = 255;
            } else if (d != nullptr && ratio < 0.85F) {
                d[x] = 255;
            }
        }
    }
    if (darkOut != nullptr) {
        *darkOut = dark;
    }
    return out;
}

} // namespace adj::vision
