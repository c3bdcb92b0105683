#include "vision/table/unlike_map.hpp"

#include <opencv2/imgproc.hpp>

#include <cmath>

namespace adj::vision {

namespace {

constexpr double kUnlikeChroma = 0.08;
constexpr double kUnlikeDarker = 0.72;
constexpr double kUnlikeBrighter = 1.22;

} // namespace

cv::Mat unlikeMap(const cv::Mat& normalised, const cv::Mat& reference, cv::Rect box, double blurrierCameraPx)
{
    box &= cv::Rect(0, 0, normalised.cols, normalised.rows);
    if (box.empty() || reference.size() != normalised.size()) return {};
    cv::Mat seen;
    cv::Mat map;
    cv::GaussianBlur(normalised(box), seen, cv::Size(5, 5), 1.0);
    cv::GaussianBlur(reference(box), map, cv::Size(5, 5), 1.0);
    cv::Mat blurrierMap;
    if (blurrierCameraPx > 0) cv::GaussianBlur(reference(box), blurrierMap, cv::Size(), blurrierCameraPx);
    const auto differs = [](const cv::Vec3b& seenPx, const cv::Vec3b& mapPx) {
        const cv::Vec3f a = cv::Vec3f(seenPx) + cv::Vec3f(1, 1, 1);
        const cv::Vec3f b = cv::Vec3f(mapPx) + cv::Vec3f(1, 1, 1);
        const double sa = a[0] + a[1] + a[2];
        const double sb = b[0] + b[1] + b[2];
        const double chroma =
            std::abs(a[0] / sa - b[0] / sb) + std::abs(a[1] / sa - b[1] / sb) + std::abs(a[2] / sa - b[2] / sb);
        return chroma > kUnlikeChroma || sa < kUnlikeDarker * sb || sa > kUnlikeBrighter * sb;
    };
    cv::Mat unlike(box.size(), CV_8U);
    for (int y = 0; y < box.height; ++y) {
        const auto* s = seen.ptr<cv::Vec3b>(y);
        const auto* m = map.ptr<cv::Vec3b>(y);
        const auto* blurrier = blurrierMap.empty() ? nullptr : blurrierMap.ptr<cv::Vec3b>(y);
        auto* out = unlike.ptr<unsigned char>(y);
        for (int x = 0; x < box.width; ++x) {
            const bool notMap = differs(s[x], m[x]) && (blurrier == nullptr || differs(s[x], blurrier[x]));
            out[x] = notMap ? 255 : 0;
        }
    }
    return unlike;
}

} // namespace adj::vision
