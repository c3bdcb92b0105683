#include "vision/identity/squared_up_surroundings.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

namespace adj::vision {
namespace {

// The face's outermost strip is left out of the light's fit: the cut along its edge, and room for the place
// found to be a little off.
constexpr double kFitInsetMm = 0.4;
// A fit over fewer pixels than this, or a view showing the face's print at less than this share of its
// contrast, says nothing of the light: the face is drawn as if alone.
constexpr double kLeastLightFitPx = 16.0;
constexpr double kLeastLightGain = 0.05;

cv::Mat surroundingsBlurred(const cv::Mat& image, double sigmaPx)
{
    if (sigmaPx <= 0.05) return image.clone();
    cv::Mat out;
    cv::GaussianBlur(image, out, cv::Size(0, 0), sigmaPx, sigmaPx, cv::BORDER_REPLICATE);
    return out;
}

} // namespace

SquaredUpSurroundings::SquaredUpSurroundings(const cv::Mat& frame, const FrameGeometry& geometry, cv::Point2d faceMm,
                                             double angleDeg, int sidePx, double pxPerMm, double smoothPx,
                                             double blurPx)
    : sidePx_(sidePx),
      // As far as the view's smoothing and the camera's blur reach together, and a pixel for the cover's ramp.
      marginPx_(static_cast<int>(std::ceil(3 * std::hypot(smoothPx, blurPx))) + 1),
      pxPerMm_(pxPerMm),
      blurPx_(blurPx)
{
    const int widePx = sidePx + 2 * marginPx_;
    // Squared up at twice the resolution and averaged down: each pixel averages what the frame shows over it.
    const cv::Mat fine = rectifyPatch(frame, geometry, faceMm, angleDeg, widePx / pxPerMm, 2.0 * pxPerMm);
    cv::Mat wide;
    cv::resize(fine, wide, cv::Size(widePx, widePx), 0, 0, cv::INTER_AREA);
    if (wide.channels() == 1) cv::cvtColor(wide, wide, cv::COLOR_GRAY2BGR);
    wide.convertTo(wide_, CV_32FC3);
    wideSmoothed_ = surroundingsBlurred(wide_, smoothPx);
    view_ = wideSmoothed_(cv::Rect(marginPx_, marginPx_, sidePx_, sidePx_)).clone();
}

SquaredUpFace SquaredUpSurroundings::seen(const cv::Mat& drawn, double turnDeg, cv::Point2d shiftMm,
                                          double counterSideMm) const
{
    CV_Assert(drawn.size() == wide_.size() && drawn.channels() == 3);
    cv::Mat face;
    drawn.convertTo(face, CV_32FC3);
    const cv::Mat alone = surroundingsBlurred(face, blurPx_);
    const cv::Rect inner(marginPx_, marginPx_, sidePx_, sidePx_);
    SquaredUpFace out;
    out.plain = alone(inner).clone();
    out.sharp = face(inner).clone();

    // Where each pixel lies on the face (mm from its middle, along its own axes): how much of the pixel the
    // counter covers (anti-aliased over a pixel), and whether it lies well inside it, to fit the light over.
    const double a = turnDeg * CV_PI / 180.0;
    const double c = std::cos(a);
    const double s = std::sin(a);
    const double middle = (wide_.cols - 1) / 2.0;
    const double half = counterSideMm / 2;
    cv::Mat cover(wide_.size(), CV_32F);
    cv::Mat fitOver(wide_.size(), CV_32F);
    for (int y = 0; y < cover.rows; ++y) {
        auto* covered = cover.ptr<float>(y);
        auto* fitted = fitOver.ptr<float>(y);
        const double dy = (y - middle) / pxPerMm_ - shiftMm.y;
        for (int x = 0; x < cover.cols; ++x) {
            const double dx = (x - middle) / pxPerMm_ - shiftMm.x;
            const double fromMiddle = std::max(std::abs(dx * c + dy * s), std::abs(-dx * s + dy * c));
            covered[x] = static_cast<float>(std::clamp((half - fromMiddle) * pxPerMm_ + 0.5, 0.0, 1.0));
            fitted[x] = fromMiddle <= half - kFitInsetMm ? 1.0F : 0.0F;
        }
    }
    const double n = cv::sum(fitOver)[0];
    if (n < kLeastLightFitPx) {
        out.seen = out.plain.clone();
        return out;
    }

    // The light that makes the face, blurred alone, look as the view does over it: a gain and an offset per
    // colour, least squares. What lies beyond the counter is brought into the face's own light by its
    // inverse, so the face seen keeps its print's levels, as the faces it is compared with.
    std::vector<cv::Mat> faceColours;
    std::vector<cv::Mat> aloneColours;
    std::vector<cv::Mat> viewColours;
    std::vector<cv::Mat> wideColours;
    cv::split(face, faceColours);
    cv::split(alone, aloneColours);
    cv::split(wideSmoothed_, viewColours);
    cv::split(wide_, wideColours);
    const cv::Mat uncovered = 1.0 - cover;
    std::vector<cv::Mat> seenColours(faceColours.size());
    for (std::size_t ch = 0; ch < faceColours.size(); ++ch) {
        const cv::Mat& f = aloneColours[ch];
        const cv::Mat fw = f.mul(fitOver);
        const double sumFace = cv::sum(fw)[0];
        const double sumSeen = viewColours[ch].dot(fitOver);
        const double spread = fw.dot(f) - sumFace * sumFace / n;
        const double gain = spread > 0 ? (fw.dot(viewColours[ch]) - sumFace * sumSeen / n) / spread : 0.0;
        if (!(gain >= kLeastLightGain)) { // a flat view, or its negative: no light to bring the frame into
            out.seen = out.plain.clone();
            return out;
        }
        const double offset = (sumSeen - gain * sumFace) / n;
        cv::Mat beyond;
        wideColours[ch].convertTo(beyond, CV_32F, 1.0 / gain, -offset / gain);
        seenColours[ch] = faceColours[ch].mul(cover) + beyond.mul(uncovered);
    }
    cv::Mat laid;
    cv::merge(seenColours, laid);
    out.seen = surroundingsBlurred(laid, blurPx_)(inner).clone();
    return out;
}

} // namespace adj::vision
