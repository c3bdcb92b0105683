#include "vision/synth/piece_render.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

namespace adj::vision::synth {

namespace {

std::array<cv::Point2d, 4> footprint(const ScenePiece& piece)
{
    const double a = piece.rotationDeg * std::numbers::pi / 180.0;
    const cv::Point2d ux(std::cos(a), std::sin(a));  // the piece's own x on the map
    const cv::Point2d uy(-std::sin(a), std::cos(a)); // and its y
    const double hx = piece.footprintMm.width / 2;
    const double hy = piece.footprintMm.height / 2;
    const cv::Point2d c = piece.centreMm;
    return {c - ux * hx - uy * hy, c + ux * hx - uy * hy, c + ux * hx + uy * hy, c - ux * hx + uy * hy};
}

std::vector<cv::Point> fixedPoint(const std::vector<cv::Point2d>& points, int shift)
{
    std::vector<cv::Point> out;
    out.reserve(points.size());
    for (const auto& p : points) {
        out.emplace_back(static_cast<int>(std::lround(p.x * (1 << shift))),
                         static_cast<int>(std::lround(p.y * (1 << shift))));
    }
    return out;
}

// Stacks: pieces whose centres are within half a counter of each other share one.
std::vector<std::vector<std::size_t>> stacksOf(const std::vector<ScenePiece>& pieces)
{
    std::vector<std::vector<std::size_t>> stacks;
    std::vector<cv::Point2d> anchors;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        std::size_t found = stacks.size();
        for (std::size_t s = 0; s < stacks.size(); ++s) {
            if (cv::norm(anchors[s] - pieces[i].centreMm) < kCounterSideMm / 2) {
                found = s;
                break;
            }
        }
        if (found == stacks.size()) {
            stacks.emplace_back();
            anchors.push_back(pieces[i].centreMm);
        }
        stacks[found].push_back(i);
    }
    for (auto& stack : stacks) {
        std::sort(stack.begin(), stack.end(),
                  [&](std::size_t a, std::size_t b) { return pieces[a].baseHeightMm < pieces[b].baseHeightMm; });
    }
    return stacks;
}

void drawShadows(RenderCanvas& canvas, const std::vector<ScenePiece>& pieces, const SceneLight& light)
{
    constexpr int kShift = 3;
    cv::Mat shadow(canvas.image.size(), CV_32F, cv::Scalar(0));
    const cv::Matx33d toCanvas = canvas.planeToCanvas(0.0);
    for (const auto& piece : pieces) {
        // The shadow is the footprint swept from the ground to where the top edge's shadow
        // falls: the hull of both.
        std::vector<cv::Point2d> points;
        for (const auto& corner : footprint(piece)) {
            points.push_back(applyHomography(toCanvas, light.shadowOf(corner, piece.baseHeightMm)));
            points.push_back(applyHomography(toCanvas, light.shadowOf(corner, piece.topHeightMm())));
        }
        std::vector<cv::Point2f> hull;
        std::vector<cv::Point2f> asFloat(points.begin(), points.end());
        cv::convexHull(asFloat, hull);
        const std::vector<cv::Point2d> hullD(hull.begin(), hull.end());
        cv::fillConvexPoly(shadow, fixedPoint(hullD, kShift), cv::Scalar(1.0), cv::LINE_AA, kShift);
    }
    cv::GaussianBlur(shadow, shadow, cv::Size(), 1.5);
    cv::Mat keep = 1.0 - light.pieceShadow * shadow;
    cv::Mat keep3;
    cv::merge(std::vector<cv::Mat>{keep, keep, keep}, keep3);
    canvas.image = canvas.image.mul(keep3);
}

// Fill a convex polygon with a colour, anti-aliased, and label it.
void fillFace(RenderCanvas& canvas, const std::vector<cv::Point2d>& polygon, const cv::Scalar& colour, int label)
{
    constexpr int kShift = 3;
    const auto fixed = fixedPoint(polygon, kShift);
    cv::fillConvexPoly(canvas.image, fixed, colour, cv::LINE_AA, kShift);
    cv::fillConvexPoly(canvas.labels, fixed, cv::Scalar(label), cv::LINE_8, kShift);
}

// Warp the piece's texture onto its top face, blending the anti-aliased edge.
void drawTop(RenderCanvas& canvas, const ScenePiece& piece, int label)
{
    const auto cornersMm = topCornersMm(piece);
    std::vector<cv::Point2d> quad;
    for (const auto& c : cornersMm) {
        quad.push_back(canvas.toCanvas(c, piece.topHeightMm()));
    }
    std::vector<cv::Point2f> quadF(quad.begin(), quad.end());
    const cv::Rect bounds = cv::boundingRect(quadF) & cv::Rect(cv::Point(0, 0), canvas.image.size());
    if (bounds.empty()) {
        return;
    }
    // Shrink the texture to about twice its size on screen first, for anti-aliasing.
    const double screenSide = std::max(cv::norm(quad[1] - quad[0]), cv::norm(quad[3] - quad[0]));
    cv::Mat texture = piece.top;
    const double texSide = std::max(piece.top.cols, piece.top.rows);
    if (texSide > 2.0 * screenSide && screenSide > 1.0) {
        const double f = 2.0 * screenSide / texSide;
        cv::resize(piece.top, texture, cv::Size(), f, f, cv::INTER_AREA);
    }
    cv::Mat textureF;
    texture.convertTo(textureF, CV_32FC3);
    const std::vector<cv::Point2f> src{{-0.5F, -0.5F},
                                       {static_cast<float>(texture.cols) - 0.5F, -0.5F},
                                       {static_cast<float>(texture.cols) - 0.5F, static_cast<float>(texture.rows) - 0.5F},
                                       {-0.5F, static_cast<float>(texture.rows) - 0.5F}};
    std::vector<cv::Point2f> dst;
    for (const auto& q : quad) {
        dst.emplace_back(static_cast<float>(q.x - bounds.x), static_cast<float>(q.y - bounds.y));
    }
    const cv::Mat h = cv::getPerspectiveTransform(src, dst);
    cv::Mat warped;
    cv::Mat alpha;
    cv::warpPerspective(textureF, warped, h, bounds.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    cv::warpPerspective(cv::Mat(texture.size(), CV_32F, cv::Scalar(1.0)), alpha, h, bounds.size(), cv::INTER_LINEAR,
                        cv::BORDER_CONSTANT, cv::Scalar(0));
    cv::Mat alpha3;
    cv::merge(std::vector<cv::Mat>{alpha, alpha, alpha}, alpha3);
    cv::Mat roi = canvas.image(bounds);
    roi = roi.mul(cv::Scalar::all(1.0) - alpha3) + warped.mul(alpha3);
    roi.copyTo(canvas.image(bounds));
    constexpr int kShift = 3;
    cv::fillConvexPoly(canvas.labels, fixedPoint(quad, kShift), cv::Scalar(label), cv::LINE_8, kShift);
}

void drawPiece(RenderCanvas& canvas, const ScenePiece& piece, int label, const SceneLight& light)
{
    const auto base = footprint(piece);
    const cv::Point3d eye = canvas.camera.centre();
    const cv::Point2d eyeXY(eye.x, eye.y);
    const double a = piece.rotationDeg * std::numbers::pi / 180.0;
    // Outward normals of the four walls, in footprint corner order (north, east, south, west
    // in the piece's own frame).
    const std::array<cv::Point2d, 4> normals{cv::Point2d(std::sin(a), -std::cos(a)), cv::Point2d(std::cos(a), std::sin(a)),
                                             cv::Point2d(-std::sin(a), std::cos(a)), cv::Point2d(-std::cos(a), -std::sin(a))};
    for (std::size_t k = 0; k < 4; ++k) {
        const cv::Point2d p0 = base[k];
        const cv::Point2d p1 = base[(k + 1) % 4];
        const cv::Point2d mid = (p0 + p1) * 0.5;
        if ((eyeXY - mid).dot(normals[k]) <= 0) {
            continue; // facing away from the camera
        }
        // Walls facing the light are brighter; cardboard edges and wood are matte.
        const double lit = 0.55 + 0.35 * std::max(0.0, -normals[k].dot(light.direction));
        const std::vector<cv::Point2d> wall{canvas.toCanvas(p0, piece.baseHeightMm), canvas.toCanvas(p1, piece.baseHeightMm),
                                            canvas.toCanvas(p1, piece.topHeightMm()),
                                            canvas.toCanvas(p0, piece.topHeightMm())};
        fillFace(canvas, wall, piece.body * lit, label);
    }
    if (piece.top.empty()) {
        std::vector<cv::Point2d> quad;
        for (const auto& c : topCornersMm(piece)) {
            quad.push_back(canvas.toCanvas(c, piece.topHeightMm()));
        }
        fillFace(canvas, quad, piece.body, label);
    } else {
        drawTop(canvas, piece, label);
    }
}

} // namespace

std::array<cv::Point2d, 4> topCornersMm(const ScenePiece& piece)
{
    return footprint(piece);
}

void drawPieces(RenderCanvas& canvas, const std::vector<ScenePiece>& pieces, const SceneLight& light)
{
    drawShadows(canvas, pieces, light);
    auto stacks = stacksOf(pieces);
    const cv::Point3d eye = canvas.camera.centre();
    // Far stacks first, so nearer (taller-looking) ones overlap them as they would.
    const auto distance = [&](const std::vector<std::size_t>& stack) {
        return cv::norm(pieces[stack.front()].centreMm - cv::Point2d(eye.x, eye.y));
    };
    std::sort(stacks.begin(), stacks.end(), [&](const auto& a, const auto& b) { return distance(a) > distance(b); });
    for (const auto& stack : stacks) {
        for (std::size_t i : stack) {
            drawPiece(canvas, pieces[i], static_cast<int>(i) + 1, light);
        }
    }
}

} // namespace adj::vision::synth
