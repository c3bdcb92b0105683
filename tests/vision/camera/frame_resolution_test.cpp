// FrameGeometry::pxPerMmAt: how finely the camera sees the map round a point, which decides what
// blur a comparison with the map must allow for.
#include "vision/camera/frame_geometry.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace adj::vision {
namespace {

// How finely the camera sees the map is the coarser of its two ways: a camera foreshortening the map's y
// axis (2.4 px per mm across, 1.6 down) sees it at 1.6.
TEST(FrameGeometryResolution, IsTheCoarserOfTheMapsTwoWays)
{
    FrameGeometry g;
    g.registration.ok = true;
    g.registration.mapToImage = cv::Matx33d(2.4, 0, 100, 0, 1.6, 80, 0, 0, 1);
    g.registration.imageToMap = g.registration.mapToImage.inv();
    g.registration.imageSize = cv::Size(1920, 1080);
    g.lens = RadialDistortion::forFrame(g.registration.imageSize, 0.0);
    EXPECT_NEAR(g.pxPerMmAt({300, 200}), 1.6, 1e-9);
    g.registration.mapToImage = cv::Matx33d(1.2, 0, 100, 0, 2.0, 80, 0, 0, 1);
    g.registration.imageToMap = g.registration.mapToImage.inv();
    EXPECT_NEAR(g.pxPerMmAt({300, 200}), 1.2, 1e-9);
    EXPECT_THROW((void)FrameGeometry{}.pxPerMmAt({0, 0}), std::logic_error);
}

} // namespace
} // namespace adj::vision
