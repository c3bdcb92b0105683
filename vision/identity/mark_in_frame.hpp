#pragma once
// Telling two look-alike faces apart in the camera's own pixels. Squaring a counter up from the frame
// resamples the camera's pixels: it smooths a mark a few pixels wide by a fraction of a pixel that
// changes with where the counter lies, and makes the noise of neighbouring pixels alike, so a mark
// judged there can lie short of its own face and seem surer than it is. Here each face is drawn into the
// frame instead, as the camera would see it where it lies, and the frame's pixels are compared untouched.

#include "vision/camera/frame_geometry.hpp"

#include <opencv2/core.hpp>

#include <optional>

namespace adj::vision {

/// Where a face lies as the camera sees it: its middle on the map (mm, on the plane its top is seen in)
/// and its turn (degrees clockwise from upright, as rectifyPatch turns).
struct FacePlacement {
    cv::Point2d centreMm;
    double angleDeg = 0.0;
};

/// Where a counter lies between two faces a and b, judged where they differ.
struct MarkInFrame {
    /// 1 at a, -1 at b, 0 halfway.
    double share = 0.0;
    /// How far from halfway toward a, in the frame's own stray from a where the faces are alike (root mean
    /// square per pixel and colour): the mark's signal against the camera's noise and the misfit.
    double sigmas = 0.0;
    /// The camera's blur fitted (frame pixels), for reports.
    double blurPx = 0.0;
};

/// Compares the frame about face `a` placed at `a` and face `b` at `b` (faces BGR, CV_8UC3, square and
/// upright at FaceLibrary::kFacePxPerMm). The camera's blur is fitted over a's whole face; each face is
/// then placed its own best way within half a pixel and half a degree, lit as the frame is over its whole
/// face (a gain and an offset per colour) and laid over the frame's own pixels about it before the camera's
/// blur (what lies beside a counter blurs into its edge), and the two are compared where they differ.
/// nullopt when the faces are printed alike, the counter reaches past the frame's edge, or the frame is
/// flat there. Throws std::logic_error unless `geometry` is ok.
[[nodiscard]] std::optional<MarkInFrame> compareMarkInFrame(const cv::Mat& frame, const FrameGeometry& geometry,
                                                            const cv::Mat& faceA, FacePlacement a,
                                                            const cv::Mat& faceB, FacePlacement b);

} // namespace adj::vision
