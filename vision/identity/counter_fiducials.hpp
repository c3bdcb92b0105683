#pragma once
// The small ArUco marker printed on demo-kit counters (fiducial identity mode).
//
// Dictionary: DICT_4X4_250, ids 50..249. A 4x4 code has the largest cells of any ArUco
// family for a given printed size: on a 14.3 mm counter the marker can be 8.9 mm wide,
// 1.5 mm cells. A 1080p camera that sees the whole practice map with its margins (about 1.2 px per
// mm, measured on the synthetic camera at 950-1150 mm) gives a cell under 2 pixels, too few for
// cv::aruco::detectMarkers, so fiducial_reader.hpp reads the cells itself; a 4K camera doubles that.
// 5x5 codes would shrink cells to 1.2 mm, which blur and sensor noise smear into their neighbours.
// Ids 0..49 of the 4x4 family are DICT_4X4_50, which the map's registration markers use; a
// counter marker must never be taken for a registration marker (or the reverse), so counters
// start at id 50. That leaves 200 counters per kit, enough for any demo.

namespace adj::vision {

inline constexpr const char* kCounterFiducialDictionary = "DICT_4X4_250";
inline constexpr int kFirstCounterFiducialId = 50;
inline constexpr int kLastCounterFiducialId = 249;

/// Marker side (border included) as a fraction of the counter's side.
inline constexpr double kFiducialSideFraction = 0.62;
/// White quiet zone around the marker, in marker cells: enough for the detector to see the
/// black border against something light, small enough to leave the side colour visible.
inline constexpr double kFiducialQuietCells = 0.6;

} // namespace adj::vision
