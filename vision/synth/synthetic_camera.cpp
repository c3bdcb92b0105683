#include "vision/synth/synthetic_camera.hpp"

#include "vision/camera/radial_distortion.hpp"
#include "vision/synth/camera_effects.hpp"
#include "vision/synth/hand_render.hpp"
#include "vision/synth/piece_render.hpp"
#include "vision/synth/render_canvas.hpp"
#include "vision/synth/table_render.hpp"

#include <opencv2/imgproc.hpp>

#include <utility>

namespace adj::vision::synth {

namespace {

// How much of each piece's top face the camera sees, and what hides the rest.
void measureVisibility(const RenderCanvas& canvas, const Scene& scene, const RadialDistortion& lens, FrameTruth& truth)
{
    constexpr int kShift = 3;
    const cv::Rect frame(cv::Point(canvas.pad, canvas.pad),
                         cv::Size(canvas.image.cols - 2 * canvas.pad, canvas.image.rows - 2 * canvas.pad));
    for (std::size_t i = 0; i < scene.pieces.size(); ++i) {
        const auto& piece = scene.pieces[i];
        PieceTruth t;
        t.id = piece.id;
        t.shape = piece.shape;
        t.centreMm = piece.centreMm;
        t.rotationDeg = piece.rotationDeg;
        t.stackLevel = piece.stackLevel;
        std::vector<cv::Point> quad;
        for (const auto& c : topCornersMm(piece)) {
            const cv::Point2d p = canvas.toCanvas(c, piece.topHeightMm());
            quad.emplace_back(static_cast<int>(std::lround(p.x * (1 << kShift))),
                              static_cast<int>(std::lround(p.y * (1 << kShift))));
        }
        const cv::Point2d top = canvas.toCanvas(piece.centreMm, piece.topHeightMm());
        t.topFramePx = lens.distort(top - cv::Point2d(canvas.pad, canvas.pad));
        cv::Mat mask(canvas.labels.size(), CV_8U, cv::Scalar(0));
        cv::fillConvexPoly(mask, quad, cv::Scalar(255), cv::LINE_8, kShift);
        const cv::Rect bounds = cv::boundingRect(mask);
        const double area = cv::countNonZero(mask(bounds & frame));
        const double full = std::max(1, cv::countNonZero(mask));
        if (bounds.empty() || area < 0.5 * full) {
            t.visibility = Visibility::OutOfFrame;
            truth.pieces.push_back(t);
            continue;
        }
        int own = 0;
        int hand = 0;
        for (int y = bounds.y; y < bounds.y + bounds.height; ++y) {
            const auto* m = mask.ptr<unsigned char>(y);
            const auto* l = canvas.labels.ptr<int>(y);
            for (int x = bounds.x; x < bounds.x + bounds.width; ++x) {
                if (m[x] != 0) {
                    own += l[x] == static_cast<int>(i) + 1;
                    hand += l[x] == kHandLabel;
                }
            }
        }
        t.visibleFraction = own / full;
        if (t.visibleFraction >= 0.6) {
            t.visibility = Visibility::Visible;
        } else {
            t.visibility = hand > (full - own) / 2 ? Visibility::UnderHand : Visibility::UnderPiece;
        }
        truth.pieces.push_back(t);
    }
}

} // namespace

RenderedFrame renderFrame(const PrintedSheet& sheet, const Scene& scene, const DrawnConditions& conditions, unsigned seed,
                          unsigned noiseSeed, int frameIndex)
{
    const cv::Size size = conditions.pose.imageSize;
    const RadialDistortion lens = RadialDistortion::forFrame(size, conditions.distortionK);
    RenderCanvas canvas(conditions.pose, distortionPadding(lens, size));
    SceneLight light;
    light.direction = conditions.lightDirection;
    light.elevationDeg = conditions.lightElevationDeg;

    drawTableAndSheet(canvas, sheet, seed * 7919U + 17U);
    drawPieces(canvas, scene.pieces, light);
    drawHands(canvas, scene.hands, light, noiseSeed * 31U + 5U);

    RenderedFrame out;
    FrameTruth& truth = out.truth;
    truth.seed = seed;
    truth.noiseSeed = noiseSeed;
    truth.frameIndex = frameIndex;
    truth.conditions = conditions;
    truth.mapToImage = canvas.camera.planeToImage(0.0);
    truth.distortionK = conditions.distortionK;
    truth.cameraCentreMm = canvas.camera.centre();
    for (const auto& hand : scene.hands) {
        truth.handsOverMap += sheet.extentMm().contains(hand.reachMm) ? 1 : 0;
    }
    measureVisibility(canvas, scene, lens, truth);
    out.image = developFrame(applyDistortion(canvas.image, canvas.pad, lens, size), conditions, noiseSeed);
    return out;
}

SyntheticCamera::SyntheticCamera(PrintedSheet sheet, const Conditions& conditions, unsigned seed, cv::Size imageSize)
    : sheet_(std::move(sheet)), seed_(seed)
{
    cv::RNG rng(seed);
    drawn_ = drawConditions(conditions, sheet_.extentMm(), imageSize, rng);
}

RenderedFrame SyntheticCamera::render(const Scene& scene)
{
    const int index = frames_++;
    return renderFrame(sheet_, scene, drawn_, seed_, seed_ * 100003U + static_cast<unsigned>(index) + 1U, index);
}

void SyntheticCamera::bump(double tiltDeg, double yawDeg, double rollDeg, cv::Point2d lookAtShiftMm)
{
    drawn_.pose.tiltDeg += tiltDeg;
    drawn_.pose.yawDeg += yawDeg;
    drawn_.pose.rollDeg += rollDeg;
    drawn_.pose.lookAtMm += lookAtShiftMm;
}

} // namespace adj::vision::synth
