#include "vision/occupancy/change_map.hpp"

#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cstring>

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

// The comparison runs on 16 pixels at a time (one vector of bytes); see compareChunk.
constexpr int kChunk = 16;

// One chunk's inputs and outputs: pointers to its first pixel in each image.
struct Chunk {
    const unsigned char* frame; ///< Smoothed frame, BGR interleaved.
    const float* sumMin;
    const float* sumMax;
    std::array<const float*, 3> chromaMin;
    std::array<const float*, 3> chromaMax;
    const short* edges;
    const short* edgesNearby;
    const unsigned char* valid;
    unsigned char* changed;
    unsigned char* dark; ///< May be null.
};

struct Limits {
    cv::v_float32x4 chroma;
    cv::v_float32x4 brighter;
    cv::v_float32x4 darker;
    cv::v_int16x8 edge;
};

// How far `value` lies outside [lo, hi].
inline cv::v_float32x4 outside(const cv::v_float32x4& value, const cv::v_float32x4& lo, const cv::v_float32x4& hi)
{
    return cv::v_max(cv::v_max(lo - value, value - hi), cv::v_setzero_f32());
}

// 16 bytes as four vectors of 4 floats.
inline std::array<cv::v_float32x4, 4> toFloats(const cv::v_uint8x16& v)
{
    cv::v_uint16x8 lo;
    cv::v_uint16x8 hi;
    cv::v_expand(v, lo, hi);
    std::array<cv::v_uint32x4, 4> wide;
    cv::v_expand(lo, wide[0], wide[1]);
    cv::v_expand(hi, wide[2], wide[3]);
    std::array<cv::v_float32x4, 4> out;
    for (std::size_t i = 0; i < 4; ++i) {
        out[i] = cv::v_cvt_f32(cv::v_reinterpret_as_s32(wide[i]));
    }
    return out;
}

// Four vectors of 4 float masks (all bits set or none) as 16 byte masks (255 or 0).
inline cv::v_uint8x16 toBytes(const std::array<cv::v_float32x4, 4>& masks)
{
    const cv::v_int16x8 lo = cv::v_pack(cv::v_reinterpret_as_s32(masks[0]), cv::v_reinterpret_as_s32(masks[1]));
    const cv::v_int16x8 hi = cv::v_pack(cv::v_reinterpret_as_s32(masks[2]), cv::v_reinterpret_as_s32(masks[3]));
    return cv::v_reinterpret_as_u8(cv::v_pack(lo, hi));
}

