#pragma once
// The printed map of a game, drawn from its data at true scale: terrain per hex, hexside features,
// rail lines, cities, ports, forts, hex numbers and names, and the registration markers in the
// margins, with the map's own terrain effects chart (GameMap::chart, a practice map's values) in the
// top margin between them. `adjutant-cli render-map` prints it; the synthetic camera photographs it.
//
// Coordinates: map mm as the engine's HexGrid gives them (x east, y south; the loader puts the
// map's top-left corner at (0, 0)), which is also MarkerLayout's map mm. Pixels follow OpenCV:
// integer values are pixel centres, so pixel (i, j) covers map mm
// [origin + i / pxPerMm, origin + (i + 1) / pxPerMm).

#include "vision/registration/marker_layout.hpp"

#include <opencv2/core.hpp>

#include <string>
#include <string_view>

namespace adj::data {
struct GameDefinition;
struct GameMap;
} // namespace adj::data

namespace adj::vision::print {

inline constexpr double kMmPerInch = 25.4;

/// Registration markers: 30 mm squares 10 mm clear of the map area, as the registration tests use.
inline constexpr double kMapMarkerSideMm = 30.0;
inline constexpr double kMapMarkerMarginMm = 10.0;

struct MapPrintOptions {
    double pxPerMm = 150.0 / kMmPerInch;
    double markerSideMm = kMapMarkerSideMm;
    double markerMarginMm = kMapMarkerMarginMm;
    double paperMarginMm = 8.0; ///< Paper beyond the markers' quiet zones.
    bool hexNumbers = true;
    bool names = true;
    std::string title;          ///< Printed in the bottom margin with a scale bar; may be empty.
};

/// The printed map area in map mm, from (0, 0) to the far corner of the grid (or of the areas).
/// Throws std::invalid_argument for a map that is not a hex map.
[[nodiscard]] cv::Size2d printedAreaMm(const data::GameMap& map);

/// Where the registration markers of this map are printed: MarkerLayout::forMapRect over the
/// printed area, the layout the registration uses.
[[nodiscard]] MarkerLayout mapMarkerLayout(const data::GameMap& map, double markerSideMm = kMapMarkerSideMm,
                                           double marginMm = kMapMarkerMarginMm);

/// The map area alone, BGR, covering printedAreaMm() at `pxPerMm` with pixel (0, 0) at map (0, 0).
[[nodiscard]] cv::Mat paintMap(const data::GameMap& map, const data::GameDefinition& definition,
                               const MapPrintOptions& options);

/// A whole printed sheet: the map, its frame, the markers (each in a white quiet zone one cell
/// wide), the title and scale bar, and paper round them.
struct PrintedMap {
    cv::Mat image;        ///< BGR.
    cv::Point2d originMm; ///< Map mm at the top-left edge of pixel (0, 0).
    double pxPerMm = 0;
    MarkerLayout layout;
    cv::Size2d areaMm;    ///< The printed map area, from map (0, 0).

    /// Map mm -> pixel coordinates (pixel centres are integers).
    [[nodiscard]] cv::Point2d toPixel(cv::Point2d mm) const
    {
        return {(mm.x - originMm.x) * pxPerMm - 0.5, (mm.y - originMm.y) * pxPerMm - 0.5};
    }
    [[nodiscard]] cv::Size2d sizeMm() const { return {image.cols / pxPerMm, image.rows / pxPerMm}; }
};

/// Throws std::invalid_argument for a map that is not a hex map or a resolution below 1 px/mm.
[[nodiscard]] PrintedMap printMap(const data::GameMap& map, const data::GameDefinition& definition,
                                  const MapPrintOptions& options);

/// Draws marker `marker` of `layout` with its one-cell white quiet zone into `image`, whose pixel
/// (0, 0) has its top-left edge at mm (0, 0), with the marker's top-left corner at `topLeftMm`.
/// Cells are filled exactly (each pixel whose centre lies in a black cell), at any resolution.
void drawMarkerAt(cv::Mat& image, double pxPerMm, const MarkerLayout& layout, const PlacedMarker& marker,
                  cv::Point2d topLeftMm);

/// The colour (BGR) a terrain is filled with; unknown ids get a pale colour of their own.
[[nodiscard]] cv::Scalar terrainFill(std::string_view terrainId);

} // namespace adj::vision::print
