#include "vision/synth/hand_render.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace adj::vision::synth {

namespace {

// A rounded bar from a to b, `width` wide, heights ha and hb at its two ends.
HandPart capsule(cv::Point2d a, cv::Point2d b, double width, double ha, double hb)
{
    HandPart part;
    const cv::Point2d d = b - a;
    const double length = std::max(1e-6, cv::norm(d));
    const cv::Point2d u = d / length;
    const double start = std::atan2(u.y, u.x);
    constexpr int kArc = 10;
    // Round cap at b, then at a.
    for (int i = 0; i <= kArc; ++i) {
        const double t = start - std::numbers::pi / 2 + std::numbers::pi * i / kArc;
        const cv::Point2d p = b + cv::Point2d(std::cos(t), std::sin(t)) * (width / 2);
        part.outline.emplace_back(p.x, p.y, hb);
    }
    for (int i = 0; i <= kArc; ++i) {
        const double t = start + std::numbers::pi / 2 + std::numbers::pi * i / kArc;
        const cv::Point2d p = a + cv::Point2d(std::cos(t), std::sin(t)) * (width / 2);
        part.outline.emplace_back(p.x, p.y, ha);
    }
    return part;
}

HandPart ellipse(cv::Point2d centre, cv::Point2d along, double halfLength, double halfWidth, double height)
{
    HandPart part;
    const cv::Point2d across(-along.y, along.x);
    constexpr int kSteps = 28;
    for (int i = 0; i < kSteps; ++i) {
        const double t = 2 * std::numbers::pi * i / kSteps;
        const cv::Point2d p = centre + along * (halfLength * std::cos(t)) + across * (halfWidth * std::sin(t));
        part.outline.emplace_back(p.x, p.y, height);
    }
    return part;
}

std::vector<cv::Point> toFixed(const RenderCanvas& canvas, const HandPart& part, bool onTable, const SceneLight& light,
                               int shift)
{
    std::vector<cv::Point> out;
    for (const auto& p : part.outline) {
        const cv::Point2d at = onTable ? canvas.toCanvas(light.shadowOf({p.x, p.y}, p.z), 0.0)
                                       : canvas.toCanvas(cv::Point2d(p.x, p.y), p.z);
        out.emplace_back(static_cast<int>(std::lround(at.x * (1 << shift))),
                         static_cast<int>(std::lround(at.y * (1 << shift))));
    }
    return out;
}

void multiplyBy(cv::Mat& image, const cv::Mat& factor)
{
    cv::Mat f3;
    cv::merge(std::vector<cv::Mat>{factor, factor, factor}, f3);
    image = image.mul(f3);
}

} // namespace

std::vector<HandPart> handParts(const SceneHand& hand)
{
    const double s = hand.scale;
    cv::Point2d forward = hand.reachMm - hand.fromMm;
    forward /= std::max(1e-6, cv::norm(forward));
    const cv::Point2d across(-forward.y, forward.x);
    const double h = hand.heightMm;
    const double fingerLength = 70 * s;
    const double palmLength = 95 * s;
    const double palmWidth = 85 * s;
    const cv::Point2d knuckles = hand.reachMm - forward * fingerLength;
    const cv::Point2d palm = knuckles - forward * (palmLength / 2);
    const cv::Point2d wrist = palm - forward * (palmLength / 2);

    std::vector<HandPart> parts;
    // The forearm climbs towards the player: 25 cm up over its 30 cm run off the map.
    const cv::Point2d elbow = wrist - forward * (300 * s);
    const double elbowHeight = h + 250 * s;
    parts.push_back(capsule(elbow, wrist, 68 * s, elbowHeight, h + 10 * s));
    if (hand.sleeve[0] >= 0) {
        const cv::Point2d cuff = wrist - forward * (120 * s);
        parts.push_back(capsule(elbow - forward * (200 * s), cuff, 80 * s, elbowHeight + 150 * s, h + 70 * s));
        parts.back().sleeve = true;
    }
    parts.push_back(ellipse(palm, forward, palmLength / 2, palmWidth / 2, h));
    const double lengths[] = {0.8, 1.0, 0.95, 0.75};
    for (int f = 0; f < 4; ++f) {
        const double offset = (f - 1.5) * palmWidth / 4.2;
        const cv::Point2d root = knuckles + across * offset - forward * (10 * s);
        // Fingers splay a little: outer fingers point slightly outwards.
        const cv::Point2d dir = forward + across * (0.08 * (f - 1.5));
        const cv::Point2d tip = root + dir / cv::norm(dir) * (fingerLength * lengths[f]);
        parts.push_back(capsule(root, tip, 17 * s, h, h - 15 * s));
    }
    const cv::Point2d thumbRoot = palm + across * (palmWidth * 0.45) - forward * (15 * s);
    const cv::Point2d thumbDir = forward * 0.6 + across * 0.8;
    parts.push_back(capsule(thumbRoot, thumbRoot + thumbDir * (55 * s), 21 * s, h, h - 10 * s));
    return parts;
}