// The comparison for 16 pixels. Written with OpenCV's universal intrinsics because this
// runs on every grid pixel of every frame and the compiler does not vectorise it by itself;
// each operation is the IEEE one a scalar loop would do, in the same order, so the result
// is the same to the bit.
void compareChunk(const Chunk& c, const Limits& limits)
{
    const cv::v_float32x4 one = cv::v_setall_f32(1.0F);
    const cv::v_float32x4 fullLight = cv::v_setall_f32(240.0F);
    const cv::v_float32x4 shadowMost = cv::v_setall_f32(0.9F);
    const cv::v_float32x4 shadowLeast = cv::v_setall_f32(0.2F);
    cv::v_uint8x16 b8;
    cv::v_uint8x16 g8;
    cv::v_uint8x16 r8;
    cv::v_load_deinterleave(c.frame, b8, g8, r8);
    const auto bs = toFloats(b8);
    const auto gs = toFloats(g8);
    const auto rs = toFloats(r8);
    std::array<cv::v_float32x4, 4> changedColour;
    std::array<cv::v_float32x4, 4> shadow;
    for (std::size_t i = 0; i < 4; ++i) {
        const std::size_t at = 4 * i;
        const cv::v_float32x4 b = bs[i] + one;
        const cv::v_float32x4 g = gs[i] + one;
        const cv::v_float32x4 r = rs[i] + one;
        const cv::v_float32x4 sum = b + g + r;
        const cv::v_float32x4 inv = one / sum; // one division instead of three
        const cv::v_float32x4 sMin = cv::v_load(c.sumMin + at);
        const cv::v_float32x4 sMax = cv::v_load(c.sumMax + at);
        // Chromaticity is noise in dark pixels (the black of a marker, a printed border):
        // trust it in proportion to the light there is.
        const cv::v_float32x4 trust = cv::v_min(one, cv::v_min(sum, sMax) / fullLight);
        const cv::v_float32x4 chroma =
            trust * (outside(b * inv, cv::v_load(c.chromaMin[0] + at), cv::v_load(c.chromaMax[0] + at)) +
                     outside(g * inv, cv::v_load(c.chromaMin[1] + at), cv::v_load(c.chromaMax[1] + at)) +
                     outside(r * inv, cv::v_load(c.chromaMin[2] + at), cv::v_load(c.chromaMax[2] + at)));
        // The map's colour, less light: a shadow (or a piece's shaded wall). A light one,
        // like a piece's own, is no change even where its edge is new: it would drag the
        // piece's blob towards the far side of the light. A heavy one (a hand's) is.
        const cv::v_float32x4 heavy = sum < limits.darker * sMin;
        shadow[i] = (chroma <= limits.chroma) & (sum < shadowMost * sMin) & (sum > shadowLeast * sMin);
        changedColour[i] = (chroma > limits.chroma) | (sum > limits.brighter * sMax) | heavy;
    }
    const cv::v_int16x8 newEdgeLo =
        (cv::v_load(c.edges) - cv::v_load(c.edgesNearby)) > limits.edge;
    const cv::v_int16x8 newEdgeHi =
        (cv::v_load(c.edges + kChunk / 2) - cv::v_load(c.edgesNearby + kChunk / 2)) > limits.edge;
    const cv::v_uint8x16 newEdge = cv::v_reinterpret_as_u8(cv::v_pack(newEdgeLo, newEdgeHi));
    const cv::v_uint8x16 seen = cv::v_load(c.valid) != cv::v_setzero_u8();
    const cv::v_uint8x16 shadowBytes = toBytes(shadow);
    const cv::v_uint8x16 changed = toBytes(changedColour) | (newEdge & ~shadowBytes);
    cv::v_store(c.changed, changed & seen);
    if (c.dark != nullptr) {
        cv::v_store(c.dark, shadowBytes & seen);
    }
}

// `c` moved on by `n` pixels.
Chunk advanced(Chunk c, int n)
{
    c.frame += 3 * n;
    c.sumMin += n;
    c.sumMax += n;
    for (std::size_t k = 0; k < 3; ++k) {
        c.chromaMin[k] += n;
        c.chromaMax[k] += n;
    }
    c.edges += n;
    c.edgesNearby += n;
    c.valid += n;
    c.changed += n;
    if (c.dark != nullptr) {
        c.dark += n;
    }
    return c;
}

// The last `n` (< 16) pixels of a row: copied into a chunk of their own, padded with unseen
// pixels, compared, and copied back.
void compareTail(const Chunk& c, int n, const Limits& limits)
{
    std::array<unsigned char, 3 * kChunk> frame{};
    std::array<float, kChunk> sumMin{};
    std::array<float, kChunk> sumMax{};
    std::array<std::array<float, kChunk>, 3> chromaMin{};
    std::array<std::array<float, kChunk>, 3> chromaMax{};
    std::array<short, kChunk> edges{};
    std::array<short, kChunk> edgesNearby{};
    std::array<unsigned char, kChunk> valid{};
    std::array<unsigned char, kChunk> changed{};
    std::array<unsigned char, kChunk> dark{};
    const auto take = [n](auto& to, const auto* from) { std::memcpy(to.data(), from, n * sizeof(*from)); };
    std::memcpy(frame.data(), c.frame, 3 * static_cast<std::size_t>(n));
    take(sumMin, c.sumMin);
    take(sumMax, c.sumMax);
    for (std::size_t k = 0; k < 3; ++k) {
        take(chromaMin[k], c.chromaMin[k]);
        take(chromaMax[k], c.chromaMax[k]);
    }
    take(edges, c.edges);
    take(edgesNearby, c.edgesNearby);
    take(valid, c.valid);
    const Chunk padded{frame.data(),
                       sumMin.data(),
                       sumMax.data(),
                       {chromaMin[0].data(), chromaMin[1].data(), chromaMin[2].data()},
                       {chromaMax[0].data(), chromaMax[1].data(), chromaMax[2].data()},
                       edges.data(),
                       edgesNearby.data(),
                       valid.data(),
                       changed.data(),
                       c.dark != nullptr ? dark.data() : nullptr};
    compareChunk(padded, limits);
    std::memcpy(c.changed, changed.data(), static_cast<std::size_t>(n));
    if (c.dark != nullptr) {
        std::memcpy(c.dark, dark.data(), static_cast<std::size_t>(n));
    }
}

} // namespace

