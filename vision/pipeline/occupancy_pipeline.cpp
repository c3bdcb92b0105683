#include "vision/pipeline/occupancy_pipeline.hpp"

#include "vision/camera/distortion_from_markers.hpp"
#include "vision/pipeline/fast_markers.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace adj::vision {

namespace {

// Tables stay valid while no part of the map moves more than this. Registration of a still
// camera varies a little from frame to frame (sensor noise on the marker corners); 0.4 mm
// is under a grid pixel at 1.5-2 px/mm, which the change map tolerates.
constexpr double kReuseToleranceMm = 0.4;

// How far apart (map mm) two geometries put the same frame pixels, over the map's corners,
// edge middles and centre: lens and homography together, where it matters.
double geometryShiftMm(const FrameGeometry& a, const FrameGeometry& b, cv::Size2d mapMm)
{
    double worst = 0.0;
    for (const double fx : {0.0, 0.5, 1.0}) {
        for (const double fy : {0.0, 0.5, 1.0}) {
            const cv::Point2d p(fx * mapMm.width, fy * mapMm.height);
            worst = std::max(worst, cv::norm(b.frameToMap(a.mapToFrame(p)) - p));
        }
    }
    return worst;
}

} // namespace

FrameGeometry registerWithLens(const MarkerRegistrar& registrar, const cv::Mat& frame, double markerScale)
{
    FrameGeometry geometry;
    if (frame.empty()) {
        geometry.registration = registrar.registerFrame(frame); // says why
        return geometry;
    }
    return registerWithLens(registrar, detectMarkersScaled(registrar.detector(), frame, markerScale), frame.size());
}

FrameGeometry registerWithLens(const MarkerRegistrar& registrar, const std::vector<DetectedMarker>& detected,
                               cv::Size frameSize, double heldK)
{
    FrameGeometry geometry;
    const DistortionEstimate lens = estimateDistortionFromMarkers(detected, registrar.layout(), frameSize, heldK);
    geometry.lens = lens.lens;
    geometry.registration = registerFromMarkers(undistortMarkers(detected, lens.lens), registrar.layout(), frameSize);
    return geometry;
}

OccupancyPipeline::OccupancyPipeline(MarkerLayout layout, OccupancyDetector detector, double fallbackFovDeg,
                                     double markerScale)
    : registrar_(std::move(layout)),
      detector_(std::move(detector)),
      fallbackFovDeg_(fallbackFovDeg),
      markerScale_(markerScale)
{
}

FrameOccupancy OccupancyPipeline::process(const cv::Mat& frame)
{
    FrameOccupancy out;
    if (frame.empty()) {
        out.geometry = registerWithLens(registrar_, frame); // says why
    } else {
        const double heldK = heldLensFrameSize_ == frame.size() ? heldLensK_ : 0.0;
        out.geometry = registerWithLens(registrar_, detectMarkersScaled(registrar_.detector(), frame, markerScale_),
                                        frame.size(), heldK);
        if (out.geometry.ok()) {
            heldLensK_ = out.geometry.lens.k;
            heldLensFrameSize_ = frame.size();
        }
    }
    if (!out.geometry.ok() && touched_ && touched_->imageSize == frame.size()) {
        // Touches are made on the frame as the camera delivers it and fitted straight to it: the
        // lens cannot be estimated from a handful of touches, so the model is no distortion and the
        // homography absorbs what it can (a cheap webcam's few pixels at the edges stay).
        out.geometry.registration = *touched_;
        out.geometry.lens = RadialDistortion::forFrame(frame.size(), 0.0);
        out.byTouch = true;
    }
    if (!out.geometry.ok()) {
        return out;
    }
    const Registration& reg = out.geometry.registration;
    out.view = viewFromHomography(reg.mapToImage, frame.size(), focalFromHorizontalFov(fallbackFovDeg_, frame.cols));
    const bool reuse = mapsGeometry_.has_value() && maps_.frameSize == frame.size() &&
                       geometryShiftMm(*mapsGeometry_, out.geometry, reg.mapSizeMm) < kReuseToleranceMm;
    if (!reuse) {
        maps_ = buildRectifyMaps(out.geometry, detector_.grid(), frame.size());
        mapsGeometry_ = out.geometry;
    }
    out.reusedMaps = reuse;
    out.rectified = rectifyWith(frame, maps_);
    out.valid = maps_.valid;
    out.occupancy = detector_.detect(out.rectified, maps_.valid, out.view);
    return out;
}

void OccupancyPipeline::useTouchedRegistration(std::optional<Registration> touched)
{
    touched_ = std::move(touched);
}

} // namespace adj::vision