void drawHands(RenderCanvas& canvas, const std::vector<SceneHand>& hands, const SceneLight& light, unsigned seed)
{
    if (hands.empty()) {
        return;
    }
    constexpr int kShift = 3;
    // Shadows: blurrier the higher the hand, as a broad lamp gives a wide penumbra.
    cv::Mat shadow(canvas.image.size(), CV_32F, cv::Scalar(0));
    double meanHeight = 0.0;
    for (const auto& hand : hands) {
        for (const auto& part : handParts(hand)) {
            cv::fillPoly(shadow, std::vector<std::vector<cv::Point>>{toFixed(canvas, part, true, light, kShift)},
                         cv::Scalar(1.0), cv::LINE_AA, kShift);
        }
        meanHeight += hand.heightMm / static_cast<double>(hands.size());
    }
    cv::GaussianBlur(shadow, shadow, cv::Size(), 3.0 + meanHeight / 15.0);
    cv::Mat keep = 1.0 - light.handShadow * shadow;
    multiplyBy(canvas.image, keep);

    cv::RNG rng(seed);
    for (const auto& hand : hands) {
        for (const auto& part : handParts(hand)) {
            cv::Mat mask(canvas.image.size(), CV_8U, cv::Scalar(0));
            const auto outline = toFixed(canvas, part, false, light, kShift);
            cv::fillPoly(mask, std::vector<std::vector<cv::Point>>{outline}, cv::Scalar(255), cv::LINE_AA, kShift);
            const cv::Rect bounds = cv::boundingRect(mask);
            if (bounds.empty()) {
                continue;
            }
            // Rounded limbs: darker towards their edges, with a little blotchy texture.
            cv::Mat alpha;
            mask(bounds).convertTo(alpha, CV_32F, 1.0 / 255);
            cv::Mat rounded;
            cv::GaussianBlur(alpha, rounded, cv::Size(), std::max(2.0, bounds.width / 25.0));
            cv::Mat texture(bounds.size(), CV_32F);
            rng.fill(texture, cv::RNG::NORMAL, 0.0, 0.05);
            cv::GaussianBlur(texture, texture, cv::Size(), 2.0);
            cv::Mat shade = 0.72 + 0.28 * rounded + texture;
            const cv::Scalar colour = part.sleeve ? hand.sleeve : hand.skin;
            cv::Mat fill(bounds.size(), CV_32FC3, colour);
            multiplyBy(fill, shade);
            cv::Mat alpha3;
            cv::merge(std::vector<cv::Mat>{alpha, alpha, alpha}, alpha3);
            cv::Mat roi = canvas.image(bounds);
            roi = roi.mul(cv::Scalar::all(1.0) - alpha3) + fill.mul(alpha3);
            roi.copyTo(canvas.image(bounds));
            canvas.labels(bounds).setTo(cv::Scalar(kHandLabel), mask(bounds) > 127);
        }
    }
}

} // namespace adj::vision::synth
