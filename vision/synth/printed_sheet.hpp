#pragma once
// A printed map sheet as a top-down image: the map area, the registration markers in its
// margins and plain paper around them. The synthetic camera photographs it, and the
// pipeline can use it as the picture of the empty map.
//
// Coordinates: map mm as in MarkerLayout (x east, y south, origin at the map's top-left).
// Pixel coordinates follow OpenCV: integer values are pixel centres.

#include "vision/registration/marker_layout.hpp"

#include <opencv2/core.hpp>

namespace adj::data {
struct GameDefinition;
struct GameMap;
} // namespace adj::data

namespace adj::vision::synth {

inline const cv::Scalar kPaper{205, 228, 238}; // cream, BGR
inline const cv::Scalar kTable{45, 75, 110};   // dark wood, BGR

struct PrintedSheet {
    cv::Mat image;        ///< BGR.
    cv::Point2d originMm; ///< Map mm at the top-left edge of pixel (0, 0).
    double pxPerMm = 4.0;

    /// Sheet pixel -> map mm (pixel centres, hence the +0.5).
    [[nodiscard]] cv::Matx33d pixelToMap() const;
    /// The paper's extent in map mm.
    [[nodiscard]] cv::Rect2d extentMm() const;
};

/// Lays `mapImage` (the printed map area alone, BGR, at `pxPerMm`, covering exactly
/// layout.mapSizeMm) on paper, frames it with a thin border and prints the layout's markers,
/// each in a white quiet zone one cell wide, with `paperMarginMm` of paper beyond them.
/// Throws std::invalid_argument if a marker is not a whole number of cells in pixels or the
/// map image does not match the layout's map size at pxPerMm.
[[nodiscard]] PrintedSheet printSheet(const cv::Mat& mapImage, const MarkerLayout& layout, double pxPerMm,
                                      double paperMarginMm);

/// A game's map as `adjutant-cli render-map` prints it (vision/print/map_painter), with its
/// registration markers, as a sheet for the synthetic camera: what the camera photographs is the
/// real printed map. `layout` receives the markers printed on it.
[[nodiscard]] PrintedSheet printGameMap(const data::GameMap& map, const data::GameDefinition& definition,
                                        double pxPerMm, MarkerLayout* layout = nullptr);

} // namespace adj::vision::synth
