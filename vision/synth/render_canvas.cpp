#include "vision/synth/render_canvas.hpp"

#include <cmath>
#include <numbers>

namespace adj::vision::synth {

cv::Point2d SceneLight::shadowOf(cv::Point2d mapMm, double heightMm) const
{
    return mapMm + direction * (heightMm / std::tan(elevationDeg * std::numbers::pi / 180.0));
}

RenderCanvas::RenderCanvas(const CameraPose& pose, int padPx)
    : camera(pose),
      pad(padPx),
      image(pose.imageSize.height + 2 * padPx, pose.imageSize.width + 2 * padPx, CV_32FC3, cv::Scalar::all(0)),
      labels(image.size(), CV_32S, cv::Scalar(0))
{
}

cv::Matx33d RenderCanvas::planeToCanvas(double heightMm) const
{
    return cv::Matx33d(1, 0, pad, 0, 1, pad, 0, 0, 1) * camera.planeToImage(heightMm);
}

cv::Point2d RenderCanvas::toCanvas(cv::Point3d world) const
{
    return camera.project(world) + cv::Point2d(pad, pad);
}

cv::Point2d RenderCanvas::toCanvas(cv::Point2d mapMm, double heightMm) const
{
    return toCanvas(cv::Point3d(mapMm.x, mapMm.y, -heightMm));
}

} // namespace adj::vision::synth
