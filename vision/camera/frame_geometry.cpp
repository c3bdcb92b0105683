#include "vision/camera/frame_geometry.hpp"

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace adj::vision {

namespace {

void requireOk(const FrameGeometry& geometry)
{
    if (!geometry.ok()) {
        throw std::logic_error("frame geometry used without a registration: " + geometry.registration.reason);
    }
}

cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p)
{
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
    return {q[0] / q[2], q[1] / q[2]};
}

// Float sampling positions for every output pixel.
void sampleMaps(const FrameGeometry& geometry, const cv::Matx33d& pixelToMap, cv::Size size, cv::Mat& mapX,
                cv::Mat& mapY)
{
    mapX.create(size, CV_32F);
    mapY.create(size, CV_32F);
    const cv::Matx33d pixelToImage = geometry.registration.mapToImage * pixelToMap;
    const bool distorted = !geometry.lens.isIdentity();
    for (int v = 0; v < size.height; ++v) {
        auto* xs = mapX.ptr<float>(v);
        auto* ys = mapY.ptr<float>(v);
        for (int u = 0; u < size.width; ++u) {
            cv::Point2d p = apply(pixelToImage, {static_cast<double>(u), static_cast<double>(v)});
            if (distorted) {
                p = geometry.lens.distort(p);
            }
            xs[u] = static_cast<float>(p.x);
            ys[u] = static_cast<float>(p.y);
        }
    }
}

// A patch is a few centimetres of the map at most, over which the lens's bending changes smoothly:
// rectifyPatch computes it at the nodes of a lattice this many cells a side and interpolates it
// in between (under a hundredth of a pixel off), a few dozen distort() calls instead of one per pixel.
constexpr int kLensLatticeCells = 8;

// As sampleMaps, with the lens's displacement interpolated from the lattice's nodes.
void samplePatchMaps(const FrameGeometry& geometry, const cv::Matx33d& pixelToMap, int side, cv::Mat& mapX,
                     cv::Mat& mapY)
{
    if (geometry.lens.isIdentity() || side <= kLensLatticeCells) {
        sampleMaps(geometry, pixelToMap, cv::Size(side, side), mapX, mapY);
        return;
    }
    mapX.create(side, side, CV_32F);
    mapY.create(side, side, CV_32F);
    const cv::Matx33d pixelToImage = geometry.registration.mapToImage * pixelToMap;
    const double cell = (side - 1) / static_cast<double>(kLensLatticeCells);
    constexpr int nodes = kLensLatticeCells + 1;
    std::vector<cv::Point2d> shift(nodes * nodes);
    for (int j = 0; j < nodes; ++j) {
        for (int i = 0; i < nodes; ++i) {
            const cv::Point2d p = apply(pixelToImage, {i * cell, j * cell});
            shift[j * nodes + i] = geometry.lens.distort(p) - p;
        }
    }
    for (int v = 0; v < side; ++v) {
        const int j = std::min(kLensLatticeCells - 1, static_cast<int>(v / cell));
        const double fy = v / cell - j;
        auto* xs = mapX.ptr<float>(v);
        auto* ys = mapY.ptr<float>(v);
        for (int u = 0; u < side; ++u) {
            const int i = std::min(kLensLatticeCells - 1, static_cast<int>(u / cell));
            const double fx = u / cell - i;
            const cv::Point2d d = (1 - fy) * ((1 - fx) * shift[j * nodes + i] + fx * shift[j * nodes + i + 1]) +
                                  fy * ((1 - fx) * shift[(j + 1) * nodes + i] + fx * shift[(j + 1) * nodes + i + 1]);
            const cv::Point2d p = apply(pixelToImage, {static_cast<double>(u), static_cast<double>(v)}) + d;
            xs[u] = static_cast<float>(p.x);
            ys[u] = static_cast<float>(p.y);
        }
    }
}

} // namespace

cv::Point2d FrameGeometry::mapToFrame(cv::Point2d mapMm) const
{
    requireOk(*this);
    return lens.distort(apply(registration.mapToImage, mapMm));
}

cv::Point2d FrameGeometry::frameToMap(cv::Point2d framePx) const
{
    requireOk(*this);
    return apply(registration.imageToMap, lens.undistort(framePx));
}

double FrameGeometry::pxPerMmAt(cv::Point2d mapMm) const
{
    const auto across = [&](cv::Point2d halfMm) {
        return cv::norm(mapToFrame(mapMm + halfMm) - mapToFrame(mapMm - halfMm));
    };
    return std::min(across({0.5, 0}), across({0, 0.5}));
}

RectifyMaps buildRectifyMaps(const FrameGeometry& geometry, const RectifiedGrid& grid, cv::Size frameSize)
{
    requireOk(geometry);
    const cv::Size size = grid.size();
    if (size.width <= 0 || size.height <= 0) {
        throw std::invalid_argument("buildRectifyMaps: the rectified grid is empty");
    }
    RectifyMaps maps;
    maps.grid = grid;
    maps.frameSize = frameSize;
    cv::Mat mapX;
    cv::Mat mapY;
    sampleMaps(geometry, grid.mapToPixel().inv(), size, mapX, mapY);
    // A pixel counts as seen only if its whole bilinear neighbourhood is inside the frame.
    cv::Mat insideX;
    cv::Mat insideY;
    cv::inRange(mapX, 0.0, frameSize.width - 1.0, insideX);
    cv::inRange(mapY, 0.0, frameSize.height - 1.0, insideY);
    cv::bitwise_and(insideX, insideY, maps.valid);
    // Fixed-point tables make remap several times faster than float ones.
    cv::convertMaps(mapX, mapY, maps.map1, maps.map2, CV_16SC2);
    return maps;
}

cv::Mat rectifyWith(const cv::Mat& frame, const RectifyMaps& maps)
{
    if (frame.empty()) {
        throw std::invalid_argument("rectifyWith: no camera image");
    }
    cv::Mat out;
    cv::remap(frame, out, maps.map1, maps.map2, cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar::all(0));
    return out;
}

cv::Mat rectifyPatch(const cv::Mat& frame, const FrameGeometry& geometry, cv::Point2d centreMm, double angleDeg,
                     double sideMm, double pxPerMm)
{
    requireOk(geometry);
    const int side = std::max(1, static_cast<int>(std::lround(sideMm * pxPerMm)));
    const double half = (side - 1) / 2.0;
    const double a = angleDeg * CV_PI / 180.0;
    const double c = std::cos(a) / pxPerMm;
    const double s = std::sin(a) / pxPerMm;
    // Patch pixel -> map mm: centre the patch, scale to mm, turn by the angle, move to centreMm.
    const cv::Matx33d pixelToMap(c, -s, centreMm.x - c * half + s * half,
                                 s, c, centreMm.y - s * half - c * half,
                                 0, 0, 1);
    cv::Mat mapX;
    cv::Mat mapY;
    samplePatchMaps(geometry, pixelToMap, side, mapX, mapY);
    cv::Mat out;
    cv::remap(frame, out, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return out;
}

} // namespace adj::vision
