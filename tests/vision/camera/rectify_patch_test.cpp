// rectifyPatch samples a lens-bent frame where mapToFrame says, though it works the lens out only on
// a coarse lattice: a frame whose pixels hold their own coordinates shows where each patch pixel was
// taken from.
#include "vision/camera/frame_geometry.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace adj::vision {
namespace {

FrameGeometry bentCamera(cv::Size frame, double k)
{
    FrameGeometry g;
    g.registration.ok = true;
    // 1.3 px per mm, a little perspective, the map's corner 100 px into the frame.
    g.registration.mapToImage = cv::Matx33d(1.3, 0.05, 100, -0.04, 1.25, 80, 0.00002, -0.00003, 1);
    g.registration.imageToMap = g.registration.mapToImage.inv();
    g.registration.imageSize = frame;
    g.lens = RadialDistortion::forFrame(frame, k);
    return g;
}

// Each pixel holds (x, y): bilinear sampling of it returns the very point sampled.
cv::Mat coordinateFrame(cv::Size size)
{
    cv::Mat frame(size, CV_32FC2);
    for (int y = 0; y < size.height; ++y) {
        for (int x = 0; x < size.width; ++x) frame.at<cv::Vec2f>(y, x) = cv::Vec2f(static_cast<float>(x), static_cast<float>(y));
    }
    return frame;
}

TEST(RectifyPatch, TakesEveryPixelWhereTheBentLensPutsItsMapPoint)
{
    const cv::Size size(1920, 1080);
    const cv::Mat frame = coordinateFrame(size);
    for (const double k : {0.0, -0.08, 0.06}) {
        const FrameGeometry g = bentCamera(size, k);
        // Near the frame's corner, where the lens bends most, turned 30 degrees.
        const cv::Point2d centre(1100, 600);
        const double pxPerMm = 5.0;
        const cv::Mat patch = rectifyPatch(frame, g, centre, 30.0, 28.0, pxPerMm);
        ASSERT_EQ(patch.cols, 140);
        const double half = (patch.cols - 1) / 2.0;
        const double a = 30.0 * CV_PI / 180.0;
        double worst = 0;
        for (int v = 0; v < patch.rows; v += 3) {
            for (int u = 0; u < patch.cols; u += 3) {
                const cv::Point2d d((u - half) / pxPerMm, (v - half) / pxPerMm);
                const cv::Point2d mm = centre + cv::Point2d(d.x * std::cos(a) - d.y * std::sin(a), d.x * std::sin(a) + d.y * std::cos(a));
                const cv::Point2d expected = g.mapToFrame(mm);
                const cv::Vec2f got = patch.at<cv::Vec2f>(v, u);
                worst = std::max(worst, std::hypot(got[0] - expected.x, got[1] - expected.y));
            }
        }
        // cv::remap quantises its bilinear weights to 1/32 px: 0.022 px off with no lens at all.
        EXPECT_LT(worst, 0.03) << "k " << k;
    }
}

} // namespace
} // namespace adj::vision
