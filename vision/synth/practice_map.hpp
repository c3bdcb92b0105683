#pragma once
// A plain hex map for tests and demonstrations until maps are rendered from game data:
// pale ground, a river, three woods and a flat-top hex grid. Enough structure for the
// pipeline to have something to tell counters apart from.

#include <opencv2/core.hpp>

#include <vector>

namespace adj::vision::synth {

inline const cv::Scalar kMapGround{170, 212, 205}; // pale olive, BGR
inline const cv::Scalar kHexLine{90, 120, 110};

/// The map area alone (no margins), BGR at `pxPerMm`, hexes `hexRadiusMm` centre to corner
/// with the first column's centres on the map's west edge.
[[nodiscard]] cv::Mat renderPracticeMap(cv::Size2d mapSizeMm, double pxPerMm, double hexRadiusMm = 16.0);

/// Centres (map mm) of the practice map's hexes that lie wholly inside the map.
[[nodiscard]] std::vector<cv::Point2d> practiceHexCentres(cv::Size2d mapSizeMm, double hexRadiusMm = 16.0);

} // namespace adj::vision::synth
