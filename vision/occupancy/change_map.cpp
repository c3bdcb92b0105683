#include "vision/occupancy/change_map.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace adj::vision {

namespace {

// Both images are smoothed this much (grid pixels) before colours are compared: more than
// sensor noise needs, so that a camera's own blur (up to about half a millimetre) leaves a
// thin print line looking the same in the frame as in the reference.
constexpr double kCompareBlurPx = 1.2;
// How far (grid pixels) the map may appear displaced by registration error. Colours are
// compared per channel with the range over this reach, which is generous next to strong
// colour edges (a grey counter beside the river matches some mix of river and ground), so
// it is kept to one grid pixel (half a millimetre or so); larger errors leave slivers,
// which are told apart by their shape (see foreign_objects.hpp).
constexpr int kJitterPx = 1;

// How far `value` lies outside [lo, hi].
inline float outside(float value, float lo, float hi)
{
    return std::max(std::max(lo - value, value - hi), 0.0F); // branch-free: this runs per pixel
}

} // namespace

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
    cv::Mat smooth;
    cv::GaussianBlur(reference_, smooth, cv::Size(0, 0), kCompareBlurPx);
    cv::Mat f;
    smooth.convertTo(f, CV_32FC3);
    cv::Mat sum(f.size(), CV_32F);
    cv::Mat chroma(f.size(), CV_32FC3);
    for (int y = 0; y < f.rows; ++y) {
        const auto* p = f.ptr<cv::Vec3f>(y);
        auto* s = sum.ptr<float>(y);
        auto* c = chroma.ptr<cv::Vec3f>(y);
        for (int x = 0; x < f.cols; ++x) {
            s[x] = p[x][0] + p[x][1] + p[x][2] + 3.0F;
            c[x] = (p[x] + cv::Vec3f(1, 1, 1)) / s[x];
        }
    }
    // The range within a reach of kJitterPx: registration (worst at the map's edges, under
    // strong lens distortion) may put any of these under a frame pixel.
    const cv::Mat square = cv::Mat::ones(2 * kJitterPx + 1, 2 * kJitterPx + 1, CV_8U);
    cv::erode(sum, sumMin_, square);
    cv::dilate(sum, sumMax_, square);
    cv::erode(chroma, chromaMin_, square);
    cv::dilate(chroma, chromaMax_, square);
    // Map edges shift with registration jitter too: compare against the strongest edge
    // within the same reach of each point.
    cv::dilate(edgeStrength(reference_), edgesNearby_, square);
}

cv::Mat ChangeReference::changed(const cv::Mat& normalisedBgr, const cv::Mat& valid, cv::Mat* darkOut) const
{
    cv::Mat frame;
    cv::GaussianBlur(normalisedBgr, frame, cv::Size(0, 0), kCompareBlurPx); // as the reference
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
        const auto* sMin = sumMin_.ptr<float>(y);
        const auto* sMax = sumMax_.ptr<float>(y);
        const auto* cMin = chromaMin_.ptr<cv::Vec3f>(y);
        const auto* cMax = chromaMax_.ptr<cv::Vec3f>(y);
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
            const float inv = 1.0F / sum; // one division instead of three
            // Chromaticity is noise in dark pixels (the black of a marker, a printed border):
            // trust it in proportion to the light there is.
            const float trust = std::min(1.0F, std::min(sum, sMax[x]) / 240.0F);
            const float chroma = trust * (outside(b * inv, cMin[x][0], cMax[x][0]) + outside(g * inv, cMin[x][1], cMax[x][1]) +
                                          outside(r * inv, cMin[x][2], cMax[x][2]));
            const bool newEdge = e[x] - re[x] > edgeLimit;
            const bool heavy = sum < darker * sMin[x];
            // The map's colour, less light: a shadow (or a piece's shaded wall). A light one,
            // like a piece's own, is no change even where its edge is new: it would drag the
            // piece's blob towards the far side of the light. A heavy one (a hand's) is.
            const bool shadow = chroma <= chromaLimit && sum < 0.9F * sMin[x] && sum > 0.2F * sMin[x];
            const bool changedHere =
                chroma > chromaLimit || sum > brighter * sMax[x] || heavy || (newEdge && !shadow);
            o[x] = changedHere ? 255 : 0;
            if (d != nullptr && shadow) {
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