void edgeStrength(const cv::Mat& grey, cv::Mat& out, cv::Mat& work, cv::Mat& gx, cv::Mat& gy)
{
    cv::GaussianBlur(grey, work, cv::Size(3, 3), 0.8);
    cv::Sobel(work, gx, CV_16S, 1, 0, 3);
    cv::Sobel(work, gy, CV_16S, 0, 1, 3);
    // |gx| + |gy|, in place (absdiff from 0 is abs, saturated like cv::abs).
    cv::absdiff(gx, cv::Scalar::all(0), gx);
    cv::absdiff(gy, cv::Scalar::all(0), gy);
    cv::add(gx, gy, out, cv::noArray(), CV_16S);
}

ChangeReference::ChangeReference(const cv::Mat& referenceBgr, const OccupancyOptions& options)
    : reference_(referenceBgr.clone()), options_(options)
{
    cv::cvtColor(reference_, referenceGrey_, cv::COLOR_BGR2GRAY);
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
    cv::Mat range;
    cv::erode(chroma, range, square);
    cv::split(range, chromaMin_.data());
    cv::dilate(chroma, range, square);
    cv::split(range, chromaMax_.data());
    // Map edges shift with registration jitter too: compare against the strongest edge
    // within the same reach of each point.
    cv::Mat edges;
    cv::Mat work;
    cv::Mat gx;
    cv::Mat gy;
    edgeStrength(referenceGrey_, edges, work, gx, gy);
    cv::dilate(edges, edgesNearby_, square);
}

cv::Mat ChangeReference::changed(const cv::Mat& normalisedBgr, const cv::Mat& grey, const cv::Mat& valid,
                                 cv::Mat* darkOut)
{
    cv::Mat& smooth = smooth_.mat();
    cv::Mat& edges = edges_.mat();
    cv::GaussianBlur(normalisedBgr, smooth, cv::Size(0, 0), kCompareBlurPx); // as the reference
    edgeStrength(grey, edges, edgeWork_.mat(), gx_.mat(), gy_.mat());
    cv::Mat out(smooth.size(), CV_8U);
    if (darkOut != nullptr) {
        darkOut->create(smooth.size(), CV_8U);
    }
    const Limits limits{cv::v_setall_f32(static_cast<float>(options_.chromaThreshold)),
                        cv::v_setall_f32(static_cast<float>(options_.brighterThreshold)),
                        cv::v_setall_f32(static_cast<float>(options_.darkerThreshold)),
                        cv::v_setall_s16(static_cast<short>(options_.edgeThreshold))};
    for (int y = 0; y < smooth.rows; ++y) {
        const Chunk row{smooth.ptr<unsigned char>(y),
                        sumMin_.ptr<float>(y),
                        sumMax_.ptr<float>(y),
                        {chromaMin_[0].ptr<float>(y), chromaMin_[1].ptr<float>(y), chromaMin_[2].ptr<float>(y)},
                        {chromaMax_[0].ptr<float>(y), chromaMax_[1].ptr<float>(y), chromaMax_[2].ptr<float>(y)},
                        edges.ptr<short>(y),
                        edgesNearby_.ptr<short>(y),
                        valid.ptr<unsigned char>(y),
                        out.ptr<unsigned char>(y),
                        darkOut != nullptr ? darkOut->ptr<unsigned char>(y) : nullptr};
        int x = 0;
        for (; x + kChunk <= smooth.cols; x += kChunk) {
            compareChunk(advanced(row, x), limits);
        }
        if (x < smooth.cols) {
            compareTail(advanced(row, x), smooth.cols - x, limits);
        }
    }
    return out;
}

} // namespace adj::vision
