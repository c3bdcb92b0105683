#include "vision/identity/mark_in_frame.hpp"

#include "vision/identity/face_library.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace adj::vision {
namespace {

// The face's outermost strip is left out of every fit: the cut along its edge, and room for the place
// found to be a little off.
constexpr double kInsetMm = 0.4;
// The camera's blur, frame pixels, on top of what drawing the face at the frame's pixels smooths. Hard
// synthetic light blurs 0.9-1.5 px and the frame's own resampling about half a pixel more.
constexpr std::array<double, 10> kBlursPx{0.5, 0.7, 0.9, 1.1, 1.3, 1.5, 1.7, 1.9, 2.1, 2.3};
// Of the camera's blur, frame pixels, the part given a face before it is drawn into the frame's pixels: enough
// that a stroke drawn there does not fall between them.
constexpr double kDrawnSmoothPx = 0.5;
// Each face is placed its own best way about where it was found: kShiftSteps steps of kShiftStepPx
// each way, at each of kTurnsDeg. The pose comes from a resampled view at a quarter pixel and a degree.
constexpr int kShiftSteps = 2;
constexpr double kShiftStepPx = 0.25;
constexpr std::array<double, 3> kTurnsDeg{-0.5, 0.0, 0.5};
// Where the faces as drawn differ by at least this share of their largest difference (summed over B, G
// and R) is the mark, a pixel about it aside; kAboutPx more about it is where the faces are compared, and
// the rest of the face is where the frame's stray is measured.
constexpr double kDifferShare = 0.2;
constexpr int kAboutPx = 3;
// Faces that differ less than this anywhere (summed over B, G and R) are printed alike.
constexpr double kLeastDifference = 40.0;

// The frame about a face: its pixels, and where each lies on the map (mm from the window's middle).
struct FrameWindow {
    std::vector<cv::Mat> viewColours; ///< B, G and R, CV_32F
    cv::Mat mmX; ///< CV_32F
    cv::Mat mmY;
    cv::Point2d middleMm;
    double pxPerMm = 0.0; ///< The frame's pixels per mm about the face.
};

std::optional<FrameWindow> windowAbout(const cv::Mat& frame, const FrameGeometry& geometry, cv::Point2d middleMm,
                                       int halfPx)
{
    const cv::Point2d middle = geometry.mapToFrame(middleMm);
    const cv::Rect rect(static_cast<int>(std::lround(middle.x)) - halfPx,
                        static_cast<int>(std::lround(middle.y)) - halfPx, 2 * halfPx + 1, 2 * halfPx + 1);
    if ((rect & cv::Rect(0, 0, frame.cols, frame.rows)) != rect) return std::nullopt;
    FrameWindow w;
    w.middleMm = middleMm;
    w.pxPerMm = geometry.pxPerMmAt(middleMm);
    cv::Mat seen = frame(rect);
    if (seen.channels() == 1) cv::cvtColor(seen, seen, cv::COLOR_GRAY2BGR);
    seen.convertTo(seen, CV_32FC3);
    cv::split(seen, w.viewColours);
    w.mmX.create(rect.size(), CV_32F);
    w.mmY.create(rect.size(), CV_32F);
    for (int y = 0; y < rect.height; ++y) {
        auto* mx = w.mmX.ptr<float>(y);
        auto* my = w.mmY.ptr<float>(y);
        for (int x = 0; x < rect.width; ++x) {
            const cv::Point2d mm = geometry.frameToMap({double(rect.x + x), double(rect.y + y)}) - middleMm;
            mx[x] = static_cast<float>(mm.x);
            my[x] = static_cast<float>(mm.y);
        }
    }
    return w;
}

// Face coordinates (mm from the face's middle, along its own axes) of each window pixel.
void faceCoordinates(const FrameWindow& w, FacePlacement at, cv::Mat& u, cv::Mat& v)
{
    const double a = at.angleDeg * CV_PI / 180.0;
    const float c = static_cast<float>(std::cos(a));
    const float s = static_cast<float>(std::sin(a));
    const cv::Point2f offset(static_cast<float>(at.centreMm.x - w.middleMm.x),
                             static_cast<float>(at.centreMm.y - w.middleMm.y));
    u.create(w.mmX.size(), CV_32F);
    v.create(w.mmX.size(), CV_32F);
    for (int y = 0; y < u.rows; ++y) {
        const auto* mx = w.mmX.ptr<float>(y);
        const auto* my = w.mmY.ptr<float>(y);
        auto* pu = u.ptr<float>(y);
        auto* pv = v.ptr<float>(y);
        for (int x = 0; x < u.cols; ++x) {
            const float dx = mx[x] - offset.x;
            const float dy = my[x] - offset.y;
            pu[x] = dx * c + dy * s;
            pv[x] = -dx * s + dy * c;
        }
    }
}

// `face` (CV_32FC3 at kFacePxPerMm) as the window's pixels see it where they lie at face coordinates `u`, `v`.
cv::Mat drawnFace(const cv::Mat& face, const cv::Mat& u, const cv::Mat& v)
{
    // The face's pixels span the counter's side exactly (kFaceSidePx over kCounterSideMm).
    const double pxPerMm = face.cols / FaceLibrary::kCounterSideMm;
    const double middle = (face.cols - 1) / 2.0;
    cv::Mat x;
    cv::Mat y;
    u.convertTo(x, CV_32F, pxPerMm, middle);
    v.convertTo(y, CV_32F, pxPerMm, middle);
    cv::Mat drawn;
    cv::remap(face, drawn, x, y, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return drawn;
}

// `face` as the window's pixels see it placed at `at`.
cv::Mat drawnFace(const cv::Mat& face, const FrameWindow& w, FacePlacement at)
{
    cv::Mat u;
    cv::Mat v;
    faceCoordinates(w, at, u, v);
    return drawnFace(face, u, v);
}

// 255 where the window's pixels at face coordinates `u`, `v` see the face, but for kInsetMm along its edges.
cv::Mat insideFace(const cv::Mat& u, const cv::Mat& v)
{
    const float half = static_cast<float>(FaceLibrary::kCounterSideMm / 2 - kInsetMm);
    cv::Mat inside = (cv::abs(u) <= half) & (cv::abs(v) <= half);
    return inside;
}

// 255 where the window sees the face placed at `at`, but for kInsetMm along its edges.
cv::Mat insideFace(const FrameWindow& w, FacePlacement at)
{
    cv::Mat u;
    cv::Mat v;
    faceCoordinates(w, at, u, v);
    return insideFace(u, v);
}

cv::Mat blurredFace(const cv::Mat& face8, double blurPx, double framePxPerMm)
{
    cv::Mat face;
    face8.convertTo(face, CV_32FC3);
    const double sigma = blurPx * (face.cols / FaceLibrary::kCounterSideMm) / framePxPerMm;
    if (sigma > 0.05) cv::GaussianBlur(face, face, cv::Size(), sigma, sigma, cv::BORDER_REPLICATE);
    return face;
}

// A face ready to be drawn into the frame as the camera blurs it by `blurPx`: smoothed at its own resolution
// by kDrawnSmoothPx frame pixels (drawn from there without aliasing; the rest of the blur comes once it lies
// among the frame's pixels about it, seenFace), and by the whole blur (to fit the light over the face alone).
struct FaceAtBlur {
    cv::Mat drawable; ///< CV_32FC3
    cv::Mat blurred;  ///< CV_32FC3
    double restPx = 0.0;
};

FaceAtBlur faceAtBlur(const cv::Mat& face8, double blurPx, double framePxPerMm)
{
    const double smooth = std::min(kDrawnSmoothPx, blurPx);
    return {blurredFace(face8, smooth, framePxPerMm), blurredFace(face8, blurPx, framePxPerMm),
            std::sqrt(blurPx * blurPx - smooth * smooth)};
}

// The light that makes `drawn` look as the frame does over `fitOver` (weights 0/1, CV_32F): a gain and an
// offset per colour, least squares.
std::vector<std::pair<double, double>> lightOf(const FrameWindow& w, const std::vector<cv::Mat>& colours,
                                               const cv::Mat& fitOver)
{
    std::vector<std::pair<double, double>> light;
    const double n = cv::sum(fitOver)[0];
    for (std::size_t c = 0; c < colours.size(); ++c) {
        const cv::Mat& f = colours[c];
        const cv::Mat& seen = w.viewColours[c];
        const cv::Mat fw = f.mul(fitOver);
        const double sumFace = cv::sum(fw)[0];
        const double sumSeen = seen.dot(fitOver);
        const double spread = fw.dot(f) - sumFace * sumFace / n;
        const double gain = spread > 0 ? (fw.dot(seen) - sumFace * sumSeen / n) / spread : 0.0;
        light.emplace_back(gain, (sumSeen - gain * sumFace) / n);
    }
    return light;
}

// `drawn` lit as the frame is over `fitOver` (weights 0/1, CV_32F): a gain and an offset per colour.
// Returns the lit face's colours; `squares` gets the sum of squares left over `sumOver`.
std::vector<cv::Mat> litAsFrame(const FrameWindow& w, const cv::Mat& drawn, const cv::Mat& fitOver,
                                const cv::Mat& sumOver, double* squares)
{
    std::vector<cv::Mat> colours;
    cv::split(drawn, colours);
    const auto light = lightOf(w, colours, fitOver);
    double total = 0;
    for (std::size_t c = 0; c < colours.size(); ++c) {
        colours[c].convertTo(colours[c], CV_32F, light[c].first, light[c].second);
        if (squares != nullptr) {
            const cv::Mat left = (w.viewColours[c] - colours[c]).mul(sumOver);
            total += left.dot(left);
        }
    }
    if (squares != nullptr) *squares = total;
    return colours;
}

cv::Mat weights(const cv::Mat& mask)
{
    cv::Mat w;
    mask.convertTo(w, CV_32F, 1.0 / 255.0);
    return w;
}

// `face` placed at `at` as the camera sees it: lit as the frame is over the face (a gain and an offset per
// colour, fitted with the face blurred the whole way), laid over the frame's own pixels about it, and the whole
// then blurred as the camera blurs (FaceAtBlur::restPx). The camera blurs what lies beside a counter into its
// edge: its shadow, a neighbour, the paper. A face blurred alone, its edge drawn on past itself, missed that by
// a few levels up to a millimetre in, where a unit's number along the top edge is printed, and a Confederate "6"
// in a shadow looked part "8". At their true place on 15 noise-free hard 4K tables, the numbers compared (a "6"
// and an "8", a "1" and a "7", a "10" and a "12": 49 comparisons) lay a mean 0.20 off their own face's side,
// laid over the frame's pixels 0.16, the "6"s 0.11-1.01 of the way to themselves then 0.61-1.15; on 15 more
// tables with hard light's noise, 0.45 and 0.31.
cv::Mat seenFace(const FrameWindow& w, const FaceAtBlur& face, FacePlacement at)
{
    cv::Mat u;
    cv::Mat v;
    faceCoordinates(w, at, u, v);
    const cv::Mat inside = weights(insideFace(u, v));
    std::vector<cv::Mat> blurred;
    cv::split(drawnFace(face.blurred, u, v), blurred);
    const auto light = lightOf(w, blurred, inside);
    std::vector<cv::Mat> sharp;
    cv::split(drawnFace(face.drawable, u, v), sharp);
    for (std::size_t c = 0; c < sharp.size(); ++c) sharp[c].convertTo(sharp[c], CV_32F, light[c].first, light[c].second);
    // Where the face lies, anti-aliased over a frame pixel.
    cv::Mat au = cv::abs(u);
    cv::Mat av = cv::abs(v);
    cv::Mat fromEdge = cv::max(au, av);
    cv::Mat cover;
    fromEdge.convertTo(cover, CV_32F, -w.pxPerMm, FaceLibrary::kCounterSideMm / 2 * w.pxPerMm + 0.5);
    cv::threshold(cover, cover, 1.0, 1.0, cv::THRESH_TRUNC);
    cv::threshold(cover, cover, 0.0, 0.0, cv::THRESH_TOZERO);
    const cv::Mat uncovered = 1.0 - cover;
    std::vector<cv::Mat> seen(sharp.size());
    for (std::size_t c = 0; c < sharp.size(); ++c) seen[c] = sharp[c].mul(cover) + w.viewColours[c].mul(uncovered);
    cv::Mat out;
    cv::merge(seen, out);
    if (face.restPx > 0.05) cv::GaussianBlur(out, out, cv::Size(), face.restPx, face.restPx, cv::BORDER_REPLICATE);
    return out;
}

// How much two drawn faces differ at each pixel within `inside` (weights), summed over B, G and R, and the
// most anywhere.
cv::Mat differenceOf(const cv::Mat& a, const cv::Mat& b, const cv::Mat& inside, double& most)
{
    cv::Mat difference;
    cv::absdiff(a, b, difference);
    difference = difference.reshape(1, difference.rows * difference.cols);
    cv::reduce(difference, difference, 1, cv::REDUCE_SUM, CV_32F);
    difference = difference.reshape(1, a.rows).mul(inside);
    cv::minMaxLoc(difference, nullptr, &most);
    return difference;
}

// The camera's blur (one of kBlursPx) under which `face8` placed at `at` matches the window best over `inside`.
double fittedBlurPx(const FrameWindow& w, const cv::Mat& face8, FacePlacement at, const cv::Mat& inside, double pxPerMm)
{
    double fitted = kBlursPx.front();
    double least = std::numeric_limits<double>::max();
    for (const double blur : kBlursPx) {
        double squares = 0;
        (void)litAsFrame(w, seenFace(w, faceAtBlur(face8, blur, pxPerMm), at), inside, inside, &squares);
        if (squares < least) {
            least = squares;
            fitted = blur;
        }
    }
    return fitted;
}

// The least sum of squares left `about` the mark by `face` (blurred as the camera blurs) placed its own best way
// about `at` (kShiftSteps, kTurnsDeg), lit as the frame is over `inside`.
double leastAboutMark(const FrameWindow& w, const FaceAtBlur& face, FacePlacement at, const cv::Mat& inside,
                      const cv::Mat& about, double pxPerMm)
{
    const double stepMm = kShiftStepPx / pxPerMm;
    double fewest = std::numeric_limits<double>::max();
    for (const double turn : kTurnsDeg) {
        for (int dy = -kShiftSteps; dy <= kShiftSteps; ++dy) {
            for (int dx = -kShiftSteps; dx <= kShiftSteps; ++dx) {
                const FacePlacement placed{at.centreMm + cv::Point2d(dx * stepMm, dy * stepMm), at.angleDeg + turn};
                double squares = 0;
                (void)litAsFrame(w, seenFace(w, face, placed), inside, about, &squares);
                fewest = std::min(fewest, squares);
            }
        }
    }
    return fewest;
}

} // namespace

std::optional<MarkInFrame> compareMarkInFrame(const cv::Mat& frame, const FrameGeometry& geometry,
                                              const cv::Mat& faceA, FacePlacement a, const cv::Mat& faceB,
                                              FacePlacement b)
{
    const double pxPerMm = geometry.pxPerMmAt(a.centreMm);
    if (!(pxPerMm > 0)) return std::nullopt;
    // Room for the face turned any way, and placed a little off.
    const int halfPx = static_cast<int>(std::ceil(0.75 * FaceLibrary::kCounterSideMm * pxPerMm)) + 2;
    const auto window = windowAbout(frame, geometry, a.centreMm, halfPx);
    if (!window) return std::nullopt;
    const cv::Mat inside = weights(insideFace(*window, a));
    if (cv::sum(inside)[0] < 16) return std::nullopt;

    MarkInFrame out;
    out.blurPx = fittedBlurPx(*window, faceA, a, inside, pxPerMm);
    const FaceAtBlur blurredA = faceAtBlur(faceA, out.blurPx, pxPerMm);
    const FaceAtBlur blurredB = faceAtBlur(faceB, out.blurPx, pxPerMm);
    const cv::Mat drawnA = seenFace(*window, blurredA, a);
    const cv::Mat drawnB = seenFace(*window, blurredB, b);

    // Where the faces as drawn differ; none of it counts when they are printed alike (as drawn, but sharp).
    double sharpMost = 0;
    (void)differenceOf(drawnFace(blurredFace(faceA, 0.0, pxPerMm), *window, a),
                       drawnFace(blurredFace(faceB, 0.0, pxPerMm), *window, b), inside, sharpMost);
    if (sharpMost < kLeastDifference) return std::nullopt;
    double most = 0;
    const cv::Mat difference = differenceOf(drawnA, drawnB, inside, most);
    const cv::Mat differ = difference > kDifferShare * most;
    const auto grown = [&](int px) {
        cv::Mat g;
        cv::dilate(differ, g, cv::getStructuringElement(cv::MORPH_RECT, {2 * px + 1, 2 * px + 1}));
        return weights(g).mul(inside);
    };
    const cv::Mat where = grown(1);
    const cv::Mat about = grown(1 + kAboutPx);
    const cv::Mat alike = inside - where;
    const double alikeValues = cv::sum(alike)[0] * 3;
    if (alikeValues <= 0) return std::nullopt;

    // How far apart the two faces lie where they differ, lit as the frame is, and how far the frame
    // strays from a elsewhere.
    double stray = 0;
    const std::vector<cv::Mat> litA = litAsFrame(*window, drawnA, inside, alike, &stray);
    const std::vector<cv::Mat> litB = litAsFrame(*window, drawnB, inside, alike, nullptr);
    double apartSquared = 0;
    for (std::size_t c = 0; c < litA.size(); ++c) {
        const cv::Mat apart = (litA[c] - litB[c]).mul(where);
        apartSquared += apart.dot(apart);
    }
    const double strayPerValue = stray / alikeValues;
    if (apartSquared <= 0 || strayPerValue <= 0) return std::nullopt;

    // |v - b|^2 - |v - a|^2 is twice the frame's projection from halfway onto a - b: share of |a - b|^2.
    const double leastB = leastAboutMark(*window, blurredB, b, inside, about, pxPerMm);
    const double leastA = leastAboutMark(*window, blurredA, a, inside, about, pxPerMm);
    out.share = (leastB - leastA) / apartSquared;
    out.sigmas = 0.5 * out.share * std::sqrt(apartSquared / strayPerValue);
    return out;
}

} // namespace adj::vision
