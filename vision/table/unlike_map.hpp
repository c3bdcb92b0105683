#pragma once
// Whether the frame still shows the printed map at a pixel, told without the detector's change mask:
// a ship over a blue river differs from the map by too little colour for the detector, yet plainly
// hides the river's middle. Used where the map's own layout says a piece may stand half unseen.

#include <opencv2/core.hpp>

namespace adj::vision {

/// CV_8U over `box` (a rectangle of the comparison grid): 255 where the lighting-normalised frame
/// `normalised` is not the empty board `reference` under it. A pixel is not the map when its colour
/// differs (L1 of the chromaticities, after a light blur: a grey counter on the river differs by
/// about 0.16, a blue one by 0.29, so 0.08) or it is much darker (below 0.72 of the map's brightness)
/// or brighter (above 1.22). `box` is clipped to the images; an empty Mat when nothing is left.
/// `blurrierCameraPx` > 0: a pixel must also differ from the map blurred by that much (Gaussian sigma,
/// grid pixels), as a camera blurrier than the light blur shows a thin printed line (a river) paler and
/// wider than the print: beside such a line, what differs only from the sharper print is the map too.
[[nodiscard]] cv::Mat unlikeMap(const cv::Mat& normalised, const cv::Mat& reference, cv::Rect box,
                                double blurrierCameraPx = 0.0);

} // namespace adj::vision
